CREATE TABLE "order_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"pharmacist_id" uuid,
	"pharmacist_name" text NOT NULL,
	"pharmacist_registration" text,
	"decision" text NOT NULL,
	"reason" text,
	"refund_kobo" integer DEFAULT 0 NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reviews_order_key" UNIQUE("order_id"),
	CONSTRAINT "order_reviews_decision_valid" CHECK ("order_reviews"."decision" in ('approved', 'rejected', 'partial')),
	CONSTRAINT "order_reviews_refund_nonnegative" CHECK ("order_reviews"."refund_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "prescription_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prescription_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"allowed" boolean NOT NULL,
	"ip" text,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "prescription_access_log_actor_valid" CHECK ("prescription_access_log"."actor" in ('owner', 'pharmacist', 'other', 'anonymous')),
	CONSTRAINT "prescription_access_log_action_valid" CHECK ("prescription_access_log"."action" in ('view', 'file'))
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"prescriber_name" text NOT NULL,
	"written_on" date NOT NULL,
	"notes" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_content_type_valid" CHECK ("prescriptions"."content_type" in ('image/jpeg', 'image/png', 'application/pdf')),
	CONSTRAINT "prescriptions_size_positive" CHECK ("prescriptions"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_valid";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_pharmacist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pharmacist_registration" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "prescription_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "requires_prescription" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "review_decision" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prescription_id" uuid;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_pharmacist_id_users_id_fk" FOREIGN KEY ("pharmacist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_access_log" ADD CONSTRAINT "prescription_access_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescription_access_log_prescription_idx" ON "prescription_access_log" USING btree ("prescription_id","at");--> statement-breakpoint
CREATE INDEX "prescriptions_user_idx" ON "prescriptions" USING btree ("user_id","uploaded_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_review_decision_valid" CHECK ("order_lines"."review_decision" in ('approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('AwaitingReview', 'Pending', 'Processing', 'Shipped', 'Delivered', 'Canceled'));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_valid" CHECK ("stock_movements"."reason" in ('received', 'damaged', 'expired', 'count-correction', 'sold', 'order-canceled', 'review-rejected'));