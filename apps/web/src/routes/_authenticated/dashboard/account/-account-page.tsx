import { m } from "@app/i18n/messages";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/page-header";
import type { SessionData } from "@/lib/auth-client";
import { useSession } from "@/lib/session";

/**
 * One section page of the account area: its h1, and its content for the signed-in user. While an
 * admin acts as someone, the sections that could take the account over or destroy it show why they
 * are hidden instead (the server refuses those calls too).
 */
export function AccountSectionPage({
  title,
  guarded = true,
  children,
}: {
  /** Omitted for the Profile page, whose form carries the page's h1 (docs/product.md#profile). */
  title?: string;
  guarded?: boolean;
  children: (session: SessionData) => ReactNode;
}) {
  const { data: session } = useSession();
  // The layout has loaded the session; it is only missing for a moment while it is being refetched.
  if (!session) return null;
  const hidden = guarded && Boolean(session.session.impersonatedBy);
  return (
    <div className="grid gap-6">
      {title ? <PageHeader title={title} /> : null}
      {hidden ? (
        <p className="text-muted-foreground max-w-2xl text-sm">
          {m.account_impersonation_hidden({ email: session.user.email })}
        </p>
      ) : (
        children(session)
      )}
    </div>
  );
}
