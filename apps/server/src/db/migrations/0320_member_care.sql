-- Operators' care of members in the console. Notes: timestamped, with their author, never edited (a correction is a
-- new note). Labels: the memberLabel list the portal shows in the member's info (text and two colours each).
CREATE TABLE member_notes (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  operator_id integer NOT NULL REFERENCES operators(id),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_notes_member ON member_notes (member_id, id DESC);

ALTER TABLE members ADD COLUMN labels jsonb NOT NULL DEFAULT '[]';
-- Set by an operator: the next password sign-in is held for the change (as with the default password), and the
-- member's live sessions are held at once; any new password clears it.
ALTER TABLE members ADD COLUMN password_change_required boolean NOT NULL DEFAULT false;

-- Where members come from, for the console's search by address: registration and every session's start.
ALTER TABLE members ADD COLUMN registration_ip text;
ALTER TABLE member_sessions ADD COLUMN ip text;
CREATE INDEX members_registration_ip ON members (registration_ip text_pattern_ops) WHERE registration_ip IS NOT NULL;
CREATE INDEX member_sessions_ip ON member_sessions (ip text_pattern_ops) WHERE ip IS NOT NULL;
