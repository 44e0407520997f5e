import { m } from "@app/i18n/messages";

/** A plain progress bar; the text next to it says the same in words. */
export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={label}
      aria-label={m.gewa_progress()}
      className="bg-muted h-2 w-full overflow-hidden rounded-full"
    >
      <div className="bg-primary h-full rounded-full transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
