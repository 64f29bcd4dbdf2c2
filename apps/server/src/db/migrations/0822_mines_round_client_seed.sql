-- A Mines round keeps the client seed it was dealt with: the player may change the pair's client seed while the
-- round is played, and the round's proof must still name the seed its layout came from.
ALTER TABLE mines_rounds ADD COLUMN client_seed text;
UPDATE mines_rounds r SET client_seed = s.client_seed FROM fair_seeds s WHERE s.id = r.seed_id AND r.client_seed IS NULL;
