CREATE TABLE "conversation_read" (
	"user_id" text NOT NULL,
	"conversation_id" integer NOT NULL,
	"last_read_message_id" integer NOT NULL,
	CONSTRAINT "conversation_read_user_id_conversation_id_pk" PRIMARY KEY("user_id","conversation_id")
);
--> statement-breakpoint
CREATE TABLE "email_preference" (
	"user_id" text PRIMARY KEY NOT NULL,
	"new_order" boolean DEFAULT true NOT NULL,
	"order_shipped" boolean DEFAULT true NOT NULL,
	"message_digest" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"product_id" integer,
	"actor_id" text,
	"message_count" integer DEFAULT 1 NOT NULL,
	"emailed_count" integer DEFAULT 0 NOT NULL,
	"happened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notification_kind_known" CHECK ("notification"."kind" IN ('order-paid', 'part-delivered', 'part-shipped', 'seller-confirmed', 'seller-cancelled', 'product-approved', 'message')),
	CONSTRAINT "notification_counts" CHECK ("notification"."message_count" >= 1 AND "notification"."emailed_count" BETWEEN 0 AND "notification"."message_count")
);
--> statement-breakpoint
ALTER TABLE "conversation_read" ADD CONSTRAINT "conversation_read_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_read" ADD CONSTRAINT "conversation_read_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preference" ADD CONSTRAINT "email_preference_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_user_idx" ON "notification" USING btree ("user_id","happened_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_unread_idx" ON "notification" USING btree ("user_id") WHERE "notification"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_one_unread_per_sender" ON "notification" USING btree ("user_id","actor_id") WHERE "notification"."kind" = 'message' AND "notification"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notification_digest_idx" ON "notification" USING btree ("happened_at") WHERE "notification"."kind" = 'message' AND "notification"."read_at" IS NULL AND "notification"."message_count" > "notification"."emailed_count";--> statement-breakpoint
CREATE INDEX "message_unread_idx" ON "messenger" USING btree ("receiver_id","conversation_id","id");--> statement-breakpoint
-- Conversations held before read markers existed count as read: nobody is shown old chats as new.
INSERT INTO "conversation_read" ("user_id", "conversation_id", "last_read_message_id")
SELECT "receiver_id", "conversation_id", max("id") FROM "messenger" GROUP BY "receiver_id", "conversation_id";
