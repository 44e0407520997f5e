import { statementsOf } from "@app/access";
import { m } from "@app/i18n/messages";
import { authed } from "../rpc/base";
import { orgAccess } from "../rpc/organization-access";
import { customRolesOf } from "../rpc/role-permissions";

/** What the caller's role grants in an organization, for the web app's screens (decision 042). */
export const rolesRouter = {
  mine: authed.roles.mine
    .use(orgAccess(null, { forbidden: () => m.role_not_allowed() }))
    .handler(async ({ context }) => {
      const { organizationId, role } = context.membership;
      const customRoles = await customRolesOf(context.db, organizationId, role);
      return { role, statements: statementsOf(role, customRoles), customRoles };
    }),
};
