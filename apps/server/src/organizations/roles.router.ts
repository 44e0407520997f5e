import { statementsOf } from "@app/access";
import { schema } from "@app/db";
import { m } from "@app/i18n/messages";
import { eq } from "drizzle-orm";
import { authed } from "../rpc/base";
import { orgAccess } from "../rpc/organization-access";
import { customRolesOf } from "../rpc/role-permissions";

/** What the caller's role grants in an organization, for the web app's screens (decision 042). */
export const rolesRouter = {
  mine: authed.roles.mine
    .use(orgAccess(null, { forbidden: () => m.role_not_allowed() }))
    .handler(async ({ context }) => {
      const { organizationId, role } = context.membership;
      const [customRoles, named] = await Promise.all([
        customRolesOf(context.db, organizationId, role),
        context.db
          .select({ role: schema.organizationRole.role, label: schema.organizationRole.label })
          .from(schema.organizationRole)
          .where(eq(schema.organizationRole.organizationId, organizationId)),
      ]);
      const labels = Object.fromEntries(named.map((r) => [r.role, r.label]));
      return { role, statements: statementsOf(role, customRoles), customRoles, labels };
    }),
};
