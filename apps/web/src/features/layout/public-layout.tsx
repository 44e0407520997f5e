import type { ReactNode } from "react";
import { MainContent } from "@/components/main-content";
import { SiteFooter } from "@/components/site-footer";
import { PublicHeader } from "./public-header";

/**
 * The public layout (docs/product.md#public-layout): header with the top navigation and the account menu, the page, the footer.
 * Also around pages outside the public routes that need the same frame: /neworg and the 404 page.
 */
export function PublicLayout({ banner, children }: { banner?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col">
      {banner}
      <PublicHeader />
      <MainContent className="flex flex-1 flex-col">{children}</MainContent>
      <SiteFooter />
    </div>
  );
}
