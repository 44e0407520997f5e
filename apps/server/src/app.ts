import type { DatabaseHandle } from "@app/db";
import { DOCUMENT_KINDS, isHealthy, safeRedirectPath } from "@app/domain";
import { m } from "@app/i18n/messages";
import { type Context, Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { LANGUAGE_PATH, languageHandler } from "./account/language-route";
import { apiKeyReader } from "./api-keys/api-key-reader";
import type { Auth } from "./auth/auth";
import { authRoute } from "./auth/auth-route";
import { scimCatalog } from "./auth/scim-catalog";
import { sessionReader } from "./auth/session-reader";
import type { Config } from "./config";
import { counterStore } from "./counters/counter-store";
import { documentPdfHandler, pdfRoute } from "./documents/pdf-route";
import { errorResponse, httpErrorHandler, rpcErrors } from "./errors/answers";
import { RETRY_AFTER_SECONDS } from "./errors/failure";
import { checkHealth, type HealthDeps, type RedisState } from "./health/health";
import { clientIpOf, headersWithClientIp, rememberClientIp } from "./http/client-ip";
import { EDGE_LIMITS, edgeGuard } from "./http/edge-guard";
import { originCheck } from "./http/origin-check";
import { loadWeb } from "./http/static-web";
import { followRequestLocale } from "./i18n/request-locale";
import type { Mailer } from "./mail/mailer";
import type { Logger } from "./observability/logger";
import type { Metrics } from "./observability/metrics";
import { mountObservability } from "./observability/mount";
import { currentRequest } from "./observability/request-context";
import { ACTIVITY_CSV_ROUTE, activityCsvHandler } from "./organizations/activity-csv-route";
import {
  LOGO_FILE_ROUTE,
  LOGO_UPLOAD_MAX_BODY_BYTES,
  LOGO_UPLOAD_PATH,
  LOGO_UPLOAD_ROUTE,
  logoFileHandler,
  logoUploadHandler,
} from "./organizations/logo-route";
import { mountPublicApi } from "./public-api/public-api-route";
import { router } from "./router";
import type { WebhookServices } from "./rpc/context";
import { rpcRoute } from "./rpc/route";
import { SSO_LARGE_BODY_PATH, SSO_MAX_BODY_BYTES } from "./sso/sso-hooks";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  /** Redis's state for /api/health, with REDIS_URL (health/health.ts). */
  redisState?: () => RedisState;
  /** Directory of the built web app; omitted in API-only tests. */
  webDistDir?: string;
  log: Logger;
  /** Present when metrics are enabled (METRICS_TOKEN or METRICS_PORT). */
  metrics?: Metrics;
  mailer: Mailer;
  /** Outgoing webhooks: the secrets' key and the outbox worker to wake (decision 036). */
  webhooks: WebhookServices;
  /** The clock that counts days (the obligations' days left); the real one unless a test moves it. */
  now?: () => Date;
}

export function createApp({
  config,
  database,
  auth,
  redisState,
  webDistDir,
  log,
  metrics,
  mailer,
  webhooks,
  now = () => new Date(),
}: AppDeps) {
  followRequestLocale(() => currentRequest()?.locale);
  const app = new Hono();
  const health: HealthDeps = { database, auth, redisState, log };
  const readSession = sessionReader(auth);
  const scim = scimCatalog(auth);
  const hasPermission = async (userId: string, permissions: Record<string, string[]>) =>
    (await auth.api.userHasPermission({ body: { userId, permissions } })).success;
  const rpcContext = (c: Context) => ({
    headers: c.req.raw.headers,
    hasPermission,
    db: database.db,
    checkHealth: () => checkHealth(health),
    clientIp: () => clientIpOf(c, config.trustProxy),
    mailer,
    publicUrl: config.publicUrl,
    scim,
    webhooks,
    now,
  });
  const rpc = rpcRoute(router, {
    prefix: "/rpc",
    clientInterceptors: [rpcErrors],
    context: (c) => ({ ...rpcContext(c), readSession }),
  });

  const authPaths = Object.values(auth.api as Record<string, { path?: unknown }>)
    .map((endpoint) => endpoint?.path)
    .filter((path): path is string => typeof path === "string");
  mountObservability(app, { authPaths, metricsToken: config.metrics.token, log, metrics });

  // The built web app's prerendered pages carry the router's state in inline scripts: each page's
  // own hashes join script-src (decision 022).
  const web = webDistDir ? loadWeb(webDistDir, log) : undefined;
  app.use(
    "*",
    secureHeaders({
      // Inline styles: the theme script and Radix set style attributes; images: avatars are any https URL.
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(web ? [web.inlineScripts] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        connectSrc: ["'self'"],
        formAction: [
          "'self'",
          "https://accounts.google.com",
          ...(config.google?.endpointsBaseUrl ? [config.google.endpointsBaseUrl] : []),
        ],
        frameAncestors: ["'none'"],
      },
    }),
  );

  app.use("*", rememberClientIp(config.trustProxy));
  // Before anything reads a request: refuse what no endpoint can handle.
  const guard = edgeGuard();
  // The logo upload carries a file of up to 2 MB; everything else stays small.
  const uploadGuard = edgeGuard({ ...EDGE_LIMITS, maxBodyBytes: LOGO_UPLOAD_MAX_BODY_BYTES });
  const ssoGuard = edgeGuard({ ...EDGE_LIMITS, maxBodyBytes: SSO_MAX_BODY_BYTES });
  app.use("/api/*", (c, next) => {
    if (LOGO_UPLOAD_PATH.test(c.req.path)) return uploadGuard(c, next);
    return (SSO_LARGE_BODY_PATH.test(c.req.path) ? ssoGuard : guard)(c, next);
  });
  app.use("/rpc/*", edgeGuard(undefined, { handOn: "bytes" }));

  app.get("/api/health", async (c) => {
    const status = await checkHealth(health);
    return c.json(status, isHealthy(status) ? 200 : 503);
  });

  // PUT, PATCH and DELETE: SCIM's Users and Groups (decision 035).
  app.on(["GET", "POST", "PUT", "PATCH", "DELETE"], "/api/auth/*", authRoute(auth, config.trustProxy));

  app.use("/rpc/*", originCheck([config.publicUrl, ...config.trustedOrigins]));
  app.use("/rpc/*", async (c, next) => {
    const response = await rpc(c, next);
    if (response?.status === 503) response.headers.set("retry-after", String(RETRY_AFTER_SECONDS));
    return response;
  });

  const sessionScope = async (c: Context) => {
    const session = await readSession(c.req.raw.headers);
    return session ? { userId: session.user.id } : null;
  };
  for (const kind of DOCUMENT_KINDS) {
    app.get(pdfRoute(kind), documentPdfHandler({ kind, readScope: sessionScope, db: database.db }));
  }

  mountPublicApi(app, {
    db: database.db,
    publicUrl: config.publicUrl,
    readKey: apiKeyReader({
      db: database.db,
      counters: counterStore(auth.options.secondaryStorage),
      limit: config.apiKeyRateLimit,
    }),
    context: rpcContext,
  });
  app.get(ACTIVITY_CSV_ROUTE, activityCsvHandler({ readSession, db: database.db }));
  app.get(LOGO_FILE_ROUTE, logoFileHandler({ db: database.db }));
  app.use(LOGO_UPLOAD_ROUTE, originCheck([config.publicUrl, ...config.trustedOrigins]));
  app.post(
    LOGO_UPLOAD_ROUTE,
    logoUploadHandler({
      readSession,
      db: database.db,
      publicUrl: config.publicUrl,
      setLogo: async (c, organizationId, logo) => {
        // The client's address as the edge sets it for better-auth, never as the client sent it.
        const headers = headersWithClientIp(c, config.trustProxy);
        await auth.api.updateOrganization({ headers, body: { organizationId, data: { logo } } });
      },
    }),
  );

  // The header's language menu, a plain form that works before the page's scripts have run (decision 022).
  app.post(
    LANGUAGE_PATH,
    languageHandler({
      trustedOrigins: [config.publicUrl, ...config.trustedOrigins],
      readSession,
      storeOnAccount: async (c, language) => {
        await auth.api.updateUser({ headers: headersWithClientIp(c, config.trustProxy), body: { language } });
      },
    }),
  );

  const notFound = () => ({ status: 404, code: "NOT_FOUND", message: m.error_not_found() });
  app.all("/api/*", (c) => errorResponse(c.req.path, notFound()));
  app.all("/rpc/*", (c) => errorResponse(c.req.path, notFound()));

  // A signed-in visit to /login goes on to `redirectTo` (docs/product.md#sign-in-and-sign-up) before any page
  // is sent: the prerendered sign-in page cannot know its visitor, and would show the form until the browser
  // has asked for the session. The page checks again for client-side navigation; a failing session read
  // sends the page.
  app.get("/login", async (c, next) => {
    if (!web || !c.req.header("cookie")) return next();
    const session = await readSession(c.req.raw.headers).catch(() => null);
    if (!session) return next();
    c.header("Cache-Control", "no-store");
    return c.redirect(safeRedirectPath(c.req.query("redirectTo")), 302);
  });
  web?.mount(app);

  app.onError(httpErrorHandler(log));
  return app;
}
