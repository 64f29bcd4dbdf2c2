-- The most a crash bet pays: its brand's originals maxWin when it was placed. The engine closes auto cash-outs for
-- every brand's players at once with no request to read the brand from, so each bet carries its own.
ALTER TABLE crash_bets ADD COLUMN max_win bigint NOT NULL DEFAULT 100000000 CHECK (max_win > 0);
