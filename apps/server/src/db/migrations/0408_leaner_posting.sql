-- The posting's own cost, which every bet, win and vendor transfer pays (measured on the embedded database, where a
-- bet and its win took about three times two bare postings):
-- * ledger_post finds and locks both accounts by their keys in one statement; it called ledger_account() for each
--   first (two nested function calls and lookups per posting), which now runs only for an account's first posting.
-- * The live balance's notification moves from a trigger on ledger_accounts into ledger_post, the only statement that
--   moves a balance: the trigger queued an after-row event and ran a function for every member account moved. Same
--   rule as before (migration 0211): only members with an open stream (a watcher row) are notified, on their schema's
--   channel, when the posting commits.
-- * Callers take ledger_post's answer by assignment: as a FROM item each call went through a function scan and a
--   tuple store.
-- * A bet looks up its earlier record and a rollback's tombstone in one statement.
DROP TRIGGER ledger_accounts_member_balance ON ledger_accounts;
DROP FUNCTION member_balance_notify();

CREATE OR REPLACE FUNCTION ledger_post(
  p_from_owner text, p_from_member integer, p_from_purpose text,
  p_to_owner text, p_to_member integer, p_to_purpose text,
  p_amount bigint, p_asset text, p_kind text, p_member integer, p_memo text, p_key text, p_hash text,
  p_ref text DEFAULT NULL, OUT outcome text, OUT transfer_id bigint, OUT from_balance bigint, OUT to_balance bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_from bigint;
  v_to bigint;
  v_hash text;
  v_row record;
BEGIN
  -- Both accounts found by their keys and locked in id order, in one statement (the source's balance read under its
  -- lock). An account's first posting creates it, then locks both by id: the locks taken before are the caller's own.
  -- Checked under the locks: a copy of the same request that was waiting behind them sees the first one's transfer.
  FOR v_row IN SELECT a.id, a.balance, a.owner_kind = p_from_owner AND a.purpose = p_from_purpose
        AND a.member_id IS NOT DISTINCT FROM p_from_member AS is_from
      FROM ledger_accounts a
      WHERE a.asset = p_asset
        AND ((a.owner_kind = p_from_owner AND COALESCE(a.member_id, 0) = COALESCE(p_from_member, 0) AND a.purpose = p_from_purpose)
          OR (a.owner_kind = p_to_owner AND COALESCE(a.member_id, 0) = COALESCE(p_to_member, 0) AND a.purpose = p_to_purpose))
      ORDER BY a.id FOR UPDATE LOOP
    IF v_row.is_from THEN
      v_from := v_row.id;
      from_balance := v_row.balance;
    ELSE
      v_to := v_row.id;
    END IF;
  END LOOP;
  IF v_from IS NULL OR v_to IS NULL THEN
    v_from := ledger_account(p_from_owner, p_from_member, p_from_purpose, p_asset);
    v_to := ledger_account(p_to_owner, p_to_member, p_to_purpose, p_asset);
    FOR v_row IN SELECT a.id, a.balance FROM ledger_accounts a WHERE a.id IN (v_from, v_to) ORDER BY a.id FOR UPDATE LOOP
      IF v_row.id = v_from THEN from_balance := v_row.balance; END IF;
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
  -- Both balances, the transfer and its two entries in one statement.
  WITH moved AS (
    UPDATE ledger_accounts a SET balance = a.balance + CASE WHEN a.id = v_from THEN -p_amount ELSE p_amount END,
        version = a.version + 1
      WHERE a.id IN (v_from, v_to) RETURNING a.id, a.balance, a.version),
  t AS (
    INSERT INTO ledger_transfers (from_account, to_account, amount, asset, kind, member_id, memo, idempotency_key, request_hash, ref)
      VALUES (v_from, v_to, p_amount, p_asset, p_kind, p_member, p_memo, p_key, p_hash, p_ref) RETURNING id),
  e AS (
    INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, account_version)
      SELECT t.id, m.id, CASE WHEN m.id = v_from THEN -p_amount ELSE p_amount END, m.balance, m.version FROM t, moved m
      RETURNING ledger_entries.transfer_id, ledger_entries.account_id, ledger_entries.balance_after)
  SELECT max(e.transfer_id), max(e.balance_after) FILTER (WHERE e.account_id = v_from),
      max(e.balance_after) FILTER (WHERE e.account_id = v_to)
    INTO transfer_id, from_balance, to_balance FROM e;
  -- The live balance: members of either side with an open stream hear of it when the posting commits.
  IF EXISTS (SELECT 1 FROM balance_watchers b WHERE b.member_id IN (p_from_member, p_to_member)) THEN
    PERFORM pg_notify(CASE WHEN current_schema() = 'public' THEN 'member_balance'
        ELSE 'member_balance:' || current_schema() END, w.member_id::text)
      FROM (SELECT DISTINCT b.member_id FROM balance_watchers b WHERE b.member_id IN (p_from_member, p_to_member)) w;
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
  IF NOT EXISTS (SELECT 1 FROM vendors v
      WHERE v.vassalage = p_vassalage AND v.wallet_mode = 'transfer' AND NOT v.maintenance) THEN
    outcome := 'unavailable';
    RETURN;
  END IF;
  -- NULL amount: everything the source holds (looked up only then: an expression with a query runs as a statement).
  amount := p_amount;
  IF amount IS NULL THEN
    amount := COALESCE((SELECT a.balance FROM ledger_accounts a
      WHERE a.owner_kind = 'member' AND a.member_id = p_member AND a.purpose = v_source AND a.asset = 'CASH'), 0);
  END IF;
  IF amount <= 0 THEN
    outcome := 'insufficient';
    balance := 0;
    RETURN;
  END IF;
  -- A concurrent copy with the same request id waits here for the first one's commit, then answers its transfer.
  INSERT INTO vendor_transfers (member_id, vassalage, direction, amount, status, request_id, held)
    VALUES (p_member, p_vassalage, p_direction, amount, 'pending', p_request_id, true)
    ON CONFLICT (member_id, request_id) WHERE request_id IS NOT NULL DO NOTHING
    RETURNING vendor_transfers.id INTO id;
  IF id IS NULL THEN
    SELECT 'existing', t.id, t.amount, t.status, t.vassalage, t.direction
      INTO outcome, id, amount, status, vassalage, direction
      FROM vendor_transfers t WHERE t.member_id = p_member AND t.request_id = p_request_id;
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

CREATE OR REPLACE FUNCTION vendor_transfer_settle(p_id integer, p_outcome text, p_house_shards integer,
  OUT status text, OUT decided boolean
) LANGUAGE plpgsql AS $$
DECLARE
  v_t record;
  v_transit text;
  v_post record;
BEGIN
  -- For this transaction only: its commit does not wait for the disk (migration 0402).
  PERFORM set_config('synchronous_commit', 'off', true);
  UPDATE vendor_transfers t SET status = CASE WHEN t.held THEN p_outcome ELSE 'failed' END, updated_at = now()
    WHERE t.id = p_id AND t.status = 'pending'
    RETURNING t.status, t.held, t.amount, t.member_id, t.vassalage, t.direction INTO v_t;
  IF NOT FOUND THEN
    SELECT t.status INTO status FROM vendor_transfers t WHERE t.id = p_id;
    decided := false;
    RETURN;
  END IF;
  status := v_t.status;
  decided := true;
  IF NOT v_t.held THEN RETURN; END IF;
  v_transit := 'transit:' || v_t.vassalage || '#' || (p_id % p_house_shards);
  v_post := ledger_post('house', NULL, v_transit, 'member', v_t.member_id,
    CASE WHEN (status = 'done') = (v_t.direction = 'in') THEN 'vendor:' || v_t.vassalage ELSE 'main' END, v_t.amount,
    'CASH', 'vendor_' || v_t.direction, v_t.member_id, v_t.vassalage || ' transfer #' || p_id, NULL, NULL,
    'vt:' || p_id || ':' || status);
  IF v_post.outcome <> 'posted' THEN
    RAISE EXCEPTION 'vendor transfer %: settle %', p_id, v_post.outcome;
  END IF;
END $$;

CREATE OR REPLACE FUNCTION provider_bet(
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
  v_tombstone boolean;
BEGIN
  -- Copies of this call, and every rollback naming this bet, wait here for the first one's commit.
  PERFORM pg_advisory_xact_lock(hashtextextended('wallet-tx:' || p_provider || ':' || p_tx, 0));
  -- This call's record, if made before, and a rollback's tombstone of this bet, in one statement.
  SELECT CASE WHEN t.tx_id IS NULL THEN NULL WHEN t.request_hash = p_hash THEN t.response
      ELSE jsonb_build_object('status', 'DUPLICATE_MISMATCH', 'txId', p_tx) END,
      EXISTS (SELECT 1 FROM provider_transactions r WHERE r.provider = p_provider AND r.kind = 'rollback' AND r.ref_tx_id = p_tx)
    INTO answer, v_tombstone
    FROM (SELECT) one LEFT JOIN provider_transactions t ON t.provider = p_provider AND t.tx_id = p_tx;
  IF answer IS NOT NULL THEN RETURN; END IF;
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
  INSERT INTO game_rounds (provider, round_id, member_id, node_id, bet, status, asset)
    VALUES (p_provider, p_round, v_member, v_node, p_amount, 'open', v_asset)
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
  answer := provider_stored_answer(p_provider, p_tx, p_hash);
  IF answer IS NOT NULL THEN RETURN; END IF;
  -- The round, unless rolled back, takes the win and (if final) settles; its lock orders it with a rollback of its bet.
  UPDATE game_rounds r SET win = win + p_amount, status = CASE WHEN p_final THEN 'settled' ELSE 'open' END,
      settled_at = now(), detail = COALESCE(p_detail, detail)
    WHERE provider = p_provider AND round_id = p_round AND member_id = p_member AND status <> 'rolled_back'
    RETURNING r.asset, COALESCE((SELECT vassalage FROM games g WHERE g.node_id = r.node_id), p_provider)
    INTO v_asset, v_vendor;
  IF NOT FOUND THEN
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
