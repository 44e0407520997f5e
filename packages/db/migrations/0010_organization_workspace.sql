CREATE TABLE "organization_activity" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"actor_user_id" text,
	"actor_name" text,
	"actor_email" text,
	"kind" text NOT NULL,
	"target" text,
	"details" jsonb,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_document_stats" (
	"organization_id" text NOT NULL,
	"owner_user_id" text NOT NULL,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "organization_document_stats_organization_id_owner_user_id_month_status_pk" PRIMARY KEY("organization_id","owner_user_id","month","status")
);
--> statement-breakpoint
CREATE TABLE "organization_logo" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_activity" ADD CONSTRAINT "organization_activity_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_document_stats" ADD CONSTRAINT "organization_document_stats_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_logo" ADD CONSTRAINT "organization_logo_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_activity_org_created_idx" ON "organization_activity" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "organization_activity_org_actor_created_idx" ON "organization_activity" USING btree ("organization_id","actor_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "organization_activity_org_kind_created_idx" ON "organization_activity" USING btree ("organization_id","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "organization_document_stats_month_idx" ON "organization_document_stats" USING btree ("organization_id","month");--> statement-breakpoint
-- The dashboard's document counts (decision 031), kept by the database itself so that every write
-- path (the API, imports, a restore, another instance) keeps them exact.
CREATE FUNCTION "organization_document_stats_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.organization_id IS NOT NULL THEN
    UPDATE "organization_document_stats" SET "count" = "count" - 1
      WHERE "organization_id" = OLD.organization_id AND "owner_user_id" = OLD.owner_user_id
        AND "month" = to_char(OLD.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AND "status" = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.organization_id IS NOT NULL THEN
    INSERT INTO "organization_document_stats" ("organization_id", "owner_user_id", "month", "status", "count")
      VALUES (NEW.organization_id, NEW.owner_user_id, to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM'), NEW.status, 1)
      ON CONFLICT ("organization_id", "owner_user_id", "month", "status")
      DO UPDATE SET "count" = "organization_document_stats"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "document_organization_stats" AFTER INSERT OR DELETE OR UPDATE OF "organization_id", "owner_user_id", "status", "created_at" ON "document" FOR EACH ROW EXECUTE FUNCTION "organization_document_stats_apply"();
--> statement-breakpoint
INSERT INTO "organization_document_stats" ("organization_id", "owner_user_id", "month", "status", "count")
  SELECT "organization_id", "owner_user_id", to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM'), "status", count(*)
  FROM "document" WHERE "organization_id" IS NOT NULL
  GROUP BY 1, 2, 3, 4;
