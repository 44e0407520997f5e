import type { DocumentKind } from "@app/domain";
import { m } from "@app/i18n/messages";
import { Link } from "@tanstack/react-router";
import { AlertCircle, CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "@/lib/utils";
import { KIND_ROUTES } from "./document-kinds";
import type { StepId } from "./step-ids";

export interface StepInfo {
  id: StepId;
  title: string;
  /** Done: every field valid and given; invalid: checked with 'Weiter' and not complete. */
  state: "done" | "open" | "invalid";
}

/** The steps as links (each keeps its place in the URL), the current one marked for screen readers. */
export function StepperNav({
  kind,
  id,
  steps,
  current,
}: {
  kind: DocumentKind;
  id: string;
  steps: StepInfo[];
  current: StepId;
}) {
  const list = useRef<HTMLOListElement>(null);
  // On a phone the steps scroll sideways: keep the current one in sight (without scrolling the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    const ol = list.current;
    const item = ol?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!ol || !item || ol.scrollWidth <= ol.clientWidth) return;
    ol.scrollLeft = item.offsetLeft - (ol.clientWidth - item.offsetWidth) / 2;
  }, [current]);
  return (
    <nav aria-label={m.gewa_steps()} className="min-w-0">
      <ol ref={list} className="relative flex gap-1 overflow-x-auto pb-1 lg:grid lg:overflow-visible lg:pb-0">
        {steps.map((step, index) => {
          const active = step.id === current;
          return (
            <li key={step.id} className="shrink-0">
              <Link
                to={KIND_ROUTES[kind].edit}
                params={{ id }}
                search={{ schritt: step.id }}
                aria-current={active ? "step" : undefined}
                className={cn(
                  "focus-visible:ring-ring/50 flex items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none focus-visible:ring-[3px]",
                  active ? "bg-accent text-accent-foreground font-medium" : "hover:bg-accent/60 text-muted-foreground",
                )}
              >
                <span
                  className={cn(
                    "flex size-6 shrink-0 items-center justify-center rounded-full border text-xs",
                    active && "border-primary bg-primary text-primary-foreground",
                  )}
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <span className="whitespace-nowrap" lang="de">
                  {step.title}
                </span>
                {step.state === "done" ? (
                  <CheckCircle2 className="size-4 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
                ) : step.state === "invalid" ? (
                  <AlertCircle className="text-destructive size-4" aria-hidden="true" />
                ) : null}
                <span className="sr-only">
                  {step.state === "done"
                    ? ` ${m.gewa_state_complete()}`
                    : step.state === "invalid"
                      ? ` ${m.gewa_state_check()}`
                      : ""}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
