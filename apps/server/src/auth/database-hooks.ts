import type { Database } from "@app/db";
import { schema } from "@app/db";
import { hasPlatformRole } from "@app/domain";
import { type BetterAuthOptions, getCurrentAdapter } from "better-auth";
import { eq } from "drizzle-orm";
import { currentRequest } from "../observability/request-context";
import { refuseGoogleAccountWhereSsoRequired } from "../sso/sso-required";

/**
 * - ADMIN_EMAILS: those accounts get role `admin` at sign-up, and an existing account is promoted on
 *   its next sign-in (the list may change after sign-up).
 * - A new session starts with the user's first organization active, so the dashboard never flashes
 *   "no organization" (otherwise the first one is set active: docs/product.md#dashboard-layout).
 * - No account through Google for an address whose domain requires SSO (decision 035).
 * - A person who signs up (password or Google) keeps the language they signed up in (decision 032),
 *   so their first mails already speak it; an account an admin creates chooses on first sign-in.
 */
export function databaseHooks(adminEmails: string[], db: Database): BetterAuthOptions["databaseHooks"] {
  const isConfiguredAdmin = (email: string) => adminEmails.includes(email.toLowerCase());
  return {
    user: {
      create: {
        before: async (user, ctx) => {
          // No account through Google for an address whose domain requires SSO (sso/sso-required.ts).
          await refuseGoogleAccountWhereSsoRequired(user.email, ctx);
          const chosen = (user as { language?: string | null }).language;
          const language = chosen ?? (ctx?.path === "/admin/create-user" ? null : currentRequest()?.locale);
          const role = isConfiguredAdmin(user.email) ? { role: "admin" } : {};
          return { data: { ...user, ...role, ...(language ? { language } : {}) } };
        },
      },
    },
    session: {
      create: {
        before: async (session, ctx) => {
          if (session.activeOrganizationId) return;
          // Through better-auth's current adapter: sessions are made inside its transactions
          // (sign-up, SSO), whose rows (a new member) only that transaction sees, and on PGlite a
          // statement outside an open transaction would wait for it.
          const adapter = ctx ? await getCurrentAdapter(ctx.context.adapter) : undefined;
          const [first] = adapter
            ? await adapter.findMany<{ organizationId: string }>({
                model: "member",
                where: [{ field: "userId", value: session.userId }],
                sortBy: { field: "createdAt", direction: "asc" },
                limit: 1,
              })
            : await db
                .select({ organizationId: schema.member.organizationId })
                .from(schema.member)
                .where(eq(schema.member.userId, session.userId))
                .orderBy(schema.member.createdAt)
                .limit(1);
          if (!first) return;
          return { data: { ...session, activeOrganizationId: first.organizationId } };
        },
        after: async (session, ctx) => {
          if (adminEmails.length === 0) return;
          const [row] = await db
            .select({ email: schema.user.email, role: schema.user.role })
            .from(schema.user)
            .where(eq(schema.user.id, session.userId));
          if (!row || !isConfiguredAdmin(row.email) || hasPlatformRole(row.role, "admin")) return;
          const role = row.role ? `${row.role},admin` : "admin";
          // Through better-auth when it is at hand: it also refreshes the sessions it keeps in its
          // secondary storage (memory or Redis), which would otherwise still say "user".
          if (ctx) await ctx.context.internalAdapter.updateUser(session.userId, { role });
          else await db.update(schema.user).set({ role }).where(eq(schema.user.id, session.userId));
        },
      },
    },
  };
}
