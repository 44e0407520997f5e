import { ORGANIZATION_ROLES, type OrganizationRole, type Permissions, statementsOf } from "@app/access";
import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { ChevronRight, Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { builtInRoleLabel, type CustomRole, organizationRolesQueryOptions } from "@/lib/organization-roles";
import { useDeleteRoleMutation } from "./api";
import { RoleDialog } from "./role-form";
import { describe } from "./statements";

export interface RolesAccess {
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  /** Every statement the caller holds: a role can be given no more. */
  held: Permissions;
}

/**
 * The organization's roles (decision 042): the built-in ones with what they may do, and the
 * organization's own, which those holding `ac:create|update|delete` create, change and delete. The
 * server decides each change again and says why it refuses one (a role in use, more than the caller
 * holds); its words are shown.
 */
export function RolesSettings({ organizationId, access }: { organizationId: string; access: RolesAccess }) {
  const roles = useQuery(organizationRolesQueryOptions(organizationId));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CustomRole | null>(null);

  return (
    <div className="grid gap-6">
      <SectionCard
        title={m.roles_title()}
        description={m.roles_description()}
        action={
          access.canCreate ? (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              {m.roles_create()}
            </Button>
          ) : null
        }
      >
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">{m.roles_own_heading()}</h3>
          {roles.isPending ? (
            <div className="grid gap-2" role="status" aria-label={m.roles_loading()}>
              <Skeleton className="h-12 w-full" />
            </div>
          ) : roles.isError ? (
            <p role="alert" className="text-destructive text-sm">
              {roles.error.message}
            </p>
          ) : roles.data.length === 0 ? (
            <p className="text-muted-foreground text-sm">{m.roles_none()}</p>
          ) : (
            <ul className="divide-y" aria-label={m.roles_own_heading()}>
              {roles.data.map((role) => (
                <CustomRoleRow
                  key={role.id}
                  organizationId={organizationId}
                  role={role}
                  access={access}
                  onEdit={() => setEditing(role)}
                />
              ))}
            </ul>
          )}
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">{m.roles_built_in_heading()}</h3>
          <ul className="divide-y" aria-label={m.roles_built_in_heading()}>
            {ORGANIZATION_ROLES.map((role) => (
              <BuiltInRoleRow key={role} role={role} />
            ))}
          </ul>
        </div>
      </SectionCard>
      <RoleDialog
        open={creating}
        onOpenChange={setCreating}
        organizationId={organizationId}
        held={access.held}
        takenKeys={roles.data?.map((r) => r.role) ?? []}
      />
      <RoleDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        organizationId={organizationId}
        held={access.held}
        role={editing ?? undefined}
        takenKeys={[]}
      />
    </div>
  );
}

function BuiltInRoleRow({ role }: { role: OrganizationRole }) {
  const label = builtInRoleLabel(role);
  return (
    <li className="grid gap-1.5 py-3" data-testid="role-row" data-role={role}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium capitalize">{label}</span>
        <Badge variant="secondary">{m.roles_built_in()}</Badge>
      </div>
      <RolePermissions label={label} permission={statementsOf(role)} />
    </li>
  );
}

function CustomRoleRow({
  organizationId,
  role,
  access,
  onEdit,
}: {
  organizationId: string;
  role: CustomRole;
  access: RolesAccess;
  onEdit: () => void;
}) {
  // The server's refusal (a role still held, ROLE_IN_USE) stays in the row until the next try.
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteRoleMutation(organizationId, {
    onSuccess: () => toast.success(m.roles_deleted({ role: role.label })),
    onError: (error) => setRefusal(error.message),
  });
  return (
    <li className="grid gap-1.5 py-3" data-testid="role-row" data-role={role.role}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="grid min-w-0 flex-1 basis-40">
          <span className="truncate font-medium">{role.label}</span>
          <span className="text-muted-foreground truncate font-mono text-xs">{m.roles_key({ key: role.role })}</span>
        </div>
        <div className="ml-auto flex shrink-0 gap-2">
          {access.canUpdate ? (
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={m.roles_edit_label({ role: role.label })}>
              {m.roles_edit()}
            </Button>
          ) : null}
          {access.canDelete ? (
            <ConfirmDialog
              trigger={
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending}
                  aria-label={m.roles_delete_label({ role: role.label })}
                >
                  {m.roles_delete()}
                </Button>
              }
              title={m.roles_delete_title({ role: role.label })}
              question={m.roles_delete_question()}
              confirmLabel={m.roles_delete()}
              destructive
              onConfirm={() => {
                setRefusal(null);
                remove.mutate(role.id);
              }}
            />
          ) : null}
        </div>
      </div>
      <RolePermissions label={role.label} permission={role.permission} />
      {refusal ? (
        <p role="alert" className="text-destructive text-sm">
          {refusal}
        </p>
      ) : null}
    </li>
  );
}

/** What a role may do, area by area: the areas in one line, each statement on opening it. */
function RolePermissions({ label, permission }: { label: string; permission: Permissions }) {
  const areas = describe(permission);
  if (areas.length === 0) return <p className="text-muted-foreground text-sm">{m.roles_nothing()}</p>;
  return (
    <details className="group text-sm">
      <summary className="text-muted-foreground hover:text-foreground flex cursor-pointer list-none items-start gap-1 rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden className="mt-0.5 size-4 shrink-0 transition-transform group-open:rotate-90" />
        <span>
          <span className="sr-only">{m.roles_permissions_of({ role: label })}: </span>
          {areas.map((area) => area.title).join(", ")}
        </span>
      </summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1.5 pl-5 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)]">
        {areas.map((area) => (
          <div key={area.id} className="contents">
            <dt className="font-medium">{area.title}</dt>
            <dd className="text-muted-foreground">{area.statements.join("; ")}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
