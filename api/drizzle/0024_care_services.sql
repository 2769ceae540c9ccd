CREATE TABLE "conversation_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"allowed" boolean NOT NULL,
	"ip" text,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "conversation_access_log_actor_valid" CHECK ("conversation_access_log"."actor" in ('owner', 'pharmacist', 'other'))
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"author_id" uuid,
	"author" text NOT NULL,
	"pharmacist_name" text,
	"pharmacist_registration" text,
	"body" text NOT NULL,
	"red_flag" boolean DEFAULT false NOT NULL,
	"response_seconds" integer,
	"sent_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "conversation_messages_author_valid" CHECK ("conversation_messages"."author" in ('shopper', 'pharmacist'))
);
--> statement-breakpoint
CREATE TABLE "conversation_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"topic_id" text,
	"subject" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"waiting_since" timestamp with time zone,
	"red_flag" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_threads_topic_valid" CHECK ("conversation_threads"."topic" in ('product', 'order', 'prescription', 'refill', 'general')),
	CONSTRAINT "conversation_threads_status_valid" CHECK ("conversation_threads"."status" in ('waiting', 'answered', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "ambulance_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracking_hash" text NOT NULL,
	"user_id" uuid,
	"address" text NOT NULL,
	"landmark" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"what_happened" text NOT NULL,
	"patient" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"ambulance_id" uuid,
	"ambulance_name" text,
	"crew_phone" text,
	"dispatcher_id" uuid,
	"requested_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"assigned_at" timestamp with time zone,
	"on_the_way_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "ambulance_requests_status_valid" CHECK ("ambulance_requests"."status" in ('requested', 'assigned', 'on_the_way', 'arrived', 'closed', 'cancelled', 'false_alarm')),
	CONSTRAINT "ambulance_requests_patient_valid" CHECK ("ambulance_requests"."patient" in ('self', 'someone-else'))
);
--> statement-breakpoint
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
ALTER TABLE "ambulances" ADD COLUMN "crew_phone" text;--> statement-breakpoint
ALTER TABLE "conversation_access_log" ADD CONSTRAINT "conversation_access_log_thread_id_conversation_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."conversation_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_access_log" ADD CONSTRAINT "conversation_access_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_thread_id_conversation_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."conversation_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_threads" ADD CONSTRAINT "conversation_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_requests" ADD CONSTRAINT "ambulance_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_requests" ADD CONSTRAINT "ambulance_requests_ambulance_id_ambulances_id_fk" FOREIGN KEY ("ambulance_id") REFERENCES "public"."ambulances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_requests" ADD CONSTRAINT "ambulance_requests_dispatcher_id_users_id_fk" FOREIGN KEY ("dispatcher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_test_id_lab_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."lab_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_slot_id_lab_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."lab_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_slots" ADD CONSTRAINT "lab_slots_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_access_log_thread_idx" ON "conversation_access_log" USING btree ("thread_id","at");--> statement-breakpoint
CREATE INDEX "conversation_messages_thread_idx" ON "conversation_messages" USING btree ("thread_id","sent_at");--> statement-breakpoint
CREATE INDEX "conversation_messages_replies_idx" ON "conversation_messages" USING btree ("author","sent_at");--> statement-breakpoint
CREATE INDEX "conversation_threads_user_idx" ON "conversation_threads" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "conversation_threads_queue_idx" ON "conversation_threads" USING btree ("status","waiting_since");--> statement-breakpoint
CREATE UNIQUE INDEX "ambulance_requests_tracking_key" ON "ambulance_requests" USING btree ("tracking_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "ambulance_requests_one_open_per_ambulance" ON "ambulance_requests" USING btree ("ambulance_id") WHERE "ambulance_requests"."status" in ('assigned', 'on_the_way', 'arrived');--> statement-breakpoint
CREATE INDEX "ambulance_requests_status_idx" ON "ambulance_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "lab_bookings_user_idx" ON "lab_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "lab_bookings_slot_idx" ON "lab_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "lab_slots_laboratory_idx" ON "lab_slots" USING btree ("laboratory_id","starts_at");--> statement-breakpoint
CREATE INDEX "lab_tests_laboratory_idx" ON "lab_tests" USING btree ("laboratory_id");--> statement-breakpoint
-- The seeded ambulances get their (fictional) crew phones, as a new database seeds them.
UPDATE "ambulances" SET "crew_phone" = CASE "name"
  WHEN 'e-pharmacy Rapid Response Ikeja' THEN '0809 000 0101'
  WHEN 'e-pharmacy Rapid Response Lekki' THEN '0809 000 0102'
  WHEN 'e-pharmacy Rapid Response Wuse' THEN '0809 000 0103'
  WHEN 'e-pharmacy Rapid Response Trans-Amadi' THEN '0809 000 0104'
  WHEN 'e-pharmacy Rapid Response Ring Road' THEN '0809 000 0105'
  WHEN 'e-pharmacy Rapid Response Kano' THEN '0809 000 0106'
  WHEN 'e-pharmacy Rapid Response Enugu' THEN '0809 000 0107'
END WHERE "crew_phone" IS NULL AND "name" LIKE 'e-pharmacy Rapid Response %';
