-- Brands (merchants) and their public content.
CREATE TABLE merchants (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  hosts text[] NOT NULL DEFAULT '{}',
  is_default boolean NOT NULL DEFAULT false,
  config jsonb NOT NULL,
  maintenance boolean NOT NULL DEFAULT false,
  region_restriction text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- At most one fallback brand for hosts no brand claims (e.g. localhost in development).
CREATE UNIQUE INDEX merchants_one_default ON merchants (is_default) WHERE is_default;

CREATE TABLE banners (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  group_name text NOT NULL,
  category text,
  url text NOT NULL,
  title jsonb NOT NULL DEFAULT '{}',
  linkage_type text,
  linkage_target text,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX banners_by_group ON banners (merchant_id, group_name, sort);

CREATE TABLE announcements (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  platform text NOT NULL DEFAULT 'W',
  execution text NOT NULL DEFAULT 'B',
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  image_url text,
  promotion_id integer,
  sort integer NOT NULL DEFAULT 0,
  published_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX announcements_by_type ON announcements (merchant_id, type, published_at DESC);

-- Game providers. `category` is the lobby lane (RNG, LIVE, FISH, PVP, SPORTS, LOTT, ELOTT).
CREATE TABLE vendors (
  vassalage text PRIMARY KEY,
  name text NOT NULL,
  category text NOT NULL,
  game_classify text NOT NULL,
  wallet_mode text NOT NULL DEFAULT 'seamless' CHECK (wallet_mode IN ('seamless', 'transfer')),
  logo_url text NOT NULL,
  maintenance boolean NOT NULL DEFAULT false
);

CREATE TABLE merchant_vendors (
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  vassalage text NOT NULL REFERENCES vendors(vassalage),
  sort integer NOT NULL DEFAULT 0,
  is_hot boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  PRIMARY KEY (merchant_id, vassalage)
);

CREATE TABLE help_articles (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  category text NOT NULL,
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
