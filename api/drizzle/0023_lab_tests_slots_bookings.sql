CREATE TABLE "lab_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"address" text,
	"test_price_kobo" integer NOT NULL,
	"home_fee_kobo" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"refund_due" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "lab_bookings_mode_valid" CHECK ("lab_bookings"."mode" in ('lab', 'home')),
	CONSTRAINT "lab_bookings_status_valid" CHECK ("lab_bookings"."status" in ('booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "lab_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"laboratory_id" uuid NOT NULL,
	"area" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"home_fee_kobo" integer,
	CONSTRAINT "lab_slots_capacity_positive" CHECK ("lab_slots"."capacity" > 0),
	CONSTRAINT "lab_slots_booked_within_capacity" CHECK ("lab_slots"."booked" >= 0 and "lab_slots"."booked" <= "lab_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "lab_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"laboratory_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_kobo" integer NOT NULL,
	"sample_type" text NOT NULL,
	"preparation" text DEFAULT '' NOT NULL,
	"turnaround_hours" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_tests_price_positive" CHECK ("lab_tests"."price_kobo" > 0),
	CONSTRAINT "lab_tests_turnaround_positive" CHECK ("lab_tests"."turnaround_hours" > 0)
);
--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_test_id_lab_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."lab_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_slot_id_lab_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."lab_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_slots" ADD CONSTRAINT "lab_slots_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_bookings_user_idx" ON "lab_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "lab_bookings_slot_idx" ON "lab_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "lab_slots_laboratory_idx" ON "lab_slots" USING btree ("laboratory_id","starts_at");--> statement-breakpoint
CREATE INDEX "lab_tests_laboratory_idx" ON "lab_tests" USING btree ("laboratory_id");