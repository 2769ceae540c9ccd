CREATE TABLE "stock_levels" (
	"medicine_id" uuid PRIMARY KEY NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_levels_quantity_nonnegative" CHECK ("stock_levels"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "medicines" DROP CONSTRAINT "medicines_stock_quantity_nonnegative";--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every medicine's units on hand move to the stock domain's table, zeros included, before the column goes.
INSERT INTO "stock_levels" ("medicine_id", "quantity") SELECT "id", "stock_quantity" FROM "medicines";--> statement-breakpoint
ALTER TABLE "medicines" DROP COLUMN "stock_quantity";