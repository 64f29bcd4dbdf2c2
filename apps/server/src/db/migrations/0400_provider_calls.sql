-- A provider's bet or win is one round trip: the whole call (claim of its transaction id, the ticket or the round,
-- the posting, the round's totals and the stored answer) runs as one function in one transaction. A refusal that
-- must leave no trace (expired session, settled round, insufficient funds, unknown round) deletes its claim before
-- it returns, which to a concurrent copy waiting on that claim is the same as a rollback: the copy decides again.
-- Balances in answers are decimal text with two places, as the API shows them.

CREATE FUNCTION minor_text(v bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN v < 0 THEN '-' ELSE '' END || (abs(v) / 100)::text || '.' || lpad((abs(v) % 100)::text, 2, '0')
$$;

CREATE FUNCTION member_main_balance(p_member integer, p_asset text) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT COALESCE((SELECT balance FROM ledger_accounts
    WHERE owner_kind = 'member' AND member_id = p_member AND purpose = 'main' AND asset = p_asset), 0)
$$;

-- The first answer to a known transaction id; another body under that id is DUPLICATE_MISMATCH.
CREATE FUNCTION provider_stored_answer(p_provider text, p_tx text, p_hash text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN t.request_hash = p_hash THEN t.response
    ELSE jsonb_build_object('status', 'DUPLICATE_MISMATCH', 'txId', p_tx) END
  FROM provider_transactions t WHERE t.provider = p_provider AND t.tx_id = p_tx
$$;

-- The ledger's request hash of a posting made by a function (the keys such functions post under, 'prov:...' and
-- 'vt:...', are posted from SQL only, so one key is always hashed the same way).
CREATE FUNCTION posting_hash(VARIADIC p_parts text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(array_to_string(p_parts, '|', ''), 'UTF8')), 'hex')
$$;

CREATE FUNCTION provider_bet(
  p_provider text, p_tx text, p_hash text, p_ticket_hash text, p_round text, p_amount bigint,
  p_idle_minutes integer, p_trial integer, p_house_shards integer,
  OUT answer jsonb, OUT posting text
) LANGUAGE plpgsql AS $$
DECLARE
  v_member integer;
  v_node integer;
  v_vendor text;
  v_asset text;
  v_round_status text;
  v_round_new boolean;
  v_ticket_expiry timestamptz;
  v_session_expiry timestamptz;
  v_post record;
BEGIN
  -- A concurrent copy's INSERT waits here for the first one's commit.
  INSERT INTO provider_transactions (provider, tx_id, kind, request_hash, state, response)
    VALUES (p_provider, p_tx, 'bet', p_hash, 'pending', '{}'::jsonb) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    answer := provider_stored_answer(p_provider, p_tx, p_hash);
    RETURN;
  END IF;
  -- Serialises this bet with every rollback naming it, whatever their ids.
  PERFORM pg_advisory_xact_lock(hashtextextended('wallet-bet:' || p_provider || ':' || p_tx, 0));
  -- The ticket's member, while the ticket and its member session live.
  SELECT s.member_id, s.node_id, g.vassalage, CASE WHEN m.is_agent = p_trial THEN 'FUN' ELSE 'CASH' END,
      s.expires_at, ms.expires_at
    INTO v_member, v_node, v_vendor, v_asset, v_ticket_expiry, v_session_expiry
    FROM game_sessions s
    JOIN member_sessions ms ON ms.token_hash = s.session_hash AND ms.revoked_at IS NULL AND ms.expires_at > now()
    JOIN members m ON m.id = s.member_id AND NOT m.disabled
    JOIN games g ON g.node_id = s.node_id
    WHERE s.ticket_hash = p_ticket_hash AND s.expires_at > now() AND s.provider = p_provider;
  IF v_member IS NULL THEN
    DELETE FROM provider_transactions WHERE provider = p_provider AND tx_id = p_tx;
    answer := jsonb_build_object('status', 'SESSION_EXPIRED', 'txId', p_tx);
    RETURN;
  END IF;
  -- A use extends the ticket's idle expiry (capped by its member session), at most once a minute: a write on every
  -- bet would cost each one a new row version.
  IF v_ticket_expiry < LEAST(now() + make_interval(mins => p_idle_minutes - 1), v_session_expiry) THEN
    UPDATE game_sessions SET expires_at = LEAST(now() + make_interval(mins => p_idle_minutes), v_session_expiry)
      WHERE ticket_hash = p_ticket_hash;
  END IF;
  -- A rollback that arrived before its bet left a tombstone: the late bet is refused, and that is its answer.
  IF EXISTS (SELECT 1 FROM provider_transactions
      WHERE provider = p_provider AND kind = 'rollback' AND ref_tx_id = p_tx) THEN
    answer := jsonb_build_object('status', 'BET_ROLLED_BACK', 'txId', p_tx,
      'balance', minor_text(member_main_balance(v_member, v_asset)), 'playerId', v_member::text);
    UPDATE provider_transactions SET member_id = v_member, round_id = p_round, amount = p_amount, state = 'refused',
      response = answer WHERE provider = p_provider AND tx_id = p_tx;
    RETURN;
  END IF;
  -- The round, opened or found, and locked to the commit (a win of it waits for this bet).
  INSERT INTO game_rounds (provider, round_id, member_id, node_id, bet, status, asset)
    VALUES (p_provider, p_round, v_member, v_node, 0, 'open', v_asset)
    ON CONFLICT (provider, round_id, member_id) DO UPDATE SET bet = game_rounds.bet
    RETURNING status, (xmax = 0) INTO v_round_status, v_round_new;
  IF v_round_status <> 'open' THEN
    DELETE FROM provider_transactions WHERE provider = p_provider AND tx_id = p_tx;
    answer := jsonb_build_object('status', 'ROUND_SETTLED', 'txId', p_tx);
    RETURN;
  END IF;
  SELECT * INTO v_post FROM ledger_post('member', v_member, 'main',
    'house', NULL, 'vendor:' || v_vendor || '#' || (v_member % p_house_shards),
    p_amount, v_asset, 'bet', v_member, p_provider || ' round ' || p_round, 'prov:' || p_provider || ':' || p_tx,
    posting_hash('bet', v_member::text, v_vendor, p_amount::text, v_asset));
  posting := v_post.outcome;
  IF v_post.outcome = 'insufficient' THEN
    IF v_round_new THEN
      DELETE FROM game_rounds WHERE provider = p_provider AND round_id = p_round AND member_id = v_member;
    END IF;
    DELETE FROM provider_transactions WHERE provider = p_provider AND tx_id = p_tx;
    answer := jsonb_build_object('status', 'INSUFFICIENT_FUNDS', 'txId', p_tx,
      'balance', minor_text(v_post.from_balance), 'playerId', v_member::text);
    RETURN;
  END IF;
  IF v_post.outcome <> 'posted' THEN
    RAISE EXCEPTION 'provider bet %: posting %', p_tx, v_post.outcome;
  END IF;
  UPDATE game_rounds SET bet = bet + p_amount
    WHERE provider = p_provider AND round_id = p_round AND member_id = v_member;
  answer := jsonb_build_object('status', 'OK', 'txId', p_tx, 'balance', minor_text(v_post.from_balance),
    'playerId', v_member::text);
  UPDATE provider_transactions SET member_id = v_member, round_id = p_round, amount = p_amount, state = 'done',
    response = answer WHERE provider = p_provider AND tx_id = p_tx;
END $$;

-- A win (possibly 0) of the player's round settles it (unless final is false); accepted after the ticket ended. The
-- round's lock orders it with a rollback of the round's bet: exactly one of them pays.
CREATE FUNCTION provider_win(
  p_provider text, p_tx text, p_hash text, p_round text, p_member integer, p_amount bigint, p_final boolean,
  p_detail jsonb, p_house_shards integer,
  OUT answer jsonb, OUT posting text
) LANGUAGE plpgsql AS $$
DECLARE
  v_round record;
  v_vendor text;
  v_post record;
  v_balance bigint;
BEGIN
  INSERT INTO provider_transactions (provider, tx_id, kind, request_hash, state, response)
    VALUES (p_provider, p_tx, 'win', p_hash, 'pending', '{}'::jsonb) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    answer := provider_stored_answer(p_provider, p_tx, p_hash);
    RETURN;
  END IF;
  SELECT status, node_id, asset INTO v_round FROM game_rounds
    WHERE provider = p_provider AND round_id = p_round AND member_id = p_member FOR UPDATE;
  IF NOT FOUND OR v_round.status = 'rolled_back' THEN
    DELETE FROM provider_transactions WHERE provider = p_provider AND tx_id = p_tx;
    answer := CASE WHEN v_round.status IS NULL THEN jsonb_build_object('status', 'NOT_FOUND', 'txId', p_tx)
      ELSE jsonb_build_object('status', 'BET_ROLLED_BACK', 'txId', p_tx,
        'balance', minor_text(member_main_balance(p_member, v_round.asset))) END;
    RETURN;
  END IF;
  UPDATE game_rounds SET win = win + p_amount, status = CASE WHEN p_final THEN 'settled' ELSE 'open' END,
      settled_at = now(), detail = COALESCE(p_detail, detail)
    WHERE provider = p_provider AND round_id = p_round AND member_id = p_member;
  IF p_amount > 0 THEN
    v_vendor := COALESCE((SELECT vassalage FROM games WHERE node_id = COALESCE(v_round.node_id, 0)), p_provider);
    SELECT * INTO v_post FROM ledger_post('house', NULL, 'vendor:' || v_vendor || '#' || (p_member % p_house_shards),
      'member', p_member, 'main', p_amount, v_round.asset, 'win', p_member, p_provider || ' round ' || p_round,
      'prov:' || p_provider || ':' || p_tx, posting_hash('win', p_member::text, v_vendor, p_amount::text, v_round.asset));
    posting := v_post.outcome;
    IF v_post.outcome <> 'posted' THEN
      RAISE EXCEPTION 'provider win %: posting %', p_tx, v_post.outcome;
    END IF;
    v_balance := v_post.to_balance;
  ELSE
    v_balance := member_main_balance(p_member, v_round.asset);
  END IF;
  answer := jsonb_build_object('status', 'OK', 'txId', p_tx, 'balance', minor_text(v_balance));
  UPDATE provider_transactions SET member_id = p_member, round_id = p_round, amount = p_amount, state = 'done',
    response = answer WHERE provider = p_provider AND tx_id = p_tx;
END $$;
