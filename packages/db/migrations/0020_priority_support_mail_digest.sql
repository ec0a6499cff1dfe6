ALTER TABLE "contacts" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_notifications" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "inbox_notifications_unmailed_idx" ON "inbox_notifications" USING btree ("created_at") WHERE "inbox_notifications"."mailed_at" is null;