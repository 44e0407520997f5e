import type { Page } from "@playwright/test";

/**
 * Holds every request to `url` until the test calls the returned `release`, so a busy state ('Saving...')
 * can be asserted without racing a timer: the request answers when the test has seen what a person sees.
 * `answer` replaces the server's answer (a failure, say); without it the request goes on to the server.
 */
export async function holdUntilReleased(
  page: Page,
  url: string | RegExp,
  answer?: Parameters<import("@playwright/test").Route["fulfill"]>[0],
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await (answer ? route.fulfill(answer) : route.continue()).catch(() => {});
  });
  return release;
}
