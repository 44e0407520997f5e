/**
 * The only client setting (docs/product.md#validation-rules): the server URL, checked once at start-up. Unset means the
 * page's own origin, which is how `npm start` serves web and API together.
 */
function resolveServerUrl(): string {
  const configured = import.meta.env.VITE_SERVER_URL?.trim();
  // At build time (the prerendered pages) there is no page: nothing calls the server then.
  const url = configured || (import.meta.env.SSR ? "http://localhost" : window.location.origin);
  if (!isUrl(url)) {
    throw new Error(`Invalid base URL: ${url}. Please provide a valid base URL.`);
  }
  return url.replace(/\/$/, "");
}

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export const serverUrl = resolveServerUrl();
