ALTER TABLE "lab_bookings" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "lab_bookings_hold_idx" ON "lab_bookings" USING btree ("hold_until") WHERE "lab_bookings"."status" = 'awaiting-payment';--> statement-breakpoint
-- Unpaid bookings made before holds ended get the default hold from now (a shopper paying at this moment is not cut off).
UPDATE "lab_bookings" SET "hold_until" = now() + interval '30 minutes' WHERE "status" = 'awaiting-payment';
