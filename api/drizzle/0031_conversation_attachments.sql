ALTER TABLE "conversation_messages" ADD COLUMN "attachment_key" text;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "attachment_type" text;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "attachment_bytes" integer;