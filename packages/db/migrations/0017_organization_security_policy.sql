CREATE TABLE "organization_security_policy" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"allowed_networks" text[] DEFAULT '{}' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_security_policy" ADD CONSTRAINT "organization_security_policy_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_security_policy" ADD CONSTRAINT "organization_security_policy_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;