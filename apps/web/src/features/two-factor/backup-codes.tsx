import { m } from "@app/i18n/messages";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { downloadFile } from "@/lib/download";

/** The backup codes, shown once: each signs in once when the authenticator app is not at hand. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const download = () =>
    downloadFile("dashboard-backup-codes.txt", `${m.twofa_backup_codes_file()}\n\n${codes.join("\n")}\n`, "text/plain");
  return (
    <div className="grid gap-3">
      <ul
        aria-label={m.twofa_backup_codes()}
        className="bg-muted grid grid-cols-2 gap-x-6 gap-y-1 rounded-md p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="button" variant="outline" className="justify-self-start" onClick={download}>
        <Download aria-hidden />
        {m.twofa_download_codes()}
      </Button>
    </div>
  );
}
