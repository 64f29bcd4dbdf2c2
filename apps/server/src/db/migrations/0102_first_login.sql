-- A member's logins are their session rows (time and login type). The member row keeps only when the first one
-- happened, for the login result's firstTimeLogin, so a login writes one row instead of two.
ALTER TABLE members RENAME COLUMN last_login_at TO first_login_at;
UPDATE members m SET first_login_at = s.first
  FROM (SELECT member_id, min(created_at) AS first FROM member_sessions GROUP BY member_id) s
  WHERE s.member_id = m.id AND m.first_login_at IS NOT NULL;
