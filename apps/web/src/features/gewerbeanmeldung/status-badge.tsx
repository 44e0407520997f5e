import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from "@app/domain";
import { CheckCircle2, PencilLine } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** 'Entwurf' or 'Vollständig', with an icon so the status does not rest on colour alone. */
export function StatusBadge({
  status,
  className,
  testId = "status-badge",
}: {
  status: DocumentStatus;
  className?: string;
  /** The document's own badge is "status-badge"; those of the documents it lists are told apart. */
  testId?: string;
}) {
  const complete = status === "vollstaendig";
  return (
    <Badge
      variant={complete ? "default" : "outline"}
      className={cn(
        complete ? "bg-emerald-700 text-white dark:bg-emerald-800" : "border-amber-600/60 dark:border-amber-400/60",
        className,
      )}
      data-testid={testId}
      // The official status names are German in both languages.
      lang="de"
    >
      {complete ? <CheckCircle2 aria-hidden="true" /> : <PencilLine aria-hidden="true" />}
      {DOCUMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
