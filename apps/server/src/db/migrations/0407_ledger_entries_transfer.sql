-- A posting's entries by its transfer. A repeated idempotency key answers with the first posting's balances, read from
-- its two entries (ledger_post), while both accounts stay locked; without this index that read went through the whole
-- ledger, so one retried deposit on a ledger of millions of entries held a house account for seconds. Entries are
-- inserted in transfer order, so the index grows at its right edge.
CREATE INDEX ledger_entries_transfer ON ledger_entries (transfer_id);
