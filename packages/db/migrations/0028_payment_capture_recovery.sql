ALTER TABLE "payments" ADD COLUMN "capture_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "capture_started_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payments" SET "capture_started_at" = now() WHERE "status" = 'CAPTURING';--> statement-breakpoint
UPDATE "subscriptions" SET "capture_started_at" = now() WHERE "status" = 'CAPTURING';
