-- Extra stakes inside a stepped round (blackjack's double, split and insurance): each is its own wallet bet in the
-- round, with its own transaction id (<round>:x<seq>). Recorded pending under the round's lock before the bet is sent
-- (the round takes no other move meanwhile); placed in the commit that takes its move; refused when the wallet turned
-- the bet down (nothing taken, the round plays on); void when its answer never came or its move could not be taken,
-- owing the rollback of its bet (<round>:x<seq>:void), which the settlement job resends until the wallet answers.
-- `settled_at`: nothing more is owed for the stake (placed and refused at once, void once the rollback is answered).
CREATE TABLE stepped_stakes (
  round_id text NOT NULL REFERENCES stepped_rounds(round_id),
  seq integer NOT NULL CHECK (seq > 0),
  move jsonb NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('pending', 'placed', 'refused', 'void')),
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  settled_at timestamptz,
  claimed_until timestamptz,
  answer text,
  PRIMARY KEY (round_id, seq),
  CONSTRAINT stepped_stakes_settled_check CHECK (status IN ('pending', 'void') OR settled_at IS NOT NULL)
);
-- The job looks for stakes left pending or owing a rollback.
CREATE INDEX stepped_stakes_unsettled ON stepped_stakes (created_at) WHERE settled_at IS NULL;
