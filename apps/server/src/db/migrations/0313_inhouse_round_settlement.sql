-- An in-house round keeps, with itself, what closes it in the wallet: the win it owes (its outcome decided once its
-- bet was taken) or the rollback of a bet whose round could not go on. `closed_at` is when that was decided,
-- `settled_at` when the wallet answered the call; the settlement job resends every call decided and not yet answered,
-- with its transaction id, so no crash loses a win. `answer` is the wallet's status for it (OK, or the refusal it gave).

-- Slot and dice rounds: pending (the bet being placed, nothing decided) -> decided (bet taken; seed pair, nonce, outcome
-- and the win owed recorded in the commit that takes the nonce) | void (bet refused, or given back).
CREATE TABLE inhouse_rounds (
  round_id text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id),
  game text NOT NULL CHECK (game IN ('slot', 'dice')),
  bet bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'decided', 'void')),
  seed_id integer REFERENCES fair_seeds(id),
  nonce integer,
  payout bigint,
  detail jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  settled_at timestamptz,
  claimed_until timestamptz,
  answer text,
  CONSTRAINT inhouse_rounds_outcome_check CHECK (status <> 'decided'
    OR (seed_id IS NOT NULL AND nonce IS NOT NULL AND payout IS NOT NULL AND detail IS NOT NULL AND closed_at IS NOT NULL))
);
-- The rounds the job and a member's calls look for: those the wallet has not closed yet (a handful at any time).
CREATE INDEX inhouse_rounds_unsettled ON inhouse_rounds (member_id) WHERE settled_at IS NULL;

-- Mines: a lost or cashed round owes its win (0 when lost), recorded with the status that ends it.
ALTER TABLE mines_rounds
  ADD COLUMN payout bigint,
  ADD COLUMN closed_at timestamptz,
  ADD COLUMN settled_at timestamptz,
  ADD COLUMN claimed_until timestamptz,
  ADD COLUMN answer text;
-- Rounds that ended before this change sent their last call when they ended (what it was is not known): closed.
UPDATE mines_rounds SET closed_at = created_at, settled_at = created_at WHERE status IN ('lost', 'cashed', 'void');
ALTER TABLE mines_rounds ADD CONSTRAINT mines_rounds_payout_check
  CHECK (settled_at IS NOT NULL OR status NOT IN ('lost', 'cashed') OR (payout IS NOT NULL AND closed_at IS NOT NULL));
CREATE INDEX mines_rounds_unsettled ON mines_rounds (member_id) WHERE settled_at IS NULL;
