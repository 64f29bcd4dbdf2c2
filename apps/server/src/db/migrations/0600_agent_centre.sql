-- Agent centre. Operators write notices for agents as announcements of their own type 'AG' (the public announcement
-- call never lists it); each agent's reading is a row of agent_notice_reads.
ALTER TABLE announcements DROP CONSTRAINT announcements_type_check;
ALTER TABLE announcements ADD CONSTRAINT announcements_type_check CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H', 'AG'));

CREATE TABLE agent_notice_reads (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  announcement_id integer NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, announcement_id)
);

-- Team betting and user loss read a team's settled cash rounds by member and settlement time.
CREATE INDEX game_rounds_settled_cash ON game_rounds (member_id, settled_at DESC)
  WHERE status = 'settled' AND asset = 'CASH';
