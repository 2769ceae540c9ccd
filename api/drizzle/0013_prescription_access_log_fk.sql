-- Rows about prescriptions that do not exist (attempts on made-up or deleted ids) go: they name no
-- patient's record. Every other row is kept as it is.
DELETE FROM "prescription_access_log" l WHERE NOT EXISTS (SELECT 1 FROM "prescriptions" p WHERE p."id" = l."prescription_id");--> statement-breakpoint
ALTER TABLE "prescription_access_log" ADD CONSTRAINT "prescription_access_log_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;
