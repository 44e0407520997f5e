import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

interface SectionCardProps {
  /** An h2: the page has its own h1. */
  title: string;
  description?: ReactNode;
  /** Buttons next to the title (on a phone, below it). */
  action?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  destructive?: boolean;
}

/** One section of a settings page, such as the account page's Password or Sessions. */
export function SectionCard({ title, description, action, children, footer, destructive }: SectionCardProps) {
  return (
    <Card className={cn("max-w-2xl", destructive && "border-destructive/50")} aria-label={title} role="region">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <CardTitle className="text-lg">
            <h2>{title}</h2>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action ? <div className="flex flex-wrap gap-2">{action}</div> : null}
      </CardHeader>
      {children ? <CardContent className="grid gap-4">{children}</CardContent> : null}
      {footer ? <CardFooter className="flex-wrap justify-end gap-2">{footer}</CardFooter> : null}
    </Card>
  );
}
