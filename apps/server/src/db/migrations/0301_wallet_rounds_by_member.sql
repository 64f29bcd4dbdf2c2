-- A provider's round belongs to one member: table games and multiplayer rounds give several players one round id.
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_pkey;
ALTER TABLE game_rounds ADD PRIMARY KEY (provider, round_id, member_id);

-- A wallet call first claims its transaction id ('pending') in the transaction that acts on it, so a concurrent copy
-- waits for that commit and answers what it answered; 'pending' never outlives its transaction.
ALTER TABLE provider_transactions DROP CONSTRAINT provider_transactions_state_check;
ALTER TABLE provider_transactions ADD CONSTRAINT provider_transactions_state_check
  CHECK (state IN ('pending', 'done', 'rolled_back', 'refused', 'not_found'));

-- Rollbacks by the bet they name: a late bet looks for its tombstone here.
CREATE INDEX provider_transactions_rollback_of ON provider_transactions (provider, ref_tx_id) WHERE kind = 'rollback';
