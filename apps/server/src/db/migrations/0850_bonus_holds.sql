-- Bonus abuse rules (brand setting bonusRules). The referral reward becomes a bonus like a promotion's (locked in the
-- bonus wallet until its turnover is met), keyed by the referred player so each is paid once. A reward or a sign-up
-- gift whose account is linked to the referrer, or to another account that took the gift, is created held: nothing
-- is paid until an operator releases it (then it is paid as if it had not been held) or cancels it (nothing is paid).
ALTER TABLE bonuses ALTER COLUMN promotion_id DROP NOT NULL;
ALTER TABLE bonuses ALTER COLUMN entry_id DROP NOT NULL;
ALTER TABLE bonuses ADD COLUMN source text NOT NULL DEFAULT 'promotion' CHECK (source IN ('promotion', 'referral'));
ALTER TABLE bonuses ADD COLUMN referee_id integer UNIQUE REFERENCES members(id) ON DELETE CASCADE;
ALTER TABLE bonuses ADD CONSTRAINT bonuses_source_keys CHECK (
  CASE source WHEN 'promotion' THEN promotion_id IS NOT NULL AND entry_id IS NOT NULL AND referee_id IS NULL
    ELSE promotion_id IS NULL AND entry_id IS NULL AND referee_id IS NOT NULL END);
ALTER TABLE bonuses DROP CONSTRAINT bonuses_status_check;
ALTER TABLE bonuses ADD CONSTRAINT bonuses_status_check
  CHECK (status IN ('held', 'active', 'released', 'expired', 'forfeited', 'cancelled'));
-- What linked the accounts when the bonus was held ([{kind, value, with, memberId}]), and the review.
ALTER TABLE bonuses ADD COLUMN links jsonb NOT NULL DEFAULT '[]';
ALTER TABLE bonuses ADD COLUMN held_at timestamptz;
ALTER TABLE bonuses ADD COLUMN reviewed_by integer REFERENCES operators(id);
ALTER TABLE bonuses ADD COLUMN reviewed_at timestamptz;
CREATE INDEX bonuses_held ON bonuses (merchant_id, id) WHERE status = 'held';

-- The devices a member logged in or registered from: the fingerprint the portal sends with the login and the
-- registration (deviceFingerprint), first and last time seen.
CREATE TABLE member_devices (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  fingerprint text NOT NULL,
  first_seen timestamptz NOT NULL DEFAULT now(),
  last_seen timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, fingerprint)
);
CREATE INDEX member_devices_fingerprint ON member_devices (fingerprint);

-- Looking up who else bound a payout account (a bank account or a Pix key) and who else gave a delivery address,
-- compared without case and punctuation (promotions/abuse.ts spells the same expressions).
CREATE INDEX bound_accounts_number ON bound_accounts (regexp_replace(lower(account_no), '[^[:alnum:]@]', '', 'g'));
CREATE INDEX point_redemptions_address ON point_redemptions (regexp_replace(lower(address), '[^[:alnum:]]', '', 'g'))
  WHERE address IS NOT NULL;
