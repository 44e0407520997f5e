import { LOOSE_EMAIL_PATTERN } from "@app/domain";
import { m } from "@app/i18n/messages";

export interface AddEmailsResult {
  emails: string[];
  /** What could not be added, to leave in the text field for correcting. */
  rest: string;
  error?: string;
}

/** Splits typed or pasted text on commas, semicolons and whitespace, then adds the valid, new addresses. */
export function addEmails(current: string[], text: string): AddEmailsResult {
  const candidates = text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const emails = [...current];
  const invalid: string[] = [];
  const duplicates: string[] = [];
  for (const candidate of candidates) {
    if (!LOOSE_EMAIL_PATTERN.test(candidate)) invalid.push(candidate);
    else if (emails.some((email) => email.toLowerCase() === candidate.toLowerCase())) duplicates.push(candidate);
    else emails.push(candidate);
  }
  const problems = [
    invalid.length ? m.org_emails_invalid({ emails: invalid.join(", ") }) : "",
    duplicates.length ? m.org_emails_duplicate({ emails: duplicates.join(", ") }) : "",
  ].filter(Boolean);
  return { emails, rest: invalid.join(", "), error: problems.length ? problems.join(". ") : undefined };
}
