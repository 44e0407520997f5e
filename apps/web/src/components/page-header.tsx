import type { ReactNode } from "react";

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  /** 2 for a section of a settings area, whose page already has the area's h1. */
  level?: 1 | 2;
}

/** A page heading (or a settings section's): title, optional subtitle, actions on the right. */
export function PageHeader({ title, subtitle, actions, level = 1 }: PageHeaderProps) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid min-w-0 gap-1">
        <Heading
          className={
            level === 1
              ? "text-2xl font-semibold tracking-tight break-words"
              : "text-xl font-semibold tracking-tight break-words"
          }
        >
          {title}
        </Heading>
        {subtitle ? <p className="text-muted-foreground text-sm">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
