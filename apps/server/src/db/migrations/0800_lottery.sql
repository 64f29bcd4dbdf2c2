-- The lottery, our own provider (modules/lottery): games as data, draws on a schedule with committed seeds, and
-- slips of bets settled through the seamless wallet API. Amounts in minor units; odds in hundredths of a multiple.

CREATE TABLE lottery_games (
  game_code text PRIMARY KEY,
  family text NOT NULL CHECK (family IN ('5d', 'keno')),
  group_code text NOT NULL,
  node_id integer NOT NULL REFERENCES games(node_id),
  -- Draws fall on multiples of the interval, so it divides a day; bets close cutoff_seconds before each draw.
  interval_seconds integer NOT NULL CHECK (interval_seconds > 0 AND 86400 % interval_seconds = 0),
  cutoff_seconds integer NOT NULL CHECK (cutoff_seconds >= 0),
  CHECK (cutoff_seconds < interval_seconds)
);

-- A brand's terms for a game: its published return to player and bet limits (the pay table follows from the RTP).
CREATE TABLE lottery_brand_games (
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  game_code text NOT NULL REFERENCES lottery_games(game_code),
  rtp_bp integer NOT NULL CHECK (rtp_bp BETWEEN 5000 AND 9990),
  min_bet bigint NOT NULL CHECK (min_bet > 0),
  max_bet bigint NOT NULL,
  CHECK (max_bet >= min_bet),
  PRIMARY KEY (merchant_id, game_code)
);

-- One draw of a game: scheduled -> open -> closed -> drawn -> settled, or cancelled (its slips refunded). The seed
-- is committed by its hash from the start and shown once drawn. settling_until is a settler's lease.
CREATE TABLE lottery_draws (
  id bigserial PRIMARY KEY,
  game_code text NOT NULL REFERENCES lottery_games(game_code),
  numero text NOT NULL,
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  draws_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'scheduled'
    CHECK (status IN ('scheduled', 'open', 'closed', 'drawn', 'settled', 'cancelled')),
  server_seed text NOT NULL,
  seed_hash text NOT NULL,
  result jsonb,
  drawn_at timestamptz,
  settled_at timestamptz,
  settling_until timestamptz,
  UNIQUE (game_code, numero),
  CHECK ((status IN ('drawn', 'settled')) = (result IS NOT NULL))
);
CREATE INDEX lottery_draws_by_time ON lottery_draws (game_code, draws_at DESC);
CREATE INDEX lottery_draws_unfinished ON lottery_draws (draws_at)
  WHERE status <> 'settled' AND NOT (status = 'cancelled' AND settled_at IS NOT NULL);

-- A slip: bets of one member on one draw, one wallet round (round_id), debited whole. pending: recorded, its wallet
-- bet not yet confirmed; placed: debited; settled: paid (0 on a loss); refused: never debited or given back before
-- the draw; refunded: given back because the draw was cancelled.
CREATE TABLE lottery_slips (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  member_id integer NOT NULL REFERENCES members(id),
  draw_id bigint NOT NULL REFERENCES lottery_draws(id),
  round_id text NOT NULL UNIQUE,
  total bigint NOT NULL CHECK (total > 0),
  win bigint,
  fun boolean NOT NULL DEFAULT false,
  status text NOT NULL CHECK (status IN ('pending', 'placed', 'settled', 'refused', 'refunded')),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX lottery_slips_member ON lottery_slips (member_id, created_at DESC);
CREATE INDEX lottery_slips_unsettled ON lottery_slips (draw_id) WHERE status IN ('pending', 'placed');

-- A bet of a slip: what it picks, its amount (unit x multiplier), its pay table fixed at placement, and once
-- settled the outcome (5D: 1 won, 0 lost; keno: hits) and what it paid.
CREATE TABLE lottery_bets (
  id bigserial PRIMARY KEY,
  slip_id bigint NOT NULL REFERENCES lottery_slips(id),
  pick jsonb NOT NULL,
  unit bigint NOT NULL CHECK (unit > 0),
  multiplier integer NOT NULL CHECK (multiplier > 0),
  amount bigint NOT NULL CHECK (amount > 0),
  odds jsonb NOT NULL,
  outcome integer,
  payout bigint
);
CREATE INDEX lottery_bets_slip ON lottery_bets (slip_id);
