-- A rollback gives back the one bet it names (its refTxId), not its round (docs/decisions.md). Until now a rollback
-- closed the whole round: another bet of it stayed debited and the round's win was refused. Now a round stays open,
-- for more bets and for its win, while any bet of it stands, and is rolled back once none does; the server decides
-- that as it takes the bet off the round, and the round's bet stays the sum of its standing bets, which is what the
-- views of settled rounds and valid bets (migration 0351) count.
--
-- Rounds the earlier rule closed while a bet of them stood are open again, so the win a provider sends for them is
-- paid: they are exactly the rolled-back rounds with a bet above 0.
UPDATE game_rounds SET status = 'open' WHERE status = 'rolled_back' AND bet > 0;

-- A win refused because every bet of its round was rolled back is recorded like any other answer, so every copy of
-- the call answers the same. The rest of the function is as migration 0412 left it.
CREATE OR REPLACE FUNCTION provider_win(
  p_provider text, p_tx text, p_hash text, p_round text, p_member integer, p_amount bigint, p_final boolean,
  p_detail jsonb, p_house_shards integer
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  answer jsonb;
  v_asset text;
  v_vendor text;
  v_post record;
  v_balance bigint;
  v_status text;
BEGIN
  -- Copies of this call wait here for the first one's commit.
  PERFORM pg_advisory_xact_lock(hashtextextended('wallet-tx:' || p_provider || ':' || p_tx, 0));
  -- The round, unless rolled back (no bet of it stands) or this call made before, takes the win and (if final) settles;
  -- its lock orders it with a rollback of one of its bets.
  UPDATE game_rounds r SET win = win + p_amount, status = CASE WHEN p_final THEN 'settled' ELSE 'open' END,
      settled_at = now(), detail = COALESCE(p_detail, detail)
    WHERE provider = p_provider AND round_id = p_round AND member_id = p_member AND status <> 'rolled_back'
      AND NOT EXISTS (SELECT 1 FROM provider_transactions t WHERE t.provider = p_provider AND t.tx_id = p_tx)
    RETURNING r.asset, COALESCE(r.vassalage, (SELECT vassalage FROM games g WHERE g.node_id = r.node_id), p_provider)
    INTO v_asset, v_vendor;
  IF NOT FOUND THEN
    answer := provider_stored_answer(p_provider, p_tx, p_hash);
    IF answer IS NOT NULL THEN RETURN answer; END IF;
    SELECT status, asset INTO v_status, v_asset FROM game_rounds
      WHERE provider = p_provider AND round_id = p_round AND member_id = p_member;
    IF v_status IS NULL THEN
      answer := jsonb_build_object('status', 'NOT_FOUND', 'txId', p_tx);
      RETURN answer;
    END IF;
    -- Every bet of the round was rolled back, and a rolled-back round never reopens: the refusal is final, so it is
    -- recorded and a copy of the call gets it again (balance included).
    answer := jsonb_build_object('status', 'BET_ROLLED_BACK', 'txId', p_tx,
      'balance', minor_text(member_main_balance(p_member, v_asset)));
    INSERT INTO provider_transactions (provider, tx_id, kind, member_id, round_id, amount, request_hash, state, response)
      VALUES (p_provider, p_tx, 'win', p_member, p_round, p_amount, p_hash, 'refused', answer);
    RETURN answer;
  END IF;
  IF p_amount > 0 THEN
    v_post := ledger_post('house', NULL, 'vendor:' || v_vendor || '#' || (p_member % p_house_shards),
      'member', p_member, 'main', p_amount, v_asset, 'win', p_member, p_provider || ' round ' || p_round,
      NULL, NULL, 'prov:' || p_provider || ':' || p_tx);
    IF v_post.outcome <> 'posted' THEN
      RAISE EXCEPTION 'provider win %: posting %', p_tx, v_post.outcome;
    END IF;
    v_balance := v_post.to_balance;
  ELSE
    v_balance := member_main_balance(p_member, v_asset);
  END IF;
  answer := jsonb_build_object('status', 'OK', 'txId', p_tx, 'balance', minor_text(v_balance));
  INSERT INTO provider_transactions (provider, tx_id, kind, member_id, round_id, amount, request_hash, state, response)
    VALUES (p_provider, p_tx, 'win', p_member, p_round, p_amount, p_hash, 'done', answer);
  IF p_amount > 0 THEN
    RETURN answer || jsonb_build_object('posting', v_post.outcome);
  END IF;
  RETURN answer;
END $$;
