-- The rewards centre's raffles: red envelopes and prize wheels, each paying from its own prize pool.

-- A prize pool is a ledger account of its own kind: funded from the house, it can never go below zero (the same
-- CHECK and conditional debit as a member's account), so a draw the pool cannot cover is refused, never overdrawn.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_owner_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_owner_kind_check
  CHECK (owner_kind IN ('member', 'house', 'pool'));

-- A brand's event: texts per language, who may take part, its period and switch, and its rules by kind
-- (red_envelope: min and max in minor units; wheel: prizes with weights and what earns a ticket).
CREATE TABLE raffle_events (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('red_envelope', 'wheel')),
  texts jsonb NOT NULL,
  audience jsonb NOT NULL DEFAULT '{"kind":"everyone"}',
  rules jsonb NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX raffle_events_running ON raffle_events (merchant_id, ends_at);

-- A member's raffle seed pair (commit-reveal, as the in-house games): the hash is shown before any draw uses the
-- seed; rotating reveals it and starts a new pair. One active pair per member; the row lock orders its draws.
CREATE TABLE raffle_seeds (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  server_seed text NOT NULL,
  server_hash text NOT NULL,
  client_seed text NOT NULL,
  nonce integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz
);
CREATE UNIQUE INDEX raffle_seeds_active ON raffle_seeds (member_id) WHERE active;
CREATE INDEX raffle_seeds_hash ON raffle_seeds (server_hash);

-- One draw: an opened envelope (once per member and event) or a spin (one ticket). The caller's request id answers a
-- retry with the same row; the seed, client seed and nonce recompute the outcome; terms keep the range or weights
-- it ran under. The payout (none for a 0.00 slice) is a ledger transfer from the pool in the same transaction.
CREATE TABLE raffle_claims (
  id serial PRIMARY KEY,
  event_id integer NOT NULL REFERENCES raffle_events(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('red_envelope', 'wheel')),
  request_id text NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  prize_index integer,
  terms jsonb NOT NULL,
  seed_id integer NOT NULL REFERENCES raffle_seeds(id),
  client_seed text NOT NULL,
  nonce integer NOT NULL,
  transfer_id bigint REFERENCES ledger_transfers(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id),
  UNIQUE (seed_id, nonce)
);
CREATE UNIQUE INDEX raffle_claims_one_envelope ON raffle_claims (event_id, member_id) WHERE kind = 'red_envelope';
CREATE INDEX raffle_claims_event ON raffle_claims (event_id, id);
CREATE INDEX raffle_claims_member ON raffle_claims (member_id, id);
