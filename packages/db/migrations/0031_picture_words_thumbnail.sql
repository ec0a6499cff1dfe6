ALTER TABLE "picture_features" ADD COLUMN "words" "bytea";--> statement-breakpoint
ALTER TABLE "picture_features" ADD COLUMN "thumbnail" "bytea";