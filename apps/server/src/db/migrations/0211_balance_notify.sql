-- Live balance. A member's open balance stream is a watcher row; the trigger on ledger_accounts notifies the member's
-- id only for watched members, so postings of members with no open stream pay nothing (a NOTIFY serialises the commits
-- that send one). PostgreSQL delivers a NOTIFY when its transaction commits and never for one rolled back, so a stream
-- hears of a posting exactly when it is visible. Outside the public schema the channel names the schema, so databases
-- that share a server (the test schemas) never hear each other.
CREATE TABLE balance_watchers (
  stream_id text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id),
  -- Refreshed by the instance holding the stream; rows of an instance that died expire and are swept.
  expires_at timestamptz NOT NULL
);
CREATE INDEX balance_watchers_member ON balance_watchers (member_id);

-- One-time tickets that open a stream (an EventSource cannot send the session token as a header).
CREATE TABLE balance_stream_tickets (
  ticket_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id),
  session_hash text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE FUNCTION member_balance_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM balance_watchers w WHERE w.member_id = NEW.member_id) THEN
    PERFORM pg_notify(
      CASE WHEN TG_TABLE_SCHEMA = 'public' THEN 'member_balance' ELSE 'member_balance:' || TG_TABLE_SCHEMA END,
      NEW.member_id::text);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER ledger_accounts_member_balance AFTER UPDATE OF balance ON ledger_accounts
  FOR EACH ROW WHEN (NEW.owner_kind = 'member' AND NEW.balance IS DISTINCT FROM OLD.balance)
  EXECUTE FUNCTION member_balance_notify();
