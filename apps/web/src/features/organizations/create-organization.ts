import { organizationMessages, SLUG_MAX_ATTEMPTS, slugForAttempt, slugify } from "@app/domain";
import { authClient } from "@/lib/auth-client";

/**
 * better-auth's create endpoint answers a slug clash with ORGANIZATION_ALREADY_EXISTS; its slug check
 * and update endpoints use ORGANIZATION_SLUG_ALREADY_TAKEN. Both mean "try another slug".
 */
const SLUG_TAKEN_CODES = new Set(["ORGANIZATION_ALREADY_EXISTS", "ORGANIZATION_SLUG_ALREADY_TAKEN"]);

export type CreateOrganizationResult = { ok: true; organizationId: string } | { ok: false; message: string };

/** Creates the organization, retrying with a suffixed slug while the slug is taken (SPEC §9). */
export async function createOrganizationWithFreeSlug(input: {
  name: string;
  logo?: string;
}): Promise<CreateOrganizationResult> {
  const base = slugify(input.name);
  for (let attempt = 0; attempt < SLUG_MAX_ATTEMPTS; attempt++) {
    const { data, error } = await authClient.organization.create({
      name: input.name,
      slug: slugForAttempt(base, attempt),
      logo: input.logo || undefined,
    });
    if (error) {
      if (error.code && SLUG_TAKEN_CODES.has(error.code)) continue;
      console.error("Organization creation failed", error);
      return { ok: false, message: organizationMessages.createFailed };
    }
    if (!data) return { ok: false, message: organizationMessages.noData };
    return { ok: true, organizationId: data.id };
  }
  return { ok: false, message: organizationMessages.slugExhausted };
}
