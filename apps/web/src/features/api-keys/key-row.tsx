import type { ApiKeyScope } from "@app/domain";
import { KeyRound } from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate, formatFullDateTime } from "@/lib/dates";
import { useRevokeApiKeyMutation } from "./api";
import { apiKeyTexts, SCOPE_LABELS } from "./messages";

export interface KeyRowData {
  id: string;
  name: string | null;
  start: string | null;
  scope: ApiKeyScope;
  createdAt: Date | string;
  lastRequest: Date | string | null;
  expiresAt: Date | string | null;
}

const when = (value: Date | string | null, none: string) =>
  value ? <time title={formatFullDateTime(value)}>{formatDate(value)}</time> : none;

/** One key in a list: what identifies it (never the secret), its dates, and Revoke. */
export function KeyRow({ apiKey, context }: { apiKey: KeyRowData; context: ReactNode }) {
  const label = apiKey.name || "Unnamed key";
  const revoke = useRevokeApiKeyMutation({
    onSuccess: () => toast.success(`API key "${label}" revoked`),
    onError: (error) => toast.error(error.message),
  });
  return (
    <li className="flex flex-wrap items-start gap-3 p-3" data-testid="api-key-row">
      <KeyRound className="text-muted-foreground mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium">{label}</span>
          <Badge variant="secondary">{SCOPE_LABELS[apiKey.scope]}</Badge>
        </div>
        <span className="text-muted-foreground text-xs">
          {context}
          {apiKey.start ? (
            <>
              {" · "}
              Prefix <code>{apiKey.start}…</code>
            </>
          ) : null}
        </span>
        <span className="text-muted-foreground text-xs">
          Created {when(apiKey.createdAt, "")} · Last used {when(apiKey.lastRequest, "never")} · Expires{" "}
          {when(apiKey.expiresAt, "never")}
        </span>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" disabled={revoke.isPending} aria-label={`Revoke ${label}`}>
            Revoke
          </Button>
        }
        title={`Revoke the API key "${label}"?`}
        question={apiKeyTexts.revokeQuestion}
        confirmLabel="Revoke"
        destructive
        onConfirm={() => revoke.mutate({ keyId: apiKey.id })}
      />
    </li>
  );
}
