import { DOCUMENT_KIND_NAMES, type DocumentKind } from "@app/domain";
import { m } from "@app/i18n/messages";

/**
 * What differs between the screens of the three forms (decision 034): their routes and the shell's
 * words that name the document. The Gewerbeanmeldung keeps its own catalogue texts (gewa_*); the
 * notices name themselves in the same sentences (gwl_*, "{name}" is the form's German name).
 */
export const KIND_ROUTES = {
  gewerbeanmeldung: {
    detail: "/dashboard/docs/gewerbeanmeldung/$id",
    edit: "/dashboard/docs/gewerbeanmeldung/$id/bearbeiten",
  },
  gewerbeummeldung: {
    detail: "/dashboard/docs/gewerbeummeldung/$id",
    edit: "/dashboard/docs/gewerbeummeldung/$id/bearbeiten",
  },
  gewerbeabmeldung: {
    detail: "/dashboard/docs/gewerbeabmeldung/$id",
    edit: "/dashboard/docs/gewerbeabmeldung/$id/bearbeiten",
  },
} as const satisfies Record<DocumentKind, { detail: string; edit: string }>;

export interface KindTexts {
  fillInTitle: () => string;
  lockedText: () => string;
  completedToast: () => string;
  completeFailed: () => string;
  reopened: () => string;
  deleted: () => string;
  deleteFailed: () => string;
  deleteTitle: () => string;
  notFoundText: () => string;
}

const noticeTexts = (kind: DocumentKind): KindTexts => {
  const name = DOCUMENT_KIND_NAMES[kind].name;
  return {
    fillInTitle: () => m.gwl_fill_in_title({ name }),
    lockedText: () => m.gwl_locked_text({ name }),
    completedToast: () => m.gwl_completed_toast({ name }),
    completeFailed: () => m.gwl_complete_failed({ name }),
    reopened: () => m.gwl_reopened({ name }),
    deleted: () => m.gwl_deleted({ name }),
    deleteFailed: () => m.gwl_delete_failed({ name }),
    deleteTitle: () => m.gwl_delete_title({ name }),
    notFoundText: () => m.gwl_not_found_text({ name }),
  };
};

export const KIND_TEXTS: Record<DocumentKind, KindTexts> = {
  gewerbeanmeldung: {
    fillInTitle: () => m.gewa_fill_in_title(),
    lockedText: () => m.gewa_locked_text(),
    completedToast: () => m.gewa_completed_toast(),
    completeFailed: () => m.gewa_complete_failed(),
    reopened: () => m.gewa_reopened(),
    deleted: () => m.gewa_deleted(),
    deleteFailed: () => m.gewa_delete_failed(),
    deleteTitle: () => m.gewa_delete_title(),
    notFoundText: () => m.gewa_not_found_text(),
  },
  gewerbeummeldung: noticeTexts("gewerbeummeldung"),
  gewerbeabmeldung: noticeTexts("gewerbeabmeldung"),
};
