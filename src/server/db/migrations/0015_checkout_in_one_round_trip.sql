-- Pay Now as one round trip to the database (bench/README.md, checkout-rush). When 200 buyers rush one
-- product, every checkout queues on that product's row lock, and a checkout made of several statements holds
-- the lock until its COMMIT, which waits its turn in the server's busy event loop: the lock was held for
-- hundreds of milliseconds. As one statement in its own transaction, the lock is taken and released inside
-- the database, and the server builds and sends one query instead of eight.
--
-- These functions are the only place of the rules they carry; the TypeScript callers
-- (features/checkout/reserve-order.ts and expire-payments.ts) only pass arguments and read the answer.

-- Fails these payments if they are still pending, cancels their open orders and gives their stock back, in
-- the caller's transaction. The status guards make a second run change nothing, so the stock of a reservation
-- comes back once, whoever releases it: the sweeper, the buyer's Cancel, Pay Now replacing it. An order paid in
-- person is never released here (its parts end one by one: features/meet-up/close-meet-ups.ts), nor one whose
-- money arrived but is held for an administrator's check. Products are locked in id order before their stock
-- changes, the order every checkout locks them in, so a release and a checkout never deadlock.
CREATE FUNCTION "release_reservations"("payment_ids" integer[])
RETURNS TABLE ("orderId" integer, "userId" text) LANGUAGE plpgsql AS $$
DECLARE
  released integer[];
  buyers text[];
BEGIN
  WITH failed AS (
    UPDATE "payment" SET "status" = 'failed', "settled_at" = now()
    WHERE "payment"."pay_id" = ANY ("payment_ids") AND "payment"."status" = 'pending'
      AND "payment"."method" IS DISTINCT FROM 'cash'
      AND NOT EXISTS (
        SELECT 1 FROM "payment_attempt"
        WHERE "payment_attempt"."pay_id" = "payment"."pay_id" AND "payment_attempt"."status" = 'held'
      )
    RETURNING "payment"."pay_id"
  ), cancelled AS (
    UPDATE "orders" SET "status" = 'cancelled'
    FROM failed WHERE "orders"."pay_id" = failed."pay_id" AND "orders"."status" = 'open'
    RETURNING "orders"."id", "orders"."user_id"
  )
  SELECT coalesce(array_agg(cancelled."id" ORDER BY cancelled."id"), '{}'),
    coalesce(array_agg(cancelled."user_id" ORDER BY cancelled."id"), '{}')
  INTO released, buyers FROM cancelled;
  IF cardinality(released) = 0 THEN RETURN; END IF;

  PERFORM 1 FROM "product"
  WHERE "product"."id" IN (SELECT "prod_id" FROM "order_item" WHERE "order_item"."order_id" = ANY (released))
  ORDER BY "product"."id" FOR NO KEY UPDATE;
  UPDATE "product" SET "stock" = "product"."stock" + back."quantity"
  FROM (
    SELECT "order_item"."prod_id", sum("order_item"."quantity")::integer AS "quantity" FROM "order_item"
    WHERE "order_item"."order_id" = ANY (released) GROUP BY "order_item"."prod_id"
  ) AS back
  WHERE "product"."id" = back."prod_id";

  RETURN QUERY SELECT * FROM unnest(released, buyers);
END
$$;--> statement-breakpoint

-- Takes the stock of the wanted products and writes the payment, the order and its lines, in the caller's
-- transaction, or refuses and writes nothing. The products are locked in id order (as every checkout and
-- release locks them, so two cannot each hold what the other waits for) and read; the order is placed when each
-- is for sale (active and its seller not banned, as features/catalog/visibility.ts isForSale says), is not
-- the buyer's own, has the stock, and the total is at most "total_max", at the prices the rows hold. Answers
-- {outcome: 'created', orderId, paymentId, total, expiresAt}, or {outcome: 'refused', lines} with the products as
-- it read them (a missing one absent): features/checkout/reserve-lines.ts tells from them which refusal to
-- answer. Every lock on a product row is FOR NO KEY UPDATE, never FOR UPDATE: order lines hold key-share locks on
-- their products (their foreign key), which FOR UPDATE waits for, so two checkouts of one product would each wait
-- for the other.
CREATE FUNCTION "checkout_place"(
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
    coalesce(bool_and(read."status" = 'active' AND NOT read."seller_banned" AND read."seller_id" <> "buyer"
      AND read."stock" >= read."quantity"), false),
    sum(read."price"::bigint * read."quantity")
  INTO lines, line_count, takeable, total
  FROM (
    SELECT "product"."id", "product"."name", "product"."price", "product"."stock", "product"."status",
      "product"."seller_id", wanted."quantity",
      EXISTS (SELECT 1 FROM "seller" WHERE "seller"."id" = "product"."seller_id" AND "seller"."level" = -1)
        AS "seller_banned"
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
$$;--> statement-breakpoint

-- The spec's create_order_with_reservation for one buyer (docs/decisions/020-one-open-order-per-checkout.md),
-- in the caller's transaction, which is the statement itself for an order paid online:
-- 1. the buyer's row is locked, so the buyer's checkouts take turns and two Pay Now at once make one order;
-- 2. a request whose idempotency key made an order is answered with that order ('previous');
-- 3. with "may_resume", an order awaiting payment with exactly these lines is answered as it is ('resumed'):
--    Pay Now after leaving the payment screen goes back to it. An order paid in person is placed, not
--    awaiting payment: it is never resumed nor replaced (docs/decisions/023-cash-on-meet-up.md);
-- 4. otherwise the order is placed (checkout_place, 'created' with the orders it replaced, or 'refused'),
--    after the buyer's unpaid orders are released (the cart changed since), their products and the wanted ones
--    locked together in id order first. A refusal gives the released orders back, so the old order still
--    awaits payment.
-- A refusal is an answer, not an error: an error would make the server's connection pool close the connection
-- that carried it (pg-pool discards a client whose query failed), and half of a rush is refused.
CREATE FUNCTION "checkout_reserve"(
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
    ORDER BY "payment"."pay_id" FOR UPDATE OF "payment"
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
