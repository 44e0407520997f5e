import { type DocumentKind, gewerbeMessages } from "@app/domain";
import { m } from "@app/i18n/messages";
import { ORPCError } from "@orpc/client";
import { AlertTriangle, FileX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { isNotFound } from "@/lib/errors";
import { KIND_TEXTS } from "./document-kinds";
import { isGermanAnswer } from "./official-text";

/**
 * The detail page's failure states (docs/product.md#document-detail): 'Dokument nicht gefunden' for a missing id (also for
 * another user's, which the server answers the same way), otherwise the load error with its message and
 * technical details.
 */
export function DetailError({
  kind,
  error,
  backButton,
  onRetry,
}: {
  kind: DocumentKind;
  error: unknown;
  backButton: ReactNode;
  onRetry: () => void;
}) {
  if (isNotFound(error)) {
    return (
      <ErrorCard icon={<FileX aria-hidden="true" />} title={gewerbeMessages.nichtGefunden} footer={backButton}>
        <p className="text-muted-foreground text-sm">{KIND_TEXTS[kind].notFoundText()}</p>
      </ErrorCard>
    );
  }
  const message = error instanceof Error && error.message ? error.message : gewerbeMessages.unbekannterFehler;
  // The form's German answers and the domain's fallback are marked; others (sign-in, technical) are not.
  const german = isGermanAnswer(error) || !(error instanceof Error && error.message);
  return (
    <ErrorCard
      icon={<AlertTriangle aria-hidden="true" />}
      title={gewerbeMessages.ladenFehler}
      footer={
        <>
          {backButton}
          <Button variant="secondary" onClick={onRetry}>
            {m.gewa_retry()}
          </Button>
        </>
      }
    >
      <p className="text-sm" lang={german ? "de" : undefined}>
        {message}
      </p>
      <details className="text-muted-foreground text-sm">
        <summary className="cursor-pointer select-none">{m.gewa_technical_details()}</summary>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 font-mono text-xs">
          {technicalDetails(error).map(([label, value]) => (
            <div key={label} className="col-span-2 grid grid-cols-subgrid">
              <dt>{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </details>
    </ErrorCard>
  );
}

function technicalDetails(error: unknown): [string, string][] {
  if (error instanceof ORPCError)
    return [
      ["Code", String(error.code)],
      ["Status", String(error.status)],
    ];
  if (error instanceof Error) return [[m.gewa_error_label(), error.name]];
  return [[m.gewa_error_label(), String(error)]];
}

function ErrorCard({
  icon,
  title,
  footer,
  children,
}: {
  icon: ReactNode;
  title: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle className="text-destructive flex items-center gap-2 text-lg [&_svg]:size-5">
          {icon}
          {/* The domain's German messages ('Dokument nicht gefunden'). */}
          <h1 lang="de">{title}</h1>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">{children}</CardContent>
      <CardFooter className="flex-wrap gap-2">{footer}</CardFooter>
    </Card>
  );
}
