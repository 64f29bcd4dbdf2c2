-- A transfer between the main wallet and a transfer-wallet vendor in two round trips around the vendor's call:
-- vendor_transfer_start records the transfer and holds its money in transit (one commit), and
-- vendor_transfer_settle decides it and moves the money on or back (one commit). Between them the vendor is called,
-- outside any transaction; a crash there leaves a pending transfer that reconciliation settles. The transit house
-- account is split by transfer id, so one player's transfers in a row do not queue on one transit row: the hold
-- locks the player's source wallet, the settlement its destination, as a single posting would.

-- Outcomes: 'started' (id, amount), 'existing' (an earlier transfer with this request id: its row, for the caller
-- to compare), 'unavailable' (no such transfer vendor, or in maintenance), 'insufficient' (balance).
CREATE FUNCTION vendor_transfer_start(
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
  -- NULL amount: everything the source holds.
  amount := COALESCE(p_amount, (SELECT a.balance FROM ledger_accounts a
    WHERE a.owner_kind = 'member' AND a.member_id = p_member AND a.purpose = v_source AND a.asset = 'CASH'), 0);
  IF amount <= 0 THEN
    outcome := 'insufficient';
    balance := 0;
    RETURN;
  END IF;
  -- A concurrent copy with the same request id waits here for the first one's commit, then answers its transfer.
  INSERT INTO vendor_transfers (member_id, vassalage, direction, amount, status, request_id)
    VALUES (p_member, p_vassalage, p_direction, amount, 'pending', p_request_id)
    ON CONFLICT (member_id, request_id) WHERE request_id IS NOT NULL DO NOTHING
    RETURNING vendor_transfers.id INTO id;
  IF id IS NULL THEN
    SELECT 'existing', t.id, t.amount, t.status, t.vassalage, t.direction
      INTO outcome, id, amount, status, vassalage, direction
      FROM vendor_transfers t WHERE t.member_id = p_member AND t.request_id = p_request_id;
    RETURN;
  END IF;
  v_transit := 'transit:' || p_vassalage || '#' || (id % p_house_shards);
  SELECT * INTO v_post FROM ledger_post('member', p_member, v_source, 'house', NULL, v_transit, amount, 'CASH',
    'vendor_' || p_direction, p_member, p_vassalage || ' transfer #' || id, 'vt:' || id || ':hold',
    posting_hash('vt-hold', p_member::text, v_source, v_transit, amount::text));
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

-- Decides a pending transfer (done or failed) and moves what it held on or back, in one commit. The status moves only
-- from pending, so of the live call and any reconciliation only the first decides. A transfer whose hold never
-- committed (recorded by an older version that crashed in between) ends failed and moves nothing. Answers the
-- transfer's status after the call, and whether this call decided it.
CREATE FUNCTION vendor_transfer_settle(p_id integer, p_outcome text, p_house_shards integer,
  OUT status text, OUT decided boolean
) LANGUAGE plpgsql AS $$
DECLARE
  v_hold bigint;
  v_t record;
  v_back text;
  v_forward text;
  v_transit text;
  v_post record;
BEGIN
  SELECT l.amount INTO v_hold FROM ledger_transfers l WHERE l.idempotency_key = 'vt:' || p_id || ':hold';
  status := CASE WHEN v_hold IS NULL THEN 'failed' ELSE p_outcome END;
  UPDATE vendor_transfers t SET status = vendor_transfer_settle.status, updated_at = now()
    WHERE t.id = p_id AND t.status = 'pending' RETURNING t.member_id, t.vassalage, t.direction INTO v_t;
  IF NOT FOUND THEN
    SELECT t.status INTO status FROM vendor_transfers t WHERE t.id = p_id;
    decided := false;
    RETURN;
  END IF;
  decided := true;
  IF v_hold IS NULL THEN RETURN; END IF;
  v_back := CASE WHEN v_t.direction = 'in' THEN 'main' ELSE 'vendor:' || v_t.vassalage END;
  v_forward := CASE WHEN v_t.direction = 'in' THEN 'vendor:' || v_t.vassalage ELSE 'main' END;
  v_transit := 'transit:' || v_t.vassalage || '#' || (p_id % p_house_shards);
  SELECT * INTO v_post FROM ledger_post('house', NULL, v_transit, 'member', v_t.member_id,
    CASE WHEN status = 'done' THEN v_forward ELSE v_back END, v_hold, 'CASH', 'vendor_' || v_t.direction,
    v_t.member_id, v_t.vassalage || ' transfer #' || p_id, 'vt:' || p_id || ':' || status,
    posting_hash('vt-' || status, v_t.member_id::text, v_transit, v_hold::text));
  IF v_post.outcome <> 'posted' THEN
    RAISE EXCEPTION 'vendor transfer %: settle %', p_id, v_post.outcome;
  END IF;
END $$;
