import { afterEach, describe, expect, it } from "vitest";
import { createMemoryStorage } from "../src/auth/memory-storage";

describe("the in-process session storage (PGlite)", () => {
  let clock = 1_000_000;
  const store = createMemoryStorage(() => clock);
  afterEach(() => {
    clock += 3_600_000;
  });

  it("keeps a value until its time to live has passed, then forgets it", async () => {
    await store.storage.set("session-a", "A", 60);
    expect(await store.storage.get("session-a")).toBe("A");
    clock += 59_999;
    expect(await store.storage.get("session-a")).toBe("A");
    clock += 1;
    expect(await store.storage.get("session-a")).toBeNull();
  });

  it("keeps a value without a time to live until it is deleted", async () => {
    await store.storage.set("active-sessions-u1", "[]");
    clock += 10 * 365 * 86_400_000;
    expect(await store.storage.get("active-sessions-u1")).toBe("[]");
    await store.storage.delete("active-sessions-u1");
    expect(await store.storage.get("active-sessions-u1")).toBeNull();
  });

  it("hands out a value once with getAndDelete", async () => {
    await store.storage.set("verification:x", "v", 60);
    expect(await store.storage.getAndDelete("verification:x")).toBe("v");
    expect(await store.storage.getAndDelete("verification:x")).toBeNull();
  });

  it("counts within a window that starts at the first count and is not extended", async () => {
    expect(await store.storage.increment("rate:1.2.3.4", 10)).toBe(1);
    clock += 9_000;
    expect(await store.storage.increment("rate:1.2.3.4", 10)).toBe(2);
    clock += 1_000;
    expect(await store.storage.increment("rate:1.2.3.4", 10)).toBe(1);
  });

  it("sweeps nothing that is still valid", async () => {
    await store.storage.set("keep", "k", 3600);
    expect(store.size()).toBeGreaterThan(0);
    expect(await store.storage.get("keep")).toBe("k");
    store.close();
  });
});
