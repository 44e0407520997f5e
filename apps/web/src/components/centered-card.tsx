import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

interface CenteredCardProps {
  /** The page's one h1. */
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** A public page that is one card in the middle: password reset, its outcomes, the second sign-in step. */
export function CenteredCard({ title, description, icon, children, footer }: CenteredCardProps) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12">
      <Card className="w-full max-w-sm">
        <CardHeader>
          {icon ? <div className="text-muted-foreground mb-2 [&_svg]:size-8">{icon}</div> : null}
          <CardTitle className="text-2xl">
            <h1>{title}</h1>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
        {footer ? <CardFooter className="flex-wrap justify-center gap-2 text-sm">{footer}</CardFooter> : null}
      </Card>
    </div>
  );
}
