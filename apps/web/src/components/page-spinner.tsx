import { m } from "@app/i18n/messages";
import { Loader2 } from "lucide-react";

export function PageSpinner({ label = m.ui_loading() }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-label={label}>
      <Loader2 className="text-muted-foreground size-6 animate-spin" />
    </div>
  );
}
