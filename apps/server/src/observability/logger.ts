import type { DestinationStream, Logger, LoggerOptions } from "pino";
import { pino } from "pino";

export type { Logger };

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggerSettings {
  level: LogLevel;
  /** Human-readable lines (pino-pretty, a dev dependency) instead of JSON: `npm run dev` only. */
  pretty?: boolean;
  /** Where the lines go instead of stdout (tests). */
  stream?: DestinationStream;
}

/**
 * One JSON object per line on stdout, with pid and hostname so lines of several instances can be
 * told apart. Nothing here logs headers or bodies; the redaction is a second line of defence for a
 * careless `log.info({ ...something })` later.
 */
export function createLogger({ level, pretty, stream }: LoggerSettings): Logger {
  const options: LoggerOptions = {
    level,
    serializers: { err: serializeError },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        "password",
        "*.password",
        "token",
        "*.token",
        "cookie",
        "*.cookie",
        "authorization",
        "*.authorization",
        "headers",
        "*.headers",
        "body",
        "*.body",
      ],
      censor: "[redacted]",
    },
  };
  if (stream) return pino(options, stream);
  if (pretty)
    return pino({
      ...options,
      transport: { target: "pino-pretty", options: { colorize: true, singleLine: true, ignore: "pid,hostname" } },
    });
  return pino(options);
}

/**
 * drizzle's query errors read "Failed query: … params: <values>", and the values can be a session
 * token or an email address: the params are cut from the message and the error's fields.
 */
export function safeErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cut = message.indexOf("\nparams:");
  const base = cut === -1 ? message : message.slice(0, cut);
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${safeErrorMessage(error.cause)}` : "";
  return `${base}${cause}`;
}

function serializeError(error: unknown) {
  if (!(error instanceof Error)) return error;
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  delete serialized.params;
  serialized.message = safeErrorMessage(error);
  if (typeof serialized.stack === "string") {
    serialized.stack = serialized.stack.replace(/\nparams:[^\n]*/g, "");
  }
  return serialized;
}
