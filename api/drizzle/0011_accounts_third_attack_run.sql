ALTER TABLE "email_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Logins already open began when their family's first token was issued.
UPDATE "refresh_tokens" AS r SET "session_started_at" = f."started" FROM (SELECT "family_id", min("created_at") AS "started" FROM "refresh_tokens" GROUP BY "family_id") AS f WHERE r."family_id" = f."family_id";
