import {
  NETWORK_NOT_ALLOWED_CODE,
  POLICY_REFUSAL_CODES,
  type PolicyStanding,
  SESSION_EXPIRED_CODE,
  TWO_FACTOR_REQUIRED_CODE,
} from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { ORPCError } from "@orpc/client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams, useRouterState } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorId, fieldAria } from "@/lib/field-aria";
import { organizationsQueryOptions } from "@/lib/organizations";
import { useSession } from "@/lib/session";
import {
  standingKey,
  useConfirmCodeMutation,
  useConfirmPasskeyMutation,
  useSignInAgainMutation,
  useStandingQuery,
} from "./api";

const refusalCodes = new Set<string>(POLICY_REFUSAL_CODES);

/**
 * The organization a dashboard page shows: the one in its address, else, on the dashboard's start
 * page, the active one. Pages of the person's own (account, documents, admin) show none.
 */
function useShownOrganization(): string | undefined {
  const params = useParams({ strict: false }) as { organizationId?: string };
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { data: session } = useSession();
  if (params.organizationId) return params.organizationId;
  if (pathname === "/dashboard" || pathname === "/dashboard/")
    return session?.session.activeOrganizationId ?? undefined;
  return undefined;
}

/**
 * In front of an organization's pages (decision 043): when its security policy refuses the caller
 * (two-factor not set up or not shown in this session, a session past its limits, another network),
 * a screen that says what to do instead of the organization. The server refuses every call anyway;
 * this is what the person sees. A call that meets such a refusal later asks again.
 */
export function OrganizationPolicyGate({ children }: { children: ReactNode }) {
  const organizationId = useShownOrganization();
  if (!organizationId) return children;
  return (
    <Gate key={organizationId} organizationId={organizationId}>
      {children}
    </Gate>
  );
}

function Gate({ organizationId, children }: { organizationId: string; children: ReactNode }) {
  const standing = useStandingQuery(organizationId);
  const queryClient = useQueryClient();
  useEffect(() => {
    // A page's call refused by the policy (a limit passed while the page was open): ask again.
    return queryClient.getQueryCache().subscribe((event) => {
      const error = event.query.state.error;
      if (event.type !== "updated" || !(error instanceof ORPCError) || !refusalCodes.has(error.code)) return;
      void queryClient.invalidateQueries({ queryKey: standingKey() });
    });
  }, [queryClient]);
  const refusal = standing.data?.refusal;
  if (!refusal) return children;
  return <PolicyScreen organizationId={organizationId} refusal={refusal} />;
}

function PolicyScreen({
  organizationId,
  refusal,
}: {
  organizationId: string;
  refusal: NonNullable<PolicyStanding["refusal"]>;
}) {
  const organizations = useQuery(organizationsQueryOptions);
  const organization =
    organizations.data?.find((entry) => entry.id === organizationId)?.name ?? m.gate_this_organization();
  // What each refusal asks: the title, what it means (the card's description), what to do.
  const screens: Record<string, { title: string; description: ReactNode; body?: ReactNode }> = {
    [TWO_FACTOR_REQUIRED_CODE]: {
      title: m.gate_two_factor_title(),
      description: m.gate_two_factor_body({ organization }),
      body: (
        <>
          <Button asChild className="w-fit">
            <Link to="/dashboard/account/security">{m.gate_two_factor_link()}</Link>
          </Button>
          <p className="text-muted-foreground text-sm">{m.gate_sso_note()}</p>
        </>
      ),
    },
    [SESSION_EXPIRED_CODE]: {
      title: m.gate_expired_title(),
      description: m.gate_expired_body({ message: refusal.message }),
      body: <SignInAgain />,
    },
    [NETWORK_NOT_ALLOWED_CODE]: { title: m.gate_network_title(), description: refusal.message },
  };
  const screen = screens[refusal.code] ?? {
    title: m.gate_verify_title(),
    description: m.gate_verify_body({ organization }),
    body: <ConfirmSecondFactor />,
  };
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>
          <h1 className="text-xl font-semibold">{screen.title}</h1>
        </CardTitle>
        {/* A network refusal has nothing to do but to say so: announced as the page's answer. */}
        <CardDescription role={refusal.code === NETWORK_NOT_ALLOWED_CODE ? "alert" : undefined}>
          {screen.description}
        </CardDescription>
      </CardHeader>
      {screen.body ? <CardContent className="grid gap-4">{screen.body}</CardContent> : null}
    </Card>
  );
}

function SignInAgain() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const signInAgain = useSignInAgainMutation({
    onSuccess: () => navigate({ to: "/login", search: { redirectTo: pathname } }),
  });
  return (
    <Button className="w-fit" disabled={signInAgain.isPending} onClick={() => signInAgain.mutate()}>
      {m.gate_expired_action()}
    </Button>
  );
}

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: () => m.gate_verify_code_label() }),
});

/** The second factor in this session: a code from the app, or a passkey. */
function ConfirmSecondFactor() {
  const form = useForm<{ code: string }>({ resolver: zodResolver(codeSchema), defaultValues: { code: "" } });
  const confirm = useConfirmCodeMutation({
    onError: (error) => form.setError("code", { message: error.message }),
  });
  const passkey = useConfirmPasskeyMutation({
    onError: (error) => form.setError("code", { message: error.message }),
  });
  const { errors } = form.formState;
  return (
    <>
      <form className="grid max-w-xs gap-3" noValidate onSubmit={form.handleSubmit(({ code }) => confirm.mutate(code))}>
        <Field data-invalid={Boolean(errors.code)}>
          <FieldLabel htmlFor="gate-code">{m.gate_verify_code_label()}</FieldLabel>
          <Input
            {...fieldAria("gate-code", errors.code)}
            autoComplete="one-time-code"
            inputMode="numeric"
            {...form.register("code")}
          />
          <FieldError id={errorId("gate-code")} errors={[errors.code]} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={confirm.isPending}>
            {m.gate_verify_submit()}
          </Button>
          <Button type="button" variant="outline" disabled={passkey.isPending} onClick={() => passkey.mutate()}>
            {m.gate_verify_passkey()}
          </Button>
        </div>
      </form>
      <p className="text-muted-foreground text-sm">{m.gate_sso_note()}</p>
    </>
  );
}
