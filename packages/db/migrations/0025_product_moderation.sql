ALTER TABLE "products" ADD COLUMN "seller_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderation" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_moderation_idx" ON "products" USING btree ("moderation","created_at" DESC NULLS LAST) WHERE "products"."moderation" <> 'approved';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_moderation_state" CHECK ("products"."moderation" in ('approved', 'pending', 'changes-requested', 'unpublished'));--> statement-breakpoint
-- Drafts and withdrawn listings were the ones not published: their sellers did not publish them.
UPDATE "products" SET "seller_published" = false WHERE NOT "published";
