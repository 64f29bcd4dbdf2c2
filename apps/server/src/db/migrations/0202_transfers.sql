-- Transfers between the main wallet and a transfer-wallet vendor: each leg keyed, pending until the vendor answers.
CREATE TABLE vendor_transfers (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id),
  vassalage text NOT NULL REFERENCES vendors(vassalage),
  direction text NOT NULL CHECK (direction IN ('in', 'out')),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('pending', 'done', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vendor_transfers_pending ON vendor_transfers (status, created_at) WHERE status = 'pending';

-- The sandbox transfer-wallet vendor's own record of operations (what a real vendor's status call would report).
CREATE TABLE sandbox_vendor_ops (
  ref text PRIMARY KEY,
  vassalage text NOT NULL,
  op text NOT NULL,
  amount bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
