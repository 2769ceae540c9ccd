CREATE TABLE "health_access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"pharmacist_registration" text,
	"laboratory_id" uuid,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "remote_telemetry" ADD COLUMN "visitor_hash" text;--> statement-breakpoint
ALTER TABLE "ambulance_requests" ADD COLUMN "source_address_hash" text;--> statement-breakpoint
ALTER TABLE "ambulance_requests" ADD COLUMN "source_device_hash" text;--> statement-breakpoint
ALTER TABLE "ambulance_requests" ADD COLUMN "possible_repeat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "health_access_requests" ADD CONSTRAINT "health_access_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_access_requests" ADD CONSTRAINT "health_access_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_access_requests" ADD CONSTRAINT "health_access_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_access_requests_state_idx" ON "health_access_requests" USING btree ("state","requested_at");