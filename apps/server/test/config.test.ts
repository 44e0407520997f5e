import { sep } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";

function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig(${JSON.stringify(env)}) did not throw`);
}

describe("loadConfig", () => {
  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ BETTER_AUTH_SECRET: "short" }, "BETTER_AUTH_SECRET"],
    [{ GOOGLE_CLIENT_ID: "client-id" }, "GOOGLE_CLIENT_SECRET"],
    [{ GOOGLE_CLIENT_SECRET: "client-secret" }, "GOOGLE_CLIENT_ID"],
    [{ ADMIN_EMAILS: "not-an-email" }, "ADMIN_EMAILS"],
    [{ ADMIN_EMAILS: "boss@example.com, not-an-email" }, "ADMIN_EMAILS"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL"],
    [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN"],
    [{ METRICS_PORT: "metrics" }, "METRICS_PORT"],
    [{ RATE_LIMIT_SIGN_IN: "ten" }, "RATE_LIMIT_SIGN_IN"],
    [{ RATE_LIMIT_SIGN_UP: "10" }, "RATE_LIMIT_SIGN_UP"],
    [{ RATE_LIMIT_PASSWORD_RESET: "0/60" }, "RATE_LIMIT_PASSWORD_RESET"],
    [{ RATE_LIMIT_GENERAL: "100/0" }, "RATE_LIMIT_GENERAL"],
  ])("refuses %o naming %s", (env, variable) => {
    const error = configErrorOf(env);
    expect(error.name).toBe("ConfigError");
    // One line per problem, each starting with the variable's name.
    expect(error.message).toMatch(new RegExp(`^  - ${variable}: `, "m"));
    expect(error.message.match(/^ {2}- /gm)).toHaveLength(1);
  });

  it("reports every bad variable at once", () => {
    const error = configErrorOf({ PORT: "abc", DATABASE_URL: "mysql://x" });
    expect(error.message).toMatch(/^ {2}- PORT: /m);
    expect(error.message).toMatch(/^ {2}- DATABASE_URL: /m);
  });

  it("names the log levels, and keeps logging at info and metrics off by default", () => {
    expect(configErrorOf({ LOG_LEVEL: "verbose" }).message).toContain(
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    );
    expect(configErrorOf({ METRICS_TOKEN: "short-token" }).message).not.toContain("short-token");
    const config = loadConfig({});
    expect(config.logLevel).toBe("info");
    expect(config.metrics).toEqual({ token: undefined, port: undefined });
  });

  it("does not echo a secret's value into the error (it ends up in logs)", () => {
    const error = configErrorOf({ BETTER_AUTH_SECRET: "hunter2-not-long-enough" });
    expect(error.message).not.toContain("hunter2-not-long-enough");
  });

  it("defaults to port 3000, ./data and http://localhost:3000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith(`${sep}data`)).toBe(true);
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("treats an empty PORT as unset, as the shell does for PORT:-3000", () => {
    expect(loadConfig({ PORT: "" }).port).toBe(3000);
  });

  it("derives the public URL from PORT unless one is configured", () => {
    expect(loadConfig({ PORT: "4123" }).publicUrl).toBe("http://localhost:4123");
    expect(loadConfig({ PORT: "4123", PUBLIC_URL: "https://app.example.com/" }).publicUrl).toBe(
      "https://app.example.com",
    );
  });

  it("keeps ADMIN_EMAILS as a trimmed, lower-cased list", () => {
    expect(loadConfig({ ADMIN_EMAILS: " Boss@Example.com ,ops@example.com," }).adminEmails).toEqual([
      "boss@example.com",
      "ops@example.com",
    ]);
  });

  it("reads rate limits as <requests>/<seconds>, with defaults", () => {
    expect(loadConfig({}).rateLimits).toEqual({
      signIn: { max: 10, window: 60 },
      signUp: { max: 10, window: 60 },
      passwordReset: { max: 3, window: 60 },
      general: { max: 100, window: 60 },
    });
    const config = loadConfig({ RATE_LIMIT_SIGN_IN: "5/30", RATE_LIMIT_GENERAL: " 600/60 " });
    expect(config.rateLimits.signIn).toEqual({ max: 5, window: 30 });
    expect(config.rateLimits.general).toEqual({ max: 600, window: 60 });
  });

  it("names the expected format in the error", () => {
    expect(configErrorOf({ RATE_LIMIT_SIGN_IN: "ten" }).message).toContain(
      'RATE_LIMIT_SIGN_IN: must be <requests>/<seconds>, e.g. 10/60 (got "ten")',
    );
  });
});
