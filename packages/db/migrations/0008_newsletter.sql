CREATE TABLE "newsletter_subscriptions" (
	"phone_number" text PRIMARY KEY NOT NULL,
	"lang_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
