CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_reference" text NOT NULL,
	"provider_refund_id" text,
	"amount_kobo" integer NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_response" jsonb,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_provider_refund_id_key" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_amount_kobo_positive" CHECK ("refunds"."amount_kobo" > 0),
	CONSTRAINT "refunds_status_valid" CHECK ("refunds"."status" in ('pending', 'processing', 'processed', 'failed', 'needs-attention'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charged_kobo" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_kobo" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attention" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_reference_payments_reference_fk" FOREIGN KEY ("payment_reference") REFERENCES "public"."payments"("reference") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("status") WHERE "refunds"."status" in ('pending', 'processing', 'needs-attention');--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';