ALTER TABLE "document" ADD COLUMN "anmeldung_id" text;--> statement-breakpoint
ALTER TABLE "organization_document_stats" ADD COLUMN "type" text DEFAULT 'gewerbeanmeldung' NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_document_stats" DROP CONSTRAINT "organization_document_stats_organization_id_owner_user_id_month_status_pk";--> statement-breakpoint
ALTER TABLE "organization_document_stats" ADD CONSTRAINT "organization_document_stats_organization_id_owner_user_id_month_type_status_pk" PRIMARY KEY("organization_id","owner_user_id","month","type","status");--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_anmeldung_id_document_id_fk" FOREIGN KEY ("anmeldung_id") REFERENCES "public"."document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_anmeldung_idx" ON "document" USING btree ("anmeldung_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "document_one_abmeldung_idx" ON "document" USING btree ("anmeldung_id") WHERE "document"."type" = 'gewerbeabmeldung';--> statement-breakpoint
CREATE UNIQUE INDEX "document_one_verlegung_idx" ON "document" USING btree ("anmeldung_id") WHERE "document"."type" = 'gewerbeanmeldung';--> statement-breakpoint
-- The dashboard counts each form (decision 034): the counts carry the document's type. Every row so far
-- was a Gewerbeanmeldung, which the column's default says.
CREATE OR REPLACE FUNCTION "organization_document_stats_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.organization_id IS NOT NULL THEN
    UPDATE "organization_document_stats" SET "count" = "count" - 1
      WHERE "organization_id" = OLD.organization_id AND "owner_user_id" = OLD.owner_user_id
        AND "month" = to_char(OLD.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AND "type" = OLD.type
        AND "status" = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.organization_id IS NOT NULL THEN
    INSERT INTO "organization_document_stats" ("organization_id", "owner_user_id", "month", "type", "status", "count")
      VALUES (NEW.organization_id, NEW.owner_user_id, to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM'), NEW.type, NEW.status, 1)
      ON CONFLICT ("organization_id", "owner_user_id", "month", "type", "status")
      DO UPDATE SET "count" = "organization_document_stats"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "document_organization_stats" ON "document";--> statement-breakpoint
CREATE TRIGGER "document_organization_stats" AFTER INSERT OR DELETE OR UPDATE OF "organization_id", "owner_user_id", "type", "status", "created_at" ON "document" FOR EACH ROW EXECUTE FUNCTION "organization_document_stats_apply"();
