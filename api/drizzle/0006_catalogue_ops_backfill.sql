-- Medicines that existed before stock was counted were sold without a limit: they start with
-- 100 units on hand (recorded as received), so a catalogue seeded earlier is not suddenly sold
-- out. On a fresh database there are no rows yet and this changes nothing.
UPDATE "medicines" SET "stock_quantity" = 100 WHERE "stock_quantity" = 0;
--> statement-breakpoint
INSERT INTO "stock_movements" ("medicine_id", "change", "quantity_after", "reason", "note")
SELECT "id", 100, 100, 'received', 'Opening stock when stock counting began'
FROM "medicines" m
WHERE NOT EXISTS (SELECT 1 FROM "stock_movements" s WHERE s."medicine_id" = m."id");
