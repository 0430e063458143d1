-- A product's page shows its reviews and their average (the rating in its JSON-LD too): a review written, edited or
-- removed changes the page, and moves its updated_at, the sitemap's lastmod (0022). The trigger function of 0022
-- stamps the product once per transaction; a review refers to its product, so the product's row is the one lock this
-- adds (docs/architecture.md, step 6), after the review's own.
CREATE TRIGGER "review_touches_product" AFTER INSERT OR DELETE ON "review" FOR EACH ROW
  EXECUTE FUNCTION "product_part_touch"('prod_id');--> statement-breakpoint
CREATE TRIGGER "review_changed_touches_product" AFTER UPDATE ON "review" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION "product_part_touch"('prod_id');
