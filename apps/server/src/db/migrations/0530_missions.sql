-- Missions: daily, weekly and one-off tasks of a brand, counted from real events (logins, paid deposits, settled
-- cash rounds) by a cursor job, rewarded in points and/or bonus cash on claim, and scored for the weekly leaderboard.
CREATE TABLE missions (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('login', 'deposit', 'bet', 'rounds', 'win')),
  period text NOT NULL CHECK (period IN ('daily', 'weekly', 'once')),
  -- login: days; deposit, bet: minor units; rounds, win: rounds.
  target bigint NOT NULL CHECK (target > 0),
  -- bet, rounds, win: only games of this category (gameType) count; NULL: every category.
  category text,
  -- win: a round counts when its win is at least this many times its bet.
  multiple integer CHECK (multiple > 0),
  reward_points bigint NOT NULL DEFAULT 0 CHECK (reward_points >= 0),
  reward_bonus bigint NOT NULL DEFAULT 0 CHECK (reward_bonus >= 0),
  score integer NOT NULL DEFAULT 10 CHECK (score >= 0),
  texts jsonb NOT NULL,
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (reward_points > 0 OR reward_bonus > 0),
  CHECK ((kind = 'win') = (multiple IS NOT NULL))
);
CREATE INDEX missions_by_brand ON missions (merchant_id, sort, id) WHERE active;

-- A member's progress on a mission in one period ('d:2026-05-01', 'w:2026-04-27' for the week from that Monday,
-- 'once'), completed when the target is reached and claimed once.
CREATE TABLE mission_progress (
  mission_id integer NOT NULL REFERENCES missions(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  period_key text NOT NULL,
  progress bigint NOT NULL DEFAULT 0,
  completed_at timestamptz,
  claimed_at timestamptz,
  PRIMARY KEY (mission_id, member_id, period_key)
);
CREATE INDEX mission_progress_member ON mission_progress (member_id, period_key);
CREATE INDEX mission_progress_claimed ON mission_progress (claimed_at) WHERE claimed_at IS NOT NULL;

-- Each event counts once for a mission and period, whichever run (or instance) reads it.
CREATE TABLE mission_events (
  mission_id integer NOT NULL REFERENCES missions(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  period_key text NOT NULL,
  event_key text NOT NULL,
  amount bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (mission_id, member_id, period_key, event_key)
);

-- The job reads paid deposits and sessions by time.
CREATE INDEX deposits_completed ON deposits (completed_at) WHERE status = 'paid';
CREATE INDEX member_sessions_created ON member_sessions (created_at);
