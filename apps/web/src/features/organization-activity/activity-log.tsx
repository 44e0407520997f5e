import { ORG_ACTIVITY_KINDS, type OrgActivityKind } from "@app/domain";
import { m } from "@app/i18n/messages";
import { ORPCError } from "@orpc/client";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Field, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { activityActor, activityLabel } from "@/lib/activity";
import { formatDateTime } from "@/lib/dates";
import { type ActivityFilter, activityCsvUrl, activityPeopleQueryOptions, activityQueryOptions } from "./api";

interface ActivityLogProps {
  filter: ActivityFilter;
  organizationName?: string;
  onFilterChange: (next: Partial<Omit<ActivityFilter, "organizationId">>) => void;
}

/**
 * The organization's activity log for its owners and admins: filters, the entries, more, CSV. A
 * section of the organization's settings area, so its heading is an h2 under the area's h1.
 */
export function ActivityLog({ filter, organizationName, onFilterChange }: ActivityLogProps) {
  const log = useInfiniteQuery(activityQueryOptions(filter));
  const people = useQuery(activityPeopleQueryOptions(filter.organizationId));
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  const filtered = Boolean(filter.actorUserId || filter.kind || filter.from || filter.to);
  // A member who typed the address: the server's answer says who may see the log, without filters
  // or an export that would be refused too.
  const refused = log.error instanceof ORPCError && log.error.code === "FORBIDDEN";

  return (
    <div className="grid gap-6">
      <PageHeader
        level={2}
        title={m.activity_title()}
        subtitle={organizationName ? m.activity_subtitle({ name: organizationName }) : undefined}
        actions={
          refused ? undefined : (
            <Button asChild variant="outline">
              <a href={activityCsvUrl(filter)} download>
                <Download aria-hidden="true" />
                {m.activity_export_csv()}
              </a>
            </Button>
          )
        }
      />
      {refused ? null : (
        <search className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={m.activity_filter_label()}>
          {/* Filters of the address, not a form: each change applies at once. */}
          <Field>
            <FieldLabel htmlFor="activity-person">{m.activity_person()}</FieldLabel>
            <NativeSelect
              id="activity-person"
              value={filter.actorUserId ?? ""}
              onChange={(e) => onFilterChange({ actorUserId: e.currentTarget.value || undefined })}
            >
              <NativeSelectOption value="">{m.activity_everyone()}</NativeSelectOption>
              {(people.data ?? []).map((p) => (
                <NativeSelectOption key={p.userId} value={p.userId}>
                  {p.name} ({p.email})
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </Field>
          <Field>
            <FieldLabel htmlFor="activity-kind">{m.activity_what()}</FieldLabel>
            <NativeSelect
              id="activity-kind"
              value={filter.kind ?? ""}
              onChange={(e) =>
                onFilterChange({ kind: (e.currentTarget.value || undefined) as OrgActivityKind | undefined })
              }
            >
              <NativeSelectOption value="">{m.activity_everything()}</NativeSelectOption>
              {ORG_ACTIVITY_KINDS.map((kind) => (
                <NativeSelectOption key={kind} value={kind}>
                  {activityLabel(kind)}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </Field>
          <Field>
            <FieldLabel htmlFor="activity-from">{m.activity_from()}</FieldLabel>
            <Input
              id="activity-from"
              type="date"
              value={filter.from ?? ""}
              onChange={(e) => onFilterChange({ from: e.currentTarget.value || undefined })}
            />
          </Field>
          <Field>
            <FieldLabel htmlFor="activity-to">{m.activity_to()}</FieldLabel>
            <Input
              id="activity-to"
              type="date"
              value={filter.to ?? ""}
              onChange={(e) => onFilterChange({ to: e.currentTarget.value || undefined })}
            />
          </Field>
        </search>
      )}

      {log.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : log.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {log.error.message}
        </p>
      ) : entries.length === 0 ? (
        <p className="text-muted-foreground text-sm">{filtered ? m.activity_none_filtered() : m.activity_none()}</p>
      ) : (
        // Cells wrap and the address column goes on a phone, so the table never scrolls sideways (a
        // scrolling region would need keyboard focus of its own).
        <div className="rounded-md border">
          <Table className="table-fixed">
            <TableHeader>
              <TableRow>
                <TableHead className="w-[28%]">{m.activity_when()}</TableHead>
                <TableHead className="w-[24%]">{m.activity_who()}</TableHead>
                <TableHead>{m.activity_what()}</TableHead>
                <TableHead className="hidden w-[18%] md:table-cell">{m.activity_from_where()}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell className="whitespace-normal">{formatDateTime(entry.createdAt)}</TableCell>
                  <TableCell className="break-words whitespace-normal">{activityActor(entry)}</TableCell>
                  <TableCell className="break-words whitespace-normal">
                    <span className="font-medium">{activityLabel(entry.kind)}</span>
                    {entry.target ? <span className="text-muted-foreground">: {entry.target}</span> : null}
                  </TableCell>
                  <TableCell className="text-muted-foreground hidden break-words whitespace-normal md:table-cell">
                    {entry.ipAddress ?? "—"}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {log.hasNextPage ? (
        <Button
          variant="outline"
          className="w-fit"
          disabled={log.isFetchingNextPage}
          onClick={() => log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? m.activity_loading() : m.activity_show_more()}
        </Button>
      ) : null}
    </div>
  );
}
