-- A Mines start is recorded as pending before its bet with no outcome; its seed pair, nonce and layout are taken in
-- the commit that opens it, once the bet is placed. A refused bet so takes no nonce and decides nothing; a round
-- that was opened (or played, or voided before this change) keeps all three.
ALTER TABLE mines_rounds
  ALTER COLUMN seed_id DROP NOT NULL,
  ALTER COLUMN nonce DROP NOT NULL,
  ALTER COLUMN layout DROP NOT NULL;
ALTER TABLE mines_rounds ADD CONSTRAINT mines_rounds_outcome_check
  CHECK (status IN ('pending', 'void') OR (seed_id IS NOT NULL AND nonce IS NOT NULL AND layout IS NOT NULL));
