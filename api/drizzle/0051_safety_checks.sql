CREATE TABLE "medication_safety_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_id" uuid,
	"source" text NOT NULL,
	"refill_plan_id" uuid,
	"lines" jsonb NOT NULL,
	"alerts" jsonb NOT NULL,
	"alerts_hash" text NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"pharmacist_id" uuid,
	"pharmacist_name" text,
	"pharmacist_registration" text,
	"reason" text,
	"decided_at" timestamp with time zone,
	"used_by_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medication_safety_holds_source_check" CHECK ("medication_safety_holds"."source" in ('checkout','pay-on-delivery','refill')),
	CONSTRAINT "medication_safety_holds_status_check" CHECK ("medication_safety_holds"."status" in ('awaiting','overridden','refused','used')),
	CONSTRAINT "medication_safety_holds_decided_check" CHECK (("medication_safety_holds"."status" = 'awaiting') = ("medication_safety_holds"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "refill_plans" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "medication_safety_holds" ADD CONSTRAINT "medication_safety_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_safety_holds" ADD CONSTRAINT "medication_safety_holds_profile_id_medication_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."medication_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_safety_holds" ADD CONSTRAINT "medication_safety_holds_pharmacist_id_users_id_fk" FOREIGN KEY ("pharmacist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medication_safety_holds_user_idx" ON "medication_safety_holds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "medication_safety_holds_awaiting_idx" ON "medication_safety_holds" USING btree ("created_at") WHERE "medication_safety_holds"."status" = 'awaiting';--> statement-breakpoint
ALTER TABLE "refill_plans" ADD CONSTRAINT "refill_plans_profile_id_medication_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."medication_profiles"("id") ON DELETE set null ON UPDATE no action;