import type { AdminUser } from "@app/domain";
import { m } from "@app/i18n/messages";
import type { ReactTable } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import type { userTableFeatures } from "./user-columns";

interface UsersTableProps {
  table: ReactTable<typeof userTableFeatures, AdminUser>;
  status: "pending" | "error" | "success";
  /** A new page or search is loading while the previous rows stay on screen. */
  refreshing: boolean;
  error?: Error | null;
  onRetry: () => void;
}

/** The user rows, or one full-width row saying why there are none. */
export function UsersTable({ table, status, refreshing, error, onRetry }: UsersTableProps) {
  const columnCount = table.getAllLeafColumns().length;
  const rows = table.getRowModel().rows;

  const message = (content: ReactNode) => (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={columnCount} className="text-muted-foreground h-24 text-center whitespace-normal">
        {content}
      </TableCell>
    </TableRow>
  );

  return (
    <Table className="table-fixed" aria-busy={refreshing || status === "pending"}>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => (
              <TableHead key={header.id} className={header.column.columnDef.meta?.className}>
                {header.isPlaceholder ? null : <table.FlexRender header={header} />}
              </TableHead>
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody className={cn("transition-opacity", refreshing && "opacity-60")}>
        {status === "pending"
          ? message(m.admin_users_loading())
          : status === "error"
            ? message(
                <span className="inline-flex flex-wrap items-center justify-center gap-3">
                  <span className="text-destructive">
                    {error ? m.admin_users_load_error({ message: error.message }) : m.admin_users_load_error_plain()}
                  </span>
                  <Button variant="outline" size="sm" onClick={onRetry}>
                    {m.admin_retry()}
                  </Button>
                </span>,
              )
            : rows.length === 0
              ? message(m.admin_users_empty())
              : rows.map((row) => (
                  <TableRow key={row.id}>
                    {row.getAllCells().map((cell) => (
                      <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
                        <table.FlexRender cell={cell} />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
      </TableBody>
    </Table>
  );
}
