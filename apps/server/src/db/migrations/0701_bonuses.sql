-- A bonus in the member's bonus wallet, paid by one entry. Its turnover requirement and the weights it counts
-- with are fixed at issue (a later edit of the promotion changes no issued bonus). active until the requirement is
-- met (released to the main wallet), it expires (back to the house) or the member forfeits it (back to the house).
CREATE TABLE bonuses (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  promotion_id integer NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
  entry_id integer NOT NULL UNIQUE REFERENCES promotion_entries(id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount > 0),
  deposit_amount bigint CHECK (deposit_amount > 0),
  requirement bigint NOT NULL CHECK (requirement >= 0),
  progress bigint NOT NULL DEFAULT 0 CHECK (progress >= 0),
  weights jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL CHECK (status IN ('active', 'released', 'expired', 'forfeited')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX bonuses_member ON bonuses (member_id, id DESC);
CREATE INDEX bonuses_active ON bonuses (member_id, id) WHERE status = 'active';
CREATE INDEX bonuses_expiring ON bonuses (expires_at) WHERE status = 'active';

-- A settled round counted towards bonus turnover: one row per round, so a round counts once whatever run reads it.
CREATE TABLE bonus_turnover (
  provider text NOT NULL,
  round_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  counted bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, round_id)
);
