import { type DocumentKind, documentTitle } from "@app/domain";
import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, Loader2, Lock } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { documentQueryOptions } from "./api";
import { DetailError } from "./detail-error";
import { EditAction } from "./document-actions";
import { KIND_ROUTES, KIND_TEXTS } from "./document-kinds";
import { SPEC_TEXTS } from "./spec-texts";
import type { StepId } from "./step-ids";
import { WizardForm } from "./wizard-form";

function BackToDocument({ kind, id }: { kind: DocumentKind; id: string }) {
  return (
    <Button asChild variant="outline">
      <Link to={KIND_ROUTES[kind].detail} params={{ id }}>
        <ArrowLeft aria-hidden="true" />
        {m.gewa_to_document()}
      </Link>
    </Button>
  );
}

/**
 * 'Weiter ausfüllen': the stored document (GewA 1, 2 or 3) in the step-by-step form; a completed one
 * must be reopened first.
 */
export function DocumentWizard({ kind, id, step }: { kind: DocumentKind; id: string; step: StepId | undefined }) {
  const query = useQuery(documentQueryOptions(kind, id));
  // A new form (fresh state from the server) after 'Neu laden' in a conflict.
  const [generation, setGeneration] = useState(0);

  if (query.isPending) {
    return (
      <div
        className="text-muted-foreground flex items-center justify-center gap-2 py-16 text-sm"
        role="status"
        lang="de"
      >
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {SPEC_TEXTS.loadingDocument}
      </div>
    );
  }
  if (query.isError) {
    return (
      <DetailError
        kind={kind}
        error={query.error}
        backButton={<BackToDocument kind={kind} id={id} />}
        onRetry={() => query.refetch()}
      />
    );
  }
  const { meta } = query.data;
  if (meta.status === "vollstaendig") {
    return (
      <div className="grid gap-6">
        {/* PageHeader's layout, with the German document title marked (lang="de"). */}
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid min-w-0 gap-1">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{KIND_TEXTS[kind].fillInTitle()}</h1>
            <p className="text-muted-foreground text-sm" lang="de">
              {documentTitle(id, kind)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <BackToDocument kind={kind} id={id} />
          </div>
        </div>
        <Card className="max-w-2xl">
          <CardContent className="grid gap-4">
            <p className="flex items-start gap-2">
              <Lock className="mt-1 size-4 shrink-0" aria-hidden="true" />
              {KIND_TEXTS[kind].lockedText()}
            </p>
            <div>
              <EditAction kind={kind} meta={meta} />
            </div>
          </CardContent>
        </Card>
      </div>
    );
  }
  return (
    <WizardForm
      kind={kind}
      key={generation}
      document={query.data}
      step={step}
      onReload={async () => {
        await query.refetch();
        setGeneration((g) => g + 1);
      }}
    />
  );
}
