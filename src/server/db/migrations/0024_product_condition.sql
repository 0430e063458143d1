-- A product's condition (the levels Facebook Marketplace uses, src/domain/product-condition.ts) and whether its price
-- is open to talk. The seller chooses the condition in the product form; the products listed before it existed are
-- given "good": used and working, which is what most of a campus's second-hand listings are (a textbook or a
-- calculator kept for a semester). It claims no more than that, unlike "new" or "like new", which would tell buyers
-- more than any seller said, and no less, unlike "fair" or "for parts", which would mark a seller's product down.
-- Sellers correct it in the form. The default fills the rows there are and is then dropped, so every product made
-- from now on names the condition its seller chose.
ALTER TABLE "product" ADD COLUMN "price_negotiable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "condition" text DEFAULT 'good' NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ALTER COLUMN "condition" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_condition_known" CHECK ("product"."condition" IN ('new', 'like_new', 'good', 'fair', 'for_parts'));--> statement-breakpoint
-- The shop's filters (features/catalog): a price range, and the orders by price, read this one; a condition, newest
-- first, the other. Both start with the status, as every listing asks for active products. A change of either
-- column is a change of the product, so the read cache (0012's statement trigger) and updated_at (0022's trigger,
-- which counts every column but its own bookkeeping) follow it with nothing added here.
CREATE INDEX "product_price_listing_idx" ON "product" USING btree ("status","price","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_condition_listing_idx" ON "product" USING btree ("status","condition","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
