/**
 * What ties a form control to its Field's texts, which shadcn/ui's Field leaves to the form: the control
 * is marked invalid and described by its FieldError while it has one (`errorId`), else by its
 * FieldDescription where it has one (`descriptionId`). A screen reader then reads the message with the
 * control that react-hook-form focuses after an invalid submit.
 */
export function fieldAria(id: string, error: unknown, description = false) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId(id) : description ? descriptionId(id) : undefined,
  } as const;
}

export const errorId = (id: string) => `${id}-error`;
export const descriptionId = (id: string) => `${id}-description`;
