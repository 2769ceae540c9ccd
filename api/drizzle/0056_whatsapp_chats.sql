CREATE TABLE "whatsapp_conversations" (
	"phone" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"language" text DEFAULT 'en' NOT NULL,
	"step" text DEFAULT 'menu' NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_inbound_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_inbound_messages" (
	"wamid" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD CONSTRAINT "whatsapp_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_conversations_user_idx" ON "whatsapp_conversations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_messages_received_idx" ON "whatsapp_inbound_messages" USING btree ("received_at");