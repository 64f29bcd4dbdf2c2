-- The member inbox (messageV2). A message goes to one member (member_id) or to a group of a brand (every member,
-- the agents, or a VIP level and above); a group message is stored once and each member's reading is a row of
-- inbox_reads, so a broadcast never copies itself per member. Operator messages carry their text per language;
-- system messages carry a template key and its parameters, written out in the reader's language when read.
CREATE TABLE inbox_messages (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  audience text NOT NULL CHECK (audience IN ('member', 'vip', 'agents', 'all')),
  member_id integer REFERENCES members(id) ON DELETE CASCADE,
  vip_rank integer CHECK (vip_rank BETWEEN 1 AND 100),
  source text NOT NULL CHECK (source IN ('operator', 'system')),
  texts jsonb NOT NULL DEFAULT '{}',
  template text,
  params jsonb NOT NULL DEFAULT '{}',
  -- A system event (a deposit credited, a feedback answered) gives at most one message.
  event_key text UNIQUE,
  sent_by integer REFERENCES operators(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((audience = 'member') = (member_id IS NOT NULL)),
  CHECK ((audience = 'vip') = (vip_rank IS NOT NULL)),
  CHECK ((source = 'system') = (template IS NOT NULL))
);
CREATE INDEX inbox_messages_by_member ON inbox_messages (member_id, id DESC) WHERE member_id IS NOT NULL;
CREATE INDEX inbox_messages_by_group ON inbox_messages (merchant_id, id DESC) WHERE member_id IS NULL;
CREATE INDEX inbox_messages_sent ON inbox_messages (id DESC) WHERE source = 'operator';

CREATE TABLE inbox_reads (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  message_id bigint NOT NULL REFERENCES inbox_messages(id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, message_id)
);
CREATE INDEX inbox_reads_by_message ON inbox_reads (message_id);
