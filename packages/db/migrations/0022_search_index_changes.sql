CREATE TABLE "catalogue_epoch" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_epoch_one_row" CHECK ("catalogue_epoch"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at");--> statement-breakpoint
INSERT INTO "catalogue_epoch" ("id", "epoch") VALUES (1, 0);
--> statement-breakpoint
-- Every write of a product stamps it with the time of the write, whatever the code sets:
-- search's in-memory index reads the products stamped since it last looked (decision 63).
CREATE FUNCTION products_stamp_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := clock_timestamp();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_stamp_change BEFORE INSERT OR UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION products_stamp_change();
--> statement-breakpoint
-- A deleted product leaves no row to find: such statements move the epoch, and the index rebuilds.
CREATE FUNCTION products_move_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_epoch" SET "epoch" = "epoch" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_deleted AFTER DELETE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION products_move_epoch();
--> statement-breakpoint
CREATE TRIGGER products_truncated AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION products_move_epoch();
