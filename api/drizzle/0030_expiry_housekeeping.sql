CREATE TABLE "stock_expiry_reports" (
	"day" date PRIMARY KEY NOT NULL,
	"batch_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_valid";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_valid" CHECK ("stock_movements"."reason" in ('received', 'damaged', 'expired', 'count-correction', 'sold', 'order-canceled', 'review-rejected', 'quarantined', 'recalled', 'returned-to-supplier', 'written-off'));