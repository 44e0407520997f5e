import { m } from "@app/i18n/messages";
import { Link } from "@tanstack/react-router";
import { Button } from "@/components/ui/button";

interface NotFoundProps {
  /** Where the way back leads: the home page, or the dashboard for a page missing inside it. */
  back?: { to: "/" | "/dashboard"; label: string };
}

/** 'Not Found' (docs/product.md#global-behaviour), inside the layout the missing page would have had. */
export function NotFound({ back = { to: "/", label: m.common_home() } }: NotFoundProps) {
  return (
    <div className="flex min-h-[50vh] flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold">{m.page_not_found()}</h1>
      <p className="text-muted-foreground">{m.ui_not_found_text()}</p>
      <Button asChild variant="outline">
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </div>
  );
}
