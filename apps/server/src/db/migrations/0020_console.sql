-- Two-factor sign-in of operators (TOTP, RFC 6238). The secret is kept encrypted with a key derived from APP_SECRET;
-- last_step is the time step of the last code accepted, so a code is never accepted twice (nor an older one).
CREATE TABLE operator_two_factor (
  operator_id integer PRIMARY KEY REFERENCES operators(id) ON DELETE CASCADE,
  secret_sealed text NOT NULL,
  enabled boolean NOT NULL DEFAULT false,
  last_step bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  enabled_at timestamptz
);

-- One-time recovery codes: only their SHA-256 (they carry 80 random bits); used_at set once.
CREATE TABLE operator_recovery_codes (
  id serial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  UNIQUE (operator_id, code_hash)
);

-- Whether a session was opened with a second factor; the console refuses admin and finance sessions without one.
ALTER TABLE operator_sessions ADD COLUMN two_factor boolean NOT NULL DEFAULT false;
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id, created_at DESC);

-- The console's audit log and queues look audit rows up by target and by operator.
CREATE INDEX operator_audit_target ON operator_audit (target, id DESC);
CREATE INDEX operator_audit_operator ON operator_audit (operator_id, id DESC);
