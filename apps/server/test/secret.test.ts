import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveAuthSecret } from "../src/secret";

describe("resolveAuthSecret", () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const tempDir = () => {
    root = mkdtempSync(join(tmpdir(), "secret-test-"));
    return root;
  };

  it("generates a secret of at least 32 characters, readable by this user only", () => {
    const dataDir = join(tempDir(), "not-yet-created");
    const secret = resolveAuthSecret(undefined, dataDir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, "auth-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("returns the stored secret on the next call", () => {
    const dataDir = tempDir();
    const first = resolveAuthSecret(undefined, dataDir);
    expect(resolveAuthSecret(undefined, dataDir)).toBe(first);
  });

  it("generates a different secret for another data directory", () => {
    const dataDir = tempDir();
    expect(resolveAuthSecret(undefined, join(dataDir, "a"))).not.toBe(resolveAuthSecret(undefined, join(dataDir, "b")));
  });

  it("returns the configured secret and writes nothing", () => {
    const dataDir = tempDir();
    const configured = "c".repeat(40);
    expect(resolveAuthSecret(configured, dataDir)).toBe(configured);
    expect(() => statSync(join(dataDir, "auth-secret"))).toThrow(/ENOENT/);
  });
});
