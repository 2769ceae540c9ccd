CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"wording_version" text NOT NULL,
	"phone" text,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"given_via" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_via" text,
	CONSTRAINT "consents_kind_valid" CHECK (("consents"."purpose", "consents"."channel") in (('order-updates','sms'),('order-updates','whatsapp'),('offers','email'),('offers','sms'),('health-data','prescriptions'),('health-data','conversations')))
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_key" text NOT NULL,
	"channel" text NOT NULL,
	"user_id" uuid,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_message_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "notification_outbox_channel_valid" CHECK ("notification_outbox"."channel" in ('email', 'sms', 'whatsapp')),
	CONSTRAINT "notification_outbox_status_valid" CHECK ("notification_outbox"."status" in ('pending', 'sending', 'sent', 'failed', 'delivered', 'undelivered'))
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consents_in_force_key" ON "consents" USING btree ("user_id","purpose","channel") WHERE "consents"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "consents_phone_idx" ON "consents" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_event_channel_key" ON "notification_outbox" USING btree ("event_key","channel");--> statement-breakpoint
CREATE INDEX "notification_outbox_provider_id_idx" ON "notification_outbox" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "notification_outbox_status_idx" ON "notification_outbox" USING btree ("status");