-- One review per buyer and product. Reviews written before this rule are made to fit it: of several by one
-- person on one product only the newest stays, and a seller's reviews of their own products go.
DELETE FROM "review" AS older USING "review" AS newer
WHERE older."prod_id" = newer."prod_id" AND older."user_id" = newer."user_id" AND older."id" < newer."id";
--> statement-breakpoint
DELETE FROM "review" USING "product"
WHERE "product"."id" = "review"."prod_id" AND "product"."seller_id" = "review"."user_id";
--> statement-breakpoint
CREATE UNIQUE INDEX "review_one_per_buyer" ON "review" USING btree ("prod_id","user_id");
