import { authed } from "../rpc/base";
import {
  completeFor,
  createAnmeldung,
  createFollowUp,
  deleteFor,
  detailFor,
  listFor,
  reopenFor,
  saveDraftFor,
} from "./document-service";

/**
 * The document procedures of the three forms (contract `docs.*`), each a thin handler over the one
 * document service (document-service.ts); the public API (/api/v1) serves the same handlers.
 */

const anmeldung = authed.docs.gewerbeanmeldung;
export const gewerbeanmeldungRouter = {
  list: anmeldung.list.handler(({ context, input }) => listFor("gewerbeanmeldung", context, input)),
  getById: anmeldung.getById.handler(({ context, input }) => detailFor("gewerbeanmeldung", context, input.id)),
  create: anmeldung.create.handler(async ({ context, input }) => ({
    documentId: await createAnmeldung(context, input),
  })),
  saveDraft: anmeldung.saveDraft.handler(({ context, input }) => saveDraftFor("gewerbeanmeldung", context, input)),
  complete: anmeldung.complete.handler(({ context, input }) => completeFor("gewerbeanmeldung", context, input)),
  reopen: anmeldung.reopen.handler(({ context, input }) => reopenFor("gewerbeanmeldung", context, input)),
  delete: anmeldung.delete.handler(({ context, input }) => deleteFor("gewerbeanmeldung", context, input.id)),
  relocate: anmeldung.relocate.handler(async ({ context, input }) => ({
    documentId: await createFollowUp(context, "verlegung", input.anmeldungId),
  })),
};

const ummeldung = authed.docs.gewerbeummeldung;
export const gewerbeummeldungRouter = {
  list: ummeldung.list.handler(({ context, input }) => listFor("gewerbeummeldung", context, input)),
  getById: ummeldung.getById.handler(({ context, input }) => detailFor("gewerbeummeldung", context, input.id)),
  create: ummeldung.create.handler(async ({ context, input }) => ({
    documentId: await createFollowUp(context, "gewerbeummeldung", input.anmeldungId, input.grund_ummeldung_24),
  })),
  saveDraft: ummeldung.saveDraft.handler(({ context, input }) => saveDraftFor("gewerbeummeldung", context, input)),
  complete: ummeldung.complete.handler(({ context, input }) => completeFor("gewerbeummeldung", context, input)),
  reopen: ummeldung.reopen.handler(({ context, input }) => reopenFor("gewerbeummeldung", context, input)),
  delete: ummeldung.delete.handler(({ context, input }) => deleteFor("gewerbeummeldung", context, input.id)),
};

const abmeldung = authed.docs.gewerbeabmeldung;
export const gewerbeabmeldungRouter = {
  list: abmeldung.list.handler(({ context, input }) => listFor("gewerbeabmeldung", context, input)),
  getById: abmeldung.getById.handler(({ context, input }) => detailFor("gewerbeabmeldung", context, input.id)),
  create: abmeldung.create.handler(async ({ context, input }) => ({
    documentId: await createFollowUp(context, "gewerbeabmeldung", input.anmeldungId),
  })),
  saveDraft: abmeldung.saveDraft.handler(({ context, input }) => saveDraftFor("gewerbeabmeldung", context, input)),
  complete: abmeldung.complete.handler(({ context, input }) => completeFor("gewerbeabmeldung", context, input)),
  reopen: abmeldung.reopen.handler(({ context, input }) => reopenFor("gewerbeabmeldung", context, input)),
  delete: abmeldung.delete.handler(({ context, input }) => deleteFor("gewerbeabmeldung", context, input.id)),
};
