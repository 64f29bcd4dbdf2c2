-- Double-entry ledger in integer minor units (cents). Member accounts can never go below zero.
CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  owner_kind text NOT NULL CHECK (owner_kind IN ('member', 'house')),
  member_id integer REFERENCES members(id),
  -- member: main, bonus, held, vendor:<vassalage>; house: cashier, vendor:<vassalage>, promotions, ...
  purpose text NOT NULL,
  asset text NOT NULL DEFAULT 'CASH' CHECK (asset IN ('CASH', 'POINTS')),
  balance bigint NOT NULL DEFAULT 0,
  version bigint NOT NULL DEFAULT 0,
  CHECK (owner_kind = 'house' OR balance >= 0),
  CHECK ((owner_kind = 'member') = (member_id IS NOT NULL))
);
CREATE UNIQUE INDEX ledger_accounts_key ON ledger_accounts (owner_kind, COALESCE(member_id, 0), purpose, asset);

-- One row per movement. The idempotency key makes every externally triggered movement happen once.
CREATE TABLE ledger_transfers (
  id bigserial PRIMARY KEY,
  from_account bigint NOT NULL REFERENCES ledger_accounts(id),
  to_account bigint NOT NULL REFERENCES ledger_accounts(id),
  amount bigint NOT NULL CHECK (amount > 0),
  asset text NOT NULL,
  kind text NOT NULL,
  member_id integer,
  memo text,
  idempotency_key text,
  request_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (from_account <> to_account)
);
CREATE UNIQUE INDEX ledger_transfers_idem ON ledger_transfers (idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX ledger_transfers_member ON ledger_transfers (member_id, created_at DESC);

-- Two entries per transfer, each with the balance after it and the account version it produced.
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers(id),
  account_id bigint NOT NULL REFERENCES ledger_accounts(id),
  amount bigint NOT NULL,
  balance_after bigint NOT NULL,
  account_version bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, account_version)
);

-- Append-only: corrections are new transfers, never edits.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only';
END $$;
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
