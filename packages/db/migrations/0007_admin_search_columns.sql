-- The admin list's search at a million users (decision 024). The name and email
-- lower-cased and stored, so a case-insensitive contains-search is a plain LIKE (ILIKE costs twice
-- as much per row). One ALTER TABLE: the table is rewritten once.
ALTER TABLE "user" ADD COLUMN "name_search" text GENERATED ALWAYS AS (lower("name")) STORED,
  ADD COLUMN "email_search" text GENERATED ALWAYS AS (lower("email")) STORED;--> statement-breakpoint
CREATE INDEX "user_email_search_trgm_idx" ON "user" USING gin ("email_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_name_search_trgm_idx" ON "user" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
-- The list's date index carries both copies: the newest matches of a common term are found by
-- walking it backwards without visiting the table (an index-only scan), 11 ms instead of 47 ms for
-- the 1,000th match of a name shared by 1 user in 100.
DROP INDEX "user_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "user_created_at_id_idx" ON "user" USING btree ("created_at","id") INCLUDE ("name_search","email_search");--> statement-breakpoint
-- A histogram of 1,000 values lets the planner see that a term matches 1 in 100 (it guessed 1 in
-- 10,000 from the default 100, and sorted 10,000 matches instead of walking the index for 10).
ALTER TABLE "user" ALTER COLUMN "name_search" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "user" ALTER COLUMN "email_search" SET STATISTICS 1000;
