-- Deposit channels per brand: an online gateway or a manual bank transfer.
CREATE TABLE deposit_channels (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  code text NOT NULL,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('gateway', 'manual')),
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL CHECK (max_amount >= min_amount),
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  bank jsonb,
  UNIQUE (merchant_id, code)
);

-- Uploaded proof images (kept in the database so every instance can serve them).
CREATE TABLE uploads (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id),
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE deposits (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  member_id integer NOT NULL REFERENCES members(id),
  channel_id integer NOT NULL REFERENCES deposit_channels(id),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled', 'rejected')),
  gateway_ref text NOT NULL UNIQUE,
  proof_ids integer[] NOT NULL DEFAULT '{}',
  decided_by integer REFERENCES operators(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX deposits_member ON deposits (member_id, created_at DESC);
CREATE INDEX deposits_status ON deposits (status, created_at);

CREATE TABLE payment_passwords (
  member_id integer PRIMARY KEY REFERENCES members(id),
  password_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Bank accounts and e-wallets a member withdraws to; binding is irreversible.
CREATE TABLE bound_accounts (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id),
  kind text NOT NULL CHECK (kind IN ('bank', 'ewallet')),
  provider text NOT NULL,
  account_name text NOT NULL,
  account_no text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, kind, account_no)
);

CREATE TABLE withdrawals (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  member_id integer NOT NULL REFERENCES members(id),
  bound_account_id integer NOT NULL REFERENCES bound_accounts(id),
  amount bigint NOT NULL CHECK (amount > 0),
  -- pending -> rejected | paid; paid -> received | full_payment | not_received | auto_received; not_received -> refunded | received
  status text NOT NULL CHECK (status IN ('pending', 'rejected', 'paid', 'received', 'full_payment', 'not_received', 'auto_received', 'refunded')),
  received_amount bigint,
  proof_ids integer[] NOT NULL DEFAULT '{}',
  decided_by integer REFERENCES operators(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  confirmed_at timestamptz
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, created_at DESC);
CREATE INDEX withdrawals_paid ON withdrawals (status, paid_at);
