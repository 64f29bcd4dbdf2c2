-- Less work in the hot calls (measured inside the database against two bare postings, interleaved call by call; on
-- the embedded database a bet and its win went from about 2.9 to 2.6 bare pairs, on PostgreSQL about 5 % less):
-- * ledger_post moves the balances and writes the transfer and its entries in plain statements (one statement of
--   data-modifying CTEs cost more than the four).
-- * Whether a member watches the live balance is marked on the member's accounts, which ledger_post reads under its
--   lock anyway, instead of looked up in balance_watchers by every posting (a table touched per posting). The
--   watcher rows stay what they were (one per open stream, refreshed, swept); triggers keep the mark.
-- * A bet reads its earlier record, a rollback's tombstone and its ticket in one statement. The ticket carries its
--   game's vendor and the money it plays with, decided at launch (a member's kind and a game's vendor never change;
--   locking a member ends its sessions, and with them its tickets), and the round keeps its vendor for the win: a bet
--   no longer joins the member and the game, a win no longer looks up the game.
-- * A win checks that it is not a copy inside its round's update; the stored answer is looked up only when the update
--   found nothing to do (a copy, a rolled back or unknown round).
-- * A vendor transfer checks the vendor inside its record's insert; why it made no record is looked up only then.

-- The channel of the live balance: outside the public schema it names the schema (migration 0211).
CREATE FUNCTION balance_channel() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN current_schema() = 'public' THEN 'member_balance' ELSE 'member_balance:' || current_schema() END
$$;

ALTER TABLE ledger_accounts ADD COLUMN watched boolean NOT NULL DEFAULT false;
UPDATE ledger_accounts a SET watched = true
  WHERE a.owner_kind = 'member' AND EXISTS (SELECT 1 FROM balance_watchers w WHERE w.member_id = a.member_id);

-- A stream opening marks its member's accounts. It updates them even when marked already: the update waits for a
-- closing stream that holds them (below), and then marks them again after that one's commit.
CREATE FUNCTION balance_watch_start() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts a SET watched = true WHERE a.owner_kind = 'member' AND COALESCE(a.member_id, 0) = NEW.member_id;
  RETURN NULL;
END $$;
CREATE TRIGGER balance_watchers_start AFTER INSERT ON balance_watchers
  FOR EACH ROW EXECUTE FUNCTION balance_watch_start();

-- The last stream of a member closing (or swept) unmarks its accounts: locked first, then checked in a statement of its
-- own, whose fresh snapshot sees every stream that opened before the locks were taken; one opening later marks them
-- again after this commit. Accounts a posting holds are skipped rather than waited for (no lock order to keep with
-- postings): they stay marked, which costs a notification nobody hears until the member's next stream closes.
CREATE FUNCTION balance_watch_end() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_ids bigint[];
BEGIN
  v_ids := ARRAY(SELECT a.id FROM ledger_accounts a
    WHERE a.owner_kind = 'member' AND COALESCE(a.member_id, 0) = OLD.member_id AND a.watched
    ORDER BY a.id FOR UPDATE SKIP LOCKED);
  UPDATE ledger_accounts a SET watched = false
    WHERE a.id = ANY (v_ids) AND NOT EXISTS (SELECT 1 FROM balance_watchers w WHERE w.member_id = OLD.member_id);
  RETURN NULL;
END $$;
CREATE TRIGGER balance_watchers_end AFTER DELETE ON balance_watchers
  FOR EACH ROW EXECUTE FUNCTION balance_watch_end();

-- A member's account made while the member watches is marked from the start.
CREATE OR REPLACE FUNCTION ledger_account(p_owner text, p_member integer, p_purpose text, p_asset text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE v_id bigint;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts
    WHERE owner_kind = p_owner AND COALESCE(member_id, 0) = COALESCE(p_member, 0) AND purpose = p_purpose AND asset = p_asset;
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (owner_kind, member_id, purpose, asset, watched)
      VALUES (p_owner, p_member, p_purpose, p_asset,
        p_owner = 'member' AND EXISTS (SELECT 1 FROM balance_watchers w WHERE w.member_id = p_member))
      ON CONFLICT DO NOTHING RETURNING id INTO v_id;
    IF v_id IS NULL THEN
      SELECT id INTO v_id FROM ledger_accounts
        WHERE owner_kind = p_owner AND COALESCE(member_id, 0) = COALESCE(p_member, 0) AND purpose = p_purpose AND asset = p_asset;
    END IF;
  END IF;
  RETURN v_id;
END $$;

-- The ticket's vendor and money, and the round's vendor (older rounds have none: a win looks their game up).
ALTER TABLE game_sessions ADD COLUMN vassalage text, ADD COLUMN asset text CHECK (asset IN ('CASH', 'FUN'));
-- is_agent 4: a trial account (TRIAL of platform/auth.ts), which plays with fun money.
UPDATE game_sessions s SET vassalage = g.vassalage, asset = CASE WHEN m.is_agent = 4 THEN 'FUN' ELSE 'CASH' END
  FROM games g, members m WHERE g.node_id = s.node_id AND m.id = s.member_id;
ALTER TABLE game_sessions ALTER COLUMN vassalage SET NOT NULL, ALTER COLUMN asset SET NOT NULL;
ALTER TABLE game_rounds ADD COLUMN vassalage text;

CREATE OR REPLACE FUNCTION ledger_post(
  p_from_owner text, p_from_member integer, p_from_purpose text,
  p_to_owner text, p_to_member integer, p_to_purpose text,
  p_amount bigint, p_asset text, p_kind text, p_member integer, p_memo text, p_key text, p_hash text,
  p_ref text DEFAULT NULL, OUT outcome text, OUT transfer_id bigint, OUT from_balance bigint, OUT to_balance bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_from bigint;
  v_to bigint;
  v_from_version bigint;
  v_to_version bigint;
  v_from_watched boolean;
  v_to_watched boolean;
  v_hash text;
  v_row record;
BEGIN
  -- Both accounts found by their keys and locked in id order, in one statement (the source's balance read under its
  -- lock). An account's first posting creates it, then locks both by id: the locks taken before are the caller's own.
  -- Checked under the locks: a copy of the same request that was waiting behind them sees the first one's transfer.
  FOR v_row IN SELECT a.id, a.balance, a.watched, a.owner_kind = p_from_owner AND a.purpose = p_from_purpose
        AND a.member_id IS NOT DISTINCT FROM p_from_member AS is_from
      FROM ledger_accounts a
      WHERE a.asset = p_asset
        AND ((a.owner_kind = p_from_owner AND COALESCE(a.member_id, 0) = COALESCE(p_from_member, 0) AND a.purpose = p_from_purpose)
          OR (a.owner_kind = p_to_owner AND COALESCE(a.member_id, 0) = COALESCE(p_to_member, 0) AND a.purpose = p_to_purpose))
      ORDER BY a.id FOR UPDATE LOOP
    IF v_row.is_from THEN
      v_from := v_row.id;
      from_balance := v_row.balance;
      v_from_watched := v_row.watched;
    ELSE
      v_to := v_row.id;
      v_to_watched := v_row.watched;
    END IF;
  END LOOP;
  IF v_from IS NULL OR v_to IS NULL THEN
    v_from := ledger_account(p_from_owner, p_from_member, p_from_purpose, p_asset);
    v_to := ledger_account(p_to_owner, p_to_member, p_to_purpose, p_asset);
    FOR v_row IN SELECT a.id, a.balance, a.watched FROM ledger_accounts a WHERE a.id IN (v_from, v_to) ORDER BY a.id FOR UPDATE LOOP
      IF v_row.id = v_from THEN
        from_balance := v_row.balance;
        v_from_watched := v_row.watched;
      ELSE
        v_to_watched := v_row.watched;
      END IF;
    END LOOP;
  END IF;
  IF p_key IS NOT NULL THEN
    SELECT t.id, t.request_hash INTO transfer_id, v_hash FROM ledger_transfers t WHERE t.idempotency_key = p_key;
    IF transfer_id IS NOT NULL THEN
      IF v_hash IS DISTINCT FROM p_hash THEN
        outcome := 'conflict';
        RETURN;
      END IF;
      SELECT e.balance_after INTO from_balance FROM ledger_entries e WHERE e.transfer_id = ledger_post.transfer_id AND e.amount < 0;
      SELECT e.balance_after INTO to_balance FROM ledger_entries e WHERE e.transfer_id = ledger_post.transfer_id AND e.amount > 0;
      outcome := 'replayed';
      RETURN;
    END IF;
  END IF;
  IF p_from_owner <> 'house' AND from_balance < p_amount THEN
    outcome := 'insufficient';
    RETURN;
  END IF;
  UPDATE ledger_accounts a SET balance = a.balance - p_amount, version = a.version + 1 WHERE a.id = v_from
    RETURNING a.balance, a.version INTO from_balance, v_from_version;
  UPDATE ledger_accounts a SET balance = a.balance + p_amount, version = a.version + 1 WHERE a.id = v_to
    RETURNING a.balance, a.version INTO to_balance, v_to_version;
  INSERT INTO ledger_transfers (from_account, to_account, amount, asset, kind, member_id, memo, idempotency_key, request_hash, ref)
    VALUES (v_from, v_to, p_amount, p_asset, p_kind, p_member, p_memo, p_key, p_hash, p_ref) RETURNING id INTO transfer_id;
  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, account_version)
    VALUES (transfer_id, v_from, -p_amount, from_balance, v_from_version), (transfer_id, v_to, p_amount, to_balance, v_to_version);
  -- The live balance: a member with an open stream (its accounts are marked watched) hears of it when the posting
  -- commits.
  IF v_from_watched THEN
    PERFORM pg_notify(balance_channel(), p_from_member::text);
  END IF;
  IF v_to_watched THEN
    PERFORM pg_notify(balance_channel(), p_to_member::text);
  END IF;
  outcome := 'posted';
END $$;

CREATE OR REPLACE FUNCTION vendor_transfer_start(
  p_member integer, p_vassalage text, p_direction text, p_amount bigint, p_request_id text, p_house_shards integer,
  OUT outcome text, OUT id integer, OUT amount bigint, OUT balance bigint, OUT status text, OUT vassalage text,
  OUT direction text
) LANGUAGE plpgsql AS $$
DECLARE
  v_source text := CASE WHEN p_direction = 'in' THEN 'main' ELSE 'vendor:' || p_vassalage END;
  v_transit text;
  v_post record;
BEGIN
  IF p_request_id IS NOT NULL THEN
    SELECT 'existing', t.id, t.amount, t.status, t.vassalage, t.direction
      INTO outcome, id, amount, status, vassalage, direction
      FROM vendor_transfers t WHERE t.member_id = p_member AND t.request_id = p_request_id;
    IF FOUND THEN RETURN; END IF;
  END IF;
  -- NULL amount: everything the source holds (looked up only then: an expression with a query runs as a statement).
  amount := p_amount;
  IF amount IS NULL THEN
    amount := COALESCE((SELECT a.balance FROM ledger_accounts a
      WHERE a.owner_kind = 'member' AND a.member_id = p_member AND a.purpose = v_source AND a.asset = 'CASH'), 0);
  END IF;
  -- The record, if the vendor takes transfers. A concurrent copy with the same request id waits here for the first
  -- one's commit, then answers its transfer.
  IF amount > 0 THEN
    INSERT INTO vendor_transfers (member_id, vassalage, direction, amount, status, request_id, held)
      SELECT p_member, p_vassalage, p_direction, amount, 'pending', p_request_id, true
      WHERE EXISTS (SELECT 1 FROM vendors v WHERE v.vassalage = p_vassalage AND v.wallet_mode = 'transfer' AND NOT v.maintenance)
      ON CONFLICT (member_id, request_id) WHERE request_id IS NOT NULL DO NOTHING
      RETURNING vendor_transfers.id INTO id;
  END IF;
  IF id IS NULL THEN
    IF NOT EXISTS (SELECT 1 FROM vendors v
        WHERE v.vassalage = p_vassalage AND v.wallet_mode = 'transfer' AND NOT v.maintenance) THEN
      outcome := 'unavailable';
    ELSIF amount <= 0 THEN
      outcome := 'insufficient';
      balance := 0;
    ELSE
      SELECT 'existing', t.id, t.amount, t.status, t.vassalage, t.direction
        INTO outcome, id, amount, status, vassalage, direction
        FROM vendor_transfers t WHERE t.member_id = p_member AND t.request_id = p_request_id;
    END IF;
    RETURN;
  END IF;
  v_transit := 'transit:' || p_vassalage || '#' || (id % p_house_shards);
  v_post := ledger_post('member', p_member, v_source, 'house', NULL, v_transit, amount, 'CASH',
    'vendor_' || p_direction, p_member, p_vassalage || ' transfer #' || id, NULL, NULL, 'vt:' || id || ':hold');
  IF v_post.outcome = 'insufficient' THEN
    DELETE FROM vendor_transfers t WHERE t.id = vendor_transfer_start.id;
    outcome := 'insufficient';
    balance := v_post.from_balance;
    id := NULL;
    RETURN;
  END IF;
  IF v_post.outcome <> 'posted' THEN
    RAISE EXCEPTION 'vendor transfer %: hold %', id, v_post.outcome;
  END IF;
  outcome := 'started';
  status := 'pending';
  balance := v_post.from_balance;
END $$;

DROP FUNCTION provider_bet(text, text, text, text, text, bigint, integer, integer, integer);
CREATE FUNCTION provider_bet(
  p_provider text, p_tx text, p_hash text, p_ticket_hash text, p_round text, p_amount bigint,
  p_idle_minutes integer, p_house_shards integer,
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
  IF answer IS NOT NULL THEN RETURN; END IF;
  IF v_member IS NULL THEN
    answer := jsonb_build_object('status', 'SESSION_EXPIRED', 'txId', p_tx);
    RETURN;
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
    RETURN;
  END IF;
  -- The round, opened with this bet or found (adding it while open), and locked to the commit.
  INSERT INTO game_rounds (provider, round_id, member_id, node_id, bet, status, asset, vassalage)
    VALUES (p_provider, p_round, v_member, v_node, p_amount, 'open', v_asset, v_vendor)
    ON CONFLICT (provider, round_id, member_id) DO UPDATE
      SET bet = game_rounds.bet + CASE WHEN game_rounds.status = 'open' THEN excluded.bet ELSE 0 END
    RETURNING status, (xmax = 0) INTO v_round_status, v_round_new;
  IF v_round_status <> 'open' THEN
    answer := jsonb_build_object('status', 'ROUND_SETTLED', 'txId', p_tx);
    RETURN;
  END IF;
  v_post := ledger_post('member', v_member, 'main',
    'house', NULL, 'vendor:' || v_vendor || '#' || (v_member % p_house_shards),
    p_amount, v_asset, 'bet', v_member, p_provider || ' round ' || p_round, NULL, NULL,
    'prov:' || p_provider || ':' || p_tx);
  posting := v_post.outcome;
  IF v_post.outcome = 'insufficient' THEN
    -- Nothing of the refused bet stays: its round is removed, or its amount taken back off the round.
    IF v_round_new THEN
      DELETE FROM game_rounds WHERE provider = p_provider AND round_id = p_round AND member_id = v_member;
    ELSE
      UPDATE game_rounds SET bet = bet - p_amount WHERE provider = p_provider AND round_id = p_round AND member_id = v_member;
    END IF;
    answer := jsonb_build_object('status', 'INSUFFICIENT_FUNDS', 'txId', p_tx,
      'balance', minor_text(v_post.from_balance), 'playerId', v_member::text);
    RETURN;
  END IF;
  IF v_post.outcome <> 'posted' THEN
    RAISE EXCEPTION 'provider bet %: posting %', p_tx, v_post.outcome;
  END IF;
  answer := jsonb_build_object('status', 'OK', 'txId', p_tx, 'balance', minor_text(v_post.from_balance),
    'playerId', v_member::text);
  INSERT INTO provider_transactions (provider, tx_id, kind, member_id, round_id, amount, request_hash, state, response)
    VALUES (p_provider, p_tx, 'bet', v_member, p_round, p_amount, p_hash, 'done', answer);
END $$;

CREATE OR REPLACE FUNCTION provider_win(
  p_provider text, p_tx text, p_hash text, p_round text, p_member integer, p_amount bigint, p_final boolean,
  p_detail jsonb, p_house_shards integer,
  OUT answer jsonb, OUT posting text
) LANGUAGE plpgsql AS $$
DECLARE
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
    IF answer IS NOT NULL THEN RETURN; END IF;
    SELECT status, asset INTO v_status, v_asset FROM game_rounds
      WHERE provider = p_provider AND round_id = p_round AND member_id = p_member;
    answer := CASE WHEN v_status IS NULL THEN jsonb_build_object('status', 'NOT_FOUND', 'txId', p_tx)
      ELSE jsonb_build_object('status', 'BET_ROLLED_BACK', 'txId', p_tx,
        'balance', minor_text(member_main_balance(p_member, v_asset))) END;
    RETURN;
  END IF;
  IF p_amount > 0 THEN
    v_post := ledger_post('house', NULL, 'vendor:' || v_vendor || '#' || (p_member % p_house_shards),
      'member', p_member, 'main', p_amount, v_asset, 'win', p_member, p_provider || ' round ' || p_round,
      NULL, NULL, 'prov:' || p_provider || ':' || p_tx);
    posting := v_post.outcome;
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
END $$;
