import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { FailedMailPage } from "@/features/admin/failed-mail-page";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/admin/mail")({
  head: () => titled(m.admin_failed_mail_title()),
  component: FailedMailPage,
});
