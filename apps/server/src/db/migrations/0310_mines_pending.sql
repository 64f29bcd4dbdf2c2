-- A Mines round is recorded as pending in the same commit that takes its nonce, before its bet is placed, so a seed
-- rotation (which reveals the server seed) always sees it and waits for the round to end. A round whose bet failed
-- is void.
ALTER TABLE mines_rounds DROP CONSTRAINT mines_rounds_status_check;
ALTER TABLE mines_rounds ADD CONSTRAINT mines_rounds_status_check
  CHECK (status IN ('pending', 'open', 'lost', 'cashed', 'void'));
ALTER TABLE mines_rounds ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX mines_rounds_live ON mines_rounds (seed_id) WHERE status IN ('pending', 'open');
