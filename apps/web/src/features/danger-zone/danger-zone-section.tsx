import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { useExportDataMutation } from "./api";
import { DeleteAccountDialog } from "./delete-account-dialog";

interface DangerZoneSectionProps {
  email: string;
  /** Whether the account has a password: deletion asks for it, else relies on a recent sign-in. */
  hasPassword: boolean;
  onDeleted: () => Promise<void>;
}

/** Danger zone: take your data with you, or delete the account. */
export function DangerZoneSection({ email, hasPassword, onDeleted }: DangerZoneSectionProps) {
  const [deleting, setDeleting] = useState(false);
  const exportData = useExportDataMutation({
    onSuccess: () => toast.success("Your data was downloaded"),
    onError: (error) => toast.error(error.message),
  });
  return (
    <>
      <SectionCard title="Danger zone" destructive>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid min-w-48 flex-1 gap-1 text-sm">
            <span className="font-medium">Download my data</span>
            <span className="text-muted-foreground">
              Your profile, memberships, sessions and documents as a JSON file.
            </span>
          </div>
          <Button variant="outline" disabled={exportData.isPending} onClick={() => exportData.mutate()}>
            <Download aria-hidden />
            {exportData.isPending ? "Preparing..." : "Download my data"}
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
          <div className="grid min-w-48 flex-1 gap-1 text-sm">
            <span className="font-medium">Delete account</span>
            <span className="text-muted-foreground">
              Deletes your account and your documents for good. This cannot be undone.
            </span>
          </div>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            Delete account
          </Button>
        </div>
      </SectionCard>
      <DeleteAccountDialog
        open={deleting}
        onOpenChange={setDeleting}
        email={email}
        hasPassword={hasPassword}
        onDeleted={onDeleted}
      />
    </>
  );
}
