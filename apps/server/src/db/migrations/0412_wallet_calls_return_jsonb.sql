-- A provider's bet and win are called in the statement's select list and return one jsonb value: the call's answer,
-- and, when the call made a posting, that posting's outcome under the key "posting" (the server counts it and takes it
-- off before answering). Until now each was called in FROM with two OUT columns: on the embedded database that form
-- (a function scan whose row is kept in a tuple store), sent through a prepared select, cost its thread about 60 us
-- more per bet and win than the same function called in the select list (docs/decisions.md). Nothing else of the two
-- functions changes (migration 0409); they are restated whole, as a function's result type changes only by a new
-- definition.

DROP FUNCTION provider_bet(text, text, text, text, text, bigint, integer, integer);
DROP FUNCTION provider_win(text, text, text, text, integer, bigint, boolean, jsonb, integer);

CREATE FUNCTION provider_bet(
  p_provider text, p_tx text, p_hash text, p_ticket_hash text, p_round text, p_amount bigint,
  p_idle_minutes integer, p_house_shards integer
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  answer jsonb;
  v_member integer;
  v_node integer;
  v_vendor text;
  v_asset text;
  v_round_status text;
  v_round_new boolean;
  v_ticket_expiry timestamptz;
  v_session_expiry timestamptz;
  v_post record;
  v_tombstone boolean;
BEGIN
  -- Copies of this call, and every rollback naming this bet, wait here for the first one's commit.
  PERFORM pg_advisory_xact_lock(hashtextextended('wallet-tx:' || p_provider || ':' || p_tx, 0));
  -- This call's record if made before, a rollback's tombstone of this bet, and the ticket's member while the ticket and
  -- its member session live, in one statement.
  SELECT CASE WHEN t.tx_id IS NULL THEN NULL WHEN t.request_hash = p_hash THEN t.response
      ELSE jsonb_build_object('status', 'DUPLICATE_MISMATCH', 'txId', p_tx) END,
      EXISTS (SELECT 1 FROM provider_transactions r WHERE r.provider = p_provider AND r.kind = 'rollback' AND r.ref_tx_id = p_tx),
      k.member_id, k.node_id, k.vassalage, k.asset, k.ticket_expiry, k.session_expiry
    INTO answer, v_tombstone, v_member, v_node, v_vendor, v_asset, v_ticket_expiry, v_session_expiry
    FROM (SELECT) one
    LEFT JOIN provider_transactions t ON t.provider = p_provider AND t.tx_id = p_tx
    LEFT JOIN (SELECT s.member_id, s.node_id, s.vassalage, s.asset, s.expires_at AS ticket_expiry,
        ms.expires_at AS session_expiry
      FROM game_sessions s
      JOIN member_sessions ms ON ms.token_hash = s.session_hash AND ms.revoked_at IS NULL AND ms.expires_at > now()
      WHERE s.ticket_hash = p_ticket_hash AND s.expires_at > now() AND s.provider = p_provider) k ON true;
  IF answer IS NOT NULL THEN RETURN answer; END IF;
  IF v_member IS NULL THEN
    answer := jsonb_build_object('status', 'SESSION_EXPIRED', 'txId', p_tx);
    RETURN answer;
  END IF;
  -- A use extends the ticket's idle expiry (capped by its member session), at most once a minute.
  IF v_ticket_expiry < LEAST(now() + make_interval(mins => p_idle_minutes - 1), v_session_expiry) THEN
    UPDATE game_sessions SET expires_at = LEAST(now() + make_interval(mins => p_idle_minutes), v_session_expiry)
      WHERE ticket_hash = p_ticket_hash;
  END IF;
  -- A rollback that arrived before its bet left a tombstone: the late bet is refused, and that is its answer.
  IF v_tombstone THEN
    answer := jsonb_build_object('status', 'BET_ROLLED_BACK', 'txId', p_tx,
      'balance', minor_text(member_main_balance(v_member, v_asset)), 'playerId', v_member::text);
    INSERT INTO provider_transactions (provider, tx_id, kind, member_id, round_id, amount, request_hash, state, response)
      VALUES (p_provider, p_tx, 'bet', v_member, p_round, p_amount, p_hash, 'refused', answer);
    RETURN answer;
  END IF;
  -- The round, opened with this bet or found (adding it while open), and locked to the commit.
  INSERT INTO game_rounds (provider, round_id, member_id, node_id, bet, status, asset, vassalage)
    VALUES (p_provider, p_round, v_member, v_node, p_amount, 'open', v_asset, v_vendor)
    ON CONFLICT (provider, round_id, member_id) DO UPDATE
      SET bet = game_rounds.bet + CASE WHEN game_rounds.status = 'open' THEN excluded.bet ELSE 0 END
    RETURNING status, (xmax = 0) INTO v_round_status, v_round_new;
  IF v_round_status <> 'open' THEN
    answer := jsonb_build_object('status', 'ROUND_SETTLED', 'txId', p_tx);
    RETURN answer;
  END IF;
  v_post := ledger_post('member', v_member, 'main',
    'house', NULL, 'vendor:' || v_vendor || '#' || (v_member % p_house_shards),
    p_amount, v_asset, 'bet', v_member, p_provider || ' round ' || p_round, NULL, NULL,
    'prov:' || p_provider || ':' || p_tx);
  IF v_post.outcome = 'insufficient' THEN
    -- Nothing of the refused bet stays: its round is removed, or its amount taken back off the round.
    IF v_round_new THEN
      DELETE FROM game_rounds WHERE provider = p_provider AND round_id = p_round AND member_id = v_member;
    ELSE
      UPDATE game_rounds SET bet = bet - p_amount WHERE provider = p_provider AND round_id = p_round AND member_id = v_member;
    END IF;
    answer := jsonb_build_object('status', 'INSUFFICIENT_FUNDS', 'txId', p_tx,
      'balance', minor_text(v_post.from_balance), 'playerId', v_member::text);
    RETURN answer || jsonb_build_object('posting', v_post.outcome);
  END IF;
  IF v_post.outcome <> 'posted' THEN
    RAISE EXCEPTION 'provider bet %: posting %', p_tx, v_post.outcome;
  END IF;
  answer := jsonb_build_object('status', 'OK', 'txId', p_tx, 'balance', minor_text(v_post.from_balance),
    'playerId', v_member::text);
  INSERT INTO provider_transactions (provider, tx_id, kind, member_id, round_id, amount, request_hash, state, response)
    VALUES (p_provider, p_tx, 'bet', v_member, p_round, p_amount, p_hash, 'done', answer);
  RETURN answer || jsonb_build_object('posting', v_post.outcome);
END $$;

CREATE FUNCTION provider_win(
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
  -- The round, unless rolled back or this call made before, takes the win and (if final) settles; its lock orders it
  -- with a rollback of its bet.
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
    answer := CASE WHEN v_status IS NULL THEN jsonb_build_object('status', 'NOT_FOUND', 'txId', p_tx)
      ELSE jsonb_build_object('status', 'BET_ROLLED_BACK', 'txId', p_tx,
        'balance', minor_text(member_main_balance(p_member, v_asset))) END;
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
