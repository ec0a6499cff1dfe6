CREATE TABLE "content_documents" (
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"draft_version_id" integer NOT NULL,
	"published_version_id" integer,
	"published_at" timestamp with time zone,
	"published_by_login" text,
	CONSTRAINT "content_documents_key_locale_pk" PRIMARY KEY("key","locale")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"body" jsonb NOT NULL,
	"restored_from" integer,
	"author_account_id" integer,
	"author_login" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Decisions 79 and 80: what the content tables hold becomes the first version of each item in each language, published as it was.
INSERT INTO "content_versions" ("key", "locale", "body") SELECT "key", "locale", jsonb_build_object('title', "title", 'markdown', "markdown") FROM "content_entries" ORDER BY "key", "locale";--> statement-breakpoint
INSERT INTO "content_versions" ("key", "locale", "body") SELECT 'slides', l."locale", jsonb_build_object('slides', jsonb_agg(jsonb_build_object('imageId', s."image_id", 'title', CASE WHEN l."locale" = 'fr' THEN s."title_fr" ELSE s."title_en" END, 'subtitle', CASE WHEN l."locale" = 'fr' THEN s."subtitle_fr" ELSE s."subtitle_en" END, 'url', s."url") ORDER BY s."position", s."id")) FROM "slides" s CROSS JOIN (VALUES ('fr'), ('en')) AS l("locale") GROUP BY l."locale";--> statement-breakpoint
INSERT INTO "content_versions" ("key", "locale", "body") SELECT 'search-keys', "locale", jsonb_build_object('keys', jsonb_agg(jsonb_build_object('keyword', "keyword", 'query', "query", 'btnColor', "btn_color", 'textColor', "text_color") ORDER BY "position", "id")) FROM "search_keys" GROUP BY "locale";--> statement-breakpoint
INSERT INTO "content_versions" ("key", "locale", "body") SELECT 'socials', l."locale", jsonb_build_object('socials', jsonb_agg(jsonb_build_object('name', s."name", 'url', s."url", 'icon', s."icon", 'linkTarget', CASE WHEN s."link_target" = '_self' THEN '_self' ELSE '_blank' END) ORDER BY s."position", s."id")) FROM "socials" s CROSS JOIN (VALUES ('fr'), ('en')) AS l("locale") GROUP BY l."locale";--> statement-breakpoint
INSERT INTO "content_documents" ("key", "locale", "draft_version_id", "published_version_id", "published_at") SELECT "key", "locale", "id", "id", "created_at" FROM "content_versions";--> statement-breakpoint
DROP TABLE "content_entries" CASCADE;--> statement-breakpoint
DROP TABLE "search_keys" CASCADE;--> statement-breakpoint
DROP TABLE "slides" CASCADE;--> statement-breakpoint
DROP TABLE "socials" CASCADE;--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_draft_fk" FOREIGN KEY ("draft_version_id") REFERENCES "public"."content_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_published_fk" FOREIGN KEY ("published_version_id") REFERENCES "public"."content_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_versions_key_idx" ON "content_versions" USING btree ("key","locale","id" DESC NULLS LAST);