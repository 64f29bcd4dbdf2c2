-- A session opened with the default initial password or an expired one may only change the password (and read who
-- it is, log out, set the language) until it does: the server holds it, so a reload in the portal cannot skip it.
ALTER TABLE member_sessions ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
