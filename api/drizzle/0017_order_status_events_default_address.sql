CREATE TABLE "order_status_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_events_status_valid" CHECK ("order_status_events"."status" in ('AwaitingReview', 'Pending', 'Processing', 'Shipped', 'Delivered', 'Canceled'))
);
--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "order_status_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_addresses_one_default_key" ON "saved_addresses" USING btree ("user_id") WHERE "saved_addresses"."is_default";--> statement-breakpoint
-- Orders placed before the history: their first status when placed (AwaitingReview when a line needed a prescription), then their status now when it differs, at the last change.
INSERT INTO "order_status_events" ("order_id", "status", "at")
SELECT o."id",
       CASE WHEN EXISTS (SELECT 1 FROM "order_lines" l WHERE l."order_id" = o."id" AND l."requires_prescription") THEN 'AwaitingReview' ELSE 'Pending' END,
       o."created_at"
FROM "orders" o;--> statement-breakpoint
INSERT INTO "order_status_events" ("order_id", "status", "at")
SELECT o."id", o."status", greatest(o."updated_at", o."created_at")
FROM "orders" o
WHERE o."status" <> (SELECT e."status" FROM "order_status_events" e WHERE e."order_id" = o."id" ORDER BY e."at" LIMIT 1);
