CREATE TABLE "card_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"authorization_code" text NOT NULL,
	"signature" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" text NOT NULL,
	"exp_year" text NOT NULL,
	"brand" text NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"reusable" boolean NOT NULL,
	"source_reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refill_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"run_on" date NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"notice_sent_at" timestamp with time zone,
	"notice_amount_kobo" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"payment_reference" text,
	"order_id" uuid,
	"amount_kobo" integer,
	"reason" text,
	"failure_mailed_at" timestamp with time zone,
	"dunning_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refill_cycles_plan_run_key" UNIQUE("plan_id","run_on"),
	CONSTRAINT "refill_cycles_payment_reference_key" UNIQUE("payment_reference"),
	CONSTRAINT "refill_cycles_status_valid" CHECK ("refill_cycles"."status" in ('due', 'charging', 'placed', 'retrying', 'failed', 'asked', 'skipped', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "refill_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"cycle_id" uuid,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refill_links_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "refill_links_purpose_valid" CHECK ("refill_links"."purpose" in ('pay', 'skip', 'change-date', 'pause', 'cancel'))
);
--> statement-breakpoint
CREATE TABLE "refill_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"medicine_id" uuid NOT NULL,
	"medicine_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"interval_days" integer NOT NULL,
	"interval_source" text NOT NULL,
	"next_run_on" date NOT NULL,
	"address_id" uuid NOT NULL,
	"card_authorization_id" uuid,
	"auto_pay_consent_at" timestamp with time zone,
	"prescription_id" uuid,
	"prescribed_units_left" integer,
	"agreed_unit_price_kobo" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"source_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refill_plans_quantity_valid" CHECK ("refill_plans"."quantity" between 1 and 99),
	CONSTRAINT "refill_plans_interval_valid" CHECK ("refill_plans"."interval_days" between 7 and 120),
	CONSTRAINT "refill_plans_status_valid" CHECK ("refill_plans"."status" in ('active', 'paused', 'needs-confirmation', 'needs-prescription', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "card_authorizations" ADD CONSTRAINT "card_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_cycles" ADD CONSTRAINT "refill_cycles_plan_id_refill_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."refill_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_links" ADD CONSTRAINT "refill_links_plan_id_refill_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."refill_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_links" ADD CONSTRAINT "refill_links_cycle_id_refill_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."refill_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_plans" ADD CONSTRAINT "refill_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_plans" ADD CONSTRAINT "refill_plans_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_plans" ADD CONSTRAINT "refill_plans_address_id_saved_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."saved_addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_plans" ADD CONSTRAINT "refill_plans_card_authorization_id_card_authorizations_id_fk" FOREIGN KEY ("card_authorization_id") REFERENCES "public"."card_authorizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_plans" ADD CONSTRAINT "refill_plans_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_authorizations_user_signature_key" ON "card_authorizations" USING btree ("user_id","signature");--> statement-breakpoint
CREATE INDEX "refill_cycles_open_idx" ON "refill_cycles" USING btree ("status") WHERE "refill_cycles"."status" in ('due', 'charging', 'retrying');--> statement-breakpoint
CREATE INDEX "refill_plans_user_idx" ON "refill_plans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refill_plans_due_idx" ON "refill_plans" USING btree ("next_run_on") WHERE "refill_plans"."status" = 'active';