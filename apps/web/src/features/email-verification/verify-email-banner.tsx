import { m } from "@app/i18n/messages";
import { ParaglideMessage } from "@inlang/paraglide-js-react";
import { MailWarning, X } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { verificationOutcome } from "@/lib/email-verification";
import { useSession } from "@/lib/session";
import { useResendVerificationMutation } from "./api";

const dismissedKey = (userId: string) => `verify-email-dismissed:${userId}`;

/**
 * 'Please verify your email' for an unverified address (decision 013: the product works meanwhile).
 * Dismissed for the rest of the browser session; not shown to an admin acting as the user.
 */
export function VerifyEmailBanner() {
  const { data: session } = useSession();
  const userId = session?.user.id;
  const [dismissed, setDismissed] = useState(false);
  const resend = useResendVerificationMutation({
    onSuccess: (_, email) => toast.success(m.verify_sent({ email })),
    onError: (error) => toast.error(error.message),
  });

  useEffect(() => {
    setDismissed(userId ? sessionStorage.getItem(dismissedKey(userId)) === "true" : false);
  }, [userId]);

  // The verification link lands here: say how it went, once, and drop the marker from the address.
  useEffect(() => {
    const outcome = verificationOutcome(window.location.search);
    if (!outcome) return;
    if (outcome === "verified") toast.success(m.verify_done());
    else toast.error(m.verify_invalid());
    window.history.replaceState(window.history.state, "", window.location.pathname);
  }, []);

  if (!session || session.user.emailVerified || session.session.impersonatedBy || dismissed) return null;
  const dismiss = () => {
    sessionStorage.setItem(dismissedKey(session.user.id), "true");
    setDismissed(true);
  };

  return (
    <section aria-label={m.verify_region()}>
      <div className="flex items-start gap-3 border-b border-sky-300 bg-sky-50 px-4 py-2 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-100">
        <MailWarning className="mt-1.5 size-4 shrink-0" aria-hidden />
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-2">
          <p className="min-w-48 flex-1 break-words">
            <strong className="font-semibold">{m.verify_banner_title()}</strong>{" "}
            <ParaglideMessage
              message={m.verify_banner_sent}
              inputs={{ email: session.user.email }}
              markup={{ email: ({ children }) => <span className="font-medium">{children}</span> }}
            />
          </p>
          <Button
            size="sm"
            variant="outline"
            className="h-7 border-sky-400 bg-transparent hover:bg-sky-100 dark:border-sky-800 dark:bg-transparent dark:hover:bg-sky-900/60"
            disabled={resend.isPending}
            onClick={() => resend.mutate(session.user.email)}
          >
            {resend.isPending ? m.common_sending() : m.verify_resend()}
          </Button>
        </div>
        <Button
          size="icon"
          variant="ghost"
          className="size-7 shrink-0 hover:bg-sky-100 dark:hover:bg-sky-900/60"
          onClick={dismiss}
        >
          <X aria-hidden />
          <span className="sr-only">{m.verify_dismiss()}</span>
        </Button>
      </div>
    </section>
  );
}
