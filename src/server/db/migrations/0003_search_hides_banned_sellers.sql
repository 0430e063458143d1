-- A ban or unban changes the seller row, not the products, yet it decides whether they are for sale: stamp
-- each of the seller's products with the transaction, so the in-memory search (0002) reads them again.
-- The rows are locked in id order first, the order checkout locks them in, so a ban and a checkout of the
-- same products cannot deadlock.
CREATE FUNCTION "seller_level_search_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "product" WHERE "seller_id" = NEW.id ORDER BY "id" FOR UPDATE;
  UPDATE "product" SET "search_xid" = pg_current_xact_id() WHERE "seller_id" = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "seller_level_search_touch" AFTER UPDATE OF "level" ON "seller" FOR EACH ROW
  WHEN (OLD.level IS DISTINCT FROM NEW.level)
  EXECUTE FUNCTION "seller_level_search_touch"();
