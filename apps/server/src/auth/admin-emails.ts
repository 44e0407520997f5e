import type { Database } from "@app/db";
import { schema } from "@app/db";
import { hasPlatformRole } from "@app/domain";
import type { BetterAuthOptions } from "better-auth";
import { eq } from "drizzle-orm";

/**
 * Accounts listed in ADMIN_EMAILS are platform admins: they get role `admin` when they sign up,
 * and an existing account is promoted on its next sign-in (the list may change after sign-up).
 */
export function promoteConfiguredAdmins(adminEmails: string[], db: Database): BetterAuthOptions["databaseHooks"] {
  const isConfigured = (email: string) => adminEmails.includes(email.toLowerCase());
  return {
    user: {
      create: {
        before: async (user) => {
          if (!isConfigured(user.email)) return;
          return { data: { ...user, role: "admin" } };
        },
      },
    },
    session: {
      create: {
        after: async (session) => {
          if (adminEmails.length === 0) return;
          const [row] = await db
            .select({ email: schema.user.email, role: schema.user.role })
            .from(schema.user)
            .where(eq(schema.user.id, session.userId));
          if (!row || !isConfigured(row.email) || hasPlatformRole(row.role, "admin")) return;
          const role = row.role ? `${row.role},admin` : "admin";
          await db.update(schema.user).set({ role }).where(eq(schema.user.id, session.userId));
        },
      },
    },
  };
}
