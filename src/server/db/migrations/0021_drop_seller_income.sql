ALTER TABLE "seller" DROP CONSTRAINT "seller_income_non_negative";--> statement-breakpoint
ALTER TABLE "seller" DROP COLUMN "income";