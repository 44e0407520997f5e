/** The enterprise sign-in settings (decision 035): DNS_SERVERS and SSO_PRIVATE_IDP_ORIGINS, checked at start. */
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig(${JSON.stringify(env)}) did not throw`);
}

describe("enterprise sign-in configuration", () => {
  it("reads DNS servers as IP:port lists and private IdP origins as origins", () => {
    const config = loadConfig({
      DNS_SERVERS: "10.0.0.2:53, [fd00::2]:5353,127.0.0.1",
      SSO_PRIVATE_IDP_ORIGINS: "https://sso.intranet.example,http://127.0.0.1:8080",
    });
    expect(config.sso.dnsServers).toEqual(["10.0.0.2:53", "[fd00::2]:5353", "127.0.0.1"]);
    expect(config.sso.privateIdpOrigins).toEqual(["https://sso.intranet.example", "http://127.0.0.1:8080"]);
  });

  it("uses the system's resolver and trusts no private IdP by default", () => {
    const config = loadConfig({});
    expect(config.sso).toEqual({ dnsServers: [], privateIdpOrigins: [] });
  });

  it.each([
    [{ DNS_SERVERS: "dns.example.com:53" }, "DNS_SERVERS"],
    [{ DNS_SERVERS: "10.0.0.2:53;10.0.0.3" }, "DNS_SERVERS"],
    [{ SSO_PRIVATE_IDP_ORIGINS: "sso.intranet.example" }, "SSO_PRIVATE_IDP_ORIGINS"],
    [{ SSO_PRIVATE_IDP_ORIGINS: "https://sso.intranet.example/path" }, "SSO_PRIVATE_IDP_ORIGINS"],
    [{ SSO_PRIVATE_IDP_ORIGINS: "ftp://sso.intranet.example" }, "SSO_PRIVATE_IDP_ORIGINS"],
  ])("refuses %o, naming %s", (env, name) => {
    expect(refusal(env)).toContain(`${name}:`);
  });
});
