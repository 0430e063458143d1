ALTER TABLE "payment" DROP CONSTRAINT "payment_method_known";--> statement-breakpoint
ALTER TABLE "seller" ADD COLUMN "cash_on_meet_up" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_method_known" CHECK ("payment"."method" IS NULL OR "payment"."method" IN ('bkash', 'nagad', 'debit_card', 'credit_card', 'cash'));