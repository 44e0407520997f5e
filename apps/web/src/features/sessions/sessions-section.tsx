import { m } from "@app/i18n/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { Monitor } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime, formatFullDateTime } from "@/lib/dates";
import { signOut } from "@/lib/session";
import {
  isSessionNotFresh,
  type UserSession,
  useRevokeOtherSessionsMutation,
  useRevokeSessionMutation,
  useSessionsQuery,
} from "./api";
import { describeUserAgent } from "./user-agent";

/** Sessions: every signed-in device, 'This device' marked, each one or all others signed out. */
export function SessionsSection({ currentSessionId }: { currentSessionId: string }) {
  const title = m.sessions_title();
  const description = m.sessions_description();
  const sessions = useSessionsQuery(true);
  const revokeOthers = useRevokeOtherSessionsMutation({
    onSuccess: () => toast.success(m.sessions_others_signed_out()),
    onError: (error) => toast.error(error.message),
  });

  if (sessions.isPending) {
    return (
      <SectionCard title={title} description={description}>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </SectionCard>
    );
  }
  if (sessions.isError) {
    return isSessionNotFresh(sessions.error) ? (
      <SignInAgain />
    ) : (
      <SectionCard title={title} description={sessions.error.message}>
        <Button variant="outline" className="justify-self-start" onClick={() => sessions.refetch()}>
          {m.sessions_retry()}
        </Button>
      </SectionCard>
    );
  }

  const others = sessions.data.filter((s) => s.id !== currentSessionId);
  return (
    <SectionCard
      title={title}
      description={description}
      footer={
        others.length > 0 ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={revokeOthers.isPending}>
                {m.sessions_sign_out_others()}
              </Button>
            }
            title={m.sessions_sign_out_others_title()}
            question={m.sessions_sign_out_others_question({ count: others.length })}
            confirmLabel={m.sessions_sign_out()}
            onConfirm={() => revokeOthers.mutate()}
          />
        ) : null
      }
    >
      <ul className="divide-y rounded-md border">
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} current={session.id === currentSessionId} />
        ))}
      </ul>
    </SectionCard>
  );
}

function SessionRow({ session, current }: { session: UserSession; current: boolean }) {
  const device = describeUserAgent(session.userAgent);
  const revoke = useRevokeSessionMutation({
    onSuccess: () => toast.success(m.sessions_signed_out_device({ device })),
    onError: (error) => toast.error(error.message),
  });
  const lastActive = new Date(session.updatedAt);
  return (
    <li className="flex flex-wrap items-center gap-3 p-3" data-testid="session-row">
      <Monitor className="text-muted-foreground size-5 shrink-0" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {device}
          {current ? <Badge variant="secondary">{m.sessions_this_device()}</Badge> : null}
        </span>
        <span className="text-muted-foreground text-xs">
          {session.ipAddress ? `${session.ipAddress} · ` : ""}
          {m.sessions_last_active()}{" "}
          <time dateTime={lastActive.toISOString()} title={formatFullDateTime(lastActive)}>
            {formatDateTime(lastActive)}
          </time>
        </span>
      </div>
      {current ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(session.token)}
          aria-label={m.sessions_sign_out_device({ device, time: formatDateTime(lastActive) })}
        >
          {m.sessions_sign_out()}
        </Button>
      )}
    </li>
  );
}

/** The list needs a sign-in from the last day: say so and offer it, back to this page. */
function SignInAgain() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return (
    <SectionCard
      title={m.sessions_title()}
      description={m.sessions_sign_in_again_description()}
      footer={
        <Button
          onClick={async () => {
            await signOut(queryClient);
            await router.navigate({ to: "/login", search: { redirectTo: "/dashboard/account" } });
          }}
        >
          {m.sessions_sign_in_again()}
        </Button>
      }
    />
  );
}
