-- Roles from the identity provider (decision 042): an SSO provider's and an organization's SCIM
-- "admin groups" become a role mapping, a JSON list of { group, role } in which each former admin
-- group gives admin. The lists were always written by the server as JSON arrays of names.
ALTER TABLE "provisioning_settings" ADD COLUMN "role_mapping" text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_provider" ADD COLUMN "role_mapping" text;--> statement-breakpoint
UPDATE "sso_provider" SET "role_mapping" = (
  SELECT coalesce(json_agg(json_build_object('group', g, 'role', 'admin')), '[]'::json)::text
  FROM json_array_elements_text("admin_groups"::json) AS g
) WHERE "admin_groups" LIKE '[%';--> statement-breakpoint
UPDATE "provisioning_settings" SET "role_mapping" = (
  SELECT coalesce(json_agg(json_build_object('group', g, 'role', 'admin')), '[]'::json)::text
  FROM json_array_elements_text("admin_groups"::json) AS g
) WHERE "admin_groups" LIKE '[%';--> statement-breakpoint
ALTER TABLE "sso_provider" DROP COLUMN "admin_groups";--> statement-breakpoint
ALTER TABLE "provisioning_settings" DROP COLUMN "admin_groups";
