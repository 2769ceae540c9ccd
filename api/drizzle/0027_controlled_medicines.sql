CREATE TABLE "controlled_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"medicine_id" uuid,
	"medicine_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"cap" text NOT NULL,
	"cap_limit" integer NOT NULL,
	"already_bought" integer DEFAULT 0 NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "controlled_attempts_cap_valid" CHECK ("controlled_attempts"."cap" in ('per-order', 'person-30-days', 'phone-30-days', 'address-30-days'))
);
--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "controlled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "controlled_attempts" ADD CONSTRAINT "controlled_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_attempts" ADD CONSTRAINT "controlled_attempts_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "controlled_attempts_created_idx" ON "controlled_attempts" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_controlled_is_pom" CHECK (NOT "medicines"."controlled" OR "medicines"."medicine_class" = 'pom');--> statement-breakpoint
-- Codeine and tramadol already listed as prescription-only become controlled (the seed does the same for new data).
UPDATE "medicines" SET "controlled" = true WHERE "medicine_class" = 'pom' AND ("active_ingredients" ~* '(codeine|tramadol)' OR "name" ~* '(codeine|tramadol)');
