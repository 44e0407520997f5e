import { createFileRoute, redirect } from "@tanstack/react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ImpersonationBanner } from "@/features/dashboard-shell/impersonation-banner";
import { CreateOrganizationForm } from "@/features/organizations/create-organization-form";
import { organizationsQueryOptions } from "@/lib/organizations";

export const Route = createFileRoute("/_authenticated/neworg")({
  beforeLoad: async ({ context }) => {
    const organizations = await context.queryClient.ensureQueryData(organizationsQueryOptions);
    if (organizations.length > 0) throw redirect({ to: "/dashboard" });
  },
  component: NewOrganizationPage,
});

function NewOrganizationPage() {
  const navigate = Route.useNavigate();
  return (
    <div className="flex min-h-svh flex-col">
      {/* An admin impersonating a user without organizations lands here and must be able to stop. */}
      <ImpersonationBanner />
      <div className="flex flex-1 items-center justify-center px-4 py-12">
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle className="text-2xl">Create Your Organization</CardTitle>
            <CardDescription>An organization is the workspace you share with your team.</CardDescription>
          </CardHeader>
          <CardContent>
            <CreateOrganizationForm onCreated={() => navigate({ to: "/dashboard" })} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
