CREATE TABLE "delivery_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parcel_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"rider_id" uuid,
	"state" text DEFAULT 'assigned' NOT NULL,
	"stop_order" integer DEFAULT 0 NOT NULL,
	"code_hash" text NOT NULL,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"last_failure" text,
	"eta_minutes" integer,
	"rebooked_day" date,
	"rebooked_slot" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"checked_in_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_assignments_parcel_key" UNIQUE("parcel_id"),
	CONSTRAINT "delivery_assignments_state_valid" CHECK ("delivery_assignments"."state" in ('assigned', 'arriving', 'delivered', 'failed', 'rebooked', 'to-pickup', 'returning', 'returned')),
	CONSTRAINT "delivery_assignments_failure_valid" CHECK ("delivery_assignments"."last_failure" in ('no-one-home', 'address-not-found', 'refused', 'unsafe')),
	CONSTRAINT "delivery_assignments_slot_valid" CHECK ("delivery_assignments"."rebooked_slot" in ('morning', 'afternoon', 'evening')),
	CONSTRAINT "delivery_assignments_attempts_nonnegative" CHECK ("delivery_assignments"."code_attempts" >= 0 and "delivery_assignments"."failed_tries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"try_number" integer NOT NULL,
	"reason" text NOT NULL,
	"rider_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_failures_try_key" UNIQUE("assignment_id","try_number"),
	CONSTRAINT "delivery_failures_reason_valid" CHECK ("delivery_failures"."reason" in ('no-one-home', 'address-not-found', 'refused', 'unsafe'))
);
--> statement-breakpoint
CREATE TABLE "riders" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"phone" text NOT NULL,
	"granted_by" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_assignments" ADD CONSTRAINT "delivery_assignments_parcel_id_order_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."order_parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_assignments" ADD CONSTRAINT "delivery_assignments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_assignments" ADD CONSTRAINT "delivery_assignments_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_assignments" ADD CONSTRAINT "delivery_assignments_rider_id_riders_user_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_assignments" ADD CONSTRAINT "delivery_assignments_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_failures" ADD CONSTRAINT "delivery_failures_assignment_id_delivery_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."delivery_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_failures" ADD CONSTRAINT "delivery_failures_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_assignments_rider_idx" ON "delivery_assignments" USING btree ("rider_id","state");--> statement-breakpoint
CREATE INDEX "delivery_assignments_pharmacy_idx" ON "delivery_assignments" USING btree ("pharmacy_id","state");--> statement-breakpoint
CREATE INDEX "delivery_assignments_order_idx" ON "delivery_assignments" USING btree ("order_id");