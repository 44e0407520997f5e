import { ORPCError } from "@orpc/client";
import type { ReactNode } from "react";
import { pageLanguage } from "@/lib/language";

/**
 * WCAG 3.1.2 (Language of Parts): the official GewA 1 texts are German in both languages, the app's
 * own texts (buttons, states, toasts) follow the page. The official texts sit in elements with
 * lang="de"; an app text inside such an element gets back the page's language with APP_LANG.
 */
export const APP_LANG = pageLanguage;

const MARK = "\uE000";

/**
 * A catalogue message with an official German text in it ('Step 1 of 5: {title}'): the German part
 * is wrapped in lang="de", the rest keeps the language of the element around it.
 */
export function withGerman(message: (german: string) => string, german: string): ReactNode {
  const parts = message(MARK).split(MARK);
  if (parts.length !== 2) return message(german);
  return (
    <>
      {parts[0]}
      <span lang="de">{german}</span>
      {parts[1]}
    </>
  );
}

/**
 * The server answers the form's rules in German in both languages (missing document, conflicts, the
 * domain's validation, incompleteness); sign-in, permission, rate-limit and technical answers follow
 * the request's language.
 */
const GERMAN_ANSWERS = new Set(["NOT_FOUND", "CONFLICT", "BAD_REQUEST", "UNPROCESSABLE_CONTENT"]);
export const isGermanAnswer = (error: unknown): error is ORPCError<string, unknown> =>
  error instanceof ORPCError && GERMAN_ANSWERS.has(error.code) && Boolean(error.message);

/** A server answer as a toast shows it: a German rule marked lang="de", any other in the page's language. */
export function answerText(error: unknown, fallback: ReactNode): ReactNode {
  if (isGermanAnswer(error)) return <German>{error.message}</German>;
  return error instanceof ORPCError && error.status < 500 && error.message ? error.message : fallback;
}

/** An official German text on its own where the page's language would apply (a toast, a portal). */
export function German({ children }: { children: ReactNode }) {
  return <span lang="de">{children}</span>;
}
