-- Changes that create value (mall items, raffle funding and prizes, promotion bonuses) wait for a second operator
-- above the brand's adjustment threshold. A pending row keeps what is asked (its payload) until another operator
-- approves it (the change is applied in the same commit) or rejects it. Changes made at once without a second
-- operator are kept as `applied` when they count against the operator's rolling window (`windowed`).
CREATE TABLE operator_approvals (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  target text NOT NULL,
  summary text NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  payload jsonb NOT NULL DEFAULT '{}',
  request_key text UNIQUE,
  request_hash text,
  windowed boolean NOT NULL DEFAULT false,
  status text NOT NULL CHECK (status IN ('pending', 'applied', 'approved', 'rejected')),
  requested_by integer NOT NULL REFERENCES operators(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_by integer REFERENCES operators(id),
  decided_at timestamptz,
  decision_reason text
);
CREATE INDEX operator_approvals_pending ON operator_approvals (created_at) WHERE status = 'pending';
CREATE INDEX operator_approvals_window ON operator_approvals (requested_by, created_at) WHERE status = 'applied';
CREATE INDEX operator_approvals_target ON operator_approvals (target) WHERE status = 'pending';

-- A red envelope or wheel created with a prize above the threshold pays nothing until a second operator approves it.
ALTER TABLE raffle_events ADD COLUMN awaiting_approval boolean NOT NULL DEFAULT false;
