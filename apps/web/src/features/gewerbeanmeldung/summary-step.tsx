import {
  type Applicability,
  type DocumentCheck,
  type DocumentKind,
  FORMS,
  formFields,
  personApplicabilityIn,
  type SectionId,
} from "@app/domain";
import { m } from "@app/i18n/messages";
import { Link } from "@tanstack/react-router";
import { AlertCircle, CheckCircle2, PencilLine } from "lucide-react";
import { KIND_ROUTES } from "./document-kinds";
import type { DraftValues } from "./draft-values";
import { formatValue } from "./format-value";
import { APP_LANG, withGerman } from "./official-text";

const shows = (rule: Applicability | undefined) => rule === "required" || rule === "optional";

function Value({ text }: { text: string }) {
  if (text) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only" lang={APP_LANG}>
        {m.gewa_not_given()}
      </span>
    </>
  );
}

function Row({ label, text }: { label: string; text: string }) {
  return (
    <div className="grid gap-0.5 py-1.5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words whitespace-pre-line">
        <Value text={text} />
      </dd>
    </div>
  );
}

/**
 * Everything entered, section by section, each with its open points and a link back to its step. The
 * official titles, labels, values and messages carry lang="de"; states and links follow the page.
 */
export function SummaryStep({
  kind,
  id,
  values,
  check,
  applies,
}: {
  kind: DocumentKind;
  id: string;
  values: DraftValues;
  check: DocumentCheck;
  applies: Record<string, Applicability>;
}) {
  const sections = check.sections.filter((s) => s.applicable);
  return (
    <div className="grid gap-4">
      {check.warnings.length ? (
        <section
          aria-labelledby="summary-warnings"
          className="grid gap-1 rounded-lg border border-amber-600/50 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-400/50 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <h3 id="summary-warnings" className="font-semibold">
            {m.gwl_warnings_heading()}
          </h3>
          <ul className="list-disc pl-5" lang="de">
            {check.warnings.map((warning) => (
              <li key={warning.path}>{warning.message}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={`summary-${section.id}`}
          className="grid gap-2 rounded-lg border p-4"
          data-testid={`summary-${section.id}`}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`summary-${section.id}`} className="flex items-center gap-2 font-semibold">
              {section.complete ? (
                <CheckCircle2 className="size-4 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
              ) : (
                <AlertCircle className="text-destructive size-4" aria-hidden="true" />
              )}
              <span lang="de">{section.title}</span>
              <span className="sr-only">{section.complete ? m.gewa_state_complete() : m.gewa_state_incomplete()}</span>
            </h3>
            <Link
              to={KIND_ROUTES[kind].edit}
              params={{ id }}
              search={{ schritt: section.id }}
              className="text-primary inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
            >
              <PencilLine className="size-3.5" aria-hidden="true" />
              {/* Named 'Edit <section>' with the section's German title marked (no aria-label: it has no lang). */}
              <span aria-hidden="true">{m.gewa_edit()}</span>
              <span className="sr-only">
                {withGerman((section) => m.gewa_edit_section({ section }), section.title)}
              </span>
            </Link>
          </div>
          {section.issues.length ? (
            <ul className="text-destructive grid list-disc gap-0.5 pl-5 text-sm" lang="de">
              {section.issues.map((issue) => (
                <li key={`${issue.path}-${issue.message}`}>{issue.message}</li>
              ))}
            </ul>
          ) : null}
          <dl className="divide-y text-sm" lang="de">
            <SectionRows kind={kind} id={section.id} values={values} applies={applies} />
          </dl>
        </section>
      ))}
    </div>
  );
}

function SectionRows({
  kind,
  id,
  values,
  applies,
}: {
  kind: DocumentKind;
  id: SectionId;
  values: DraftValues;
  applies: Record<string, Applicability>;
}) {
  const form = FORMS[kind];
  const fields = formFields(form);
  return (
    <>
      {(form.stepFields[id] ?? [])
        .filter((key) => shows(applies[key]) || (key === "weitere_personen" && Array.isArray(values[key])))
        .map((key) => {
          const info = fields[key];
          const label = "nr" in info ? `${info.nr}. ${info.label}` : info.label;
          if (key === "weitere_personen") {
            const persons = Array.isArray(values[key]) ? (values[key] as DraftValues[]) : [];
            return persons.map((person, index) => (
              <div key={index} className="py-1.5">
                <p className="font-medium">Person {index + 2}</p>
                <dl>
                  {form.personKeys
                    .filter((f) => shows(personApplicabilityIn(form, person ?? {})[f]))
                    .map((f) => (
                      <Row key={f} label={fields[f].label} text={formatValue(f, person?.[f])} />
                    ))}
                </dl>
              </div>
            ));
          }
          return <Row key={key} label={label} text={formatValue(key, values[key])} />;
        })}
    </>
  );
}
