CREATE TABLE "safety_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"order_id" uuid,
	"medicine_id" uuid,
	"medicine_name" text NOT NULL,
	"lot_number" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"triage_note" text DEFAULT '' NOT NULL,
	"triaged_by" uuid,
	"triaged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safety_reports_kind_valid" CHECK ("safety_reports"."kind" in ('side-effect', 'suspected-fake')),
	CONSTRAINT "safety_reports_state_valid" CHECK ("safety_reports"."state" in ('new', 'reviewing', 'sent-to-nafdac', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "safety_reports" ADD CONSTRAINT "safety_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_reports" ADD CONSTRAINT "safety_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_reports" ADD CONSTRAINT "safety_reports_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_reports" ADD CONSTRAINT "safety_reports_triaged_by_users_id_fk" FOREIGN KEY ("triaged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_reports_created_idx" ON "safety_reports" USING btree ("created_at");