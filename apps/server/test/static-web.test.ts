/**
 * The built web app as the browser gets it (decision 037): the compressed copies the build
 * wrote (apps/web/scripts/precompress.mjs, run here on a small dist), immutable caching for hashed
 * assets, index.html compressed for client-side routes, and no source maps.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preferredEncoding } from "../src/http/static-web";
import { backends } from "./support/matrix";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser } from "./support/users";

const script = new URL("../../web/scripts/precompress.mjs", import.meta.url).pathname;
const indexHtml = `<!doctype html><html><head><title>App</title></head><body>${"<div></div>".repeat(200)}</body></html>`;
const appJs = `console.log(${JSON.stringify("x".repeat(4000))});`;

/** Raw bytes and headers: Node's fetch would decompress and drop Content-Encoding's evidence. */
async function get(url: string, acceptEncoding?: string) {
  const { request } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("the built web app", () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "web-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), indexHtml);
    writeFileSync(join(dist, "assets", "app-Ab12Cd34.js"), appJs);
    writeFileSync(join(dist, "assets", "tiny-Ab12Cd34.js"), "export{};");
    execFileSync(process.execPath, [script, dist]);
    server = await startTestServer(backends[0], {}, { webDistDir: dist });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it("the build writes brotli and gzip copies of files worth compressing, not of tiny ones", () => {
    expect(readdirSync(join(dist, "assets")).sort()).toEqual([
      "app-Ab12Cd34.js",
      "app-Ab12Cd34.js.br",
      "app-Ab12Cd34.js.gz",
      "tiny-Ab12Cd34.js",
    ]);
  });

  it("sends a hashed asset as brotli, immutable for a year", async () => {
    const res = await get(`${server.url}/assets/app-Ab12Cd34.js`, "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toContain("Accept-Encoding");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(brotliDecompressSync(res.body).toString()).toBe(appJs);
    expect(res.body.length).toBeLessThan(appJs.length / 10);
  });

  it("sends gzip to a client without brotli, and the plain file to one without either", async () => {
    const gz = await get(`${server.url}/assets/app-Ab12Cd34.js`, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(appJs);
    const plain = await get(`${server.url}/assets/app-Ab12Cd34.js`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(appJs);
  });

  it("sends index.html for client-side routes, compressed, never cached without revalidation", async () => {
    const res = await get(`${server.url}/dashboard/account`, "gzip, br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(res.body).toString()).toBe(indexHtml);
    const plain = await get(`${server.url}/login`);
    expect(plain.body.toString()).toBe(indexHtml);
  });

  it("answers 404 for a missing asset or source map instead of index.html", async () => {
    expect((await get(`${server.url}/assets/app-Ab12Cd34.js.map`)).status).toBe(404);
    expect((await get(`${server.url}/assets/gone-00000000.js`)).status).toBe(404);
  });

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip;q=1.0, br;q=0", "gzip"],
    ["identity", undefined],
    [undefined, undefined],
    ["BR", "br"],
  ])("Accept-Encoding %j → %j", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("a page changed after the build", () => {
  let server: TestServer;
  let dist: string;
  const edited = indexHtml.replace("<title>App</title>", "<title>Edited</title>");
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "web-dist-"));
    writeFileSync(join(dist, "index.html"), indexHtml);
    execFileSync(process.execPath, [script, dist]);
    // Someone edits the page after the build: its compressed copies are now older than it.
    writeFileSync(join(dist, "index.html"), edited);
    const built = new Date(Date.now() - 60_000);
    for (const copy of ["index.html.br", "index.html.gz"]) utimesSync(join(dist, copy), built, built);
    server = await startTestServer(backends[0], {}, { webDistDir: dist });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it("is sent as it is now in every encoding, not as the build's older copies", async () => {
    const br = await get(`${server.url}/dashboard/account`, "br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(edited);
    const gz = await get(`${server.url}/dashboard/account`, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(edited);
  });
});

describe("the prerendered pages (decision 022)", () => {
  let server: TestServer;
  let dist: string;
  const page = (locale: string, name: string, script = "") =>
    `<!doctype html><html lang="${locale}"><head><title>${name}</title></head><body><div id="root">${name}</div>${
      script ? `<script>${script}</script>` : ""
    }<script type="module" src="/assets/app-Ab12Cd34.js"></script></body></html>`;
  const names = ["index", "login", "login-sign-up", "not-found", "dashboard", "shell"];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "web-pages-"));
    writeFileSync(join(dist, "index.html"), indexHtml);
    const locales: Record<string, unknown> = {};
    for (const locale of ["en", "de"]) {
      mkdirSync(join(dist, "pages", locale), { recursive: true });
      for (const name of names) {
        writeFileSync(join(dist, "pages", locale, `${name}.html`), page(locale, `${locale} ${name}`, `var ${name}=1`));
      }
      const file = (name: string) => `pages/${locale}/${name}.html`;
      locales[locale] = {
        pages: { "/": file("index"), "/login": file("login"), "/login?showSignIn=false": file("login-sign-up") },
        notFound: file("not-found"),
        dashboard: file("dashboard"),
        shell: file("shell"),
      };
    }
    writeFileSync(
      join(dist, "pages", "manifest.json"),
      JSON.stringify({ routes: ["/", "/login", "/neworg", "/accept-invitation/$invitationId", "/dashboard"], locales }),
    );
    server = await startTestServer(backends[0], {}, { webDistDir: dist });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  const text = async (path: string, headers: Record<string, string> = {}) => {
    const res = await server.client().request(path, { headers: { "accept-encoding": "identity", ...headers } });
    return { body: await res.text(), res };
  };

  it("sends each path its page in the request's language, with the headers of every page", async () => {
    const english = await text("/login");
    expect(english.body).toContain("en login");
    expect(english.res.headers.get("cache-control")).toBe("no-cache");
    expect(english.res.headers.get("vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
    expect((await text("/login", { "accept-language": "de-DE,de;q=0.9" })).body).toContain("de login");
    expect((await text("/login", { "accept-language": "de", cookie: "locale=en" })).body).toContain("en login");
    expect((await text("/", { cookie: "locale=de" })).body).toContain("de index");
  });

  it("a page prerendered for its query gets that page; any other query gets the shell", async () => {
    expect((await text("/login?showSignIn=false")).body).toContain("en login-sign-up");
    expect((await text("/login?showSignIn=false", { cookie: "locale=de" })).body).toContain("de login-sign-up");
    expect((await text("/login?showSignIn=false&redirectTo=%2Fneworg")).body).toContain("en shell");
    expect((await text("/login?redirectTo=%2Fneworg")).body).toContain("en shell");
    expect((await text("/?showSignIn=false")).body).toContain("en shell");
  });

  it("another app path, a dashboard path and an unknown path get the shell, the skeleton, the not-found page", async () => {
    expect((await text("/neworg")).body).toContain("en shell");
    expect((await text("/accept-invitation/abc123")).body).toContain("en shell");
    expect((await text("/Login/")).body).toContain("en shell");
    expect((await text("/dashboard")).body).toContain("en dashboard");
    expect((await text("/dashboard/account", { cookie: "locale=de" })).body).toContain("de dashboard");
    expect((await text("/no/such/page")).body).toContain("en not-found");
    expect((await text("/accept-invitation")).body).toContain("en not-found");
  });

  it("a signed-in visit to /login goes on to redirectTo (a same-origin path) before any page is sent", async () => {
    const user = await signedUpUser(server);
    const visit = async (path: string) => {
      const res = await user.client.request(path, { redirect: "manual" });
      return { status: res.status, location: res.headers.get("location"), body: await res.text() };
    };
    expect(await visit("/login")).toMatchObject({ status: 302, location: "/dashboard", body: "" });
    expect(await visit("/login?redirectTo=%2Fdashboard%2Faccount")).toMatchObject({
      status: 302,
      location: "/dashboard/account",
    });
    expect(await visit("/login?redirectTo=https%3A%2F%2Fevil.example%2F")).toMatchObject({
      status: 302,
      location: "/dashboard",
    });
    // Signed out, or with a cookie that names no session: the page.
    expect((await text("/login")).body).toContain("en login");
    expect((await text("/login", { cookie: "better-auth.session_token=forged.value" })).body).toContain("en login");
  });

  it("the CSP allows exactly the inline scripts of the page it comes with", async () => {
    const scriptSrc = (res: Response) =>
      res.headers
        .get("content-security-policy")
        ?.split(";")
        .find((directive) => directive.trim().startsWith("script-src"))
        ?.trim();
    const hash = (content: string) => `'sha256-${createHash("sha256").update(content).digest("base64")}'`;
    expect(scriptSrc((await text("/login")).res)).toBe(`script-src 'self' ${hash("var login=1")}`);
    expect(scriptSrc((await text("/dashboard/x")).res)).toBe(`script-src 'self' ${hash("var dashboard=1")}`);
    // Everything else keeps the strict policy.
    expect(scriptSrc(await server.client().request("/api/health"))).toBe("script-src 'self'");
    expect(scriptSrc(await server.client().request("/assets/app-Ab12Cd34.js"))).toBe("script-src 'self'");
  });
});
