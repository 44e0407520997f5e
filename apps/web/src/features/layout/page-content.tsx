import type { ReactNode } from "react";

/** Body of the static public pages (about, privacy, terms). */
export function PageContent({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-semibold tracking-tight">{title}</h1>
      <div className="text-muted-foreground space-y-4 leading-7">{children}</div>
    </article>
  );
}
