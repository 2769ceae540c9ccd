ALTER TABLE "refill_plans" ADD COLUMN "prescription_refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refill_plans" ADD COLUMN "prescription_refused_reason" text;--> statement-breakpoint
ALTER TABLE "refill_plans" ADD COLUMN "prescription_refused_by_name" text;