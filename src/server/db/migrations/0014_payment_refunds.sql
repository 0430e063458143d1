CREATE TABLE "payment_refund" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refund_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempt_id" integer NOT NULL,
	"delivery_id" integer,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refund_id" text,
	"message" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refund_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_refund_status_known" CHECK ("payment_refund"."status" IN ('pending', 'refunded', 'failed')),
	CONSTRAINT "payment_refund_amount_positive" CHECK ("payment_refund"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_attempt_id_payment_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_delivery_id_delivery_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("delivery_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refund_delivery_unique" ON "payment_refund" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "payment_refund_attempt_idx" ON "payment_refund" USING btree ("attempt_id");