import { createFileRoute } from "@tanstack/react-router";
import { PageContent } from "@/features/layout/page-content";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_public/privacy")({
  head: () => titled("Privacy"),
  component: () => (
    <PageContent title="Privacy">
      <p>
        We keep the data you give us to run your account: your name, email address, avatar URL, the organizations you
        belong to and the documents you create. A session cookie keeps you signed in; it is not used for tracking.
      </p>
      <p>Your theme choice is stored in your own browser only.</p>
    </PageContent>
  ),
});
