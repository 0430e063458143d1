-- What is for sale, one rule for the database and the server's queries: approved and not marked out of stock
-- ('active'), and its seller not banned (level -1, src/domain/seller-level.ts). checkout_place applies it below and
-- forSaleCondition (features/catalog/visibility.ts) calls it for the shop grid and the search; isForSale
-- (src/domain/for-sale.ts) is the same rule on a row already read, and visibility.test.ts checks that the two agree.
-- One IMMUTABLE expression in SQL, so the planner inlines it into the queries that call it.
CREATE FUNCTION "product_for_sale"("status" text, "seller_level" integer) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT "status" = 'active' AND "seller_level" IS DISTINCT FROM -1
$$;--> statement-breakpoint

-- checkout_place of 0015, where its rules are written, asking product_for_sale whether each product is for sale
-- instead of restating the rule. "seller_banned" still goes into the answer: reserve-lines.ts tells a hidden
-- product from a missing one with it (features/catalog/visibility.ts canSee).
CREATE OR REPLACE FUNCTION "checkout_place"(
  "buyer" text,
  "product_ids" integer[],
  "quantities" integer[],
  "idempotency_key" text,
  "window_seconds" integer,
  "total_max" bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  lines jsonb;
  line_count integer;
  takeable boolean;
  total bigint;
  paid record;
  placed integer;
BEGIN
  SELECT coalesce(jsonb_agg(jsonb_build_object('id', read."id", 'name', read."name", 'price', read."price",
      'stock', read."stock", 'status', read."status", 'sellerId', read."seller_id",
      'sellerBanned', read."seller_banned", 'quantity', read."quantity") ORDER BY read."id"), '[]'),
    count(*),
    coalesce(bool_and(product_for_sale(read."status", read."seller_level") AND read."seller_id" <> "buyer"
      AND read."stock" >= read."quantity"), false),
    sum(read."price"::bigint * read."quantity")
  INTO lines, line_count, takeable, total
  FROM (
    SELECT "product"."id", "product"."name", "product"."price", "product"."stock", "product"."status",
      "product"."seller_id", wanted."quantity",
      EXISTS (SELECT 1 FROM "seller" WHERE "seller"."id" = "product"."seller_id" AND "seller"."level" = -1)
        AS "seller_banned",
      (SELECT "seller"."level" FROM "seller" WHERE "seller"."id" = "product"."seller_id") AS "seller_level"
    FROM "product" JOIN unnest("product_ids", "quantities") AS wanted("id", "quantity")
      ON wanted."id" = "product"."id"
    ORDER BY "product"."id" FOR NO KEY UPDATE OF "product"
  ) AS read;
  IF NOT takeable OR line_count < cardinality("product_ids") OR total > "total_max" THEN
    RETURN jsonb_build_object('outcome', 'refused', 'lines', lines);
  END IF;

  UPDATE "product" SET "stock" = "product"."stock" - wanted."quantity"
  FROM unnest("product_ids", "quantities") AS wanted("id", "quantity")
  WHERE "product"."id" = wanted."id";
  INSERT INTO "payment" ("amount", "expires_at") VALUES (total, now() + make_interval(secs => "window_seconds"))
  RETURNING "payment"."pay_id", "payment"."amount", "payment"."expires_at" INTO paid;
  INSERT INTO "orders" ("user_id", "pay_id", "idempotency_key")
  VALUES ("buyer", paid."pay_id", "checkout_place"."idempotency_key")
  RETURNING "orders"."id" INTO placed;
  INSERT INTO "order_item" ("order_id", "prod_id", "seller_id", "quantity", "price_at_purchase")
  SELECT placed, "product"."id", "product"."seller_id", wanted."quantity", "product"."price"
  FROM "product" JOIN unnest("product_ids", "quantities") AS wanted("id", "quantity")
    ON wanted."id" = "product"."id"
  ORDER BY "product"."id";
  RETURN jsonb_build_object('outcome', 'created', 'orderId', placed, 'paymentId', paid."pay_id",
    'total', paid."amount", 'expiresAt', paid."expires_at");
END
$$;
