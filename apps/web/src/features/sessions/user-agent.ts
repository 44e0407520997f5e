/** "Chrome on Linux" from a User-Agent header: enough for a person to recognise their own devices. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown device";
  const browser = browserName(userAgent);
  const system = systemName(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
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
