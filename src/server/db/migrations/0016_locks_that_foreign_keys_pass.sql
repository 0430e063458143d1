-- Every row lock is FOR NO KEY UPDATE (docs/architecture.md, "Locks"): a row that other rows reference is
-- key-share locked by every insert of such a row (its foreign key), and FOR UPDATE waits for those; two
-- transactions that each inserted a reference and then asked for FOR UPDATE waited for each other (two payments
-- for one seller completing at once). NO KEY UPDATE still makes writers of a row take turns.

-- A ban stamps the seller's products (0003) holding them FOR NO KEY UPDATE: a cart line or an order line being
-- added for one of them no longer holds the ban up.
CREATE OR REPLACE FUNCTION "seller_level_search_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "product" WHERE "seller_id" = NEW.id ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "product" SET "search_xid" = pg_current_xact_id() WHERE "seller_id" = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint

-- checkout_reserve of 0015, where its rules are written, holding the buyer's unpaid payments FOR NO KEY UPDATE.
CREATE OR REPLACE FUNCTION "checkout_reserve"(
  "buyer" text,
  "product_ids" integer[],
  "quantities" integer[],
  "idempotency_key" text,
  "window_seconds" integer,
  "may_resume" boolean,
  "total_max" bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  previous record;
  unpaid integer[];
  awaiting integer;
  replaced jsonb;
  answer jsonb;
BEGIN
  PERFORM 1 FROM "user" WHERE "user"."id" = "buyer" FOR NO KEY UPDATE;

  SELECT "orders"."id", "payment"."pay_id", "payment"."amount", "payment"."expires_at" INTO previous
  FROM "orders" JOIN "payment" ON "payment"."pay_id" = "orders"."pay_id"
  WHERE "orders"."user_id" = "buyer" AND "orders"."idempotency_key" = "checkout_reserve"."idempotency_key";
  IF FOUND THEN
    RETURN jsonb_build_object('outcome', 'previous', 'orderId', previous."id", 'paymentId', previous."pay_id",
      'total', previous."amount", 'expiresAt', previous."expires_at");
  END IF;

  -- The buyer's orders whose payment is pending online (features/checkout/unpaid-orders.ts shows the same
  -- ones in the cart), their payments held as payOrder and the sweeper hold them, so none of the three settles
  -- a payment another is changing.
  SELECT coalesce(array_agg(pending."pay_id" ORDER BY pending."pay_id"), '{}') INTO unpaid FROM (
    SELECT "payment"."pay_id" FROM "orders" JOIN "payment" ON "payment"."pay_id" = "orders"."pay_id"
    WHERE "orders"."user_id" = "buyer" AND "orders"."status" = 'open' AND "payment"."status" = 'pending'
      AND "payment"."method" IS DISTINCT FROM 'cash'
    ORDER BY "payment"."pay_id" FOR NO KEY UPDATE OF "payment"
  ) AS pending;
  IF cardinality(unpaid) = 0 THEN
    RETURN checkout_place("buyer", "product_ids", "quantities", "idempotency_key", "window_seconds", "total_max")
      || '{"replaced": []}';
  END IF;

  SELECT "orders"."id" INTO awaiting
  FROM "orders" JOIN "payment" ON "payment"."pay_id" = "orders"."pay_id"
  WHERE "payment"."pay_id" = ANY (unpaid) AND "payment"."expires_at" > now()
  ORDER BY "payment"."pay_id" DESC LIMIT 1;
  IF "may_resume" AND awaiting IS NOT NULL AND NOT EXISTS (
    (SELECT "prod_id", "quantity" FROM "order_item" WHERE "order_id" = awaiting
      EXCEPT SELECT * FROM unnest("product_ids", "quantities"))
    UNION ALL
    (SELECT * FROM unnest("product_ids", "quantities")
      EXCEPT SELECT "prod_id", "quantity" FROM "order_item" WHERE "order_id" = awaiting)
  ) THEN
    RETURN (
      SELECT jsonb_build_object('outcome', 'resumed', 'orderId', "orders"."id", 'paymentId', "payment"."pay_id",
        'total', "payment"."amount", 'expiresAt', "payment"."expires_at")
      FROM "orders" JOIN "payment" ON "payment"."pay_id" = "orders"."pay_id" WHERE "orders"."id" = awaiting
    );
  END IF;

  -- Only a buyer with unpaid orders pays for this block's savepoint, which a refusal rolls back to.
  BEGIN
    PERFORM 1 FROM "product"
    WHERE "product"."id" = ANY ("product_ids")
      OR "product"."id" IN (
        SELECT "order_item"."prod_id" FROM "order_item" JOIN "orders" ON "orders"."id" = "order_item"."order_id"
        WHERE "orders"."pay_id" = ANY (unpaid)
      )
    ORDER BY "product"."id" FOR NO KEY UPDATE;
    SELECT coalesce(jsonb_agg(to_jsonb(released)), '[]') INTO replaced FROM release_reservations(unpaid) AS released;
    answer := checkout_place("buyer", "product_ids", "quantities", "idempotency_key", "window_seconds", "total_max");
    IF answer ->> 'outcome' = 'refused' THEN
      RAISE EXCEPTION 'checkout refused' USING ERRCODE = 'CM409';
    END IF;
    RETURN answer || jsonb_build_object('replaced', replaced);
  EXCEPTION WHEN SQLSTATE 'CM409' THEN
    RETURN answer;
  END;
END
$$;
