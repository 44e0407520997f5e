import type { ObligationEffect, ObligationId, ReasonKey } from "@app/domain";
import { m } from "@app/i18n/messages";
import { formatDate } from "@/lib/dates";
import type { ObligationAnswer } from "./api";

/**
 * The texts of the next steps (decision 040), each message named once, so a page's bundle carries
 * only these (a lookup by a built key would pull in every message).
 */
type Text = () => string;

/** What to do, for what the document does (starts, changes, ends); the obligation's own text otherwise. */
const TODO: Record<ObligationId, { starts: Text } & Partial<Record<ObligationEffect, Text>>> = {
  gewerbeanzeige: { starts: m.obligations_todo_gewerbeanzeige },
  "tax-registration": {
    starts: m.obligations_todo_tax_registration,
    changes: m.obligations_todo_tax_registration_changes,
    ends: m.obligations_todo_tax_registration_ends,
  },
  "ihk-membership": { starts: m.obligations_todo_ihk_membership, ends: m.obligations_todo_ihk_membership_ends },
  "hwk-handwerksrolle": {
    starts: m.obligations_todo_hwk_handwerksrolle,
    ends: m.obligations_todo_hwk_handwerksrolle_ends,
  },
  "hwk-anzeige-b": { starts: m.obligations_todo_hwk_anzeige_b },
  "permit-gewo": { starts: m.obligations_todo_permit_gewo },
  "permit-gaststaette": { starts: m.obligations_todo_permit_gaststaette },
  reisegewerbekarte: { starts: m.obligations_todo_reisegewerbekarte },
  aufenthaltstitel: { starts: m.obligations_todo_aufenthaltstitel },
  betriebsnummer: { starts: m.obligations_todo_betriebsnummer, ends: m.obligations_todo_betriebsnummer_ends },
  "sv-meldungen": { starts: m.obligations_todo_sv_meldungen, ends: m.obligations_todo_sv_meldungen_ends },
  "bg-unfallversicherung": {
    starts: m.obligations_todo_bg_unfallversicherung,
    changes: m.obligations_todo_bg_unfallversicherung_changes,
    ends: m.obligations_todo_bg_unfallversicherung_ends,
  },
  transparenzregister: { starts: m.obligations_todo_transparenzregister },
  handelsregister: {
    starts: m.obligations_todo_handelsregister,
    changes: m.obligations_todo_handelsregister_changes,
    ends: m.obligations_todo_handelsregister_ends,
  },
};

/** Why it applies: "because you entered staff" / "weil Sie Beschäftigte angegeben haben". */
const REASONS: Record<ReasonKey, Text> = {
  "gewerbe-event": m.obligations_reason_gewerbe_event,
  "filed-late": m.obligations_reason_filed_late,
  "business-starts": m.obligations_reason_business_starts,
  "business-ends": m.obligations_reason_business_ends,
  "business-moves": m.obligations_reason_business_moves,
  "activity-changes": m.obligations_reason_activity_changes,
  craft: m.obligations_reason_craft,
  "craft-handwerksrolle-answered": m.obligations_reason_craft_handwerksrolle_answered,
  "ihk-business": m.obligations_reason_ihk_business,
  "permit-answered": m.obligations_reason_permit_answered,
  "permit-activity": m.obligations_reason_permit_activity,
  "gastronomy-activity": m.obligations_reason_gastronomy_activity,
  reisegewerbe: m.obligations_reason_reisegewerbe,
  "non-eu-nationality": m.obligations_reason_non_eu_nationality,
  employees: m.obligations_reason_employees,
  "employees-at-closure": m.obligations_reason_employees_at_closure,
  "sofortmeldung-sector": m.obligations_reason_sofortmeldung_sector,
  "change-of-owner": m.obligations_reason_change_of_owner,
  "gewerbeanzeige-counts": m.obligations_reason_gewerbeanzeige_counts,
  "sole-trader": m.obligations_reason_sole_trader,
  "legal-form-company": m.obligations_reason_legal_form_company,
  "partners-change": m.obligations_reason_partners_change,
  "register-missing": m.obligations_reason_register_missing,
  "registered-firm": m.obligations_reason_registered_firm,
};

export function todoText(obligation: Pick<ObligationAnswer, "id" | "effect">): string {
  const texts = TODO[obligation.id];
  return (texts[obligation.effect] ?? texts.starts)();
}

export const reasonText = (reason: ReasonKey) => REASONS[reason]();

/** The deadline as a sentence. */
export function deadlineText(deadline: ObligationAnswer["deadline"]): string {
  switch (deadline.kind) {
    case "due":
      return m.obligations_due_on({ date: formatDate(deadline.date) });
    case "before":
      return m.obligations_before_start({ date: formatDate(deadline.date) });
    case "promptly":
      return m.obligations_promptly({ date: formatDate(deadline.from) });
    case "none":
      return m.obligations_no_deadline();
  }
}

/** "3 days left", "Due today", "2 days overdue". */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft === 0) return m.obligations_due_today();
  return daysLeft > 0 ? m.obligations_days_left({ count: daysLeft }) : m.obligations_overdue({ count: -daysLeft });
}
