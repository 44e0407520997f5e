CREATE TABLE "organization_session_use" (
	"session_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"last_used_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "organization_session_use_session_id_organization_id_pk" PRIMARY KEY("session_id","organization_id")
);
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "second_factor" text;--> statement-breakpoint
ALTER TABLE "organization_security_policy" ADD COLUMN "two_factor_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_security_policy" ADD COLUMN "idle_timeout_minutes" integer;--> statement-breakpoint
ALTER TABLE "organization_security_policy" ADD COLUMN "absolute_lifetime_minutes" integer;--> statement-breakpoint
ALTER TABLE "organization_session_use" ADD CONSTRAINT "organization_session_use_session_id_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_session_use" ADD CONSTRAINT "organization_session_use_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;