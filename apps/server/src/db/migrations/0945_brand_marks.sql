-- A brand's uploaded logo and icon are kept with its other images: SVG joins the types (checked by a strict parse
-- before it is stored; see brand/mark-check.ts).
ALTER TABLE brand_images DROP CONSTRAINT brand_images_mime_check;
ALTER TABLE brand_images ADD CONSTRAINT brand_images_mime_check
  CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'));
