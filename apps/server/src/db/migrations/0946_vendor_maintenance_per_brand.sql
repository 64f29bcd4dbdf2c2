-- A brand's operator closes a vendor on their brand only (a local incident); the vendor's own maintenance
-- (vendors.maintenance) still closes it on every brand. Either closes it.
ALTER TABLE merchant_vendors ADD COLUMN maintenance boolean NOT NULL DEFAULT false;
