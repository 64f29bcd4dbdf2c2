-- A launch ticket belongs to one provider and lives inside the member session that launched it: a logout, a password
-- change or any other end of that session ends the ticket. Tickets issued before this have no session and are dead.
ALTER TABLE game_sessions ADD COLUMN provider text;
ALTER TABLE game_sessions ADD COLUMN session_hash text;
UPDATE game_sessions s SET provider = upper(split_part(g.engine, ':', 1)) FROM games g WHERE g.node_id = s.node_id;
ALTER TABLE game_sessions ALTER COLUMN provider SET NOT NULL;
