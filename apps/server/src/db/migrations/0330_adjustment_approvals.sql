-- Balance adjustments above a brand's threshold wait for a second operator: the request is kept pending (its claim,
-- reason and request id as before, no posting) until another finance or admin operator approves it, which posts it
-- once, or rejects it. Adjustments made before this migration were posted at once.
ALTER TABLE balance_adjustments
  ADD COLUMN status text NOT NULL DEFAULT 'posted' CHECK (status IN ('pending', 'posted', 'rejected')),
  ADD COLUMN decided_by integer REFERENCES operators(id),
  ADD COLUMN decided_at timestamptz,
  ADD COLUMN decision_reason text;
CREATE INDEX balance_adjustments_pending ON balance_adjustments (created_at) WHERE status = 'pending';

-- Each brand's threshold in minor units: an adjustment whose size is above it needs the second operator. A brand
-- without a row uses the default (1000.00, in the code).
CREATE TABLE adjustment_thresholds (
  merchant_id integer PRIMARY KEY REFERENCES merchants(id),
  threshold bigint NOT NULL CHECK (threshold >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
