CREATE TABLE "ingredient_classes" (
	"ingredient" text NOT NULL,
	"class_code" text NOT NULL,
	CONSTRAINT "ingredient_classes_ingredient_class_code_pk" PRIMARY KEY("ingredient","class_code")
);
--> statement-breakpoint
CREATE TABLE "medicine_ingredients" (
	"medicine_id" uuid NOT NULL,
	"ingredient" text NOT NULL,
	"strength_mg" double precision,
	CONSTRAINT "medicine_ingredients_medicine_id_ingredient_pk" PRIMARY KEY("medicine_id","ingredient"),
	CONSTRAINT "medicine_ingredients_strength_check" CHECK ("medicine_ingredients"."strength_mg" is null or "medicine_ingredients"."strength_mg" > 0)
);
--> statement-breakpoint
CREATE TABLE "safety_rule_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_off_by" uuid,
	"signed_off_name" text,
	"signed_off_pcn" text,
	"signed_off_at" timestamp with time zone,
	CONSTRAINT "safety_rule_sets_version_unique" UNIQUE("version"),
	CONSTRAINT "safety_rule_sets_hash_unique" UNIQUE("hash"),
	CONSTRAINT "safety_rule_sets_sign_off_check" CHECK (("safety_rule_sets"."signed_off_at" is null) = ("safety_rule_sets"."signed_off_name" is null) and ("safety_rule_sets"."signed_off_at" is null) = ("safety_rule_sets"."signed_off_pcn" is null))
);
--> statement-breakpoint
CREATE TABLE "safety_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_set_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"ingredient" text,
	"ingredient_class" text,
	"other_ingredient" text,
	"other_class" text,
	"severity" text,
	"daily_max_mg" double precision,
	"min_age_years" integer,
	"source" text NOT NULL,
	"warning_en" text NOT NULL,
	"warning_pcm" text NOT NULL,
	CONSTRAINT "safety_rules_kind_check" CHECK ("safety_rules"."kind" in ('duplicate-ingredient','interaction','allergy-class','age-limit','pregnancy','breastfeeding')),
	CONSTRAINT "safety_rules_severity_check" CHECK ("safety_rules"."severity" is null or "safety_rules"."severity" in ('contraindicated','major','moderate'))
);
--> statement-breakpoint
ALTER TABLE "medicine_ingredients" ADD CONSTRAINT "medicine_ingredients_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_rule_sets" ADD CONSTRAINT "safety_rule_sets_signed_off_by_users_id_fk" FOREIGN KEY ("signed_off_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_rules" ADD CONSTRAINT "safety_rules_rule_set_id_safety_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."safety_rule_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingredient_classes_class_idx" ON "ingredient_classes" USING btree ("class_code");--> statement-breakpoint
CREATE INDEX "medicine_ingredients_ingredient_idx" ON "medicine_ingredients" USING btree ("ingredient");--> statement-breakpoint
CREATE INDEX "safety_rules_set_idx" ON "safety_rules" USING btree ("rule_set_id","position");