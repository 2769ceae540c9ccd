CREATE TABLE "stock_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"medicine_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_allocations_quantity_nonnegative" CHECK ("stock_allocations"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"medicine_id" uuid NOT NULL,
	"gtin" text,
	"lot_number" text NOT NULL,
	"expiry_date" date,
	"opening_balance" boolean DEFAULT false NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"quantity_received" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'sellable' NOT NULL,
	"supplier_id" uuid,
	"received_by" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "stock_batches_quantity_nonnegative" CHECK ("stock_batches"."quantity" >= 0),
	CONSTRAINT "stock_batches_status_valid" CHECK ("stock_batches"."status" in ('sellable', 'quarantined', 'recalled', 'returned')),
	CONSTRAINT "stock_batches_expiry_known" CHECK ("stock_batches"."opening_balance" or "stock_batches"."expiry_date" is not null)
);
--> statement-breakpoint
CREATE TABLE "stock_recall_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recall_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"outcome" text NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "stock_recall_orders_outcome_valid" CHECK ("stock_recall_orders"."outcome" in ('reallocated', 'refunded', 'received'))
);
--> statement-breakpoint
CREATE TABLE "stock_recalls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"nafdac_reference" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"licence_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_valid";--> statement-breakpoint
ALTER TABLE "stock_levels" ADD COLUMN "course_days" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_supplier_id_stock_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."stock_suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_recall_orders" ADD CONSTRAINT "stock_recall_orders_recall_id_stock_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."stock_recalls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_recall_orders" ADD CONSTRAINT "stock_recall_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_recalls" ADD CONSTRAINT "stock_recalls_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_recalls" ADD CONSTRAINT "stock_recalls_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_allocations_order_batch_key" ON "stock_allocations" USING btree ("order_id","batch_id");--> statement-breakpoint
CREATE INDEX "stock_allocations_batch_idx" ON "stock_allocations" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_batches_medicine_lot_key" ON "stock_batches" USING btree ("medicine_id","lot_number");--> statement-breakpoint
CREATE INDEX "stock_batches_allocation_idx" ON "stock_batches" USING btree ("medicine_id","status","expiry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_recall_orders_key" ON "stock_recall_orders" USING btree ("recall_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_recalls_batch_key" ON "stock_recalls" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_suppliers_licence_key" ON "stock_suppliers" USING btree ("licence_number");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_course_days_valid" CHECK ("stock_levels"."course_days" is null or "stock_levels"."course_days" between 1 and 3650);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_valid" CHECK ("stock_movements"."reason" in ('received', 'damaged', 'expired', 'count-correction', 'sold', 'order-canceled', 'review-rejected', 'quarantined', 'recalled', 'returned-to-supplier'));--> statement-breakpoint
-- Every unit on hand before batches were kept becomes one "opening balance" batch per medicine
-- (no GTIN, lot or expiry known): sellable, so stock_levels.quantity stays the sum of sellable batches.
INSERT INTO "stock_batches" ("medicine_id", "lot_number", "opening_balance", "quantity", "quantity_received", "status", "note")
SELECT "medicine_id", 'OPENING-BALANCE', true, "quantity", "quantity", 'sellable', 'Stock on hand before batches were recorded'
FROM "stock_levels" WHERE "quantity" > 0;
