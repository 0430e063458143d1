ALTER TABLE "delivery" DROP CONSTRAINT "delivery_status_known";--> statement-breakpoint
ALTER TABLE "delivery_status_change" DROP CONSTRAINT "delivery_status_change_known";--> statement-breakpoint
ALTER TABLE "ledger_posting" DROP CONSTRAINT "ledger_posting_cause_known";--> statement-breakpoint
ALTER TABLE "notification" DROP CONSTRAINT "notification_kind_known";--> statement-breakpoint
ALTER TABLE "category" ADD COLUMN "commission_basis_points" integer;--> statement-breakpoint
ALTER TABLE "delivery" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery" ADD COLUMN "remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_preference" ADD COLUMN "order_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "delivery_due_idx" ON "delivery" USING btree ("due_at") WHERE "delivery"."due_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "delivery_remind_idx" ON "delivery" USING btree ("remind_at") WHERE "delivery"."remind_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_commission_within_whole" CHECK ("category"."commission_basis_points" IS NULL OR "category"."commission_basis_points" BETWEEN 0 AND 10000);--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_status_known" CHECK ("delivery"."delivery_status" IN ('pending', 'On the Way', 'Delivered', 'Completed', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "delivery_status_change" ADD CONSTRAINT "delivery_status_change_known" CHECK ("delivery_status_change"."status" IN ('pending', 'On the Way', 'Delivered', 'Completed', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "ledger_posting" ADD CONSTRAINT "ledger_posting_cause_known" CHECK ("ledger_posting"."cause" IN ('part.paid', 'part.refunded', 'part.handed_over', 'part.completed', 'attempt.refund_due', 'refund.paid', 'attempt.refunded'));--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_kind_known" CHECK ("notification"."kind" IN ('order-paid', 'part-delivered', 'part-shipped', 'part-cancelled', 'sale-cancelled', 'ship-reminder', 'receive-reminder', 'part-completed', 'seller-confirmed', 'seller-cancelled', 'product-approved', 'message'));--> statement-breakpoint
-- Parts already under way get the default windows (domain/part-life.ts) from now, as if each had just reached
-- its state: nobody is cancelled, received or completed by surprise the moment the server starts again.
-- A meet-up awaiting its hand-over has no deadline: its hold ends it (close-meet-ups.ts).
UPDATE "delivery" d SET
  "due_at" = now() + CASE d."delivery_status"
    WHEN 'pending' THEN interval '3 days'
    WHEN 'On the Way' THEN interval '7 days'
    ELSE interval '72 hours' END,
  "remind_at" = CASE d."delivery_status"
    WHEN 'pending' THEN now() + interval '2 days'
    WHEN 'On the Way' THEN now() + interval '6 days' END
FROM "orders" o JOIN "payment" p ON p."pay_id" = o."pay_id"
WHERE o."id" = d."order_id"
  AND d."delivery_status" IN ('pending', 'On the Way', 'Delivered')
  AND NOT (d."delivery_status" = 'pending' AND p."method" = 'cash');
