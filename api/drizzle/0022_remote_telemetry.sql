CREATE TABLE "remote_telemetry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"kind" text NOT NULL,
	"stage" text,
	"duration_ms" integer,
	"message" text,
	"canary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "remote_telemetry_remote_version_created_idx" ON "remote_telemetry" USING btree ("remote","version","created_at");