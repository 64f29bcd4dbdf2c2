-- Player feedback (FEEDBACK3): a complaint of one of the spec's types with up to 3 proof images (the uploads
-- table the wallet's proofs use), answered once by an operator; the answer also reaches the member's inbox.
CREATE TABLE feedback (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('deposit', 'withdrawal', 'game', 'customer_service', 'application', 'other')),
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 1000),
  image_ids integer[] NOT NULL DEFAULT '{}' CHECK (cardinality(image_ids) <= 3),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'answered')),
  answer text CHECK (char_length(answer) <= 2000),
  answered_by integer REFERENCES operators(id),
  answered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'answered') = (answer IS NOT NULL))
);
CREATE INDEX feedback_by_member ON feedback (member_id, id DESC);
CREATE INDEX feedback_by_status ON feedback (status, id DESC);
