import type { Resolver } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { lazyResolver } from "@/lib/lazy-resolver";

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false };

describe("lazyResolver", () => {
  it("validates a form sent before the code has loaded once it has, loading it only once", async () => {
    let loads = 0;
    let arrive = (_resolver: Resolver<Values>) => {};
    const lazy = lazyResolver<Values>(() => {
      loads++;
      return new Promise((resolve) => {
        arrive = resolve;
      });
    });
    const answer = lazy.resolver({ email: "not-an-email" }, undefined, options);
    lazy.preload();
    let settled = false;
    void Promise.resolve(answer).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);

    arrive((values) => ({
      values: {},
      errors: values.email.includes("@") ? {} : { email: { type: "format", message: "Invalid email address" } },
    }));
    expect(await answer).toEqual({
      values: {},
      errors: { email: { type: "format", message: "Invalid email address" } },
    });
    expect(await lazy.resolver({ email: "a@b.de" }, undefined, options)).toEqual({ values: {}, errors: {} });
    expect(loads).toBe(1);
  });
});
