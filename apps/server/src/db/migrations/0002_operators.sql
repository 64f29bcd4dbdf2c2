-- Operator (back-office) accounts, separate from members.
CREATE TABLE operators (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'finance', 'support')),
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Operator sessions: only the SHA-256 of the token is stored.
CREATE TABLE operator_sessions (
  token_hash text PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every operator action, append-only.
CREATE TABLE operator_audit (
  id bigserial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators(id),
  action text NOT NULL,
  target text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_audit_by_time ON operator_audit (created_at DESC);
