DROP INDEX "medicines_name_trgm_idx";--> statement-breakpoint
DROP INDEX "medicines_description_trgm_idx";--> statement-breakpoint
DROP INDEX "medicines_active_ingredients_trgm_idx";--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "name_lc" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "description_lc" text GENERATED ALWAYS AS (lower(description)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "ingredients_lc" text GENERATED ALWAYS AS (lower(active_ingredients)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "medicines_name_lc_trgm_idx" ON "medicines" USING gin ("name_lc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicines_description_lc_trgm_idx" ON "medicines" USING gin ("description_lc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicines_ingredients_lc_trgm_idx" ON "medicines" USING gin ("ingredients_lc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicines_shown_name_prefix_idx" ON "medicines" USING btree ("name_lc" text_pattern_ops) WHERE NOT "medicines"."hidden";--> statement-breakpoint
-- More of the starting vocabulary (issue 54), from searches that answered nothing or the wrong thing: how shoppers ask for a laxative, the emergency pill, vitamins in pregnancy, eye and ear drops, and "waist pain" (Nigerian English for lower back pain). A term a pharmacist already added is left as it is.
INSERT INTO "search_terms" ("term", "kind", "target", "language") VALUES
('laxative', 'condition', 'constipation, laxative', 'en'),
('laxatives', 'condition', 'constipation, laxative', 'en'),
('purgative', 'condition', 'constipation, laxative', 'en'),
('stool softener', 'condition', 'constipation, laxative', 'en'),
('hard stool', 'condition', 'constipation, laxative', 'en'),
('toilet no dey come', 'condition', 'constipation, laxative', 'pcm'),
('after sex pill', 'condition', 'emergency contraceptive', 'en'),
('pill after sex', 'condition', 'emergency contraceptive', 'en'),
('after sex tablet', 'condition', 'emergency contraceptive', 'en'),
('emergency pill', 'condition', 'emergency contraceptive', 'en'),
('morning pill', 'condition', 'emergency contraceptive', 'en'),
('prenatal', 'condition', 'pregnancy', 'en'),
('pre natal', 'condition', 'pregnancy', 'en'),
('ante natal', 'condition', 'pregnancy', 'en'),
('carrying belle', 'condition', 'pregnancy', 'pcm'),
('get belle', 'condition', 'pregnancy', 'pcm'),
('waist pain', 'condition', 'back pain', 'en'),
('waist ache', 'condition', 'back pain', 'en'),
('lower back pain', 'condition', 'back pain', 'en'),
('eye drop', 'product', 'eye drops', 'en'),
('eye drops', 'product', 'eye drops', 'en'),
('ear drop', 'product', 'ear drops', 'en'),
('ear drops', 'product', 'ear drops', 'en')
ON CONFLICT ("term") DO NOTHING;
--> statement-breakpoint
-- "Antibiotics" is what the shop's Antibiotics category holds (prescription-only), not every medicine whose description says "infection" (antifungal creams among them); left alone if a pharmacist has edited it.
UPDATE "search_terms" SET "kind" = 'category', "target" = 'antibiotics'
WHERE "term" IN ('antibiotic', 'antibiotics') AND "kind" = 'condition' AND "target" = 'infection, antibiotic, bacterial' AND "edited_by" IS NULL;
