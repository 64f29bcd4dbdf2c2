-- A deposit match may be a first-deposit one (a welcome match: only the member's first paid deposit qualifies), told
-- by condition = 'first_deposit'; a fixed bonus still needs its condition, other mechanisms have none.
ALTER TABLE promotions DROP CONSTRAINT promotions_check1;
ALTER TABLE promotions ADD CONSTRAINT promotions_condition_by_mechanism CHECK (
  CASE mechanism
    WHEN 'fixed_bonus' THEN condition IS NOT NULL
    WHEN 'deposit_match' THEN condition IS NULL OR condition = 'first_deposit'
    ELSE condition IS NULL
  END
);
