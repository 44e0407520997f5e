import { FAILED_MAIL_LIST_LIMIT, type FailedMail } from "@app/domain";
import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime, formatFullDateTime } from "@/lib/dates";
import { failedMailQueryOptions } from "./api";
import { formatCount } from "./messages";

// Recipient and subject always; the rest from md, where they fit beside the sidebar.
const wideOnly = "hidden md:table-cell";

/**
 * /dashboard/admin/mail (decision 029): the mails the server stopped retrying after 24 hours, so an
 * admin can see who did not get what and why. Read-only; the mail's body is not kept.
 */
export function FailedMailPage() {
  const query = useQuery(failedMailQueryOptions());
  const mails = query.data?.mails ?? [];

  const message = (content: ReactNode) => (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={6} className="text-muted-foreground h-24 text-center whitespace-normal">
        {content}
      </TableCell>
    </TableRow>
  );

  return (
    <Card>
      <CardHeader className="grid gap-1.5">
        <CardTitle className="text-xl">
          <h1>{m.admin_failed_mail_title()}</h1>
        </CardTitle>
        <CardDescription>
          {m.admin_failed_mail_description({ limit: formatCount(FAILED_MAIL_LIST_LIMIT) })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Table className="table-fixed" aria-busy={query.status === "pending"}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{m.admin_failed_mail_recipient()}</TableHead>
              <TableHead>{m.admin_failed_mail_subject()}</TableHead>
              <TableHead className={`${wideOnly} w-[24%]`}>{m.admin_failed_mail_last_error()}</TableHead>
              <TableHead className={`${wideOnly} w-20 text-right`}>{m.admin_failed_mail_attempts()}</TableHead>
              <TableHead className={`${wideOnly} w-40`}>{m.admin_failed_mail_queued()}</TableHead>
              <TableHead className="hidden w-40 sm:table-cell">{m.admin_failed_mail_failed()}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {query.status === "pending"
              ? message(m.admin_failed_mail_loading())
              : query.status === "error"
                ? message(
                    <span className="inline-flex flex-wrap items-center justify-center gap-3">
                      <span className="text-destructive">
                        {m.admin_failed_mail_load_error({ message: query.error.message })}
                      </span>
                      <Button variant="outline" size="sm" onClick={() => query.refetch()}>
                        {m.admin_retry()}
                      </Button>
                    </span>,
                  )
                : mails.length === 0
                  ? message(m.admin_failed_mail_empty())
                  : mails.map((mail) => <FailedMailRow key={mail.id} mail={mail} />)}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function When({ date }: { date: Date }) {
  return (
    <time dateTime={date.toISOString()} title={formatFullDateTime(date)}>
      {formatDateTime(date)}
    </time>
  );
}

function FailedMailRow({ mail }: { mail: FailedMail }) {
  return (
    <TableRow>
      {/* Wrapped, not cut: the address is what the admin needs. */}
      <TableCell className="break-all whitespace-normal">{mail.recipient}</TableCell>
      <TableCell className="whitespace-normal break-words">{mail.subject}</TableCell>
      <TableCell className={`${wideOnly} text-muted-foreground whitespace-normal break-words`}>
        {mail.lastError ?? "—"}
      </TableCell>
      <TableCell className={`${wideOnly} text-right tabular-nums`}>{formatCount(mail.attempts)}</TableCell>
      <TableCell className={wideOnly}>
        <When date={mail.createdAt} />
      </TableCell>
      <TableCell className="hidden sm:table-cell">
        <When date={mail.failedAt} />
      </TableCell>
    </TableRow>
  );
}
