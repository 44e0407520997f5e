/**
 * A form that leaves its page when it succeeds (sign-in, sign-up, the second step, a new organization, a new
 * password, a new document) stays disabled from the submit until the next page has replaced it: pass this as
 * react-hook-form's `disabled`. The router changes the address before the next page's code and data have
 * arrived, and on a slow machine the old form stayed editable meanwhile: what a person typed into it (or,
 * thinking it the next page, typed into it) was thrown away with it. On an error the form is
 * editable again, with everything in it.
 */
export function leavingFormDisabled(submit: { isPending: boolean; isSuccess: boolean }): boolean {
  return submit.isPending || submit.isSuccess;
}
