import type { Completeness, DocumentKind } from "@app/domain";
import { m } from "@app/i18n/messages";
import { Link } from "@tanstack/react-router";
import { CheckCircle2, CircleDashed } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { KIND_ROUTES } from "./document-kinds";
import { ProgressBar } from "./progress-bar";
import { parseStep } from "./step-ids";

/** How far the document is: 'n von m Abschnitten vollständig', and each section with a link to its step. */
export function CompletenessCard({
  kind,
  id,
  completeness,
  editable,
}: {
  kind: DocumentKind;
  id: string;
  completeness: Completeness;
  editable: boolean;
}) {
  const sections = completeness.sections.filter((s) => s.applicable);
  const label = completenessText(completeness);
  return (
    <Card role="region" aria-labelledby="completeness-heading">
      <CardHeader>
        <CardTitle className="text-lg">
          <h2 id="completeness-heading">{m.gewa_progress()}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm font-medium" data-testid="completeness">
          {label}
        </p>
        <ProgressBar value={completeness.completeSections} max={completeness.totalSections} label={label} />
        <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id} className="flex items-center gap-2">
              {section.complete ? (
                <CheckCircle2 className="size-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
              ) : (
                <CircleDashed className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
              )}
              {editable ? (
                <Link
                  to={KIND_ROUTES[kind].edit}
                  params={{ id }}
                  search={{ schritt: parseStep(section.id) }}
                  className="underline-offset-4 hover:underline"
                  lang="de"
                >
                  {section.title}
                </Link>
              ) : (
                <span lang="de">{section.title}</span>
              )}
              <span className="text-muted-foreground">
                {section.complete ? m.gewa_state_complete() : m.gewa_state_open()}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function completenessText(completeness: Pick<Completeness, "completeSections" | "totalSections">): string {
  return m.gewa_completeness({ complete: completeness.completeSections, total: completeness.totalSections });
}

/** Titles of the applicable sections not complete yet, in form order. */
export function missingSectionTitles(completeness: Pick<Completeness, "sections">): string[] {
  return completeness.sections.filter((s) => s.applicable && !s.complete).map((s) => s.title);
}
