-- Instances keep a member's session a moment after the database confirmed it (platform/session-cache.ts). Any change
-- of what a session carries is announced on 'member_session' with the member's id, and every instance forgets that
-- member's sessions: a session ended, held for a password change or removed; the member locked or unlocked, or its
-- kind, upline, name or language changed. PostgreSQL delivers a notice when its transaction commits and never for one
-- rolled back. Outside the public schema the channel names the schema (as the live balance's does).
CREATE FUNCTION member_session_notice(p_member integer, p_schema text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify(CASE WHEN p_schema = 'public' THEN 'member_session' ELSE 'member_session:' || p_schema END,
    p_member::text)
$$;

CREATE FUNCTION member_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_session_notice(OLD.member_id, TG_TABLE_SCHEMA);
  RETURN NULL;
END $$;

CREATE FUNCTION members_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_session_notice(OLD.id, TG_TABLE_SCHEMA);
  RETURN NULL;
END $$;

CREATE TRIGGER member_sessions_notice AFTER UPDATE ON member_sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.must_change_password IS DISTINCT FROM NEW.must_change_password
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at OR OLD.member_id IS DISTINCT FROM NEW.member_id)
  EXECUTE FUNCTION member_sessions_changed();
CREATE TRIGGER member_sessions_removed AFTER DELETE ON member_sessions FOR EACH ROW
  EXECUTE FUNCTION member_sessions_changed();

CREATE TRIGGER members_notice AFTER UPDATE ON members FOR EACH ROW
  WHEN (OLD.disabled IS DISTINCT FROM NEW.disabled OR OLD.is_agent IS DISTINCT FROM NEW.is_agent
    OR OLD.upline_id IS DISTINCT FROM NEW.upline_id OR OLD.username IS DISTINCT FROM NEW.username
    OR OLD.language IS DISTINCT FROM NEW.language OR OLD.merchant_id IS DISTINCT FROM NEW.merchant_id)
  EXECUTE FUNCTION members_changed();
CREATE TRIGGER members_removed AFTER DELETE ON members FOR EACH ROW
  EXECUTE FUNCTION members_changed();
