import { Fragment, type ReactNode } from "react";

/**
 * A catalogue message with elements inside it ('You sign in with <strong>{email}</strong>. ...'). Call
 * the message with each such placeholder as its own name (`m.key({ email: "{email}" })`) and pass the
 * elements here: the text comes back with each `{name}` replaced by its element, wherever the
 * language puts it.
 */
export function richText(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/\{(\w+)\}/).map((piece, index) =>
    // split() with a capture group: even indexes are text, odd ones the placeholders' names.
    index % 2 === 0 ? piece : <Fragment key={index}>{parts[piece] ?? `{${piece}}`}</Fragment>,
  );
}
