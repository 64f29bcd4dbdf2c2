-- A transfer to or from a vendor wallet carries the client's request id: a retried request returns the first
-- transfer instead of moving the money again.
ALTER TABLE vendor_transfers ADD COLUMN request_id text;
CREATE UNIQUE INDEX vendor_transfers_member_request ON vendor_transfers (member_id, request_id) WHERE request_id IS NOT NULL;
