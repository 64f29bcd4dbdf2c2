-- Values the server creates for itself at first start and every instance on this database shares
-- (e.g. the signing secret when APP_SECRET is not set).
CREATE TABLE server_settings (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
