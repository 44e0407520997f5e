import type { Database } from "@app/db";
import { schema } from "@app/db";
import { emailDomain } from "@app/domain";
import { m } from "@app/i18n/messages";
import { getCurrentAdapter } from "better-auth";
import { APIError } from "better-auth/api";
import { and, eq, gt, like, ne, notExists, sql } from "drizzle-orm";
import type { AuthRequest, HookContext } from "../auth-types/hook-context";
import { logFailure } from "../errors/answers";
import { record } from "../events/auth-call-events";
import type { AccountMail } from "../mail/account-mail";
import { providerById } from "./sso-store";

/**
 * Requiring SSO for a domain (decision 035) ends what it replaces: sessions of the domain's people
 * that no SSO sign-in made, and Google sign-ins for its addresses before any account exists.
 */

/** Marks a session an SSO sign-in made, in better-auth's verification table (no column says how a session was made). */
const SSO_SESSION = "sso-session:";

/** After an SSO sign-in: its session is one that requiring SSO leaves alone. */
export async function noteSsoSession(ctx: HookContext, session: { id: string; expiresAt: Date }, providerId: string) {
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: `${SSO_SESSION}${session.id}`,
    value: providerId,
    expiresAt: new Date(session.expiresAt),
  });
}

type Deps = { db: Database; mail: Pick<AccountMail, "sendSsoRequired"> };

/**
 * After /sso/update-provider turned "require SSO" on: every session of an address at the domain that
 * no SSO sign-in made (password, Google, passkey, a verification link) ends, through better-auth's
 * own revocation (its session cache too). The caller's own current session stays, so the page that
 * made the change goes on working; their next sign-in is through SSO too. The organization's activity
 * log says how many ended, and each person whose sessions ended gets a mail that says why (the outbox).
 * One query finds them (the address's trigram index serves `like '%@domain'`).
 */
export async function endSessionsWhereSsoRequired(ctx: HookContext, _request: AuthRequest, { db, mail }: Deps) {
  const body = ctx.body as { providerId?: string; requireSso?: unknown };
  if (body.requireSso !== true || ctx.context.returned instanceof Error) return;
  const provider = await providerById(db, body.providerId ?? "");
  if (!provider?.requireSso || !provider.domainVerified || !provider.organizationId) return;
  const { session, user, verification } = schema;
  const own = (ctx.context.session as { session?: { token?: string } } | null)?.session?.token ?? "";
  const ended = await db
    .select({
      token: session.token,
      userId: user.id,
      email: user.email,
      name: user.name,
      language: user.language,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(
      and(
        like(user.emailSearch, `%@${provider.domain.toLowerCase()}`),
        gt(session.expiresAt, new Date()),
        ne(session.token, own),
        notExists(
          db
            .select({ id: verification.id })
            .from(verification)
            .where(eq(verification.identifier, sql`${SSO_SESSION} || ${session.id}`)),
        ),
      ),
    );
  if (ended.length === 0) return;
  await ctx.context.internalAdapter.deleteSessions(ended.map((row) => row.token));
  const people = [...new Map(ended.map((row) => [row.userId, row])).values()];
  await record(ctx, db, {
    organizationId: provider.organizationId,
    kind: "sso.sessions_ended",
    target: provider.domain,
    details: { providerId: provider.providerId, people: people.length, sessions: ended.length },
  });
  const [organization] = await db
    .select({ name: schema.organization.name })
    .from(schema.organization)
    .where(eq(schema.organization.id, provider.organizationId));
  for (const person of people) {
    try {
      await mail.sendSsoRequired({ ...person, domain: provider.domain, organizationName: organization?.name ?? "" });
    } catch (error) {
      logFailure("error", "the mail about sessions ended for SSO was not queued", error);
    }
  }
}

/** The paths where Google (better-auth's social sign-in) makes accounts: its callback and an ID token's sign-in. */
const GOOGLE_PATHS = new Set(["/callback/:id", "/sign-in/social"]);

/**
 * Before better-auth creates an account through Google (the user database hook): none for an
 * address whose domain requires SSO. Thrown as SSO_REQUIRED, so the callback redirects with that
 * code (googleRefusalToSsoPage sends it to the SSO page) and no user record exists. Read through
 * better-auth's current adapter: the account is made inside its transaction.
 */
export async function refuseGoogleAccountWhereSsoRequired(
  email: string,
  ctx: { path?: string; context: { adapter: Parameters<typeof getCurrentAdapter>[0] } } | null | undefined,
) {
  if (!ctx || !GOOGLE_PATHS.has(ctx.path ?? "")) return;
  const domain = emailDomain(email);
  if (!domain) return;
  const adapter = await getCurrentAdapter(ctx.context.adapter);
  const provider = await adapter.findOne<{ requireSso?: boolean | null }>({
    model: "ssoProvider",
    where: [
      { field: "domain", value: domain },
      { field: "domainVerified", value: true },
    ],
  });
  if (provider?.requireSso)
    throw new APIError("FORBIDDEN", { code: "SSO_REQUIRED", message: m.sso_required({ domain }) });
}
