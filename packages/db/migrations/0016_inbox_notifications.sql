CREATE TABLE "inbox_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"level" text NOT NULL,
	"kind" text NOT NULL,
	"body_fr" text NOT NULL,
	"body_en" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inbox_notifications" ADD CONSTRAINT "inbox_notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_notifications_account_idx" ON "inbox_notifications" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);