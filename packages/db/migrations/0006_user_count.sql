-- The number of users, kept by the database itself: the admin list's total without a search is then
-- one row to read instead of counting a million (decision 020). Statement triggers with
-- transition tables: a bulk insert updates the row once, not once per user.
CREATE TABLE "user_count" ("id" boolean PRIMARY KEY DEFAULT true CHECK ("id"), "total" bigint NOT NULL);--> statement-breakpoint
INSERT INTO "user_count" ("total") SELECT count(*) FROM "user";--> statement-breakpoint
CREATE FUNCTION "user_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_count" SET "total" = "total" + (SELECT count(*) FROM "inserted");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "user_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_count" SET "total" = "total" - (SELECT count(*) FROM "deleted");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_count_insert" AFTER INSERT ON "user" REFERENCING NEW TABLE AS "inserted"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_count_inserted"();--> statement-breakpoint
CREATE TRIGGER "user_count_delete" AFTER DELETE ON "user" REFERENCING OLD TABLE AS "deleted"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_count_deleted"();
