-- Free play: a trial account plays with fun money, a ledger asset of its own. It is never convertible and never
-- withdrawable: no posting moves FUN to or from CASH (each asset's balances sum to zero on their own), and trial
-- accounts are refused every cashier path. A round remembers the asset it was bet in, so its win and rollback pay
-- back in the same one.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_asset_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_asset_check CHECK (asset IN ('CASH', 'POINTS', 'FUN'));
ALTER TABLE game_rounds ADD COLUMN asset text NOT NULL DEFAULT 'CASH' CHECK (asset IN ('CASH', 'FUN'));
