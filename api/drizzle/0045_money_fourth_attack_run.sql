ALTER TABLE "pay_on_delivery_orders" DROP CONSTRAINT "pay_on_delivery_state_valid";--> statement-breakpoint
ALTER TABLE "card_authorizations" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "promotion_redemptions_held_idx" ON "promotion_redemptions" USING btree ("promotion_id") WHERE "promotion_redemptions"."paid_at" is null;--> statement-breakpoint
ALTER TABLE "pay_on_delivery_orders" ADD CONSTRAINT "pay_on_delivery_state_valid" CHECK ("pay_on_delivery_orders"."state" in ('open', 'paid', 'refused', 'cancelled'));--> statement-breakpoint
-- A card kept before consent existed stays usable only when it was paid on its shopper's own online checkout (not a pay-on-delivery door payment) and that shopper chose it for a plan's automatic payment.
UPDATE "card_authorizations" c SET "consented_at" = c."created_at"
FROM "payments" p
WHERE p."reference" = c."source_reference" AND p."payment_type" = 'medicine' AND p."user_id" = c."user_id"
  AND coalesce(p."cart_snapshot"->>'payOnDelivery', 'false') <> 'true'
  AND EXISTS (SELECT 1 FROM "refill_plans" r WHERE r."card_authorization_id" = c."id" AND r."auto_pay_consent_at" IS NOT NULL);--> statement-breakpoint
-- Uses whose checkout was paid are no longer holds.
UPDATE "promotion_redemptions" r SET "paid_at" = coalesce(p."paid_at", p."updated_at")
FROM "payments" p WHERE p."reference" = r."payment_reference" AND p."status" = 'success';--> statement-breakpoint
-- Pay-on-delivery orders cancelled while their link stayed open: closed.
UPDATE "pay_on_delivery_orders" d SET "state" = 'cancelled'
FROM "orders" o WHERE o."id" = d."order_id" AND o."status" = 'Canceled' AND d."state" = 'open';
