-- Agent contracts (dividend, daily wage, hourly and real-time salary) and their payouts. An upline offers a direct
-- downline a contract; a top agent's contract is with the house (upline_id NULL), granted by an operator. Rates are
-- basis points in tiers: [{minBase (minor units), minActive, rateBp}], the highest tier the payee's team reaches.
CREATE TABLE agent_contracts (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  kind text NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  upline_id integer REFERENCES members(id),
  downline_id integer NOT NULL REFERENCES members(id),
  status text NOT NULL CHECK (status IN ('in_process', 'rejected', 'approved', 'terminated', 'suspended')),
  cycle text CHECK (cycle IN ('daily', 'weekly', 'semimonthly', 'monthly')),
  tiers jsonb NOT NULL,
  top_rate_bp integer NOT NULL CHECK (top_rate_bp BETWEEN 0 AND 10000),
  termination_requested_by integer REFERENCES members(id),
  suspended_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  ended_at timestamptz,
  CHECK ((kind = 'dividend') = (cycle IS NOT NULL))
);
-- One live or waiting contract per downline and kind (a new higher offer waits beside a live one until accepted).
CREATE UNIQUE INDEX agent_contracts_live ON agent_contracts (downline_id, kind) WHERE status = 'approved';
CREATE UNIQUE INDEX agent_contracts_waiting ON agent_contracts (downline_id, kind) WHERE status = 'in_process';
CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, kind, created_at DESC);
CREATE INDEX agent_contracts_brand ON agent_contracts (merchant_id, kind, status);

-- One row per brand, kind (a dividend's kind carries its cycle: 'dividend:weekly') and period, written in the same
-- transaction as the period's payouts: its key is what makes each period paid exactly once across instances.
CREATE TABLE contract_period_runs (
  merchant_id integer NOT NULL REFERENCES merchants(id),
  run_kind text NOT NULL,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  payouts integer NOT NULL,
  paid_total bigint NOT NULL,
  ran_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, run_kind, period_start)
);

-- A payout statement: what one contract paid its holder for one period, and the ledger transfer that paid it.
CREATE TABLE contract_payouts (
  id bigserial PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES agent_contracts(id),
  merchant_id integer NOT NULL,
  member_id integer NOT NULL REFERENCES members(id),
  kind text NOT NULL,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  base bigint NOT NULL,
  active_players integer NOT NULL,
  rate_bp integer NOT NULL,
  passed_down_bp integer NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  transfer_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contract_id, period_start)
);
CREATE INDEX contract_payouts_member ON contract_payouts (member_id, created_at DESC);

-- Payout runs read a brand's settled cash rounds by settlement time.
CREATE INDEX game_rounds_settled_time ON game_rounds (settled_at) WHERE status = 'settled' AND asset = 'CASH';
