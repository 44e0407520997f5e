import type { ApiKeyScope } from "@app/domain";
import { m } from "@app/i18n/messages";
import { KeyRound } from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate, formatFullDateTime } from "@/lib/dates";
import { useRevokeApiKeyMutation } from "./api";
import { scopeLabel } from "./messages";

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
  const label = apiKey.name || m.apikey_unnamed();
  const revoke = useRevokeApiKeyMutation({
    onSuccess: () => toast.success(m.apikey_revoked({ name: label })),
    onError: (error) => toast.error(error.message),
  });
  return (
    <li className="flex flex-wrap items-start gap-3 p-3" data-testid="api-key-row">
      <KeyRound className="text-muted-foreground mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium">{label}</span>
          <Badge variant="secondary">{scopeLabel(apiKey.scope)}</Badge>
        </div>
        <span className="text-muted-foreground text-xs">
          {context}
          {apiKey.start ? (
            <>
              {" · "}
              {m.apikey_prefix()} <code>{apiKey.start}…</code>
            </>
          ) : null}
        </span>
        <span className="text-muted-foreground text-xs">
          {m.apikey_created()} {when(apiKey.createdAt, "")} · {m.apikey_last_used()}{" "}
          {when(apiKey.lastRequest, m.apikey_never())} · {m.apikey_expires()} {when(apiKey.expiresAt, m.apikey_never())}
        </span>
      </div>
      <ConfirmDialog
        trigger={
          <Button
            variant="outline"
            size="sm"
            disabled={revoke.isPending}
            aria-label={m.apikey_revoke_label({ name: label })}
          >
            {m.apikey_revoke()}
          </Button>
        }
        title={m.apikey_revoke_title({ name: label })}
        question={m.apikey_revoke_question()}
        confirmLabel={m.apikey_revoke()}
        destructive
        onConfirm={() => revoke.mutate({ keyId: apiKey.id })}
      />
    </li>
  );
}
