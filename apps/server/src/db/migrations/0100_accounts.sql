-- Members (players, agents, trial accounts) of a brand.
CREATE TABLE members (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  username text NOT NULL,
  password_hash text NOT NULL,
  -- 0 player; 1, 2, 41, 42 agents; 4 trial (free play) account.
  is_agent smallint NOT NULL DEFAULT 0,
  -- 'member' may log in to the portal; other kinds (e.g. 'staff') may not.
  kind text NOT NULL DEFAULT 'member',
  upline_id integer REFERENCES members(id),
  affiliate_code text,
  nickname text NOT NULL DEFAULT '',
  mobile text,
  dialing_code text,
  email text,
  payee_name text,
  extras jsonb NOT NULL DEFAULT '{}',
  language text,
  disabled boolean NOT NULL DEFAULT false,
  last_login_at timestamptz,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (username = lower(username))
);
CREATE UNIQUE INDEX members_username ON members (merchant_id, username);
CREATE UNIQUE INDEX members_mobile ON members (merchant_id, dialing_code, mobile) WHERE mobile IS NOT NULL;
CREATE UNIQUE INDEX members_affiliate ON members (merchant_id, affiliate_code) WHERE affiliate_code IS NOT NULL;
CREATE INDEX members_upline ON members (upline_id);

-- Sessions: only the SHA-256 of the 256-bit token is stored.
CREATE TABLE member_sessions (
  token_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  login_type text NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_sessions_member ON member_sessions (member_id);

-- One-time codes sent by SMS or email: stored hashed, single use, limited tries.
CREATE TABLE verification_codes (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  purpose text NOT NULL,
  target text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_target ON verification_codes (merchant_id, purpose, target, created_at DESC);

-- What the SMS and mail adapters sent (the outbox adapter's store; readable at /dev/outbox outside production).
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient ON outbox (recipient, id DESC);

-- Single-use proofs: solved human checks and image captchas.
CREATE TABLE used_proofs (
  proof text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE TABLE captchas (
  id text PRIMARY KEY,
  answer_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Password reset links sent by email.
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- The RSA key pair of the encrypted calls, shared by every instance.
CREATE TABLE rsa_keys (
  key_id text PRIMARY KEY,
  public_pem text NOT NULL,
  private_pem text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
