CREATE TABLE "promotion_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_reference" text NOT NULL,
	"discount_kobo" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_redemptions_discount_positive" CHECK ("promotion_redemptions"."discount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off_kobo" integer,
	"min_basket_kobo" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_shopper" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_valid" CHECK ("promotions"."kind" in ('percent', 'amount')),
	CONSTRAINT "promotions_value_valid" CHECK (("promotions"."kind" = 'percent' and "promotions"."percent_off" between 1 and 100 and "promotions"."amount_off_kobo" is null) or ("promotions"."kind" = 'amount' and "promotions"."amount_off_kobo" > 0 and "promotions"."percent_off" is null)),
	CONSTRAINT "promotions_min_basket_nonnegative" CHECK ("promotions"."min_basket_kobo" >= 0),
	CONSTRAINT "promotions_limits_positive" CHECK (("promotions"."max_uses" is null or "promotions"."max_uses" >= 1) and ("promotions"."max_uses_per_shopper" is null or "promotions"."max_uses_per_shopper" >= 1)),
	CONSTRAINT "promotions_used_within_limit" CHECK ("promotions"."max_uses" is null or "promotions"."used_count" <= "promotions"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_kobo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemptions_payment_key" ON "promotion_redemptions" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_user_idx" ON "promotion_redemptions" USING btree ("promotion_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_key" ON "promotions" USING btree ("code");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_kobo_nonnegative" CHECK ("orders"."discount_kobo" >= 0);