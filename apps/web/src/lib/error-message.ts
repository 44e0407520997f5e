// Apart from errors.ts so the root route's error screen does not pull the oRPC client and zod into
// the first chunk (decision 022).

/** The text to show for anything thrown: an Error's message, else the value itself. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
