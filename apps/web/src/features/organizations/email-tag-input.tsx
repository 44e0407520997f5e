import { m } from "@app/i18n/messages";
import { X } from "lucide-react";
import type { ClipboardEvent, KeyboardEvent } from "react";
import { cn } from "@/lib/utils";
import { addEmails } from "./email-tags";

interface EmailTagInputProps {
  id: string;
  emails: string[];
  onEmailsChange: (emails: string[]) => void;
  /** The text not yet turned into a tag; held by the form so it can be committed on submit. */
  draft: string;
  onDraftChange: (draft: string) => void;
  error?: string;
  onErrorChange: (error: string | undefined) => void;
  disabled?: boolean;
}

/** Email addresses as removable tags: a comma, Enter, paste or leaving the field turns text into tags. */
export function EmailTagInput({
  id,
  emails,
  onEmailsChange,
  draft,
  onDraftChange,
  error,
  onErrorChange,
  disabled,
}: EmailTagInputProps) {
  const commit = (text: string) => {
    if (!text.trim()) {
      onDraftChange("");
      return;
    }
    const result = addEmails(emails, text);
    onEmailsChange(result.emails);
    onDraftChange(result.rest);
    onErrorChange(result.error);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter on an empty field submits the form; with text it first turns the text into tags.
    if (event.key === "," || (event.key === "Enter" && draft.trim() !== "")) {
      event.preventDefault();
      commit(draft);
    } else if (event.key === "Backspace" && draft === "" && emails.length > 0) {
      onEmailsChange(emails.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text");
    // A single address pastes as ordinary text; a list becomes tags at once.
    if (!/[,;\s]/.test(pasted.trim())) return;
    event.preventDefault();
    const { selectionStart, selectionEnd } = event.currentTarget;
    commit(`${draft.slice(0, selectionStart ?? draft.length)} ${pasted} ${draft.slice(selectionEnd ?? draft.length)}`);
  };

  const onChange = (value: string) => {
    // Typed commas arrive via onKeyDown; this catches commas from input methods that skip it.
    if (value.includes(",")) commit(value);
    else {
      onDraftChange(value);
      if (error) onErrorChange(undefined);
    }
  };

  return (
    <div className="grid gap-2">
      <div
        className={cn(
          "border-input dark:bg-input/30 focus-within:border-ring focus-within:ring-ring/50 flex min-h-9 w-full flex-wrap items-center gap-1.5 rounded-md border bg-transparent px-2 py-1.5 shadow-xs focus-within:ring-[3px]",
          error && "border-destructive",
          disabled && "opacity-50",
        )}
      >
        {emails.map((email) => (
          <span
            key={email}
            data-testid="email-tag"
            className="bg-secondary text-secondary-foreground inline-flex max-w-full items-center gap-1 rounded-md py-0.5 pr-1 pl-2 text-sm"
          >
            <span className="truncate">{email}</span>
            <button
              type="button"
              className="hover:bg-muted-foreground/20 rounded-sm p-0.5"
              aria-label={m.org_email_remove({ email })}
              disabled={disabled}
              onClick={() => onEmailsChange(emails.filter((e) => e !== email))}
            >
              <X className="size-3" />
            </button>
          </span>
        ))}
        <input
          id={id}
          type="text"
          inputMode="email"
          autoComplete="off"
          className="placeholder:text-muted-foreground min-w-40 flex-1 bg-transparent px-1 text-base outline-none md:text-sm"
          placeholder={emails.length ? "" : m.org_emails_placeholder()}
          value={draft}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => commit(draft)}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {m.org_emails_hint()}
        </p>
      )}
    </div>
  );
}
