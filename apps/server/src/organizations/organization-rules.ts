import { CREATOR_ROLE, rolesOf } from "@app/access";
import { httpUrlSchema, organizationNameSchema, organizationSlugSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { APIError } from "better-auth/api";
import type { ZodType } from "zod";

function check<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new APIError("BAD_REQUEST", { message: result.error.issues[0]?.message ?? m.input_invalid() });
  }
  return result.data;
}

/** An empty logo means none; anything else must be an http(s) URL. */
function normalizeLogo(logo: unknown): string | null | undefined {
  if (logo === undefined) return undefined;
  if (logo === null || logo === "") return null;
  return check(httpUrlSchema, logo);
}

interface OrganizationInput {
  name?: string;
  slug?: string;
  logo?: string | null;
  [key: string]: unknown;
}

/** The same rules as the /neworg form, on create and update (better-auth itself only checks types). */
export function validateOrganization(organization: OrganizationInput, creating: boolean): OrganizationInput {
  const next = { ...organization };
  if (creating || organization.name !== undefined) next.name = check(organizationNameSchema, organization.name);
  if (creating || organization.slug !== undefined) next.slug = check(organizationSlugSchema, organization.slug);
  const logo = normalizeLogo(organization.logo);
  if (logo !== undefined) next.logo = logo;
  return next;
}

/**
 * An invitation never makes someone an owner (ownership is handed over, decision 042); which other
 * role it grants is up to the inviter within what they hold (organizations/custom-roles.ts), the
 * invite form's default being member.
 */
export function validateInvitationRole(role: unknown) {
  if (typeof role !== "string" || rolesOf(role).includes(CREATOR_ROLE)) {
    throw new APIError("BAD_REQUEST", { message: m.role_owner_not_assignable(), code: "INVALID_INVITATION_ROLE" });
  }
}
