-- The instant originals (limbo, plinko, keno, ...) share the slot's and dice's round table: the game column names
-- any kind the provider plays (modules/inhouse/originals.ts lists them), no longer only these two.
ALTER TABLE inhouse_rounds DROP CONSTRAINT IF EXISTS inhouse_rounds_game_check;
ALTER TABLE inhouse_rounds ADD CONSTRAINT inhouse_rounds_game_check CHECK (game ~ '^[a-z][a-z0-9-]{1,23}$');
