-- One posting, one round trip: ledger_post resolves (or opens) both accounts, locks them in id order, answers a
-- repeated idempotency key with the first transfer, refuses a member debit below zero, and writes the transfer, both
-- balances and both entries. It never raises for a refusal (it answers an outcome), so it runs inside the caller's
-- transaction without a savepoint: a money action and its postings commit together.
CREATE FUNCTION ledger_account(p_owner text, p_member integer, p_purpose text, p_asset text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE v_id bigint;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts
    WHERE owner_kind = p_owner AND COALESCE(member_id, 0) = COALESCE(p_member, 0) AND purpose = p_purpose AND asset = p_asset;
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (owner_kind, member_id, purpose, asset) VALUES (p_owner, p_member, p_purpose, p_asset)
      ON CONFLICT DO NOTHING RETURNING id INTO v_id;
    IF v_id IS NULL THEN
      SELECT id INTO v_id FROM ledger_accounts
        WHERE owner_kind = p_owner AND COALESCE(member_id, 0) = COALESCE(p_member, 0) AND purpose = p_purpose AND asset = p_asset;
    END IF;
  END IF;
  RETURN v_id;
END $$;

CREATE FUNCTION ledger_post(
  p_from_owner text, p_from_member integer, p_from_purpose text,
  p_to_owner text, p_to_member integer, p_to_purpose text,
  p_amount bigint, p_asset text, p_kind text, p_member integer, p_memo text, p_key text, p_hash text,
  OUT outcome text, OUT transfer_id bigint, OUT from_balance bigint, OUT to_balance bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_from bigint := ledger_account(p_from_owner, p_from_member, p_from_purpose, p_asset);
  v_to bigint := ledger_account(p_to_owner, p_to_member, p_to_purpose, p_asset);
  v_hash text;
  v_from_version bigint;
  v_to_version bigint;
BEGIN
  PERFORM 1 FROM ledger_accounts WHERE id IN (v_from, v_to) ORDER BY id FOR UPDATE;
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
  UPDATE ledger_accounts SET balance = balance - p_amount, version = version + 1
    WHERE id = v_from AND (owner_kind = 'house' OR balance >= p_amount)
    RETURNING balance, version INTO from_balance, v_from_version;
  IF NOT FOUND THEN
    SELECT balance INTO from_balance FROM ledger_accounts WHERE id = v_from;
    outcome := 'insufficient';
    RETURN;
  END IF;
  UPDATE ledger_accounts SET balance = balance + p_amount, version = version + 1 WHERE id = v_to
    RETURNING balance, version INTO to_balance, v_to_version;
  INSERT INTO ledger_transfers (from_account, to_account, amount, asset, kind, member_id, memo, idempotency_key, request_hash)
    VALUES (v_from, v_to, p_amount, p_asset, p_kind, p_member, p_memo, p_key, p_hash) RETURNING id INTO transfer_id;
  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, account_version) VALUES
    (transfer_id, v_from, -p_amount, from_balance, v_from_version),
    (transfer_id, v_to, p_amount, to_balance, v_to_version);
  outcome := 'posted';
END $$;
