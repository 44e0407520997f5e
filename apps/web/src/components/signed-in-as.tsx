import { m } from "@app/i18n/messages";
import { ParaglideMessage } from "@inlang/paraglide-js-react";
import { useNavigate } from "@tanstack/react-router";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSession, useSignOutMutation } from "@/lib/session";

/** Who is signed in, with 'Sign Out' (back to /): for pages without the dashboard's user menu. */
export function SignedInAs() {
  const { data: session } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOutMutation({ onSuccess: () => navigate({ to: "/" }) });
  if (!session) return null;
  return (
    <div className="flex w-full flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-muted-foreground min-w-0 break-words">
        <ParaglideMessage
          message={m.ui_signed_in_as}
          inputs={{ email: session.user.email }}
          markup={{ email: ({ children }) => <span className="text-foreground font-medium">{children}</span> }}
        />
      </p>
      <Button variant="outline" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        <LogOut />
        {m.common_sign_out()}
      </Button>
    </div>
  );
}
