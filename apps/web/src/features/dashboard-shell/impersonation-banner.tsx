import { m } from "@app/i18n/messages";
import { ParaglideMessage } from "@inlang/paraglide-js-react";
import { useRouter } from "@tanstack/react-router";
import { UserRoundCog } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/session";
import { useStopImpersonatingMutation } from "./api";

/** While an admin impersonates someone (docs/product.md#impersonation), say so and offer the way back (to the user list). */
export function ImpersonationBanner() {
  const { data: session } = useSession();
  const router = useRouter();
  const stop = useStopImpersonatingMutation({
    onSuccess: () => router.navigate({ href: "/dashboard/admin/users" }),
    onError: (error) => toast.error(m.common_error({ message: error.message })),
  });

  if (!session?.session.impersonatedBy) return null;
  return (
    // A region of its own, so it is inside a landmark wherever a layout puts it.
    <section aria-label={m.shell_impersonation()}>
      <div
        role="status"
        className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100"
      >
        <UserRoundCog className="size-4 shrink-0" aria-hidden />
        <span className="min-w-48 flex-1 break-words">
          <ParaglideMessage
            message={m.shell_impersonating}
            inputs={{ email: session.user.email }}
            markup={{
              email: ({ children }) => <strong className="inline-block max-w-full font-semibold">{children}</strong>,
            }}
          />
        </span>
        <Button
          size="sm"
          variant="outline"
          className="h-7 border-amber-400 bg-transparent hover:bg-amber-200 dark:border-amber-800 dark:bg-transparent dark:hover:bg-amber-900/60"
          disabled={stop.isPending}
          onClick={() => stop.mutate()}
        >
          {m.shell_stop_impersonating()}
        </Button>
      </div>
    </section>
  );
}
