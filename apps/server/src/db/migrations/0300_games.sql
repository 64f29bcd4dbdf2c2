-- The game catalog. node_id is the portal's nodeId.
CREATE TABLE games (
  node_id serial PRIMARY KEY,
  vassalage text NOT NULL REFERENCES vendors(vassalage),
  game_code text NOT NULL,
  game_type text NOT NULL,
  game_classify text NOT NULL,
  names jsonb NOT NULL,
  min_bet bigint NOT NULL DEFAULT 10,
  min_line_num integer NOT NULL DEFAULT 1,
  is_game text NOT NULL DEFAULT 'GAME' CHECK (is_game IN ('GAME', 'VASSALAGE')),
  default_play_type text,
  account_type_name text,
  -- which engine plays it: inhouse:<slot|dice|mines> or demo:<kind>
  engine text NOT NULL,
  is_hot boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  maintenance boolean NOT NULL DEFAULT false,
  UNIQUE (vassalage, game_code)
);
CREATE INDEX games_by_vendor ON games (vassalage, sort);

CREATE TABLE favourite_games (
  member_id integer NOT NULL REFERENCES members(id),
  node_id integer NOT NULL REFERENCES games(node_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE recent_games (
  member_id integer NOT NULL REFERENCES members(id),
  node_id integer NOT NULL REFERENCES games(node_id),
  played_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);

-- A launch: the ticket a provider's game page holds to identify the player (stored hashed).
CREATE TABLE game_sessions (
  ticket_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id),
  node_id integer NOT NULL REFERENCES games(node_id),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every call a provider made to the seamless-wallet API, keyed by its own transaction id.
CREATE TABLE provider_transactions (
  provider text NOT NULL,
  tx_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  member_id integer,
  round_id text,
  ref_tx_id text,
  amount bigint NOT NULL DEFAULT 0,
  request_hash text NOT NULL,
  state text NOT NULL CHECK (state IN ('done', 'rolled_back', 'refused', 'not_found')),
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, tx_id)
);

CREATE TABLE game_rounds (
  provider text NOT NULL,
  round_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members(id),
  node_id integer REFERENCES games(node_id),
  bet bigint NOT NULL DEFAULT 0,
  win bigint NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (status IN ('open', 'settled', 'rolled_back')),
  detail jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  PRIMARY KEY (provider, round_id)
);
CREATE INDEX game_rounds_member ON game_rounds (member_id, created_at DESC);
CREATE INDEX game_rounds_wins ON game_rounds (win DESC, settled_at DESC) WHERE status = 'settled';

-- Provably fair seeds of the in-house games, per member.
CREATE TABLE fair_seeds (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id),
  server_seed text NOT NULL,
  server_hash text NOT NULL,
  client_seed text NOT NULL,
  nonce integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  revealed_at timestamptz
);
CREATE UNIQUE INDEX fair_seeds_active ON fair_seeds (member_id) WHERE active;

-- Open mines rounds (the layout stays on the server until the round ends).
CREATE TABLE mines_rounds (
  round_id text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id),
  seed_id integer NOT NULL REFERENCES fair_seeds(id),
  nonce integer NOT NULL,
  mines integer NOT NULL,
  layout integer[] NOT NULL,
  revealed integer[] NOT NULL DEFAULT '{}',
  bet bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'lost', 'cashed'))
);
