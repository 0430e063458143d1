CREATE TABLE "product_search_removal" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_search_removal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_removal_xid_idx" ON "product_search_removal" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "product_search_xid_idx" ON "product" USING btree ("search_xid");--> statement-breakpoint
-- The product search now scores names in memory (src/server/features/search); the trigram, length and
-- prefix indexes of 0001 served its former SQL prefilter.
DROP INDEX IF EXISTS "product_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "product_name_length_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "product_name_prefix_idx";--> statement-breakpoint
-- search_xid: the transaction that last changed what the search sees of a product, its name or its status.
CREATE FUNCTION "product_search_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_xid := pg_current_xact_id();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_search_touch" BEFORE UPDATE OF "name", "status" ON "product" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION "product_search_touch"();--> statement-breakpoint
CREATE FUNCTION "product_search_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search_removal" ("product_id") VALUES (OLD.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_search_forget" AFTER DELETE ON "product" FOR EACH ROW
  EXECUTE FUNCTION "product_search_forget"();
