-- Customer-service chat: a visitor's conversation with the brand's support operators.
-- The visitor holds a random token; only its SHA-256 is stored.
CREATE TABLE support_conversations (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  channel text NOT NULL CHECK (channel IN ('live', 'vip')),
  visitor_name text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_conversations_by_state ON support_conversations (status, last_message_at DESC);

CREATE TABLE support_messages (
  id bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES support_conversations(id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('visitor', 'operator')),
  operator_id integer REFERENCES operators(id),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_messages_by_conversation ON support_messages (conversation_id, id);
