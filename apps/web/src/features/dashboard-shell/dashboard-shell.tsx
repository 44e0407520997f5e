import { type ReactNode, useState } from "react";
import { MainContent } from "@/components/main-content";
import { SiteFooter } from "@/components/site-footer";
import { readSidebarCookie, SidebarInset, SidebarProvider } from "@/components/ui/sidebar";
import { TooltipProvider } from "@/components/ui/tooltip";
import { AppSidebar } from "./app-sidebar";
import { DashboardHeader } from "./dashboard-header";
import { ImpersonationBanner } from "./impersonation-banner";

/**
 * The /dashboard layout (docs/product.md#dashboard-layout): sidebar, header, impersonation banner, the page, the footer.
 * `notices` are banners from other features (email verification), composed by the route.
 */
export function DashboardShell({ children, notices }: { children: ReactNode; notices?: ReactNode }) {
  // Read once: from then on the provider owns the state and writes the cookie on every change.
  const [defaultOpen] = useState(readSidebarCookie);
  return (
    <TooltipProvider>
      <SidebarProvider defaultOpen={defaultOpen}>
        <AppSidebar />
        <SidebarInset>
          <DashboardHeader />
          <ImpersonationBanner />
          {notices}
          <MainContent className="flex flex-1 flex-col gap-4 p-4 md:p-6">{children}</MainContent>
          <SiteFooter />
        </SidebarInset>
      </SidebarProvider>
    </TooltipProvider>
  );
}
