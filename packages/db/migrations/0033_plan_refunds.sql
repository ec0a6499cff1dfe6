ALTER TABLE "subscriptions" ADD COLUMN "taken_amount" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "taken_currency" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "refunded_by" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_refunded_by_accounts_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_status_created_idx" ON "subscriptions" USING btree ("status","created_at");--> statement-breakpoint
UPDATE "subscriptions" SET "taken_amount" = substring("error" from '^charged (\d+) ')::integer, "taken_currency" = substring("error" from '^charged \d+ ([A-Z]{3}),') WHERE "status" = 'REFUND_DUE' AND "error" ~ '^charged \d+ [A-Z]{3},';
