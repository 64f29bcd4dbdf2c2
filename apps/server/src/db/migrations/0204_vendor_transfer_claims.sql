-- Reconciliation of vendor transfers whose answer was lost: an instance claims a pending transfer for a short lease
-- before asking the vendor, so several instances never ask twice; the outcome is still decided by a conditional update.
ALTER TABLE vendor_transfers ADD COLUMN claimed_until timestamptz;
