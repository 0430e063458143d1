CREATE TABLE "dispute" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispute_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"offer_amount" integer,
	"offer_note" text,
	"offered_at" timestamp with time zone,
	"outcome" text,
	"refund_amount" integer,
	"decision_note" text,
	"decided_by" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_delivery_id_unique" UNIQUE("delivery_id"),
	CONSTRAINT "dispute_status_known" CHECK ("dispute"."status" IN ('open', 'accepted', 'decided')),
	CONSTRAINT "dispute_reason_known" CHECK ("dispute"."reason" IN ('damaged', 'not_as_described', 'missing_items', 'other')),
	CONSTRAINT "dispute_outcome_known" CHECK ("dispute"."outcome" IS NULL OR "dispute"."outcome" IN ('release', 'partial', 'full')),
	CONSTRAINT "dispute_details_not_blank" CHECK (btrim("dispute"."details") <> ''),
	CONSTRAINT "dispute_offer_positive" CHECK ("dispute"."offer_amount" IS NULL OR "dispute"."offer_amount" > 0),
	CONSTRAINT "dispute_refund_non_negative" CHECK ("dispute"."refund_amount" IS NULL OR "dispute"."refund_amount" >= 0),
	CONSTRAINT "dispute_settled_has_outcome" CHECK (("dispute"."status" = 'open') = ("dispute"."outcome" IS NULL) AND ("dispute"."outcome" IS NULL) = ("dispute"."settled_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "dispute_photo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispute_photo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dispute_id" integer NOT NULL,
	"filepath" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "dispute_photo_filepath_unique" UNIQUE("filepath"),
	CONSTRAINT "dispute_photo_position_positive" CHECK ("dispute_photo"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "payout" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" text NOT NULL,
	"amount" integer NOT NULL,
	"wallet" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"mode" text,
	"trx_id" text,
	"fee" integer DEFAULT 0 NOT NULL,
	"message" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_status_known" CHECK ("payout"."status" IN ('requested', 'sending', 'unknown', 'paid', 'refused')),
	CONSTRAINT "payout_mode_known" CHECK ("payout"."mode" IS NULL OR "payout"."mode" IN ('api', 'manual')),
	CONSTRAINT "payout_amount_positive" CHECK ("payout"."amount" > 0),
	CONSTRAINT "payout_fee_non_negative" CHECK ("payout"."fee" >= 0),
	CONSTRAINT "payout_paid_has_trx" CHECK (("payout"."status" = 'paid') = ("payout"."trx_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "payout_wallet" (
	"seller_id" text PRIMARY KEY NOT NULL,
	"wallet" text,
	"verified_at" timestamp with time zone,
	"pending_wallet" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery" DROP CONSTRAINT "delivery_status_known";--> statement-breakpoint
ALTER TABLE "delivery_status_change" DROP CONSTRAINT "delivery_status_change_known";--> statement-breakpoint
ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_kind_known";--> statement-breakpoint
ALTER TABLE "ledger_posting" DROP CONSTRAINT "ledger_posting_cause_known";--> statement-breakpoint
ALTER TABLE "notification" DROP CONSTRAINT "notification_kind_known";--> statement-breakpoint
ALTER TABLE "dispute" ADD CONSTRAINT "dispute_delivery_id_delivery_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("delivery_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute" ADD CONSTRAINT "dispute_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_photo" ADD CONSTRAINT "dispute_photo_dispute_id_dispute_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."dispute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout" ADD CONSTRAINT "payout_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout" ADD CONSTRAINT "payout_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_wallet" ADD CONSTRAINT "payout_wallet_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_open_idx" ON "dispute" USING btree ("created_at") WHERE "dispute"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_photo_position_unique" ON "dispute_photo" USING btree ("dispute_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_one_open_per_seller" ON "payout" USING btree ("seller_id") WHERE "payout"."status" IN ('requested', 'sending', 'unknown');--> statement-breakpoint
CREATE INDEX "payout_seller_idx" ON "payout" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payout_status_idx" ON "payout" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_status_known" CHECK ("delivery"."delivery_status" IN ('pending', 'On the Way', 'Delivered', 'Disputed', 'Completed', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "delivery_status_change" ADD CONSTRAINT "delivery_status_change_known" CHECK ("delivery_status_change"."status" IN ('pending', 'On the Way', 'Delivered', 'Disputed', 'Completed', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_kind_known" CHECK ("ledger_account"."kind" IN ('gateway', 'seller_pending', 'seller_available', 'seller_in_transit', 'commission', 'refunds_payable', 'fees'));--> statement-breakpoint
ALTER TABLE "ledger_posting" ADD CONSTRAINT "ledger_posting_cause_known" CHECK ("ledger_posting"."cause" IN ('part.paid', 'part.refunded', 'part.handed_over', 'part.completed', 'attempt.refund_due', 'refund.paid', 'attempt.refunded', 'dispute.refunded', 'payout.held', 'payout.paid', 'payout.voided'));--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_kind_known" CHECK ("notification"."kind" IN ('order-paid', 'part-delivered', 'part-shipped', 'part-cancelled', 'sale-cancelled', 'ship-reminder', 'receive-reminder', 'part-completed', 'dispute-opened', 'dispute-offered', 'dispute-settled', 'sale-dispute-settled', 'payout-paid', 'payout-refused', 'seller-confirmed', 'seller-cancelled', 'product-approved', 'message'));--> statement-breakpoint
INSERT INTO "ledger_account" ("kind") VALUES ('fees');
