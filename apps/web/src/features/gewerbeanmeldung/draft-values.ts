import type { AnyFieldPath, Form, StoredAddress } from "@app/domain";

/** The form's state: the document's shape, with whatever the user typed (valid or not). */
export type DraftValues = Record<string, unknown>;

type Segment = string | number;

const splitPath = (path: AnyFieldPath): Segment[] =>
  path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

export function getPath(values: unknown, path: AnyFieldPath): unknown {
  return getAt(values, splitPath(path));
}

/** A copy with `value` at `path`; objects and arrays on the way are copied, missing ones created. */
export function setPath<T>(values: T, path: AnyFieldPath, value: unknown): T {
  return setAt(values, splitPath(path), value);
}

function getAt(values: unknown, path: Segment[]): unknown {
  let current = values;
  for (const segment of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<Segment, unknown>)[segment];
  }
  return current;
}

function setAt<T>(values: T, [head, ...rest]: Segment[], value: unknown): T {
  const container: Record<Segment, unknown> | unknown[] = Array.isArray(values)
    ? [...values]
    : values && typeof values === "object"
      ? { ...(values as Record<string, unknown>) }
      : typeof head === "number"
        ? []
        : {};
  const record = container as Record<Segment, unknown>;
  record[head] = rest.length ? setAt(record[head], rest, value) : value;
  return container as T;
}

function deleteAt(values: DraftValues, path: Segment[]): DraftValues {
  if (path.length === 0) return values;
  const parent = getAt(values, path.slice(0, -1));
  if (!parent || typeof parent !== "object") return values;
  const last = path[path.length - 1];
  if (Array.isArray(parent)) return setAt(values, path, undefined);
  const copy = { ...(parent as Record<Segment, unknown>) };
  delete copy[last];
  return path.length === 1 ? (copy as DraftValues) : setAt(values, path.slice(0, -1), copy);
}

export function valuesFromDocument(document: object): DraftValues {
  return structuredClone(document) as DraftValues;
}

export interface DraftPayload {
  /** What saveDraft gets: every valid field, nothing invalid. */
  document: Record<string, unknown>;
  /** Paths of inputs left out because they are not valid yet (the form shows their messages). */
  held: AnyFieldPath[];
}

/**
 * A draft the server accepts: saveDraft takes missing fields but refuses invalid ones, so each invalid
 * input is left out (held back until it is valid) instead of failing the whole save. Only the leaf is
 * left out where that suffices (one wrong date of a further person does not drop the person). The two
 * addresses every document has fall back to their last saved form while they are invalid.
 */
export function draftPayload(
  form: Form,
  values: DraftValues,
  saved: { wohnanschrift_11: StoredAddress; betriebsstaette_15: StoredAddress },
): DraftPayload {
  const document: Record<string, unknown> = {};
  const held: AnyFieldPath[] = [];
  for (const [key, schema] of Object.entries(form.schemas)) {
    let value: DraftValues = { [key]: values[key] };
    for (let round = 0; round < 4; round++) {
      const result = schema.safeParse(value[key]);
      if (result.success) {
        if (result.data !== undefined) document[key] = result.data;
        value = {};
        break;
      }
      for (const issue of result.error.issues) {
        const path = [key, ...issue.path.map((p) => (typeof p === "number" ? p : String(p)))];
        // zod's path within the field's value, under the field's key: a path into the document.
        held.push(path.join(".") as AnyFieldPath);
        value = deleteAt(value, path);
      }
    }
    if (key in value && !(key in document) && value[key] !== undefined) {
      // Still invalid after leaving out its parts (a half-filled address): left out as a whole.
      held.push(key as AnyFieldPath);
    }
  }
  document.wohnanschrift_11 ??= saved.wohnanschrift_11;
  document.betriebsstaette_15 ??= saved.betriebsstaette_15;
  return { document, held: [...new Set(held)] };
}
