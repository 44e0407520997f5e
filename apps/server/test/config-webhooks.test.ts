/** WEBHOOK_ALLOWED_HOSTS (decision 036): host names only, checked at start; none by default. */
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";

describe("webhook configuration", () => {
  it("reads host names, lower-cased; none by default", () => {
    expect(loadConfig({ WEBHOOK_ALLOWED_HOSTS: "localhost, Hooks.Test,127.0.0.1" }).webhooks.allowedHosts).toEqual([
      "localhost",
      "hooks.test",
      "127.0.0.1",
    ]);
    expect(loadConfig({}).webhooks.allowedHosts).toEqual([]);
  });

  it.each(["https://hooks.test", "hooks.test:8080", "hooks test", "*.example.com"])("refuses %s", (value) => {
    expect(() => loadConfig({ WEBHOOK_ALLOWED_HOSTS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ WEBHOOK_ALLOWED_HOSTS: value })).toThrow(/WEBHOOK_ALLOWED_HOSTS:/);
  });
});
