-- A vendor transfer's settlement commits without waiting for its WAL to reach the disk. Nothing is lost by it: the
-- hold before the vendor's call still commits durably, and a settlement lost to a database crash leaves the transfer
-- pending with its money in transit, which is exactly the case the scheduled reconciliation settles by asking the
-- vendor (and any later durable commit flushes the WAL up to it, so nothing that follows it can survive without it).
-- A transfer then waits for one disk flush, as one posting does, instead of two.
CREATE OR REPLACE FUNCTION vendor_transfer_settle(p_id integer, p_outcome text, p_house_shards integer,
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
  -- For this transaction only: its commit does not wait for the disk (see the header).
  PERFORM set_config('synchronous_commit', 'off', true);
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
