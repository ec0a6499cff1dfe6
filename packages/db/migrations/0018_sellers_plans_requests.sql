CREATE TABLE "plan_prices" (
	"plan" text NOT NULL,
	"period" text NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "plan_prices_plan_period_pk" PRIMARY KEY("plan","period")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"plan" text NOT NULL,
	"period" text NOT NULL,
	"price" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"approval_url" text,
	"charged_amount" integer NOT NULL,
	"charged_currency" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"payer_id" text,
	"error" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_request_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"seller_account_id" integer NOT NULL,
	"product_id" integer,
	"message" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"price_cfa" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"account_id" integer,
	"phone_number" text,
	"fullname" text DEFAULT '' NOT NULL,
	"lang_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"specifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"budget" integer,
	"currency" text DEFAULT 'XOF' NOT NULL,
	"budget_cfa" integer,
	"location" text NOT NULL,
	"image_id" integer,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"accepted_answer_id" integer,
	"guest_key_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "product_requests_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_daily_stats" (
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"reveals" integer DEFAULT 0 NOT NULL,
	"cart_adds" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_daily_stats_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "promoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "publication_limit" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_request_answers" ADD CONSTRAINT "product_request_answers_request_id_product_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."product_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_request_answers" ADD CONSTRAINT "product_request_answers_seller_account_id_accounts_id_fk" FOREIGN KEY ("seller_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_request_answers" ADD CONSTRAINT "product_request_answers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_daily_stats" ADD CONSTRAINT "product_daily_stats_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_id_idx" ON "subscriptions" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "subscriptions_account_paid_idx" ON "subscriptions" USING btree ("account_id","ends_at") WHERE "subscriptions"."status" = 'PAID';--> statement-breakpoint
CREATE UNIQUE INDEX "product_request_answers_seller_idx" ON "product_request_answers" USING btree ("request_id","seller_account_id");--> statement-breakpoint
CREATE INDEX "product_request_answers_seller_account_idx" ON "product_request_answers" USING btree ("seller_account_id");--> statement-breakpoint
CREATE INDEX "product_requests_open_idx" ON "product_requests" USING btree ("category_id","location","expires_at") WHERE "product_requests"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "product_requests_account_idx" ON "product_requests" USING btree ("account_id","created_at" DESC NULLS LAST);