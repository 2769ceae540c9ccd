CREATE TABLE "prescription_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"prescription_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"pharmacist_id" uuid,
	"pharmacist_name" text,
	"pharmacist_registration" text,
	"reason" text,
	"used_by_reference" text,
	CONSTRAINT "prescription_approvals_status_valid" CHECK ("prescription_approvals"."status" in ('awaiting', 'approved', 'rejected', 'used', 'replaced'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pharmacist_display_name" text;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD COLUMN "before_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_approvals" ADD CONSTRAINT "prescription_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_approvals" ADD CONSTRAINT "prescription_approvals_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_approvals" ADD CONSTRAINT "prescription_approvals_pharmacist_id_users_id_fk" FOREIGN KEY ("pharmacist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescription_approvals_user_idx" ON "prescription_approvals" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "prescription_approvals_status_idx" ON "prescription_approvals" USING btree ("status","requested_at");