-- Accounts an agent creates get a one-time initial password each (not the brand's public default); it works until
-- this time, unused, and is cleared when the member sets their own.
ALTER TABLE members ADD COLUMN initial_password_until timestamptz;
