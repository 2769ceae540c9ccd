CREATE TABLE "low_stock_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"medicine_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_levels" ADD COLUMN "reorder_level" integer;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_reorder_level_nonnegative" CHECK ("stock_levels"."reorder_level" is null or "stock_levels"."reorder_level" >= 0);