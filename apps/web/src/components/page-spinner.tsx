import { Loader2 } from "lucide-react";

export function PageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-label={label}>
      <Loader2 className="text-muted-foreground size-6 animate-spin" />
    </div>
  );
}
