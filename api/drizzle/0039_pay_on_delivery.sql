CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_on_delivery_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"payment_reference" text NOT NULL,
	"phone" text NOT NULL,
	"address_key" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_on_delivery_state_valid" CHECK ("pay_on_delivery_orders"."state" in ('open', 'paid', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_on_delivery_orders" ADD CONSTRAINT "pay_on_delivery_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_verifications_user_phone_idx" ON "phone_verifications" USING btree ("user_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_on_delivery_open_phone_key" ON "pay_on_delivery_orders" USING btree ("phone") WHERE "pay_on_delivery_orders"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "pay_on_delivery_open_address_key" ON "pay_on_delivery_orders" USING btree ("address_key") WHERE "pay_on_delivery_orders"."state" = 'open';--> statement-breakpoint
CREATE INDEX "pay_on_delivery_phone_idx" ON "pay_on_delivery_orders" USING btree ("phone");