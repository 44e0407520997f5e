/** The text to show for anything thrown: an Error's message, else the value itself. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
