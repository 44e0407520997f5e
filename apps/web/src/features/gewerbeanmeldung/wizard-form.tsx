import {
  type AnyFieldPath,
  applicabilityIn,
  checkContextOf,
  checkIn,
  type DocumentKind,
  documentTitle,
  FORMS,
  labelIn,
  type SectionId,
  stepIn,
} from "@app/domain";
import { m } from "@app/i18n/messages";
import { Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeft, ArrowRight, CheckCheck } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { ABMELDUNG_STEPS } from "./abmeldung-steps";
import { type AnyDetail, useCompleteMutation } from "./api";
import { completenessText } from "./completeness-card";
import { KIND_ROUTES, KIND_TEXTS } from "./document-kinds";
import { DraftContext, type DraftContextValue } from "./draft-context";
import { type DraftValues, setPath, valuesFromDocument } from "./draft-values";
import { answerText, withGerman } from "./official-text";
import { ProgressBar } from "./progress-bar";
import { SaveStatus } from "./save-status";
import { StatusBadge } from "./status-badge";
import { type StepId, SUMMARY_STEP } from "./step-ids";
import { type StepInfo, StepperNav } from "./stepper-nav";
import { SummaryStep } from "./summary-step";
import { UMMELDUNG_STEPS } from "./ummeldung-steps";
import { useDraftAutosave } from "./use-draft-autosave";
import { STEP_CONTENT, withPersonCount } from "./wizard-steps";

/** Each form's steps (decision 034: the same wizard, each form's own steps where its fields differ). */
const STEPS: Record<DocumentKind, Partial<Record<SectionId, () => ReactNode>>> = {
  gewerbeanmeldung: STEP_CONTENT,
  gewerbeummeldung: UMMELDUNG_STEPS,
  gewerbeabmeldung: ABMELDUNG_STEPS,
};

/** Moves the focus to the first control of a field (or of a group whose path starts with it). */
function focusField(path: string) {
  const target =
    document.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`) ??
    document.querySelector<HTMLElement>(`[data-path^="${CSS.escape(`${path}.`)}"]`);
  if (!target) return;
  const control = target.matches("input, select, textarea")
    ? target
    : target.querySelector<HTMLElement>("input, select, textarea");
  (control ?? target).focus();
}

/**
 * The step-by-step form of any of the three forms (GewA 1–3): one step per applicable section, then
 * the summary. Each change is saved as a draft (see useDraftAutosave); 'Weiter' checks the step with
 * the domain's rules first.
 */
export function WizardForm({
  kind,
  document: stored,
  step,
  onReload,
}: {
  kind: DocumentKind;
  document: AnyDetail;
  step: StepId | undefined;
  onReload: () => Promise<void>;
}) {
  const id = stored.meta.id;
  const form = FORMS[kind];
  const routes = KIND_ROUTES[kind];
  const texts = KIND_TEXTS[kind];
  const navigate = useNavigate();
  const [values, setValues] = useState<DraftValues>(() => valuesFromDocument(stored.document));
  const valuesRef = useRef(values);
  const [touched, setTouched] = useState<ReadonlySet<AnyFieldPath>>(new Set());
  const [attempted, setAttempted] = useState<ReadonlySet<string>>(new Set());
  const autosave = useDraftAutosave({
    kind,
    id,
    version: stored.meta.version,
    saved: {
      wohnanschrift_11: stored.document.wohnanschrift_11,
      betriebsstaette_15: stored.document.betriebsstaette_15,
    },
  });

  // A notice's dates are checked against its Gewerbe's Beginn, as the server does.
  const checkContext = useMemo(() => checkContextOf(kind, stored.gewerbe), [kind, stored.gewerbe]);
  const check = useMemo(() => checkIn(form, values, checkContext), [form, values, checkContext]);
  const rules = useMemo(() => applicabilityIn(form, check.data), [form, check]);
  const steps: StepInfo[] = [
    ...check.sections
      .filter((s) => s.applicable)
      .map(
        (s): StepInfo => ({
          id: s.id,
          title: s.title,
          state: s.complete ? "done" : attempted.has(s.id) ? "invalid" : "open",
        }),
      ),
    { id: SUMMARY_STEP, title: "Zusammenfassung", state: check.complete ? "done" : "open" },
  ];
  const index = Math.max(
    0,
    steps.findIndex((s) => s.id === step),
  );
  const current = steps[index];
  const section = check.sections.find((s) => s.id === current.id);

  const draft: DraftContextValue = useMemo(() => {
    const messages = new Map<string, string>();
    for (const issue of check.issues) if (!messages.has(issue.path)) messages.set(issue.path, issue.message);
    const warnings = new Map(check.warnings.map((w) => [w.path, w.message]));
    const update = (change: (values: DraftValues) => DraftValues) => {
      const next = change(valuesRef.current);
      valuesRef.current = next;
      setValues(next);
      autosave.schedule(next);
    };
    return {
      kind,
      form,
      anmeldungId: stored.meta.anmeldung_id,
      values,
      update,
      set: (path, value) =>
        update((v) =>
          path === "zahl_gesellschafter_12" ? withPersonCount(v, value as number | undefined) : setPath(v, path, value),
        ),
      message: (path) => {
        const message = messages.get(path);
        if (!message) return undefined;
        const shown =
          attempted.has(stepIn(form, path) ?? "") ||
          touched.has(path) ||
          [...touched].some((t) => t.startsWith(`${path}.`));
        return shown ? message : undefined;
      },
      warning: (path) => warnings.get(path),
      touch: (path) => setTouched((t) => (t.has(path) ? t : new Set(t).add(path))),
      applies: (key) => rules[key] ?? "excluded",
      label: (path) => labelIn(form, path),
    };
  }, [kind, form, stored.meta.anmeldung_id, values, check, rules, touched, attempted, autosave.schedule]);

  // A new step: its heading takes the focus, so keyboard and screen reader users start at its top.
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [current.id]);

  const goTo = (target: StepInfo | undefined) => {
    if (!target) return;
    void autosave.flush();
    void navigate({ to: routes.edit, params: { id }, search: { schritt: target.id } });
  };

  const next = () => {
    if (section?.issues.length) {
      setAttempted((a) => new Set(a).add(section.id));
      const path = section.issues[0].path;
      setTimeout(() => focusField(path), 0);
      return;
    }
    goTo(steps[index + 1]);
  };

  const complete = useCompleteMutation(kind, {
    onSuccess: async () => {
      toast.success(texts.completedToast());
      await navigate({ to: routes.detail, params: { id } });
    },
    onError: (error) => toast.error(answerText(error, texts.completeFailed())),
  });
  const finish = async () => {
    if (!(await autosave.flush())) return;
    complete.mutate({ id, version: autosave.version() });
  };

  const StepContent = current.id === SUMMARY_STEP ? null : STEPS[kind][current.id];
  const progress = completenessText(check);
  const showIssues = section && attempted.has(section.id) && section.issues.length > 0;

  return (
    <DraftContext.Provider value={draft}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid min-w-0 gap-1">
            <h1 className="text-2xl font-semibold tracking-tight">{texts.fillInTitle()}</h1>
            <p className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm" lang="de">
              {documentTitle(id, kind)} <StatusBadge status="entwurf" />
            </p>
          </div>
          <Button asChild variant="outline">
            <Link to={routes.detail} params={{ id }}>
              <ArrowLeft aria-hidden="true" />
              {m.gewa_to_document()}
            </Link>
          </Button>
        </div>
        <SaveStatus kind={kind} state={autosave.state} onReload={onReload} onKeepMine={autosave.retry} id={id} />
        <div className="grid gap-2">
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
            <span className="font-medium">
              {withGerman((title) => m.gewa_step_of({ step: index + 1, steps: steps.length, title }), current.title)}
            </span>
            <span className="text-muted-foreground" data-testid="wizard-progress">
              {progress}
            </span>
          </div>
          <ProgressBar value={check.completeSections} max={check.totalSections} label={progress} />
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
          <StepperNav kind={kind} id={id} steps={steps} current={current.id} />
          <Card className="min-w-0">
            <CardHeader>
              <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none" lang="de">
                {current.title}
              </h2>
            </CardHeader>
            <CardContent className="grid gap-6">
              {showIssues ? (
                <div role="alert" className="border-destructive/50 text-destructive rounded-lg border p-3 text-sm">
                  <p className="font-medium">{m.gewa_check_issues({ count: section.issues.length })}</p>
                  {/* Each entry a target of at least 24 px with room between (WCAG 2.5.8), also on a phone. */}
                  <ul className="mt-1 list-disc space-y-1 pl-5" lang="de">
                    {section.issues.map((issue) => (
                      <li key={`${issue.path}-${issue.message}`}>
                        <button
                          type="button"
                          className="min-h-6 py-0.5 text-left align-top underline-offset-4 hover:underline"
                          onClick={() => focusField(issue.path)}
                        >
                          {issue.message}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {StepContent ? (
                // The official form: headings, labels, hints, options and the domain's messages are German.
                <div lang="de" className="grid gap-6">
                  <StepContent />
                </div>
              ) : (
                <SummaryStep kind={kind} id={id} values={values} check={check} applies={rules} />
              )}
            </CardContent>
            <CardFooter className="flex flex-wrap justify-between gap-2 border-t pt-6">
              <Button type="button" variant="outline" disabled={index === 0} onClick={() => goTo(steps[index - 1])}>
                <ArrowLeft aria-hidden="true" />
                {m.gewa_back()}
              </Button>
              {current.id === SUMMARY_STEP ? (
                <div className="grid justify-items-end gap-1">
                  <Button type="button" disabled={!check.complete || complete.isPending} onClick={() => void finish()}>
                    <CheckCheck aria-hidden="true" />
                    {complete.isPending ? m.gewa_completing() : m.gewa_complete()}
                  </Button>
                  {check.complete ? null : (
                    <p className="text-muted-foreground text-right text-sm">{m.gewa_complete_hint()}</p>
                  )}
                </div>
              ) : (
                <Button type="button" onClick={next}>
                  {m.gewa_next()}
                  <ArrowRight aria-hidden="true" />
                </Button>
              )}
            </CardFooter>
          </Card>
        </div>
      </div>
    </DraftContext.Provider>
  );
}
