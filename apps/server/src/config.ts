// Start-up configuration errors are for the operator (printed when the server refuses to start), never shown to users.
import { resolve } from "node:path";
import { z } from "zod";
import { LOG_LEVELS } from "./observability/logger";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const commaList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );

const booleanFlag = z
  .enum(["", "0", "1", "true", "false", "yes", "no"], { error: "must be true or false" })
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes");

const urlString = (protocols: string[], what: string) =>
  optionalString.pipe(
    z
      .string()
      .refine((v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      }, `must be a ${what} URL`)
      .optional(),
  );

/** "<requests>/<seconds>", e.g. 10/60: at most 10 requests per client address in 60 seconds. */
const rateLimit = (fallback: { max: number; window: number }) =>
  optionalString.pipe(
    z
      .string()
      .regex(/^\d+\/\d+$/, { error: "must be <requests>/<seconds>, e.g. 10/60" })
      .transform((v) => {
        const [max, window] = v.split("/").map(Number);
        return { max, window };
      })
      .refine((r) => r.max >= 1 && r.max <= 1_000_000, { error: "must allow between 1 and 1000000 requests" })
      .refine((r) => r.window >= 1 && r.window <= 86_400, { error: "must use a window of 1 to 86400 seconds" })
      .optional()
      .transform((v) => v ?? fallback),
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    // Blank counts as unset, as for every other variable (z.coerce would read "" as port 0).
    PORT: optionalString.pipe(
      z.coerce
        .number<string | undefined>({ error: "must be a port number" })
        .int({ error: "must be a whole number" })
        .min(0, { error: "must be between 0 and 65535" })
        .max(65535, { error: "must be between 0 and 65535" })
        .default(3000),
    ),
    HOST: optionalString,
    DATA_DIR: optionalString,
    DATABASE_URL: urlString(["postgres:", "postgresql:"], "postgres://"),
    REDIS_URL: urlString(["redis:", "rediss:"], "redis://"),
    BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32, { error: "must be at least 32 characters" }).optional()),
    BETTER_AUTH_URL: urlString(["http:", "https:"], "http(s)://"),
    PUBLIC_URL: urlString(["http:", "https:"], "http(s)://"),
    TRUSTED_ORIGINS: commaList,
    TRUST_PROXY: booleanFlag,
    ADMIN_EMAILS: commaList.pipe(z.array(z.email({ error: "must list valid email addresses" }))),
    ADMIN_USER_IDS: commaList,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    /** Points Google's OAuth endpoints at a stand-in provider; only for the end-to-end tests. */
    GOOGLE_OAUTH_BASE_URL: urlString(["http:", "https:"], "http(s)://"),
    SMTP_URL: urlString(["smtp:", "smtps:"], "smtp(s)://"),
    MAIL_FROM: optionalString,
    WEB_DIST_DIR: optionalString,
    LOG_LEVEL: optionalString.pipe(
      z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
    ),
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, { error: "must be at least 16 characters" }).optional()),
    METRICS_PORT: optionalString.pipe(
      z.coerce
        .number<string | undefined>({ error: "must be a port number" })
        .int({ error: "must be a whole number" })
        .min(0, { error: "must be between 0 and 65535" })
        .max(65535, { error: "must be between 0 and 65535" })
        .optional(),
    ),
    RATE_LIMIT_SIGN_IN: rateLimit({ max: 10, window: 60 }),
    RATE_LIMIT_SIGN_UP: rateLimit({ max: 10, window: 60 }),
    RATE_LIMIT_PASSWORD_RESET: rateLimit({ max: 3, window: 60 }),
    RATE_LIMIT_GENERAL: rateLimit({ max: 100, window: 60 }),
    RATE_LIMIT_API_KEY: rateLimit({ max: 120, window: 60 }),
    /** DNS servers for the domain checks of SSO (decision 035): host:port, comma-separated; else the system's. */
    DNS_SERVERS: commaList.pipe(
      z.array(
        z.string().regex(/^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-fA-F:]+\])(?::\d{1,5})?$/, {
          error: "must list IP addresses with an optional port, e.g. 10.0.0.2:53,[fd00::2]:53",
        }),
      ),
    ),
    /** Identity providers on private addresses the server may call (OIDC discovery, tokens, keys). */
    SSO_PRIVATE_IDP_ORIGINS: commaList.pipe(
      z.array(
        z.string().refine(
          (v) => {
            try {
              const url = new URL(v);
              return (url.protocol === "http:" || url.protocol === "https:") && url.origin === v.replace(/\/$/, "");
            } catch {
              return false;
            }
          },
          { error: "must list origins like https://idp.intranet.example" },
        ),
      ),
    ),
    /**
     * Host names webhook endpoints may use although they resolve to private addresses, and over http
     * (decision 036): for development and tests. Host names only, lower-case, comma-separated.
     */
    WEBHOOK_ALLOWED_HOSTS: commaList.pipe(
      z.array(
        z
          .string()
          .toLowerCase()
          .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/, {
            error: "must list host names without scheme or port, e.g. localhost,hooks.test",
          }),
      ),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID"],
        message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
      });
    }
  });

/** Never echoed in error messages: they hold secrets or may carry passwords. */
const SECRET_VARIABLES = new Set([
  "BETTER_AUTH_SECRET",
  "GOOGLE_CLIENT_SECRET",
  "DATABASE_URL",
  "REDIS_URL",
  "SMTP_URL",
  "METRICS_TOKEN",
]);

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        const shown = name in env && !SECRET_VARIABLES.has(name) ? ` (got "${env[name]}")` : "";
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  const publicUrl = new URL(e.BETTER_AUTH_URL ?? e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR ?? "data"),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    authSecret: e.BETTER_AUTH_SECRET,
    publicUrl: publicUrl.origin,
    // `npm run dev` serves the web app from Vite on 5173 and proxies /api and /rpc here.
    trustedOrigins: e.NODE_ENV === "development" ? [...e.TRUSTED_ORIGINS, "http://localhost:5173"] : e.TRUSTED_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    adminEmails: e.ADMIN_EMAILS.map((m) => m.toLowerCase()),
    adminUserIds: e.ADMIN_USER_IDS,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            endpointsBaseUrl: e.GOOGLE_OAUTH_BASE_URL,
          }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Dashboard <no-reply@${publicUrl.hostname}>`,
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    rateLimits: {
      signIn: e.RATE_LIMIT_SIGN_IN,
      signUp: e.RATE_LIMIT_SIGN_UP,
      passwordReset: e.RATE_LIMIT_PASSWORD_RESET,
      general: e.RATE_LIMIT_GENERAL,
    },
    /** Requests per API key (decision 030), counted in Redis when configured, else per process. */
    apiKeyRateLimit: e.RATE_LIMIT_API_KEY,
    /** Enterprise sign-in (decision 035). */
    sso: { dnsServers: e.DNS_SERVERS, privateIdpOrigins: e.SSO_PRIVATE_IDP_ORIGINS.map((o) => new URL(o).origin) },
    /** Outgoing webhooks (decision 036). */
    webhooks: { allowedHosts: e.WEBHOOK_ALLOWED_HOSTS },
  };
}
