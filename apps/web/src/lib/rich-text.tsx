import { Fragment, type ReactNode } from "react";

/** Private-use characters around an index: no name, email or catalogue text contains them. */
const MARK = "\uE000";

/**
 * A catalogue sentence with elements in it: `richText(m.invite_joined, { organization: <strong>…</strong> })`.
 * The message is called with markers in place of the elements and split at them, so each language puts
 * them where its own word order wants them.
 */
export function richText<K extends string>(
  message: (inputs: Record<K, string>) => string,
  elements: Record<K, ReactNode>,
): ReactNode {
  const names = Object.keys(elements) as K[];
  const inputs = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`])) as Record<K, string>;
  const parts = message(inputs).split(new RegExp(`${MARK}(\\d+)${MARK}`));
  return parts.map((part, index) => (
    // Odd parts are the captured indexes of the elements, even parts the text between them.
    <Fragment key={index}>{index % 2 === 1 ? elements[names[Number(part)]] : part}</Fragment>
  ));
}
