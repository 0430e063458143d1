CREATE TABLE "catalog_change" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_change_pruned" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"below" "xid8" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_change_xid_idx" ON "catalog_change" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "catalog_change_at_idx" ON "catalog_change" USING btree ("at");--> statement-breakpoint
-- Every statement that changes what a visitor reads notes its transaction once in catalog_change; the read
-- cache (src/server/read-cache) asks for rows it has not seen before serving a stored answer.
CREATE FUNCTION "catalog_change_note"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_change" ("xid")
    SELECT pg_current_xact_id()
    WHERE NOT EXISTS (SELECT 1 FROM "catalog_change" WHERE "xid" = pg_current_xact_id());
  -- The embedded database has one session, which listens: told at commit, it need not ask on every read. A
  -- server's sessions do not set this, so their commits do not queue for NOTIFY's lock.
  IF current_setting('campus.catalog_notify', true) = 'on' THEN
    PERFORM pg_notify('catalog_change', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalog_change_note" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_change_note"();--> statement-breakpoint
CREATE TRIGGER "catalog_change_note" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_details"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_change_note"();--> statement-breakpoint
CREATE TRIGGER "catalog_change_note" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_image"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_change_note"();--> statement-breakpoint
CREATE TRIGGER "catalog_change_note" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "review"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_change_note"();--> statement-breakpoint
CREATE TRIGGER "catalog_change_note" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_change_note"();--> statement-breakpoint
CREATE TRIGGER "catalog_change_note" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subcategory"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_change_note"();--> statement-breakpoint
-- A seller row appears on approval and its level changes on a ban: both decide whose products are shown.
CREATE TRIGGER "catalog_change_note" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seller"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_change_note"();--> statement-breakpoint
-- A product page names its seller.
CREATE TRIGGER "catalog_change_note" AFTER UPDATE OF "name" OR DELETE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_change_note"();--> statement-breakpoint
INSERT INTO "catalog_change_pruned" ("below") VALUES ('0');
