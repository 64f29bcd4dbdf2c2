-- Content edited in the console: each banner, announcement and help article can be switched off without deleting
-- it; banner images uploaded by operators are kept in the database (served publicly, by id, never changed).
ALTER TABLE banners ADD COLUMN enabled boolean NOT NULL DEFAULT true;
ALTER TABLE announcements ADD COLUMN enabled boolean NOT NULL DEFAULT true;
ALTER TABLE help_articles ADD COLUMN enabled boolean NOT NULL DEFAULT true;

CREATE TABLE brand_images (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
