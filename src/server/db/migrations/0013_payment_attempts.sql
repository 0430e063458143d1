CREATE TABLE "payment_attempt" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_attempt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pay_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"gateway_reference" text,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"transaction_id" text,
	"message" text,
	"delivery_address" text NOT NULL,
	"delivery_phone" text NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"refund_status" text,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_attempt_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_attempt_status_known" CHECK ("payment_attempt"."status" IN ('created', 'pending', 'completed', 'held', 'failed')),
	CONSTRAINT "payment_attempt_gateway_known" CHECK ("payment_attempt"."gateway" IN ('bkash', 'sslcommerz')),
	CONSTRAINT "payment_attempt_method_known" CHECK ("payment_attempt"."method" IN ('bkash', 'nagad', 'debit_card', 'credit_card')),
	CONSTRAINT "payment_attempt_refund_status_known" CHECK ("payment_attempt"."refund_status" IS NULL OR "payment_attempt"."refund_status" IN ('pending', 'refunded', 'failed')),
	CONSTRAINT "payment_attempt_amount_positive" CHECK ("payment_attempt"."amount" > 0),
	CONSTRAINT "payment_attempt_refund_within_paid" CHECK ("payment_attempt"."refunded_amount" >= 0 AND "payment_attempt"."refunded_amount" <= "payment_attempt"."amount"),
	CONSTRAINT "payment_attempt_paid_has_transaction" CHECK ("payment_attempt"."status" NOT IN ('completed', 'held') OR "payment_attempt"."transaction_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "payment_attempt" ADD CONSTRAINT "payment_attempt_pay_id_payment_pay_id_fk" FOREIGN KEY ("pay_id") REFERENCES "public"."payment"("pay_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempt_gateway_reference_unique" ON "payment_attempt" USING btree ("gateway","gateway_reference");--> statement-breakpoint
CREATE INDEX "payment_attempt_payment_idx" ON "payment_attempt" USING btree ("pay_id");--> statement-breakpoint
CREATE INDEX "payment_attempt_pending_idx" ON "payment_attempt" USING btree ("updated_at") WHERE "payment_attempt"."status" IN ('created', 'pending');--> statement-breakpoint
-- bank_id held whatever account or card number the buyer typed on our payment form. From now on numbers are
-- typed on the gateways' pages only, and bank_id keeps the gateway's transaction id.
UPDATE "payment" SET "bank_id" = NULL WHERE "bank_id" IS NOT NULL;
