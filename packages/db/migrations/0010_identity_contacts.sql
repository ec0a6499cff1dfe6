CREATE TABLE "identity_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"fullname" text NOT NULL,
	"phone_number" text,
	"reason" integer NOT NULL,
	"deletion_reason" text,
	"message" text NOT NULL,
	"lang_key" text DEFAULT 'fr' NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_reviewed_by_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_verifications_status_idx" ON "identity_verifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_account_idx" ON "identity_verifications" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "contacts_status_idx" ON "contacts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contacts_reason_idx" ON "contacts" USING btree ("reason","created_at");