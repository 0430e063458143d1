CREATE TABLE "saved_item" (
	"user_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"saved_price" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_item_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "notification" DROP CONSTRAINT "notification_kind_known";--> statement-breakpoint
ALTER TABLE "email_preference" ADD COLUMN "saved_items" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_item" ADD CONSTRAINT "saved_item_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_item" ADD CONSTRAINT "saved_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_item_product_idx" ON "saved_item" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "saved_item_user_idx" ON "saved_item" USING btree ("user_id","saved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "notification_one_unread_saved_alert" ON "notification" USING btree ("user_id","product_id","kind") WHERE "notification"."kind" IN ('saved-price-drop', 'saved-back-in-stock') AND "notification"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notification_saved_alert_unsent_idx" ON "notification" USING btree ("id") WHERE "notification"."kind" IN ('saved-price-drop', 'saved-back-in-stock') AND "notification"."emailed_count" = 0;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_kind_known" CHECK ("notification"."kind" IN ('order-paid', 'part-delivered', 'part-shipped', 'part-cancelled', 'sale-cancelled', 'ship-reminder', 'receive-reminder', 'part-completed', 'dispute-opened', 'dispute-offered', 'dispute-settled', 'sale-dispute-settled', 'payout-paid', 'payout-refused', 'seller-confirmed', 'seller-cancelled', 'product-approved', 'saved-price-drop', 'saved-back-in-stock', 'message'));--> statement-breakpoint
-- Whoever saved a product hears, in the same transaction as the change, when it costs less than when they saved it or
-- its stock comes back from 0 (while it is for sale, product_for_sale of 0017). A trigger rather than the services:
-- stock comes back in the database's own functions (release_reservations, 0015) as well as in the seller's form and
-- a cancelled part's restored stock, and each counts alike. One notification per saver and change; while one of a kind
-- is unread, the next of that kind is left out (notification_one_unread_saved_alert). The rows are pushed and mailed
-- after the commit by features/saved-items/send-saved-alerts.ts, which marks each one sent (emailed_count).
-- Lock order: the product row is already held by the update; the notifications are new rows, and their foreign key
-- checks share the savers' user rows, which no checkout's "for no key update" blocks.
CREATE FUNCTION "tell_savers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT product_for_sale(NEW."status", (SELECT "level" FROM "seller" WHERE "seller"."id" = NEW."seller_id")) THEN
    RETURN NULL;
  END IF;
  INSERT INTO "notification" ("user_id", "kind", "product_id")
  SELECT "saved_item"."user_id", alert."kind", NEW."id"
  FROM "saved_item"
  CROSS JOIN LATERAL (
    SELECT 'saved-price-drop' AS "kind"
    WHERE NEW."price" < OLD."price" AND NEW."price" < "saved_item"."saved_price"
    UNION ALL
    SELECT 'saved-back-in-stock' WHERE OLD."stock" = 0 AND NEW."stock" > 0
  ) AS alert
  WHERE "saved_item"."product_id" = NEW."id"
  ON CONFLICT ("user_id", "product_id", "kind")
    WHERE "kind" IN ('saved-price-drop', 'saved-back-in-stock') AND "read_at" IS NULL
  DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tell_savers" AFTER UPDATE OF "price", "stock" ON "product" FOR EACH ROW
  WHEN (NEW."price" < OLD."price" OR (OLD."stock" = 0 AND NEW."stock" > 0))
  EXECUTE FUNCTION "tell_savers"();
