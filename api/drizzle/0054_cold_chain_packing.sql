ALTER TABLE "orders" ADD COLUMN "cold_box_packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cold_box_packed_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "left_fridge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cold_chain_handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cold_box_packed_by_users_id_fk" FOREIGN KEY ("cold_box_packed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cold_box_with_fridge_time" CHECK (("orders"."cold_box_packed_at" IS NULL) = ("orders"."left_fridge_at" IS NULL));