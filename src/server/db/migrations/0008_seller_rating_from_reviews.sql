-- A seller's rating is the average of the reviews of their products, computed when it is read
-- (docs/decisions/014): the stored rating was written once at 1 and never changed, and rate was never used.
ALTER TABLE "seller" DROP CONSTRAINT "seller_rating_range";--> statement-breakpoint
ALTER TABLE "seller" DROP CONSTRAINT "seller_rate_non_negative";--> statement-breakpoint
ALTER TABLE "seller" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "seller" DROP COLUMN "rate";