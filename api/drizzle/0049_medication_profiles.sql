CREATE TABLE "medication_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"relationship" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"sex" text,
	"pregnant" boolean DEFAULT false NOT NULL,
	"breastfeeding" boolean DEFAULT false NOT NULL,
	"allergies" jsonb DEFAULT '{"ingredients":[],"classes":[]}'::jsonb NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"medicines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medication_profiles_relationship_check" CHECK ("medication_profiles"."relationship" in ('self','child','parent','partner','sibling','grandparent','other')),
	CONSTRAINT "medication_profiles_sex_check" CHECK ("medication_profiles"."sex" is null or "medication_profiles"."sex" in ('female','male')),
	CONSTRAINT "medication_profiles_pregnancy_check" CHECK ((not "medication_profiles"."pregnant" and not "medication_profiles"."breastfeeding") or "medication_profiles"."sex" = 'female'),
	CONSTRAINT "medication_profiles_other_born_check" CHECK ("medication_profiles"."relationship" = 'self' or "medication_profiles"."date_of_birth" is not null)
);
--> statement-breakpoint
ALTER TABLE "medication_profiles" ADD CONSTRAINT "medication_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medication_profiles_user_idx" ON "medication_profiles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "medication_profiles_one_self_idx" ON "medication_profiles" USING btree ("user_id") WHERE "medication_profiles"."relationship" = 'self';