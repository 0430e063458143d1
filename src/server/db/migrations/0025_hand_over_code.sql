CREATE TABLE "hand_over_code" (
	"delivery_id" integer PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hand_over_code_tries_in_range" CHECK ("hand_over_code"."wrong_tries" BETWEEN 0 AND 5)
);
--> statement-breakpoint
ALTER TABLE "hand_over_code" ADD CONSTRAINT "hand_over_code_delivery_id_delivery_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("delivery_id") ON DELETE cascade ON UPDATE no action;