-- Promotions: a brand's offers as data. The mechanism's figures are columns (money in minor units): percent_bp is
-- the deposit match or cashback percent in basis points; amount is the fixed bonus, or the most a match, cashback
-- or approved application pays; min_amount is the smallest qualifying deposit (or net loss, for cashback). Every
-- bonus a promotion pays carries its wagering requirement: wager_multiple times the bonus (or bonus plus deposit),
-- counted from valid bets weighted per game family (weights, percent), within expiry_days of issue.
CREATE TABLE promotions (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  code text NOT NULL,
  category text NOT NULL CHECK (category IN ('newbie', 'limited', 'special', 'daily', 'rebate', 'vip', 'slots', 'live', 'sports')),
  mechanism text NOT NULL CHECK (mechanism IN ('deposit_match', 'fixed_bonus', 'application', 'cashback')),
  condition text CHECK (condition IN ('first_deposit', 'signup', 'birthday')),
  percent_bp integer CHECK (percent_bp > 0),
  amount bigint NOT NULL CHECK (amount > 0),
  min_amount bigint NOT NULL DEFAULT 0 CHECK (min_amount >= 0),
  repeat text NOT NULL DEFAULT 'once' CHECK (repeat IN ('once', 'daily', 'weekly')),
  wager_multiple integer NOT NULL CHECK (wager_multiple BETWEEN 0 AND 100),
  wager_base text NOT NULL CHECK (wager_base IN ('bonus', 'bonus_deposit')),
  expiry_days integer NOT NULL CHECK (expiry_days BETWEEN 1 AND 365),
  weights jsonb NOT NULL DEFAULT '{}',
  audience jsonb NOT NULL DEFAULT '{"kind":"everyone"}',
  texts jsonb NOT NULL,
  art text NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'live', 'paused', 'ended')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code),
  CHECK (ends_at IS NULL OR ends_at > starts_at),
  CHECK ((mechanism = 'fixed_bonus') = (condition IS NOT NULL)),
  CHECK ((mechanism IN ('deposit_match', 'cashback')) = (percent_bp IS NOT NULL))
);
CREATE INDEX promotions_by_brand ON promotions (merchant_id, sort, id);

-- A member's entry in a promotion for one period ('once', 'd:2026-05-01', 'w:2026-04-27' from that Monday,
-- 'y:2026' for a birthday): joined (waiting for a qualifying deposit), in_process (an application under review),
-- issued (paid: its bonus row says the rest), rejected. One row per period, so joins and claims happen once.
CREATE TABLE promotion_entries (
  id serial PRIMARY KEY,
  promotion_id integer NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  period_key text NOT NULL,
  status text NOT NULL CHECK (status IN ('joined', 'in_process', 'issued', 'rejected')),
  amount bigint CHECK (amount > 0),
  comment text,
  image_ids integer[] NOT NULL DEFAULT '{}',
  reject_reason text,
  -- The deposit a match paid on: a deposit is matched by one promotion at most.
  deposit_id integer UNIQUE REFERENCES deposits(id),
  decided_by integer REFERENCES operators(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  UNIQUE (promotion_id, member_id, period_key)
);
CREATE INDEX promotion_entries_member ON promotion_entries (member_id, id DESC);
CREATE INDEX promotion_entries_review ON promotion_entries (merchant_id, status, id);
CREATE INDEX promotion_entries_joined ON promotion_entries (member_id) WHERE status = 'joined';
