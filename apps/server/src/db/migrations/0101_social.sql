-- Social sign-in: identities linked to members, pending authorizations, and one-time login codes for the portal.
CREATE TABLE social_identities (
  merchant_id integer NOT NULL REFERENCES merchants(id),
  provider text NOT NULL,
  subject text NOT NULL,
  member_id integer NOT NULL REFERENCES members(id),
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, provider, subject)
);

CREATE TABLE social_states (
  state text PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  provider text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  redirect_uri text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE login_codes (
  code_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
