import { Link } from "@tanstack/react-router";
import { Button } from "@/components/ui/button";

interface NotFoundProps {
  /** Where the way back leads: the home page, or the dashboard for a page missing inside it. */
  back?: { to: "/" | "/dashboard"; label: string };
}

/** SPEC §2 'Not Found', inside the layout the missing page would have had. */
export function NotFound({ back = { to: "/", label: "Home" } }: NotFoundProps) {
  return (
    <div className="flex min-h-[50vh] flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold">Not Found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist.</p>
      <Button asChild variant="outline">
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </div>
  );
}
