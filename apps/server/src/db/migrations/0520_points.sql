-- Points: a ledger asset of their own (POINTS), earned on valid bets and missions, spent in the points mall. They
-- never expire. A brand's programme holds its earning rates (per product, from a VIP level up) and its exchange
-- rates (points for 1.00 of cash, from a VIP level up).
CREATE TABLE points_programmes (
  merchant_id integer PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
  earn_rates jsonb NOT NULL DEFAULT '[]',
  exchange_rates jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The mall's items. Stock NULL is unlimited; a redemption takes one with a conditional update, never below zero.
CREATE TABLE mall_items (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('cash', 'freespins', 'physical', 'voucher')),
  texts jsonb NOT NULL,
  price bigint NOT NULL CHECK (price > 0),
  cash_value bigint CHECK (cash_value > 0),
  spins integer CHECK (spins > 0),
  stock integer CHECK (stock >= 0),
  art text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind IN ('cash', 'freespins')) = (cash_value IS NOT NULL))
);
CREATE INDEX mall_items_by_brand ON mall_items (merchant_id, sort, id);

-- A redemption of an item or a conversion of points to cash. Cash and free spins are approved at once; goods and
-- vouchers stay in process until an operator approves (ships) or rejects (the points go back).
CREATE TABLE point_redemptions (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('item', 'convert')),
  item_id integer REFERENCES mall_items(id),
  points bigint NOT NULL CHECK (points > 0),
  cash bigint,
  address text,
  status text NOT NULL CHECK (status IN ('in_process', 'approved', 'rejected')),
  request_id text NOT NULL,
  note text,
  decided_by integer REFERENCES operators(id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id),
  CHECK ((kind = 'item') = (item_id IS NOT NULL))
);
CREATE INDEX point_redemptions_member ON point_redemptions (member_id, id DESC);
CREATE INDEX point_redemptions_status ON point_redemptions (status, id);

-- Points credited for a settled round: one row per round, so a round earns once whatever job run reads it.
CREATE TABLE points_earned (
  provider text NOT NULL,
  round_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  points bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, round_id)
);
CREATE INDEX points_earned_member ON points_earned (member_id, created_at DESC);

-- Where each reading job is in its source: the row is locked while a run works, so one instance runs it at a time.
CREATE TABLE job_cursors (
  name text PRIMARY KEY,
  position timestamptz NOT NULL DEFAULT 'epoch',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The jobs read settled rounds by settlement time.
CREATE INDEX game_rounds_settled ON game_rounds (settled_at) WHERE status = 'settled';
