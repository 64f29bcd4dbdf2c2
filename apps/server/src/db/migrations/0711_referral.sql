-- The referral programme of a brand: on or off, the first deposit that qualifies a referred player and the reward.
CREATE TABLE referral_settings (
  merchant_id integer PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT false,
  min_deposit bigint NOT NULL CHECK (min_deposit >= 0),
  reward bigint NOT NULL CHECK (reward >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A player's referral code (an agent's is its affiliate code), made the first time the player asks for it.
CREATE TABLE referral_codes (
  member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code)
);

-- Who referred whom (one referrer per player). The referred player's first paid deposit decides it once: qualified
-- (the reward is paid, keyed by the referee) or missed (below the minimum, or the programme was off).
CREATE TABLE referrals (
  referee_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  referrer_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'qualified', 'missed')),
  deposit_id integer UNIQUE REFERENCES deposits(id),
  reward bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CHECK (referee_id <> referrer_id)
);
CREATE INDEX referrals_referrer ON referrals (referrer_id, created_at DESC);
CREATE INDEX referrals_pending ON referrals (referee_id) WHERE status = 'pending';
