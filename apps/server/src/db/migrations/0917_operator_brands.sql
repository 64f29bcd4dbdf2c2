-- The brands an operator may work on, by code: empty for every brand (the installation's own operators). An operator
-- limited to some brands is refused every other brand's calls, and every call that is not about one brand.
ALTER TABLE operators ADD COLUMN brands text[] NOT NULL DEFAULT '{}';
