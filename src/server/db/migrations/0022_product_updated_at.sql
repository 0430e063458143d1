ALTER TABLE "product" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- What changed before this column existed is not known: a product's creation is the latest change we can name.
UPDATE "product" SET "updated_at" = "created_at";--> statement-breakpoint
-- updated_at: when the product, its details or its pictures last changed, the <lastmod> of its page in the sitemap
-- (src/server/features/search-engines). Triggers set it rather than the services: stock also moves in the database's
-- own functions (checkout_reserve and release_reservations, 0015), and a change made by a job, a later migration or
-- by hand in psql counts alike, as for catalog_change (0012). A service cannot forget it.
CREATE FUNCTION "product_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."updated_at" := now();
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Any column counts but the bookkeeping ones: search_xid, which a ban stamps on every product of the seller (0003)
-- though none of them changed, and updated_at itself, which the triggers below set. A column added later counts
-- without a change here. An update that writes the same values changes nothing.
CREATE TRIGGER "product_touch" BEFORE UPDATE ON "product" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'search_xid' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'search_xid' - 'updated_at'))
  EXECUTE FUNCTION "product_touch"();--> statement-breakpoint
-- The description, details, specs and pictures are the product's page too. Every service that writes them holds the
-- product's row first (features/seller-products: lockOwnProduct), so this update takes no lock that was not held.
-- Once per product and transaction: the first row written stamps it, the others find it stamped. A product deleted
-- with its pictures and details (cascade) is already gone, and nothing is updated. The trigger's argument names the
-- column that holds the product's id.
CREATE FUNCTION "product_part_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := (to_jsonb(OLD) ->> TG_ARGV[0])::integer;
  ELSE
    changed := (to_jsonb(NEW) ->> TG_ARGV[0])::integer;
  END IF;
  UPDATE "product" SET "updated_at" = now() WHERE "id" = changed AND "updated_at" IS DISTINCT FROM now();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_part_added_or_removed" AFTER INSERT OR DELETE ON "product_image" FOR EACH ROW
  EXECUTE FUNCTION "product_part_touch"('product_id');--> statement-breakpoint
-- A save that writes the same values (the product form sends its details every time) changes nothing.
CREATE TRIGGER "product_part_changed" AFTER UPDATE ON "product_image" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION "product_part_touch"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_part_added_or_removed" AFTER INSERT OR DELETE ON "product_details" FOR EACH ROW
  EXECUTE FUNCTION "product_part_touch"('id');--> statement-breakpoint
CREATE TRIGGER "product_part_changed" AFTER UPDATE ON "product_details" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION "product_part_touch"('id');
