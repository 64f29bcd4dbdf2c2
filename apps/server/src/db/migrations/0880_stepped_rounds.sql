-- The stepped originals (towers, hi-lo, ...): one round life for all, as Mines has. pending (the bet being placed: no
-- seed, nonce or deal) -> open (bet taken; seed pair, nonce and the secret deal recorded in the commit that takes the
-- nonce) -> lost | cashed (the win owed recorded with the status that ends it); pending -> void (bet refused or given
-- back). `settled_at` is set once the wallet answered the round's last call; the settlement job resends it until then.
CREATE TABLE stepped_rounds (
  round_id text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id),
  game text NOT NULL CHECK (game ~ '^[a-z][a-z0-9-]{1,23}$'),
  params jsonb NOT NULL,
  seed_id integer REFERENCES fair_seeds(id),
  client_seed text,
  nonce integer,
  -- The outcome dealt at open; never sent to the player before the round ends.
  deal jsonb,
  moves jsonb NOT NULL DEFAULT '[]',
  bet bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'open', 'lost', 'cashed', 'void')),
  payout bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  settled_at timestamptz,
  claimed_until timestamptz,
  answer text,
  CONSTRAINT stepped_rounds_outcome_check CHECK (status IN ('pending', 'void')
    OR (seed_id IS NOT NULL AND nonce IS NOT NULL AND deal IS NOT NULL AND client_seed IS NOT NULL)),
  CONSTRAINT stepped_rounds_payout_check CHECK (status NOT IN ('lost', 'cashed')
    OR (payout IS NOT NULL AND closed_at IS NOT NULL))
);
-- A rotation looks for the pair's rounds still being played; the job and a member's calls for the unsettled ones.
CREATE INDEX stepped_rounds_live ON stepped_rounds (seed_id) WHERE status IN ('pending', 'open');
CREATE INDEX stepped_rounds_unsettled ON stepped_rounds (member_id) WHERE settled_at IS NULL;
