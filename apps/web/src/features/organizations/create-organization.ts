import { SLUG_MAX_ATTEMPTS, slugForAttempt, slugify } from "@app/domain";
import { m } from "@app/i18n/messages";
import { authClient } from "@/lib/auth-client";
import { AuthCallError } from "@/lib/auth-error";

/**
 * better-auth's create endpoint answers a slug clash with ORGANIZATION_ALREADY_EXISTS; its slug check
 * and update endpoints use ORGANIZATION_SLUG_ALREADY_TAKEN. Both mean "try another slug".
 */
const SLUG_TAKEN_CODES = new Set(["ORGANIZATION_ALREADY_EXISTS", "ORGANIZATION_SLUG_ALREADY_TAKEN"]);

export interface NewOrganization {
  name: string;
  logo?: string;
}

/**
 * better-auth's organization create call (a parameter, so the retry rules can be tested on their own):
 * resolves to the new organization, throws an AuthCallError when refused.
 */
export type CreateOrganizationCall = (body: {
  name: string;
  slug: string;
  logo?: string;
}) => Promise<{ id: string } | null>;

/**
 * Creates the organization, retrying with a suffixed slug while the slug is taken (docs/product.md#creating-an-organization). Resolves to
 * the new organization's id; throws an Error with the message to show otherwise.
 */
export async function createOrganizationWithFreeSlug(
  input: NewOrganization,
  create: CreateOrganizationCall = (body) => authClient.organization.create(body),
): Promise<string> {
  const base = slugify(input.name);
  for (let attempt = 0; attempt < SLUG_MAX_ATTEMPTS; attempt++) {
    let created: { id: string } | null;
    try {
      created = await create({ name: input.name, slug: slugForAttempt(base, attempt), logo: input.logo || undefined });
    } catch (error) {
      if (error instanceof AuthCallError && error.code && SLUG_TAKEN_CODES.has(error.code)) continue;
      // The server's text is technical here; the user gets the fixed message, the console the details.
      console.error("Organization creation failed", error);
      throw new Error(m.org_create_failed());
    }
    if (!created) throw new Error(m.org_create_no_data());
    return created.id;
  }
  throw new Error(m.org_slug_exhausted());
}
