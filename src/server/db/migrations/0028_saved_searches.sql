CREATE TABLE "product_listed" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_search_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"query" text,
	"sub_id" integer,
	"condition" text[],
	"min_price" integer,
	"max_price" integer,
	"in_stock" boolean DEFAULT false NOT NULL,
	"search_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"covered" "pg_snapshot" DEFAULT pg_current_snapshot() NOT NULL,
	CONSTRAINT "saved_search_query_or_subcategory" CHECK (("saved_search"."query" IS NULL) <> ("saved_search"."sub_id" IS NULL)),
	CONSTRAINT "saved_search_query_length" CHECK (char_length("saved_search"."query") BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "saved_search_digest" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification" DROP CONSTRAINT "notification_kind_known";--> statement-breakpoint
ALTER TABLE "email_preference" ADD COLUMN "saved_searches" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "saved_search_id" integer;--> statement-breakpoint
ALTER TABLE "product_listed" ADD CONSTRAINT "product_listed_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search" ADD CONSTRAINT "saved_search_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search" ADD CONSTRAINT "saved_search_sub_id_subcategory_id_fk" FOREIGN KEY ("sub_id") REFERENCES "public"."subcategory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_digest" ADD CONSTRAINT "saved_search_digest_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listed_xid_idx" ON "product_listed" USING btree ("xid");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_one_per_person" ON "saved_search" USING btree ("user_id","search_key");--> statement-breakpoint
CREATE INDEX "saved_search_user_idx" ON "saved_search" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_search_subcategory_idx" ON "saved_search" USING btree ("sub_id");--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_saved_search_id_saved_search_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_search"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_saved_search_idx" ON "notification" USING btree ("saved_search_id") WHERE "notification"."saved_search_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_kind_known" CHECK ("notification"."kind" IN ('order-paid', 'part-delivered', 'part-shipped', 'part-cancelled', 'sale-cancelled', 'ship-reminder', 'receive-reminder', 'part-completed', 'dispute-opened', 'dispute-offered', 'dispute-settled', 'sale-dispute-settled', 'payout-paid', 'payout-refused', 'seller-confirmed', 'seller-cancelled', 'product-approved', 'saved-price-drop', 'saved-back-in-stock', 'saved-search-matches', 'message'));--> statement-breakpoint
-- What is new to a saved search: a product the first time it is active, stamped with the transaction that made it so
-- (an administrator's approval). A saved search keeps the snapshot it last looked from, and the products stamped by a
-- transaction that snapshot did not see are new to it, whatever order transactions commit in
-- (features/saved-searches/send-digests.ts, decision 036). Later approvals (an edit sent back for approval, out of
-- stock and back) find the row there and change nothing: the product is not new. Lock order: the product row is already held by the change; the new row is the product's own.
CREATE FUNCTION "note_product_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_listed" ("product_id") VALUES (NEW."id") ON CONFLICT ("product_id") DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "note_product_listed" AFTER INSERT OR UPDATE OF "status" ON "product" FOR EACH ROW
  WHEN (NEW."status" = 'active')
  EXECUTE FUNCTION "note_product_listed"();--> statement-breakpoint
-- What was approved before saved searches existed is not new to any of them: stamped with the first normal
-- transaction id, which every snapshot sees.
INSERT INTO "product_listed" ("product_id", "xid")
SELECT "id", '3'::xid8 FROM "product" WHERE "status" IN ('active', 'out-of-stock');
