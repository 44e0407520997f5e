import { type AdminUser, hasPlatformRole, parseRoles } from "@app/domain";
import { m } from "@app/i18n/messages";
import { createColumnHelper, metaHelper, rowPaginationFeature, tableFeatures } from "@tanstack/react-table";
import { InitialsAvatar } from "@/components/initials-avatar";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatDateTime, formatFullDateTime } from "@/lib/dates";
import { UserRowActions } from "./user-row-actions";

/** Pagination is the only table feature: the server searches, sorts (newest first) and pages. */
export const userTableFeatures = tableFeatures({
  rowPaginationFeature,
  columnMeta: metaHelper<{ className?: string }>(),
});

const column = createColumnHelper<typeof userTableFeatures, AdminUser>();

// Fixed widths (the table is table-fixed): the columns keep their places while a search swaps the rows,
// or shows one message row instead. The name takes what is left, at least ~180 px beside the sidebar
// from 1024 px up (it was squeezed to its initial there). Columns that would crowd a phone screen move
// into the name cell below sm/md; "Email verified" and 2FA show from xl.
const wideOnly = "hidden md:table-cell";

export const userColumns = column.columns([
  column.accessor("name", {
    header: () => m.admin_column_name(),
    cell: ({ row }) => <UserIdentity user={row.original} />,
  }),
  column.accessor("email", {
    header: () => m.admin_column_email(),
    meta: { className: `${wideOnly} w-[24%] truncate` },
  }),
  column.accessor("role", {
    header: () => m.admin_column_role(),
    cell: ({ getValue }) => <RoleBadges role={getValue()} />,
    meta: { className: "hidden w-24 sm:table-cell" },
  }),
  column.accessor("banned", {
    header: () => m.admin_column_status(),
    cell: ({ row }) => <Status user={row.original} />,
    meta: { className: "hidden w-28 whitespace-normal sm:table-cell" },
  }),
  column.accessor("emailVerified", {
    header: () => m.admin_column_email_verified(),
    cell: ({ getValue }) => <YesNo value={getValue()} />,
    meta: { className: "hidden w-20 whitespace-normal xl:table-cell" },
  }),
  column.accessor("twoFactorEnabled", {
    header: () => m.admin_column_two_factor(),
    cell: ({ getValue }) => <YesNo value={getValue()} />,
    meta: { className: "hidden w-14 xl:table-cell" },
  }),
  column.accessor("createdAt", {
    header: () => m.admin_column_created(),
    cell: ({ getValue }) => (
      <time dateTime={getValue().toISOString()} title={formatFullDateTime(getValue())}>
        {formatDate(getValue())}
      </time>
    ),
    meta: { className: `${wideOnly} w-32` },
  }),
  column.display({
    id: "actions",
    header: () => <span className="sr-only">{m.admin_column_actions()}</span>,
    cell: ({ row }) => <UserRowActions user={row.original} />,
    meta: { className: "w-12 text-right" },
  }),
]);

function UserIdentity({ user }: { user: AdminUser }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <InitialsAvatar name={user.name} image={user.image} className="size-8" />
      <div className="grid min-w-0">
        <span className="max-w-40 truncate font-medium sm:max-w-56">{user.name}</span>
        <span className="text-muted-foreground max-w-40 truncate text-xs sm:max-w-56 md:hidden">{user.email}</span>
        {/* On a phone the role and status columns are hidden: what differs from the usual shows here. */}
        {user.banned || hasPlatformRole(user.role, "admin") ? (
          <span className="mt-1 flex gap-1 sm:hidden">
            {hasPlatformRole(user.role, "admin") ? <Badge className="capitalize">{roleName("admin")}</Badge> : null}
            {user.banned ? <StatusBadge user={user} /> : null}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** The status badge and, for a ban that ends by itself, when it ends. */
function Status({ user }: { user: AdminUser }) {
  return (
    <div className="grid justify-items-start gap-1">
      <StatusBadge user={user} />
      {user.banned && user.banExpires ? (
        <span className="text-muted-foreground text-xs">
          {m.admin_ban_until()}{" "}
          <time dateTime={user.banExpires.toISOString()} title={formatFullDateTime(user.banExpires)}>
            {formatDateTime(user.banExpires)}
          </time>
        </span>
      ) : null}
    </div>
  );
}

function StatusBadge({ user }: { user: AdminUser }) {
  return user.banned ? (
    <Badge variant="destructive" title={user.banReason ?? undefined}>
      {m.admin_status_banned()}
    </Badge>
  ) : (
    <Badge variant="secondary">{m.admin_status_active()}</Badge>
  );
}

/** The platform's two roles in the page's language; any other (custom) role as it is stored. */
function roleName(role: string): string {
  if (role === "admin") return m.admin_role_admin();
  if (role === "user") return m.admin_role_user();
  return role;
}

/** A role field may hold several roles, comma-separated (docs/product.md#platform-roles); none means user. */
function RoleBadges({ role }: { role: string | null }) {
  const roles = parseRoles(role);
  if (roles.length === 0) roles.push("user");
  return (
    <div className="flex flex-wrap gap-1">
      {roles.map((r) => (
        <Badge key={r} variant={r === "admin" ? "default" : "outline"} className="capitalize">
          {roleName(r)}
        </Badge>
      ))}
    </div>
  );
}

/** A yes/no column: words, not only a colour or an icon. */
function YesNo({ value }: { value: boolean }) {
  return value ? (
    <Badge variant="secondary">{m.admin_yes()}</Badge>
  ) : (
    <span className="text-muted-foreground">{m.admin_no()}</span>
  );
}
