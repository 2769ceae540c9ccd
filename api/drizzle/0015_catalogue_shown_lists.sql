CREATE TABLE "medicine_category_counts" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"shown_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medicine_category_counts" ADD CONSTRAINT "medicine_category_counts_category_id_medicine_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."medicine_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medicines_shown_name_idx" ON "medicines" USING btree ("name","id","category_id") WHERE NOT "medicines"."hidden";--> statement-breakpoint
CREATE INDEX "medicines_shown_category_name_idx" ON "medicines" USING btree ("category_id","name","id") WHERE NOT "medicines"."hidden";