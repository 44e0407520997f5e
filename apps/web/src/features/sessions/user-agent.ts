import { m } from "@app/i18n/messages";
import Bowser from "bowser";

// bowser names some brands in full; the list shows them as people call them.
// i18n-ignore: the names are brands, the same in every language.
const shortNames: Record<string, string> = {
  "Microsoft Edge": "Edge",
  "Samsung Internet for Android": "Samsung Internet",
  "Chrome OS": "ChromeOS",
};
const short = (name: string | undefined) => (name ? (shortNames[name] ?? name) : undefined);

/** "Chrome on Linux" from a User-Agent header: enough for a person to recognise their own devices. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return m.sessions_unknown_device();
  const parsed = Bowser.parse(userAgent);
  // bowser knows browsers, not command-line clients: a session made with curl says so itself.
  const browser = short(parsed.browser.name) ?? userAgent.match(/^(curl)\//)?.[1];
  const system = short(parsed.os.name);
  if (browser && system) return m.sessions_browser_on_system({ browser, system });
  return browser ?? system ?? m.sessions_unknown_device();
}
