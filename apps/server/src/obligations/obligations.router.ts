import { authed } from "../rpc/base";
import {
  documentObligations,
  markObligationDone,
  setObligationReminders,
  undoObligationDone,
  upcomingObligations,
} from "./obligation-service";

/**
 * The obligations' procedures (contract `obligations.*`, decision 040), thin handlers over the one
 * service; the public API (/api/v1) serves the same handlers.
 */
const obligations = authed.obligations;
export const obligationsRouter = {
  forDocument: obligations.forDocument.handler(({ context, input }) => documentObligations(context, input.documentId)),
  markDone: obligations.markDone.handler(({ context, input }) => markObligationDone(context, input)),
  undoDone: obligations.undoDone.handler(({ context, input }) => undoObligationDone(context, input)),
  setReminders: obligations.setReminders.handler(({ context, input }) => setObligationReminders(context, input)),
  upcoming: obligations.upcoming.handler(({ context }) => upcomingObligations(context)),
};
