ALTER TABLE "products" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "specifications" ADD COLUMN "allowed_values" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "specifications" ADD COLUMN "required" boolean DEFAULT false NOT NULL;