// No zod here: the web's /login route checks its redirectTo with this in the router, which every page
// loads; through the barrel ("sideEffects": false) it brings no schema with it (decision 022).
import { hasControlCharacters } from "./control-characters";

/** Where to go after signing in when no redirectTo was given (docs/product.md#sign-in-and-sign-up). */
export const DEFAULT_LOGIN_REDIRECT = "/dashboard";

/**
 * Only same-origin paths are accepted as redirect targets, so a crafted
 * /login?redirectTo=https://evil.example link cannot send a user elsewhere. The value is resolved
 * against the page's own origin as a browser would (which drops tabs and newlines, reads "/\\" like
 * "//" and folds "/../" and "/./"), and the normalised result must still be a path on that origin:
 * a result like "//evil.example" (from "/..//evil.example") would be read as another host when
 * followed, so it is refused, and so is one whose decoded form starts that way ("/%2f%2fevil.example").
 */
export function safeRedirectPath(value: string | undefined | null): string {
  if (typeof value !== "string" || !value.startsWith("/")) return DEFAULT_LOGIN_REDIRECT;
  const base = "http://same-origin.invalid";
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return DEFAULT_LOGIN_REDIRECT;
    const path = `${url.pathname}${url.search}${url.hash}`;
    const decoded = safeDecode(url.pathname);
    if (isNetworkPath(path) || isNetworkPath(decoded) || hasControlCharacters(decoded)) return DEFAULT_LOGIN_REDIRECT;
    // Followed once more, the normalised path must stay where it is.
    if (new URL(path, base).origin !== base) return DEFAULT_LOGIN_REDIRECT;
    return path;
  } catch {
    return DEFAULT_LOGIN_REDIRECT;
  }
}

/** "//host" and "/\\host" (and their mixes) are network paths: a browser leaves the origin. */
function isNetworkPath(path: string): boolean {
  return /^[/\\]{2}/.test(path);
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return "//"; // undecodable: refuse
  }
}
