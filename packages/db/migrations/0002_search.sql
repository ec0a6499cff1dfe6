CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"frequency" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(brand, '')), 'A') || setweight(to_tsvector('fr_unaccent'::regconfig, name_fr), 'A') || setweight(to_tsvector('en_unaccent'::regconfig, name_en), 'A') || setweight(to_tsvector('fr_unaccent'::regconfig, search_terms), 'B') || setweight(to_tsvector('en_unaccent'::regconfig, search_terms), 'B') || setweight(to_tsvector('fr_unaccent'::regconfig, description_fr), 'D') || setweight(to_tsvector('en_unaccent'::regconfig, description_en), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");