-- The Vietnam lottery on the lottery's draws and slips (modules/lottery/vn): regional daily draws whose results two
-- operators enter independently, fast north-style games drawn from committed seeds, odds per brand and bet type, and
-- a payout cap per draw and brand for every lottery game.

ALTER TABLE lottery_games DROP CONSTRAINT lottery_games_family_check;
ALTER TABLE lottery_games ADD CONSTRAINT lottery_games_family_check CHECK (family IN ('5d', 'keno', 'vn'));
-- Draws fall at offset_seconds past each multiple of the interval (a daily draw at 11:15 UTC: 86400 and 40500).
-- result_source: 'seed' draws from the committed seed at draw time; 'operator' waits for two agreeing entries.
-- A draw without its numbers grace_seconds after its time is cancelled and its slips refunded.
ALTER TABLE lottery_games
  ADD COLUMN offset_seconds integer NOT NULL DEFAULT 0,
  ADD COLUMN result_source text NOT NULL DEFAULT 'seed' CHECK (result_source IN ('seed', 'operator')),
  ADD COLUMN grace_seconds integer NOT NULL DEFAULT 300 CHECK (grace_seconds > 0),
  ADD COLUMN region text CHECK (region IN ('north', 'central', 'south', 'fast')),
  ADD CONSTRAINT lottery_games_offset CHECK (offset_seconds >= 0 AND offset_seconds < interval_seconds),
  ADD CONSTRAINT lottery_games_vn_region CHECK ((family = 'vn') = (region IS NOT NULL));

-- The most a draw may pay out at a brand (null: no cap). A slip whose worst case would pass it is refused.
ALTER TABLE lottery_brand_games ADD COLUMN payout_cap bigint CHECK (payout_cap > 0);
-- A slip's worst case: the sum of each bet's amount times the highest odds of its pay table.
ALTER TABLE lottery_slips ADD COLUMN max_payout bigint NOT NULL DEFAULT 0;

-- A brand's odds (hundredths of a multiple per hit; lô per occurrence) and limits per VN game and bet type.
CREATE TABLE lottery_vn_odds (
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  game_code text NOT NULL REFERENCES lottery_games(game_code),
  bet_type text NOT NULL CHECK (bet_type IN ('lo2', 'lo3', 'de', 'dau', 'duoi', 'xien2', 'xien3', 'xien4', 'cang3')),
  odds integer NOT NULL CHECK (odds > 0),
  min_bet bigint NOT NULL CHECK (min_bet > 0),
  max_bet bigint NOT NULL,
  CHECK (max_bet >= min_bet),
  PRIMARY KEY (merchant_id, game_code, bet_type)
);

-- The entries of a regional result. Round 1 takes a first entry and a confirming one by another operator; equal,
-- the draw is drawn; different, both are marked mismatch and round 2 starts afresh. operator_id is null only for the
-- demo's imported past results.
CREATE TABLE lottery_vn_entries (
  id bigserial PRIMARY KEY,
  draw_id bigint NOT NULL REFERENCES lottery_draws(id),
  round integer NOT NULL CHECK (round > 0),
  operator_id integer REFERENCES operators(id),
  result jsonb NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('first', 'confirmed', 'mismatch')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (draw_id, round, operator_id)
);
CREATE INDEX lottery_vn_entries_draw ON lottery_vn_entries (draw_id, round);
