CREATE TABLE "data_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"data_affected" text DEFAULT '' NOT NULL,
	"shoppers_affected" integer DEFAULT 0 NOT NULL,
	"discovered_at" timestamp with time zone NOT NULL,
	"regulator_notified_at" timestamp with time zone,
	"shopper_notice" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_incidents_status_valid" CHECK ("data_incidents"."status" in ('open', 'regulator-notified', 'closed')),
	CONSTRAINT "data_incidents_shoppers_nonnegative" CHECK ("data_incidents"."shoppers_affected" >= 0)
);
--> statement-breakpoint
CREATE TABLE "retained_dispensing_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"order_number" integer NOT NULL,
	"patient_name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"prescriber_name" text,
	"pharmacist_name" text,
	"dispensed_at" timestamp with time zone NOT NULL,
	"retained_because" text NOT NULL,
	"erased_at" timestamp with time zone NOT NULL,
	"retain_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_incidents" ADD CONSTRAINT "data_incidents_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retained_dispensing_records" ADD CONSTRAINT "retained_dispensing_records_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retained_dispensing_records_retain_until_idx" ON "retained_dispensing_records" USING btree ("retain_until");