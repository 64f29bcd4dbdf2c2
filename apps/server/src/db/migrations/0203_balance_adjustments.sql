-- Operator balance adjustments, keyed by the operator's request id: a repeated request (same member, amount and
-- reason) answers the first result, another body under the same id is refused. Claimed in the same transaction as
-- the posting, so a refused or failed adjustment leaves no claim behind.
CREATE TABLE balance_adjustments (
  request_id text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id),
  operator_id integer NOT NULL REFERENCES operators(id),
  amount bigint NOT NULL CHECK (amount <> 0),
  reason text NOT NULL,
  request_hash text NOT NULL,
  balance bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX balance_adjustments_member ON balance_adjustments (member_id, created_at DESC);
