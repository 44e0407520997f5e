import { m } from "@app/i18n/messages";
import { KeyRound } from "lucide-react";
import { toast } from "sonner";
import { HydratedButton } from "@/components/hydrated-button";
import { usePasskeySignInMutation } from "./api";

/** 'Sign in with a passkey': no email or password, the authenticator proves who it is. */
export function PasskeySignInButton({ onSuccess }: { onSuccess: () => Promise<void> }) {
  // The browser asks for the passkey only on a person's own click (WebAuthn), so a click before the
  // page's scripts have run cannot be carried out later: until then the button says it is not ready.
  const signIn = usePasskeySignInMutation({
    onSuccess: async () => {
      toast.success(m.auth_sign_in_success());
      await onSuccess();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <HydratedButton
      type="button"
      variant="outline"
      className="w-full"
      disabled={signIn.isPending}
      onClick={() => signIn.mutate()}
    >
      <KeyRound aria-hidden />
      {m.auth_passkey()}
    </HydratedButton>
  );
}
