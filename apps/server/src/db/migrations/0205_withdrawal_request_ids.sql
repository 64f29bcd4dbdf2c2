-- A withdrawal request carries the client's request id: a retried request (an answer lost to a dropped connection or
-- a restart) returns the first withdrawal instead of making a second one.
ALTER TABLE withdrawals ADD COLUMN request_id text;
CREATE UNIQUE INDEX withdrawals_member_request ON withdrawals (member_id, request_id) WHERE request_id IS NOT NULL;
