-- A foreign key locks the row it names in key-share mode on every insert. A vendor transfer names its vendor and a
-- round names its game: on a busy site every transfer to one vendor, and every round of a popular game, lock that one
-- catalog row, and concurrent lockers of one row pile up MultiXacts on it (measured: a fifth of the transfer's time
-- on PostgreSQL). The money functions take those names from the catalog as they insert (vendor_transfer_start checks
-- the vendor; a bet takes its game from the ticket's), and the catalogs keep the references instead: a vendor or a
-- game that transfers or rounds name is never removed nor renamed (vendors and games are never removed today).
ALTER TABLE vendor_transfers DROP CONSTRAINT vendor_transfers_vassalage_fkey;
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_node_id_fkey;

CREATE FUNCTION vendor_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM vendor_transfers t WHERE t.vassalage = OLD.vassalage) THEN
    RAISE EXCEPTION 'vendor % is named by vendor transfers', OLD.vassalage USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
CREATE TRIGGER vendors_kept BEFORE DELETE ON vendors FOR EACH ROW EXECUTE FUNCTION vendor_kept();
CREATE TRIGGER vendors_key_kept BEFORE UPDATE OF vassalage ON vendors
  FOR EACH ROW WHEN (NEW.vassalage IS DISTINCT FROM OLD.vassalage) EXECUTE FUNCTION vendor_kept();

CREATE FUNCTION game_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM game_rounds r WHERE r.node_id = OLD.node_id) THEN
    RAISE EXCEPTION 'game % is named by game rounds', OLD.node_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
CREATE TRIGGER games_kept BEFORE DELETE ON games FOR EACH ROW EXECUTE FUNCTION game_kept();
CREATE TRIGGER games_key_kept BEFORE UPDATE OF node_id ON games
  FOR EACH ROW WHEN (NEW.node_id IS DISTINCT FROM OLD.node_id) EXECUTE FUNCTION game_kept();
