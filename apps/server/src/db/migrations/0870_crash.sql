-- Lumen Crash: one shared round at a time for every player of the installation.
-- A chain of hashes decides the rounds: its secret (sealed, platform/seal.ts) is h_N, each round uses the next hash
-- h_1, h_2, ... and the terminal hash h_0 is published before any round. `next_index` is the next round's index.
CREATE TABLE crash_chains (
  id serial PRIMARY KEY,
  secret text NOT NULL,
  terminal_hash text NOT NULL,
  salt text NOT NULL,
  length integer NOT NULL CHECK (length > 0),
  next_index integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A round: betting (until betting_ends_at) -> running (from started_at) -> crashed. Its hash and crash point are
-- stored when it opens and leave the server only once it crashed.
CREATE TABLE crash_rounds (
  id bigserial PRIMARY KEY,
  chain_id integer NOT NULL REFERENCES crash_chains(id),
  index integer NOT NULL,
  hash text NOT NULL,
  crash_point integer NOT NULL CHECK (crash_point >= 100),
  phase text NOT NULL CHECK (phase IN ('betting', 'running', 'crashed')),
  betting_ends_at timestamptz NOT NULL,
  started_at timestamptz,
  crashed_at timestamptz,
  UNIQUE (chain_id, index)
);

-- Every change of a bet takes the next number of this sequence, so each instance's stream reads only what changed.
CREATE SEQUENCE crash_bet_changes;

-- A bet: pending (its wallet bet being placed) -> placed -> cashed | lost; void when refused or given back. A cashed or
-- lost bet records the win it owes (payout, 0 when lost) before it is sent; settled_at is set once the wallet answered
-- that call (or the rollback of a void one), which the settlement job resends until it does.
CREATE TABLE crash_bets (
  id text PRIMARY KEY,
  round_id bigint NOT NULL REFERENCES crash_rounds(id),
  member_id integer NOT NULL REFERENCES members(id),
  -- The player as others see them (the first two letters and stars).
  shown text NOT NULL,
  bet bigint NOT NULL CHECK (bet > 0),
  auto_cashout integer CHECK (auto_cashout > 100),
  cashout integer,
  payout bigint,
  status text NOT NULL CHECK (status IN ('pending', 'placed', 'cashed', 'lost', 'void')),
  seq bigint NOT NULL DEFAULT nextval('crash_bet_changes'),
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  settled_at timestamptz,
  claimed_until timestamptz,
  answer text,
  UNIQUE (round_id, member_id),
  CONSTRAINT crash_bets_owed_check CHECK (status NOT IN ('cashed', 'lost') OR (payout IS NOT NULL AND closed_at IS NOT NULL))
);
CREATE INDEX crash_bets_round ON crash_bets (round_id, seq);
CREATE INDEX crash_bets_unsettled ON crash_bets (created_at) WHERE settled_at IS NULL;

-- The engine's leader: the instance holding the lease runs the rounds; it renews it every second.
CREATE TABLE crash_leases (
  id integer PRIMARY KEY CHECK (id = 1),
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);
