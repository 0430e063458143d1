CREATE TABLE "conversation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_user_id" text NOT NULL,
	"second_user_id" text NOT NULL,
	"product_id" integer,
	"delivery_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_pair_ordered" CHECK ("conversation"."first_user_id" < "conversation"."second_user_id"),
	CONSTRAINT "conversation_one_subject" CHECK ("conversation"."product_id" IS NULL OR "conversation"."delivery_id" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "delivery_status_change" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_status_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_id" integer NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_status_change_known" CHECK ("delivery_status_change"."status" IN ('pending', 'On the Way', 'Delivered', 'Cancelled'))
);
--> statement-breakpoint
ALTER TABLE "messenger" ADD COLUMN "conversation_id" integer;--> statement-breakpoint
-- The messages so far were between two people about nothing in particular: one conversation per pair. The API
-- never let anyone message themselves; such a row could only be a manual insert, and has no pair to belong to.
DELETE FROM "messenger" WHERE "sender_id" = "receiver_id";--> statement-breakpoint
INSERT INTO "conversation" ("first_user_id", "second_user_id", "created_at")
  SELECT least("sender_id", "receiver_id"), greatest("sender_id", "receiver_id"), min("created_at")
  FROM "messenger" GROUP BY 1, 2;--> statement-breakpoint
UPDATE "messenger" SET "conversation_id" = "conversation"."id" FROM "conversation"
  WHERE "conversation"."first_user_id" = least("messenger"."sender_id", "messenger"."receiver_id")
    AND "conversation"."second_user_id" = greatest("messenger"."sender_id", "messenger"."receiver_id");--> statement-breakpoint
ALTER TABLE "messenger" ALTER COLUMN "conversation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_first_user_id_user_id_fk" FOREIGN KEY ("first_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_second_user_id_user_id_fk" FOREIGN KEY ("second_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_delivery_id_delivery_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("delivery_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_status_change" ADD CONSTRAINT "delivery_status_change_delivery_id_delivery_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("delivery_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_pair_subject_unique" ON "conversation" USING btree ("first_user_id","second_user_id",coalesce("product_id", 0),coalesce("delivery_id", 0));--> statement-breakpoint
CREATE INDEX "conversation_second_user_idx" ON "conversation" USING btree ("second_user_id");--> statement-breakpoint
CREATE INDEX "conversation_delivery_idx" ON "conversation" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "delivery_status_change_delivery_idx" ON "delivery_status_change" USING btree ("delivery_id","changed_at");--> statement-breakpoint
ALTER TABLE "messenger" ADD CONSTRAINT "messenger_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_in_conversation_idx" ON "messenger" USING btree ("conversation_id","created_at");--> statement-breakpoint
-- The status history of every delivery, whichever code moves it: paying inserts 'pending', the seller ships,
-- the buyer receives, an administrator cancels.
CREATE FUNCTION "delivery_status_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "delivery_status_change" ("delivery_id", "status") VALUES (NEW.delivery_id, NEW.delivery_status);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "delivery_status_inserted" AFTER INSERT ON "delivery" FOR EACH ROW
  EXECUTE FUNCTION "delivery_status_history"();--> statement-breakpoint
CREATE TRIGGER "delivery_status_moved" AFTER UPDATE OF "delivery_status" ON "delivery" FOR EACH ROW
  WHEN (OLD.delivery_status IS DISTINCT FROM NEW.delivery_status)
  EXECUTE FUNCTION "delivery_status_history"();--> statement-breakpoint
-- Deliveries from before kept only their current status: they started pending when their order was paid, and
-- reached the status they have at their last update.
INSERT INTO "delivery_status_change" ("delivery_id", "status", "changed_at")
  SELECT "delivery"."delivery_id", 'pending', coalesce("payment"."settled_at", "orders"."created_at")
  FROM "delivery"
  JOIN "orders" ON "orders"."id" = "delivery"."order_id"
  JOIN "payment" ON "payment"."pay_id" = "orders"."pay_id";--> statement-breakpoint
INSERT INTO "delivery_status_change" ("delivery_id", "status", "changed_at")
  SELECT "delivery_id", "delivery_status", "updated_at" FROM "delivery" WHERE "delivery_status" <> 'pending';
