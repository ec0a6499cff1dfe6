ALTER TABLE "search_synonyms" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_id_unique" UNIQUE("id");