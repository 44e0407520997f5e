import { createFileRoute } from "@tanstack/react-router";
import { FailedMailPage } from "@/features/admin/failed-mail-page";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/admin/mail")({
  head: () => titled("Failed mail"),
  component: FailedMailPage,
});
