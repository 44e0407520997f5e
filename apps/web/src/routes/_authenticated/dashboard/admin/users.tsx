import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { UsersPage } from "@/features/admin/users-page";
import { parseUsersSearch } from "@/features/admin/users-search";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/admin/users")({
  head: () => titled(m.admin_users_title()),
  validateSearch: parseUsersSearch,
  component: UsersRoute,
});

function UsersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UsersPage search={search} onSearchChange={(next, options) => navigate({ search: next, ...options })} />;
}
