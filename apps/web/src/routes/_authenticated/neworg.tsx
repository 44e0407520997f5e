import { m } from "@app/i18n/messages";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { SignedInAs } from "@/components/signed-in-as";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ImpersonationBanner } from "@/features/dashboard-shell/impersonation-banner";
import { PublicLayout } from "@/features/layout/public-layout";
import { CreateOrganizationForm } from "@/features/organizations/create-organization-form";
import { organizationsQueryOptions } from "@/lib/organizations";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/neworg")({
  beforeLoad: async ({ context }) => {
    const organizations = await context.queryClient.ensureQueryData(organizationsQueryOptions);
    if (organizations.length > 0) throw redirect({ to: "/dashboard" });
  },
  head: () => titled(m.org_neworg_title()),
  component: NewOrganizationPage,
});

function NewOrganizationPage() {
  const navigate = Route.useNavigate();
  return (
    // The public frame: the dashboard needs an organization, and the user must be able to leave (Sign Out).
    // An admin impersonating a user without organizations lands here and must be able to stop.
    <PublicLayout banner={<ImpersonationBanner />}>
      <div className="flex flex-1 items-center justify-center px-4 py-12">
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle className="text-2xl">
              <h1>{m.org_neworg_title()}</h1>
            </CardTitle>
            <CardDescription>{m.org_neworg_description()}</CardDescription>
          </CardHeader>
          <CardContent>
            <CreateOrganizationForm onCreated={() => navigate({ to: "/dashboard" })} />
          </CardContent>
          <CardFooter className="border-t">
            <SignedInAs />
          </CardFooter>
        </Card>
      </div>
    </PublicLayout>
  );
}
