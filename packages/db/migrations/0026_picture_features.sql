CREATE TABLE "picture_features" (
	"image_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"descriptor" "bytea" NOT NULL,
	"keypoints" "bytea" NOT NULL,
	"hash" bigint NOT NULL,
	"copy_of_image_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "picture_features" ADD CONSTRAINT "picture_features_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_features" ADD CONSTRAINT "picture_features_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_features" ADD CONSTRAINT "picture_features_copy_of_image_id_images_id_fk" FOREIGN KEY ("copy_of_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picture_features_product_idx" ON "picture_features" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "picture_features_created_idx" ON "picture_features" USING btree ("created_at");