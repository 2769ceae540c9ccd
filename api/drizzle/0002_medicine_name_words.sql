CREATE TABLE "medicine_name_words" (
	"word" text PRIMARY KEY NOT NULL,
	"name_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "medicine_name_words_word_trgm_idx" ON "medicine_name_words" USING gin ("word" gin_trgm_ops);