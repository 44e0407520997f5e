CREATE TABLE "webhook_attempt" (
	"id" text PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"attempted_at" timestamp (3) with time zone NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"response" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery" (
	"id" text PRIMARY KEY NOT NULL,
	"endpoint_id" text NOT NULL,
	"event_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone,
	"claim_token" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"delivered_at" timestamp (3) with time zone,
	CONSTRAINT "webhook_delivery_status_check" CHECK ("webhook_delivery"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoint" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_types" text[] NOT NULL,
	"secret" text NOT NULL,
	"secret_start" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp (3) with time zone,
	"paused_at" timestamp (3) with time zone,
	"paused_reason" text,
	"failing_since" timestamp (3) with time zone,
	"created_by" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "webhook_endpoint_paused_reason_check" CHECK ("webhook_endpoint"."paused_reason" in ('manual', 'gone', 'failing'))
);
--> statement-breakpoint
CREATE TABLE "webhook_event" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"fanned_out_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_attempt" ADD CONSTRAINT "webhook_attempt_delivery_id_webhook_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_endpoint_id_webhook_endpoint_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoint"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_event_id_webhook_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoint" ADD CONSTRAINT "webhook_endpoint_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoint" ADD CONSTRAINT "webhook_endpoint_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempt_delivery_idx" ON "webhook_attempt" USING btree ("delivery_id","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_delivery_endpoint_event_idx" ON "webhook_delivery" USING btree ("endpoint_id","event_id");--> statement-breakpoint
CREATE INDEX "webhook_delivery_due_idx" ON "webhook_delivery" USING btree ("next_attempt_at") WHERE "webhook_delivery"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_delivery_endpoint_created_idx" ON "webhook_delivery" USING btree ("endpoint_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_delivery_created_idx" ON "webhook_delivery" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "webhook_delivery_event_idx" ON "webhook_delivery" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoint_organization_idx" ON "webhook_endpoint" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_event_pending_idx" ON "webhook_event" USING btree ("created_at") WHERE "webhook_event"."fanned_out_at" is null;--> statement-breakpoint
CREATE INDEX "webhook_event_created_idx" ON "webhook_event" USING btree ("created_at");--> statement-breakpoint
-- Outgoing webhooks (decision 036). One event row per change, in the change's own transaction, and
-- only when an active endpoint of the organization subscribes to its type: one statement, no row at
-- all for an organization without endpoints. The worker fans it out to the endpoints.
CREATE FUNCTION "webhook_time"("at" timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char("at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
--> statement-breakpoint
CREATE FUNCTION "webhook_emit"("org" text, "event_type" text, "data" jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "org" IS NULL OR NOT EXISTS (
    SELECT 1 FROM "webhook_endpoint" e
    WHERE e."organization_id" = "org" AND e."paused_at" IS NULL AND "event_type" = ANY (e."event_types")
  ) THEN
    RETURN;
  END IF;
  INSERT INTO "webhook_event" ("id", "organization_id", "type", "payload", "created_at")
  VALUES ('msg_' || replace(gen_random_uuid()::text, '-', ''), "org", "event_type",
    jsonb_build_object('type', "event_type", 'timestamp', "webhook_time"(clock_timestamp()), 'data', "data"),
    clock_timestamp());
  -- Wakes the outbox workers of every instance once the change commits.
  PERFORM pg_notify('webhook_event', '');
END
$$;
--> statement-breakpoint
-- Members, invitations and the organization change through better-auth's organization plugin, SCIM,
-- the ownership transfer and account deletion: triggers see every one of them, in its transaction.
CREATE FUNCTION "webhook_member_data"("m" "member", "previous_role" text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', "m"."id", 'organizationId', "m"."organization_id", 'userId', "m"."user_id", 'role', "m"."role",
    'createdAt', "webhook_time"("m"."created_at"),
    'user', jsonb_build_object('id', "m"."user_id", 'name', coalesce(u."name", ''), 'email', coalesce(u."email", ''))
  ) || CASE WHEN "previous_role" IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('previousRole', "previous_role") END
  FROM (SELECT 1) one LEFT JOIN "user" u ON u."id" = "m"."user_id"
$$;
--> statement-breakpoint
CREATE FUNCTION "webhook_member_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "webhook_emit"(NEW."organization_id", 'member.added', "webhook_member_data"(NEW, NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "webhook_emit"(OLD."organization_id", 'member.removed', "webhook_member_data"(OLD, NULL));
  ELSIF NEW."role" IS DISTINCT FROM OLD."role" THEN
    PERFORM "webhook_emit"(NEW."organization_id", 'member.role_changed', "webhook_member_data"(NEW, OLD."role"));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "member_webhook" AFTER INSERT OR DELETE OR UPDATE OF "role" ON "member" FOR EACH ROW EXECUTE FUNCTION "webhook_member_changed"();
--> statement-breakpoint
CREATE FUNCTION "webhook_invitation_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "event_type" text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    "event_type" := 'invitation.created';
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" AND NEW."status" = 'accepted' THEN
    "event_type" := 'invitation.accepted';
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" AND NEW."status" = 'canceled' THEN
    "event_type" := 'invitation.canceled';
  ELSE
    RETURN NULL;
  END IF;
  PERFORM "webhook_emit"(NEW."organization_id", "event_type", jsonb_build_object(
    'id', NEW."id", 'organizationId', NEW."organization_id", 'email', NEW."email", 'role', NEW."role",
    'status', NEW."status", 'expiresAt', "webhook_time"(NEW."expires_at"), 'inviterId', NEW."inviter_id",
    'createdAt', "webhook_time"(NEW."created_at")));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invitation_webhook" AFTER INSERT OR UPDATE OF "status" ON "invitation" FOR EACH ROW EXECUTE FUNCTION "webhook_invitation_changed"();
--> statement-breakpoint
CREATE FUNCTION "webhook_organization_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW."name", NEW."slug", NEW."logo") IS DISTINCT FROM (OLD."name", OLD."slug", OLD."logo") THEN
    PERFORM "webhook_emit"(NEW."id", 'organization.updated', jsonb_build_object(
      'id', NEW."id", 'name', NEW."name", 'slug', NEW."slug", 'createdAt', "webhook_time"(NEW."created_at")));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "organization_webhook" AFTER UPDATE ON "organization" FOR EACH ROW EXECUTE FUNCTION "webhook_organization_changed"();
