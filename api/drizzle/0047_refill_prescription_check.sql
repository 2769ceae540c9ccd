ALTER TABLE "refill_plans" ADD COLUMN "prescription_checked_by" uuid;--> statement-breakpoint
ALTER TABLE "refill_plans" ADD COLUMN "prescription_checked_by_name" text;--> statement-breakpoint
ALTER TABLE "refill_plans" ADD COLUMN "prescription_checked_by_registration" text;--> statement-breakpoint
ALTER TABLE "refill_plans" ADD COLUMN "prescription_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refill_plans" ADD CONSTRAINT "refill_plans_prescription_checked_by_users_id_fk" FOREIGN KEY ("prescription_checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;