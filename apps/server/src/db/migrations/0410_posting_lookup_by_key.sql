-- A posting finds its two accounts by their keys one at a time (ledger_account makes an account at its first
-- posting) and locks them by id, instead of finding and locking both in one statement by their keys: on PostgreSQL
-- under 32 connections a vendor transfer's hold and settlement went from about 0.6 to about 0.78 of the raw bound's
-- database work (docs/decisions.md). Nothing else of ledger_post changes; it is restated whole, as PostgreSQL
-- replaces a function only whole.

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
  -- Each account found by its key (ledger_account makes it at its first posting), then both locked in id order (the
  -- source's balance read under its lock). Two lookups on the key and a lock by id cost PostgreSQL less than one
  -- statement finding and locking both by their keys (a bitmap OR, a sort, the lock; docs/decisions.md). The lookups
  -- are written here rather than called through ledger_account: a function call per account costs the embedded
  -- database more than the statement it runs.
  SELECT a.id INTO v_from FROM ledger_accounts a WHERE a.owner_kind = p_from_owner
    AND COALESCE(a.member_id, 0) = COALESCE(p_from_member, 0) AND a.purpose = p_from_purpose AND a.asset = p_asset;
  SELECT a.id INTO v_to FROM ledger_accounts a WHERE a.owner_kind = p_to_owner
    AND COALESCE(a.member_id, 0) = COALESCE(p_to_member, 0) AND a.purpose = p_to_purpose AND a.asset = p_asset;
  IF v_from IS NULL THEN
    v_from := ledger_account(p_from_owner, p_from_member, p_from_purpose, p_asset);
  END IF;
  IF v_to IS NULL THEN
    v_to := ledger_account(p_to_owner, p_to_member, p_to_purpose, p_asset);
  END IF;
  FOR v_row IN SELECT a.id, a.balance, a.watched FROM ledger_accounts a WHERE a.id IN (v_from, v_to) ORDER BY a.id FOR UPDATE LOOP
    IF v_row.id = v_from THEN
      from_balance := v_row.balance;
      v_from_watched := v_row.watched;
    ELSE
      v_to_watched := v_row.watched;
    END IF;
  END LOOP;
  -- Checked under the locks: a copy of the same request that was waiting behind them sees the first one's transfer.
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
