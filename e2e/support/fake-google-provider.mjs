// A stand-in for Google's OAuth 2.0 / OpenID Connect endpoints, for the end-to-end tests only
// (Google is not reachable from the test machines). It implements what better-auth's Google provider
// uses: the authorization endpoint (a page where the tester picks the account), the token endpoint
// with client authentication and PKCE (S256) checks, and an RS256-signed id_token.
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { createServer } from "node:http";

const port = Number(process.env.FAKE_GOOGLE_PORT ?? 3101);
const clientId = process.env.GOOGLE_CLIENT_ID ?? "e2e-google-client";
const clientSecret = process.env.GOOGLE_CLIENT_SECRET ?? "e2e-google-secret";
const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
/** code → what the token endpoint must check and return. */
const codes = new Map();

const b64url = (value) => Buffer.from(value).toString("base64url");

function idToken(claims) {
  const header = b64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid: "e2e" }));
  const now = Math.floor(Date.now() / 1000);
  const payload = b64url(
    JSON.stringify({ iss: "https://accounts.google.com", aud: clientId, iat: now, exp: now + 3600, ...claims }),
  );
  const signature = sign("RSA-SHA256", Buffer.from(`${header}.${payload}`), privateKey).toString("base64url");
  return `${header}.${payload}.${signature}`;
}

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function accountPage(params) {
  const hidden = [...params].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`);
  return `<!doctype html><html><head><title>Sign in - Google Accounts (test)</title></head><body>
<h1>Choose an account</h1>
<form method="post" action="/o/oauth2/v2/auth">${hidden.join("")}
<label>Email <input name="email" type="email" required></label>
<label>Name <input name="name" required></label>
<button type="submit">Continue</button>
</form></body></html>`;
}

async function readForm(req) {
  let body = "";
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

function send(res, status, body, type = "application/json") {
  res.writeHead(status, { "content-type": type });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", `http://localhost:${port}`);
  if (url.pathname === "/health") return send(res, 200, { ok: true });

  if (url.pathname === "/o/oauth2/v2/auth" && req.method === "GET") {
    const p = url.searchParams;
    if (p.get("client_id") !== clientId) return send(res, 400, "unknown client_id", "text/plain");
    if (p.get("response_type") !== "code" || !p.get("redirect_uri") || !p.get("state")) {
      return send(res, 400, "missing response_type, redirect_uri or state", "text/plain");
    }
    if (p.get("code_challenge_method") !== "S256" || !p.get("code_challenge")) {
      return send(res, 400, "PKCE (S256) is required", "text/plain");
    }
    return send(res, 200, accountPage(p), "text/html");
  }

  if (url.pathname === "/o/oauth2/v2/auth" && req.method === "POST") {
    const form = await readForm(req);
    const code = randomBytes(16).toString("hex");
    const email = form.get("email");
    codes.set(code, {
      redirectUri: form.get("redirect_uri"),
      challenge: form.get("code_challenge"),
      nonce: form.get("nonce") || undefined,
      claims: {
        sub: createHash("sha256").update(email).digest("hex").slice(0, 21),
        email,
        email_verified: true,
        name: form.get("name"),
      },
    });
    const target = new URL(form.get("redirect_uri"));
    target.searchParams.set("code", code);
    target.searchParams.set("state", form.get("state"));
    res.writeHead(302, { location: target.toString() });
    return res.end();
  }

  if (url.pathname === "/token" && req.method === "POST") {
    const form = await readForm(req);
    let id = form.get("client_id");
    let secret = form.get("client_secret");
    const basic = req.headers.authorization?.match(/^Basic (.+)$/);
    if (basic) [id, secret] = Buffer.from(basic[1], "base64").toString().split(":").map(decodeURIComponent);
    if (id !== clientId || secret !== clientSecret) return send(res, 401, { error: "invalid_client" });
    const grant = codes.get(form.get("code"));
    codes.delete(form.get("code"));
    if (!grant || form.get("grant_type") !== "authorization_code") return send(res, 400, { error: "invalid_grant" });
    if (grant.redirectUri !== form.get("redirect_uri")) return send(res, 400, { error: "invalid_grant" });
    const verifier = form.get("code_verifier") ?? "";
    if (createHash("sha256").update(verifier).digest("base64url") !== grant.challenge) {
      return send(res, 400, { error: "invalid_grant", error_description: "PKCE verification failed" });
    }
    return send(res, 200, {
      access_token: randomBytes(16).toString("hex"),
      token_type: "Bearer",
      expires_in: 3600,
      scope: "openid email profile",
      id_token: idToken({ ...grant.claims, ...(grant.nonce ? { nonce: grant.nonce } : {}) }),
    });
  }

  send(res, 404, { error: "not_found" });
}).listen(port, "127.0.0.1", () => console.log(`fake Google provider on http://localhost:${port}`));
