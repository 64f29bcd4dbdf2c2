-- A game an operator switched off leaves the brand's lobbies, lists and launch (its rounds and records stay).
ALTER TABLE games ADD COLUMN enabled boolean NOT NULL DEFAULT true;
