DROP INDEX "stock_batches_medicine_lot_key";--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "kind" text DEFAULT 'pharmacy' NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "opening_hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "delivery_states" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "delivery_lgas" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "is_pickup_point" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_location_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_pin_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_pin_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
-- The central warehouse: every batch held before locations were kept is there, unit for unit.
INSERT INTO "pharmacies" ("id", "name", "location", "contact", "delivery_range", "kind", "address", "state", "latitude", "longitude", "opening_hours", "delivery_states", "is_pickup_point")
VALUES ('00000000-0000-4000-8000-00000000a001', 'e-pharmacy central warehouse', 'Oregun Industrial Estate, Ikeja, Lagos', '+234 803 555 0100', 'Nationwide',
  'warehouse', '8 Kudirat Abiola Way, Oregun, Ikeja, Lagos', 'Lagos', 6.6050, 3.3630, 'Mon–Fri 8:00–18:00',
  '["Abia","Adamawa","Akwa Ibom","Anambra","Bauchi","Bayelsa","Benue","Borno","Cross River","Delta","Ebonyi","Edo","Ekiti","Enugu","FCT","Gombe","Imo","Jigawa","Kaduna","Kano","Katsina","Kebbi","Kogi","Kwara","Lagos","Nasarawa","Niger","Ogun","Ondo","Osun","Oyo","Plateau","Rivers","Sokoto","Taraba","Yobe","Zamfara"]'::jsonb,
  false)
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "location_id" uuid DEFAULT '00000000-0000-4000-8000-00000000a001' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_location_id_pharmacies_id_fk" FOREIGN KEY ("fulfilment_location_id") REFERENCES "public"."pharmacies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_location_id_pharmacies_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."pharmacies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_batches_location_medicine_lot_key" ON "stock_batches" USING btree ("location_id","medicine_id","lot_number");--> statement-breakpoint
ALTER TABLE "pharmacies" ADD CONSTRAINT "pharmacies_kind_valid" CHECK ("pharmacies"."kind" in ('pharmacy', 'warehouse'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_valid" CHECK ("orders"."fulfilment" in ('delivery', 'pickup'));--> statement-breakpoint
-- The directory's free text becomes structured data: the state named in a pharmacy's location
-- (a city standing for its state: Abuja is the FCT, Port Harcourt Rivers, Ibadan Oyo), which it
-- delivers to (its "15 km" range stays as the directory's text); its street address; a branch is a
-- pickup point with the shop's usual hours. Coordinates are known for the branches the shop seeded.
UPDATE "pharmacies" p SET
  "state" = s.state,
  "delivery_states" = jsonb_build_array(s.state),
  "address" = p."location",
  "opening_hours" = 'Mon–Sat 8:00–20:00',
  "is_pickup_point" = true
FROM (
  SELECT ph."id", (
    SELECT m.state FROM (VALUES
      ('%abuja%', 'FCT'), ('%port harcourt%', 'Rivers'), ('%ibadan%', 'Oyo'), ('%lagos%', 'Lagos'), ('%kano%', 'Kano'),
      ('%enugu%', 'Enugu'), ('%kaduna%', 'Kaduna'), ('%benin city%', 'Edo'), ('%calabar%', 'Cross River'),
      ('%uyo%', 'Akwa Ibom'), ('%jos%', 'Plateau'), ('%ilorin%', 'Kwara'), ('%abeokuta%', 'Ogun'), ('%owerri%', 'Imo'),
      ('%warri%', 'Delta'), ('%onitsha%', 'Anambra'), ('%maiduguri%', 'Borno'), ('%sokoto%', 'Sokoto')
    ) AS m(pattern, state) WHERE ph."location" ILIKE m.pattern LIMIT 1) AS state
  FROM "pharmacies" ph WHERE ph."kind" = 'pharmacy'
) s
WHERE p."id" = s."id" AND s.state IS NOT NULL;--> statement-breakpoint
UPDATE "pharmacies" p SET "latitude" = c.lat, "longitude" = c.lng
FROM (VALUES
  ('e-pharmacy Ikeja', 6.6018, 3.3515), ('e-pharmacy Lekki', 6.4474, 3.4723), ('e-pharmacy Surulere', 6.4969, 3.3541),
  ('e-pharmacy Wuse II', 9.0765, 7.4700), ('e-pharmacy Garki', 9.0300, 7.4900), ('e-pharmacy GRA Port Harcourt', 4.8156, 7.0077),
  ('e-pharmacy Bodija', 7.4352, 3.9133), ('e-pharmacy Nassarawa GRA', 12.0000, 8.5300), ('e-pharmacy Independence Layout', 6.4400, 7.5000)
) AS c(name, lat, lng)
WHERE p."name" = c.name AND p."kind" = 'pharmacy' AND p."latitude" IS NULL;
