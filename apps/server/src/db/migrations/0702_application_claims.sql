-- An approved application waits for the member to claim it in the rewards centre: the operator's approval fixes the
-- amount (approved), the member's claim issues the bonus (approved -> issued, once). An approved entry stays
-- claimable after its promotion ends.
ALTER TABLE promotion_entries DROP CONSTRAINT promotion_entries_status_check;
ALTER TABLE promotion_entries ADD CONSTRAINT promotion_entries_status_check
  CHECK (status IN ('joined', 'in_process', 'approved', 'issued', 'rejected'));
