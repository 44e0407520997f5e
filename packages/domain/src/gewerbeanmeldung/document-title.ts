// Without zod: the document page's title is set by the router, which is on the first page (decision 022).

/** "Gewerbeanmeldung #" plus the first 8 characters of the id (SPEC §2). */
export function documentTitle(id: string): string {
  return `Gewerbeanmeldung #${id.slice(0, 8)}`;
}
