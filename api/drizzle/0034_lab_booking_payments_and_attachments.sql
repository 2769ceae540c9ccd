ALTER TABLE "lab_bookings" DROP CONSTRAINT "lab_bookings_status_valid";--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "attachment_key" text;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "attachment_type" text;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "attachment_bytes" integer;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_payment_reference_key" UNIQUE("payment_reference");--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_attendance_valid" CHECK ("lab_bookings"."attendance" is null or "lab_bookings"."attendance" in ('collected', 'no-show'));--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_status_valid" CHECK ("lab_bookings"."status" in ('awaiting-payment', 'booked', 'cancelled'));