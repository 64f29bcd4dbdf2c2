-- Each brand's money apart. Every ledger account now carries its brand: a member's accounts their member's brand,
-- a house or pool account the brand it belongs to; the house (cashier, vendor:<code>, promotions, ... and their
-- `#n` shards) and the prize pools are one set per brand instead of one per installation. An account's key is its
-- owner (the member, or for house and pool accounts the brand), purpose and asset. ledger_post takes the house of
-- its member's brand and refuses a posting whose accounts belong to two brands (docs/decisions.md).

-- No foreign key to merchants: it would lock the brand's row in key-share mode at every account's first posting (a
-- registration burst on one catalog row, as 0406 found for vendors and games); a trigger refuses removing a brand
-- the ledger names instead.
ALTER TABLE ledger_accounts ADD COLUMN merchant_id integer;

UPDATE ledger_accounts a SET merchant_id = m.merchant_id
  FROM members m WHERE a.owner_kind = 'member' AND m.id = a.member_id;
UPDATE ledger_accounts a SET merchant_id = e.merchant_id
  FROM raffle_events e WHERE a.owner_kind = 'pool' AND a.purpose = 'raffle:' || e.id;

-- The old key (one house account per purpose and asset) would refuse a second brand's house account.
DROP INDEX ledger_accounts_key;

-- The brand of each entry of an account without one (the house's, and a pool with no event): the brand of the
-- account on the other side of its transfer (a member's, or a pool's), else of the member the transfer concerns,
-- else the default brand (house-to-house postings with no member: both sides then land in the same brand).
CREATE TEMP TABLE brand_entries ON COMMIT DROP AS
  SELECT e.id, e.account_id, e.transfer_id, e.amount,
    COALESCE(other.merchant_id, m.merchant_id,
      (SELECT d.id FROM merchants d WHERE d.is_default), (SELECT min(d.id) FROM merchants d)) AS merchant_id
  FROM ledger_entries e
  JOIN ledger_accounts a ON a.id = e.account_id AND a.merchant_id IS NULL
  JOIN ledger_transfers t ON t.id = e.transfer_id
  JOIN ledger_accounts other ON other.id = CASE WHEN t.from_account = e.account_id THEN t.to_account ELSE t.from_account END
  LEFT JOIN members m ON m.id = t.member_id;

-- Each such account keeps its row for the lowest of its brands; every other brand of it gets an account of its own
-- (same owner kind, purpose and asset), and the entries of that brand's transfers move there.
CREATE TEMP TABLE brand_targets ON COMMIT DROP AS
  SELECT s.account_id AS old_id, s.merchant_id,
    CASE WHEN s.merchant_id = min(s.merchant_id) OVER (PARTITION BY s.account_id) THEN s.account_id END AS target_id
  FROM (SELECT DISTINCT account_id, merchant_id FROM brand_entries) s;

UPDATE ledger_accounts a SET merchant_id = t.merchant_id FROM brand_targets t WHERE t.target_id = a.id;

INSERT INTO ledger_accounts (owner_kind, member_id, merchant_id, purpose, asset)
  SELECT a.owner_kind, NULL, t.merchant_id, a.purpose, a.asset
  FROM brand_targets t JOIN ledger_accounts a ON a.id = t.old_id WHERE t.target_id IS NULL;
UPDATE brand_targets t SET target_id = n.id
  FROM ledger_accounts o, ledger_accounts n
  WHERE t.target_id IS NULL AND o.id = t.old_id AND n.owner_kind = o.owner_kind AND n.member_id IS NULL
    AND n.merchant_id = t.merchant_id AND n.purpose = o.purpose AND n.asset = o.asset;

-- Accounts that no entry names (made by a posting that was refused) take the default brand.
UPDATE ledger_accounts a SET merchant_id = COALESCE((SELECT d.id FROM merchants d WHERE d.is_default),
    (SELECT min(d.id) FROM merchants d))
  WHERE a.merchant_id IS NULL;

-- Only the accounts that held several brands' entries are rewritten: their entries move to their brand's account, each
-- transfer names the accounts its entries are on, and every such account's versions, balances after and balance are
-- recounted from its own entries in their old order (so the brands' balances sum to the old balance). This is a
-- restatement of which brand's account a transfer used, not a correction: no amount, kind, member or time changes.
CREATE TEMP TABLE split_accounts ON COMMIT DROP AS
  SELECT DISTINCT t.target_id AS id FROM brand_targets t
  WHERE t.old_id IN (SELECT old_id FROM brand_targets GROUP BY old_id HAVING count(*) > 1);

ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only;
ALTER TABLE ledger_transfers DISABLE TRIGGER ledger_transfers_append_only;

-- Negative versions first, so that the recount below never meets a version still in use.
UPDATE ledger_entries e SET account_id = t.target_id, account_version = -e.account_version
  FROM brand_entries s JOIN brand_targets t ON t.old_id = s.account_id AND t.merchant_id = s.merchant_id
  WHERE e.id = s.id AND t.target_id IN (SELECT id FROM split_accounts);
UPDATE ledger_entries e SET account_version = r.v, balance_after = r.b
  FROM (SELECT x.id, row_number() OVER w AS v, sum(x.amount) OVER w AS b FROM ledger_entries x
    WHERE x.account_id IN (SELECT id FROM split_accounts)
    WINDOW w AS (PARTITION BY x.account_id ORDER BY x.account_version DESC ROWS UNBOUNDED PRECEDING)) r
  WHERE e.id = r.id;
UPDATE ledger_transfers t SET from_account = e.account_id
  FROM ledger_entries e
  WHERE e.account_id IN (SELECT id FROM split_accounts) AND e.transfer_id = t.id AND e.amount < 0
    AND t.from_account <> e.account_id;
UPDATE ledger_transfers t SET to_account = e.account_id
  FROM ledger_entries e
  WHERE e.account_id IN (SELECT id FROM split_accounts) AND e.transfer_id = t.id AND e.amount > 0
    AND t.to_account <> e.account_id;
UPDATE ledger_accounts a SET balance = s.balance, version = s.version
  FROM (SELECT e.account_id, sum(e.amount) AS balance, count(*) AS version FROM ledger_entries e
    WHERE e.account_id IN (SELECT id FROM split_accounts) GROUP BY e.account_id) s
  WHERE a.id = s.account_id;

ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only;
ALTER TABLE ledger_transfers ENABLE TRIGGER ledger_transfers_append_only;

ALTER TABLE ledger_accounts ALTER COLUMN merchant_id SET NOT NULL;
CREATE FUNCTION merchant_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.merchant_id = OLD.id) THEN
    RAISE EXCEPTION 'brand % has ledger accounts', OLD.code USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN OLD;
END $$;
CREATE TRIGGER merchants_kept BEFORE DELETE ON merchants FOR EACH ROW EXECUTE FUNCTION merchant_kept();
-- The key: owner kind, owner (the member; for house and pool accounts, their brand), purpose, asset.
CREATE UNIQUE INDEX ledger_accounts_key ON ledger_accounts (owner_kind, COALESCE(member_id, merchant_id), purpose, asset);

-- Opens an account at its first posting: a member's account in its member's brand, a house or pool account in the
-- brand named.
DROP FUNCTION ledger_account(text, integer, text, text);
CREATE FUNCTION ledger_account(p_owner text, p_member integer, p_merchant integer, p_purpose text, p_asset text)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE v_id bigint;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts
    WHERE owner_kind = p_owner AND COALESCE(member_id, merchant_id) = COALESCE(p_member, p_merchant)
      AND purpose = p_purpose AND asset = p_asset;
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (owner_kind, member_id, merchant_id, purpose, asset, watched)
      VALUES (p_owner, p_member,
        CASE WHEN p_owner = 'member' THEN (SELECT m.merchant_id FROM members m WHERE m.id = p_member) ELSE p_merchant END,
        p_purpose, p_asset,
        p_owner = 'member' AND EXISTS (SELECT 1 FROM balance_watchers w WHERE w.member_id = p_member))
      ON CONFLICT DO NOTHING RETURNING id INTO v_id;
    IF v_id IS NULL THEN
      SELECT id INTO v_id FROM ledger_accounts
        WHERE owner_kind = p_owner AND COALESCE(member_id, merchant_id) = COALESCE(p_member, p_merchant)
          AND purpose = p_purpose AND asset = p_asset;
    END IF;
  END IF;
  RETURN v_id;
END $$;

-- ledger_post as in 0411, with the brand: the member's account is found first, and its row's brand names the house
-- or pool account of the other side; a posting with no member account names its brand (p_merchant) or its member
-- (p_member). A posting whose two accounts belong to two brands raises: no caller can move one brand's money to
-- another's (SQLSTATE LB001; LB002: no brand to post in). The SQL callers (provider_bet, provider_win, vendor_transfer_start, vendor_transfer_settle) are
-- unchanged: they name the house account without its brand and get their member's.
DROP FUNCTION ledger_post(text, integer, text, text, integer, text, bigint, text, text, integer, text, text, text, text);
CREATE FUNCTION ledger_post(
  p_from_owner text, p_from_member integer, p_from_purpose text,
  p_to_owner text, p_to_member integer, p_to_purpose text,
  p_amount bigint, p_asset text, p_kind text, p_member integer, p_memo text, p_key text, p_hash text,
  p_ref text DEFAULT NULL, p_merchant integer DEFAULT NULL,
  OUT outcome text, OUT transfer_id bigint, OUT from_balance bigint, OUT to_balance bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_from bigint;
  v_to bigint;
  v_from_brand integer;
  v_to_brand integer;
  v_brand integer;
  v_from_version bigint;
  v_to_version bigint;
  v_from_watched boolean;
  v_to_watched boolean;
  v_hash text;
BEGIN
  -- Each account found by its key (ledger_account makes it at its first posting), a member's first: its row carries
  -- the brand whose house or pool the other side is. Written as two branches so that a posting runs no more
  -- statements and expressions than before the brand (each costs the embedded database a few microseconds).
  IF p_from_member IS NOT NULL THEN
    SELECT a.id, a.merchant_id INTO v_from, v_from_brand FROM ledger_accounts a WHERE a.owner_kind = p_from_owner
      AND COALESCE(a.member_id, a.merchant_id) = p_from_member AND a.purpose = p_from_purpose AND a.asset = p_asset;
    SELECT a.id, a.merchant_id INTO v_to, v_to_brand FROM ledger_accounts a WHERE a.owner_kind = p_to_owner
      AND COALESCE(a.member_id, a.merchant_id) = COALESCE(p_to_member, p_merchant, v_from_brand)
      AND a.purpose = p_to_purpose AND a.asset = p_asset;
  ELSE
    SELECT a.id, a.merchant_id INTO v_to, v_to_brand FROM ledger_accounts a WHERE a.owner_kind = p_to_owner
      AND COALESCE(a.member_id, a.merchant_id) = COALESCE(p_to_member, p_merchant)
      AND a.purpose = p_to_purpose AND a.asset = p_asset;
    SELECT a.id, a.merchant_id INTO v_from, v_from_brand FROM ledger_accounts a WHERE a.owner_kind = p_from_owner
      AND COALESCE(a.member_id, a.merchant_id) = COALESCE(p_merchant, v_to_brand)
      AND a.purpose = p_from_purpose AND a.asset = p_asset;
  END IF;
  IF v_from IS NULL OR v_to IS NULL THEN
    -- A first posting of an account. With no brand yet (a member's first posting, or house and pool accounts that
    -- name none), the brand is the member's.
    v_brand := COALESCE(p_merchant, v_from_brand, v_to_brand);
    IF v_brand IS NULL THEN
      SELECT m.merchant_id INTO v_brand FROM members m WHERE m.id = COALESCE(p_from_member, p_to_member, p_member);
      IF v_brand IS NULL THEN
        RAISE EXCEPTION 'ledger_post: a posting with no member names its brand' USING ERRCODE = 'LB002';
      END IF;
    END IF;
    IF v_from IS NULL THEN
      v_from := ledger_account(p_from_owner, p_from_member, v_brand, p_from_purpose, p_asset);
      SELECT a.merchant_id INTO v_from_brand FROM ledger_accounts a WHERE a.id = v_from;
    END IF;
    IF v_to IS NULL THEN
      v_to := ledger_account(p_to_owner, p_to_member, v_brand, p_to_purpose, p_asset);
      SELECT a.merchant_id INTO v_to_brand FROM ledger_accounts a WHERE a.id = v_to;
    END IF;
  END IF;
  -- Never between two brands: a member's account is its member's brand's, a house or pool account the brand it was
  -- found or made in; both must be one brand, the one named if any.
  IF v_from_brand <> v_to_brand OR v_from_brand <> p_merchant THEN
    RAISE EXCEPTION 'ledger_post: a posting between two brands (% and %)', v_from_brand, v_to_brand
      USING ERRCODE = 'LB001';
  END IF;
  -- Locks in id order (the lower id first), taken by the balance updates themselves where the order allows: only a
  -- destination with the lower id is locked before the source's update. A posting with an idempotency key locks both
  -- before its check, so that a copy of the same request waiting behind them sees the first one's transfer.
  IF p_key IS NOT NULL THEN
    PERFORM FROM ledger_accounts a WHERE a.id IN (v_from, v_to) ORDER BY a.id FOR UPDATE;
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
  ELSIF v_to < v_from THEN
    PERFORM FROM ledger_accounts a WHERE a.id = v_to FOR UPDATE;
  END IF;
  -- The source pays only what it holds (a house account may go below zero); the update is its lock and its check.
  UPDATE ledger_accounts a SET balance = a.balance - p_amount, version = a.version + 1
    WHERE a.id = v_from AND (p_from_owner = 'house' OR a.balance >= p_amount)
    RETURNING a.balance, a.version, a.watched INTO from_balance, v_from_version, v_from_watched;
  IF NOT FOUND THEN
    SELECT a.balance INTO from_balance FROM ledger_accounts a WHERE a.id = v_from;
    outcome := 'insufficient';
    RETURN;
  END IF;
  UPDATE ledger_accounts a SET balance = a.balance + p_amount, version = a.version + 1 WHERE a.id = v_to
    RETURNING a.balance, a.version, a.watched INTO to_balance, v_to_version, v_to_watched;
  INSERT INTO ledger_transfers (from_account, to_account, amount, asset, kind, member_id, memo, idempotency_key, request_hash, ref)
    VALUES (v_from, v_to, p_amount, p_asset, p_kind, p_member, p_memo, p_key, p_hash, p_ref) RETURNING id INTO transfer_id;
  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, account_version)
    VALUES (transfer_id, v_from, -p_amount, from_balance, v_from_version), (transfer_id, v_to, p_amount, to_balance, v_to_version);
  IF v_from_watched THEN
    PERFORM pg_notify(balance_channel(), p_from_member::text);
  END IF;
  IF v_to_watched THEN
    PERFORM pg_notify(balance_channel(), p_to_member::text);
  END IF;
  outcome := 'posted';
END $$;
