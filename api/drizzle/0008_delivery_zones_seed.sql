-- Custom SQL migration (drizzle-kit generate --custom): the default delivery zones (the 36 states
-- and the FCT; Lagos and the FCT split in two), the free-delivery threshold (N100,000, the footer's
-- promise), and order numbers for orders placed before 0005, in the order they were placed.
-- Admins change zones and the threshold afterwards (admin Delivery page); nothing here overwrites them.
INSERT INTO "delivery_zones" ("code", "state", "name", "fee_kobo", "min_days", "max_days", "delivered", "sort_order") VALUES
  ('abia', 'Abia', 'Abia', 300000, 3, 5, true, 10),
  ('adamawa', 'Adamawa', 'Adamawa', 350000, 4, 7, true, 20),
  ('akwa-ibom', 'Akwa Ibom', 'Akwa Ibom', 300000, 3, 5, true, 30),
  ('anambra', 'Anambra', 'Anambra', 300000, 3, 5, true, 40),
  ('bauchi', 'Bauchi', 'Bauchi', 350000, 4, 7, true, 50),
  ('bayelsa', 'Bayelsa', 'Bayelsa', 300000, 3, 5, true, 60),
  ('benue', 'Benue', 'Benue', 300000, 3, 5, true, 70),
  ('borno', 'Borno', 'Borno', 350000, 4, 7, false, 80),
  ('cross-river', 'Cross River', 'Cross River', 300000, 3, 5, true, 90),
  ('delta', 'Delta', 'Delta', 300000, 3, 5, true, 100),
  ('ebonyi', 'Ebonyi', 'Ebonyi', 300000, 3, 5, true, 110),
  ('edo', 'Edo', 'Edo', 300000, 3, 5, true, 120),
  ('ekiti', 'Ekiti', 'Ekiti', 250000, 2, 4, true, 130),
  ('enugu', 'Enugu', 'Enugu', 300000, 3, 5, true, 140),
  ('fct-abuja-city', 'FCT', 'FCT (Abuja city: AMAC, Garki, Wuse, Maitama, Gwarinpa…)', 200000, 1, 3, true, 150),
  ('fct-area-councils', 'FCT', 'FCT (Bwari, Gwagwalada, Kuje, Kwali, Abaji)', 250000, 2, 4, true, 160),
  ('gombe', 'Gombe', 'Gombe', 350000, 4, 7, true, 170),
  ('imo', 'Imo', 'Imo', 300000, 3, 5, true, 180),
  ('jigawa', 'Jigawa', 'Jigawa', 350000, 3, 6, true, 190),
  ('kaduna', 'Kaduna', 'Kaduna', 300000, 3, 5, true, 200),
  ('kano', 'Kano', 'Kano', 300000, 3, 5, true, 210),
  ('katsina', 'Katsina', 'Katsina', 350000, 3, 6, true, 220),
  ('kebbi', 'Kebbi', 'Kebbi', 350000, 3, 6, true, 230),
  ('kogi', 'Kogi', 'Kogi', 300000, 3, 5, true, 240),
  ('kwara', 'Kwara', 'Kwara', 300000, 3, 5, true, 250),
  ('lagos-island', 'Lagos', 'Lagos (Island: Victoria Island, Ikoyi, Lekki, Ajah…)', 200000, 1, 2, true, 260),
  ('lagos-mainland', 'Lagos', 'Lagos (Mainland: Ikeja, Surulere, Yaba, Ikorodu…)', 150000, 1, 2, true, 270),
  ('nasarawa', 'Nasarawa', 'Nasarawa', 300000, 3, 5, true, 280),
  ('niger', 'Niger', 'Niger', 300000, 3, 5, true, 290),
  ('ogun', 'Ogun', 'Ogun', 250000, 2, 4, true, 300),
  ('ondo', 'Ondo', 'Ondo', 250000, 2, 4, true, 310),
  ('osun', 'Osun', 'Osun', 250000, 2, 4, true, 320),
  ('oyo', 'Oyo', 'Oyo', 250000, 2, 4, true, 330),
  ('plateau', 'Plateau', 'Plateau', 300000, 3, 5, true, 340),
  ('rivers', 'Rivers', 'Rivers', 300000, 3, 5, true, 350),
  ('sokoto', 'Sokoto', 'Sokoto', 350000, 3, 6, true, 360),
  ('taraba', 'Taraba', 'Taraba', 350000, 4, 7, true, 370),
  ('yobe', 'Yobe', 'Yobe', 350000, 4, 7, false, 380),
  ('zamfara', 'Zamfara', 'Zamfara', 350000, 3, 6, true, 390)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "delivery_settings" ("id", "free_threshold_kobo") VALUES (1, 10000000) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- 0005 gave existing orders numbers in table order; renumber them by placing time, then continue after them.
UPDATE "orders" SET "order_number" = -"order_number";
--> statement-breakpoint
UPDATE "orders" SET "order_number" = numbered.n
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "orders") AS numbered
WHERE "orders"."id" = numbered."id";
--> statement-breakpoint
SELECT setval('order_number_seq', GREATEST((SELECT count(*) FROM "orders"), 1), (SELECT count(*) FROM "orders") > 0);
