-- manualRebate: a brand's rate per VIP level (0: below the first level) and product family, in basis points of the
-- valid bet. A product without a row pays nothing.
CREATE TABLE rebate_rates (
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  rank_level integer NOT NULL CHECK (rank_level >= 0),
  product text NOT NULL,
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 500),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, rank_level, product)
);

-- Up to where a member's valid bets are paid. The claim locks this row, so concurrent claims take turns and the
-- second finds nothing left; it starts at the member's registration.
CREATE TABLE rebate_cursors (
  member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  claimed_until timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A claim paid: its period, the level and per-product lines it was paid at. One claim per starting point.
CREATE TABLE rebate_claims (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  since timestamptz NOT NULL,
  until timestamptz NOT NULL,
  rank_level integer NOT NULL,
  lines jsonb NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, since)
);
CREATE INDEX rebate_claims_member ON rebate_claims (member_id, id DESC);

-- The accrual reads a member's settled rounds by settle time.
CREATE INDEX game_rounds_member_settled ON game_rounds (member_id, settled_at) WHERE status = 'settled';
