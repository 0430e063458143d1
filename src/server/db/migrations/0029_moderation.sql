-- Reports and moderation (docs/decisions/035-takedowns-and-flagged-sellers.md): the report table, the takedown as the
-- product status 'hidden' with its reason, the notifications that carry an administrator's words, and the email
-- preference for them.
CREATE TABLE "report" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reporter_id" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"against_id" text NOT NULL,
	"product_id" integer,
	"message_id" integer,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"action" text,
	"decision_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_status_known" CHECK ("report"."status" IN ('open', 'upheld', 'dismissed')),
	CONSTRAINT "report_target_kind_known" CHECK ("report"."target_kind" IN ('listing', 'seller', 'message')),
	CONSTRAINT "report_reason_known" CHECK ("report"."reason" IN ('prohibited', 'scam', 'counterfeit', 'offensive', 'spam', 'other')),
	CONSTRAINT "report_action_known" CHECK ("report"."action" IS NULL OR "report"."action" IN ('hide', 'warn', 'ban', 'dismiss')),
	CONSTRAINT "report_details_length" CHECK (char_length("report"."details") <= 1000),
	CONSTRAINT "report_decided" CHECK (("report"."status" = 'open') = ("report"."decided_at" IS NULL) AND ("report"."decided_at" IS NULL) = ("report"."action" IS NULL)),
	CONSTRAINT "report_not_own" CHECK ("report"."reporter_id" <> "report"."against_id")
);
--> statement-breakpoint
ALTER TABLE "notification" DROP CONSTRAINT "notification_kind_known";--> statement-breakpoint
ALTER TABLE "product" DROP CONSTRAINT "product_status_known";--> statement-breakpoint
ALTER TABLE "email_preference" ADD COLUMN "moderation" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "taken_down_reason" text;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_against_id_user_id_fk" FOREIGN KEY ("against_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_message_id_messenger_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messenger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_once_per_person" ON "report" USING btree ("reporter_id","target_kind","target_id");--> statement-breakpoint
CREATE INDEX "report_open_idx" ON "report" USING btree ("target_kind","target_id") WHERE "report"."status" = 'open';--> statement-breakpoint
CREATE INDEX "report_upheld_idx" ON "report" USING btree ("against_id","decided_at") WHERE "report"."status" = 'upheld';--> statement-breakpoint
CREATE INDEX "report_reporter_idx" ON "report" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "report_product_idx" ON "report" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "report_message_idx" ON "report" USING btree ("message_id");--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_kind_known" CHECK ("notification"."kind" IN ('order-paid', 'part-delivered', 'part-shipped', 'part-cancelled', 'sale-cancelled', 'ship-reminder', 'receive-reminder', 'part-completed', 'dispute-opened', 'dispute-offered', 'dispute-settled', 'sale-dispute-settled', 'payout-paid', 'payout-refused', 'seller-confirmed', 'seller-cancelled', 'product-approved', 'saved-price-drop', 'saved-back-in-stock', 'saved-search-matches', 'listing-taken-down', 'moderation-warning', 'account-banned', 'report-decided', 'message'));--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_taken_down_has_reason" CHECK (("product"."status" = 'hidden') = ("product"."taken_down_reason" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_status_known" CHECK ("product"."status" IN ('active', 'pending', 'out-of-stock', 'hidden'));