import { m } from "@app/i18n/messages";
/** "Chrome on Linux" from a User-Agent header: enough for a person to recognise their own devices. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return m.sessions_unknown_device();
  const browser = browserName(userAgent);
  const system = systemName(userAgent);
  if (browser && system) return m.sessions_browser_on_system({ browser, system });
  return browser ?? system ?? m.sessions_unknown_device();
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
// i18n-ignore: the names are brands, the same in every language.
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS/, "Firefox"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/HeadlessChrome\//, "Headless Chrome"],
  [/Chrome\/|CriOS/, "Chrome"],
  [/Safari\//, "Safari"],
  [/curl\//, "curl"],
];

const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

function browserName(userAgent: string): string | undefined {
  return browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
}

function systemName(userAgent: string): string | undefined {
  return systems.find(([pattern]) => pattern.test(userAgent))?.[1];
}
