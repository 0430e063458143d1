CREATE TABLE "ledger_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"seller_id" text,
	"gateway" text,
	"allow_negative" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ledger_account_kind_known" CHECK ("ledger_account"."kind" IN ('gateway', 'seller_pending', 'seller_available', 'seller_in_transit', 'commission', 'refunds_payable')),
	CONSTRAINT "ledger_account_owner" CHECK (("ledger_account"."kind" LIKE 'seller_%') = ("ledger_account"."seller_id" IS NOT NULL) AND ("ledger_account"."kind" = 'gateway') = ("ledger_account"."gateway" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"posting_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_entry_amount_not_zero" CHECK ("ledger_entry"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_posting" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_posting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cause" text NOT NULL,
	"cause_id" integer NOT NULL,
	"order_id" integer,
	"delivery_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_posting_cause_known" CHECK ("ledger_posting"."cause" IN ('part.paid', 'part.refunded', 'part.handed_over', 'attempt.refund_due', 'refund.paid', 'attempt.refunded'))
);
--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "commission" integer;--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_posting_id_ledger_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_posting"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_account_unique" ON "ledger_account" USING btree ("kind",coalesce("seller_id", ''),coalesce("gateway", ''));--> statement-breakpoint
CREATE INDEX "ledger_entry_account_idx" ON "ledger_entry" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_entry_posting_idx" ON "ledger_entry" USING btree ("posting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_posting_cause_unique" ON "ledger_posting" USING btree ("cause","cause_id");--> statement-breakpoint
CREATE INDEX "ledger_posting_order_idx" ON "ledger_posting" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_commission_within_line" CHECK ("order_item"."commission" IS NULL OR "order_item"."commission" BETWEEN 0 AND "order_item"."quantity" * "order_item"."price_at_purchase");--> statement-breakpoint
-- The platform's own accounts exist from the start; a seller's are made when first posted to.
INSERT INTO "ledger_account" ("kind", "gateway") VALUES ('gateway', 'bkash'), ('gateway', 'sslcommerz');--> statement-breakpoint
INSERT INTO "ledger_account" ("kind") VALUES ('commission'), ('refunds_payable');--> statement-breakpoint
-- Every posting sums to zero, checked when the transaction that wrote it commits.
CREATE FUNCTION ledger_posting_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entry WHERE posting_id = NEW.posting_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger posting % does not balance: its entries sum to %', NEW.posting_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entry_balanced" AFTER INSERT ON "ledger_entry"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_posting_balanced();--> statement-breakpoint
-- Balances are sums of entries: an entry or a posting, once written, is never changed or removed.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entry_append_only" BEFORE UPDATE OR DELETE ON "ledger_entry"
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER "ledger_posting_append_only" BEFORE UPDATE OR DELETE ON "ledger_posting"
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
-- What was paid and refunded before the ledger existed, posted as it would have been then (no commission yet).
INSERT INTO "ledger_account" ("kind", "seller_id", "allow_negative")
  SELECT k.kind, s.id, k.kind = 'seller_available' FROM seller s
  CROSS JOIN (VALUES ('seller_pending'), ('seller_available'), ('seller_in_transit')) AS k(kind)
  ORDER BY s.id, k.kind;--> statement-breakpoint
CREATE TEMPORARY TABLE ledger_backfill ON COMMIT DROP AS
  SELECT d.delivery_id, d.order_id, d.seller_id, a.gateway, sum(i.quantity * i.price_at_purchase)::bigint AS total
  FROM delivery d
  JOIN orders o ON o.id = d.order_id
  JOIN payment_attempt a ON a.pay_id = o.pay_id AND a.status = 'completed'
  JOIN order_item i ON i.order_id = d.order_id AND i.seller_id = d.seller_id
  GROUP BY d.delivery_id, d.order_id, d.seller_id, a.gateway;--> statement-breakpoint
INSERT INTO "ledger_posting" ("cause", "cause_id", "order_id", "delivery_id")
  SELECT 'part.paid', delivery_id, order_id, delivery_id FROM ledger_backfill WHERE total > 0 ORDER BY delivery_id;--> statement-breakpoint
INSERT INTO "ledger_entry" ("posting_id", "account_id", "amount")
  SELECT p.id, g.id, b.total FROM ledger_backfill b
  JOIN ledger_posting p ON p.cause = 'part.paid' AND p.cause_id = b.delivery_id
  JOIN ledger_account g ON g.kind = 'gateway' AND g.gateway = b.gateway
  UNION ALL
  SELECT p.id, s.id, -b.total FROM ledger_backfill b
  JOIN ledger_posting p ON p.cause = 'part.paid' AND p.cause_id = b.delivery_id
  JOIN ledger_account s ON s.kind = 'seller_pending' AND s.seller_id = b.seller_id;--> statement-breakpoint
INSERT INTO "ledger_posting" ("cause", "cause_id", "order_id", "delivery_id")
  SELECT 'part.refunded', b.delivery_id, b.order_id, b.delivery_id FROM ledger_backfill b
  WHERE EXISTS (SELECT 1 FROM payment_refund r WHERE r.delivery_id = b.delivery_id) ORDER BY b.delivery_id;--> statement-breakpoint
INSERT INTO "ledger_entry" ("posting_id", "account_id", "amount")
  SELECT p.id, s.id, b.total FROM ledger_backfill b
  JOIN ledger_posting p ON p.cause = 'part.refunded' AND p.cause_id = b.delivery_id
  JOIN ledger_account s ON s.kind = 'seller_pending' AND s.seller_id = b.seller_id
  UNION ALL
  SELECT p.id, r.id, -b.total FROM ledger_backfill b
  JOIN ledger_posting p ON p.cause = 'part.refunded' AND p.cause_id = b.delivery_id
  CROSS JOIN ledger_account r WHERE r.kind = 'refunds_payable';--> statement-breakpoint
INSERT INTO "ledger_posting" ("cause", "cause_id", "order_id", "delivery_id")
  SELECT 'refund.paid', r.id, d.order_id, r.delivery_id FROM payment_refund r
  LEFT JOIN delivery d ON d.delivery_id = r.delivery_id WHERE r.status = 'refunded' ORDER BY r.id;--> statement-breakpoint
INSERT INTO "ledger_entry" ("posting_id", "account_id", "amount")
  SELECT p.id, q.id, r.amount FROM payment_refund r
  JOIN ledger_posting p ON p.cause = 'refund.paid' AND p.cause_id = r.id
  CROSS JOIN ledger_account q WHERE q.kind = 'refunds_payable'
  UNION ALL
  SELECT p.id, g.id, -r.amount FROM payment_refund r
  JOIN ledger_posting p ON p.cause = 'refund.paid' AND p.cause_id = r.id
  JOIN payment_attempt a ON a.id = r.attempt_id
  JOIN ledger_account g ON g.kind = 'gateway' AND g.gateway = a.gateway;--> statement-breakpoint
INSERT INTO "ledger_posting" ("cause", "cause_id", "order_id")
  SELECT c.cause, a.id, o.id FROM payment_attempt a
  JOIN orders o ON o.pay_id = a.pay_id
  CROSS JOIN (VALUES ('attempt.refund_due'), ('attempt.refunded')) AS c(cause)
  WHERE a.refund_status IS NOT NULL AND (c.cause = 'attempt.refund_due' OR a.refund_status = 'refunded')
  ORDER BY a.id, c.cause;--> statement-breakpoint
INSERT INTO "ledger_entry" ("posting_id", "account_id", "amount")
  SELECT p.id, g.id, CASE WHEN p.cause = 'attempt.refund_due' THEN a.amount ELSE -a.amount END
  FROM payment_attempt a
  JOIN ledger_posting p ON p.cause IN ('attempt.refund_due', 'attempt.refunded') AND p.cause_id = a.id
  JOIN ledger_account g ON g.kind = 'gateway' AND g.gateway = a.gateway
  UNION ALL
  SELECT p.id, q.id, CASE WHEN p.cause = 'attempt.refund_due' THEN -a.amount ELSE a.amount END
  FROM payment_attempt a
  JOIN ledger_posting p ON p.cause IN ('attempt.refund_due', 'attempt.refunded') AND p.cause_id = a.id
  CROSS JOIN ledger_account q WHERE q.kind = 'refunds_payable';
