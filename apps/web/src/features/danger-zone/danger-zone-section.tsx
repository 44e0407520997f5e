import { m } from "@app/i18n/messages";
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
    onSuccess: () => toast.success(m.danger_data_downloaded()),
    onError: (error) => toast.error(error.message),
  });
  return (
    <>
      <SectionCard title={m.danger_title()} destructive>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid min-w-48 flex-1 gap-1 text-sm">
            <span className="font-medium">{m.danger_download()}</span>
            <span className="text-muted-foreground">{m.danger_download_description()}</span>
          </div>
          <Button variant="outline" disabled={exportData.isPending} onClick={() => exportData.mutate()}>
            <Download aria-hidden />
            {exportData.isPending ? m.danger_preparing() : m.danger_download()}
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
          <div className="grid min-w-48 flex-1 gap-1 text-sm">
            <span className="font-medium">{m.danger_delete_account()}</span>
            <span className="text-muted-foreground">{m.danger_delete_description()}</span>
          </div>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            {m.danger_delete_account()}
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
