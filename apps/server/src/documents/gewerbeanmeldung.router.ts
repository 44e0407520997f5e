import { gewerbeMessages } from "@app/domain";
import { ORPCError } from "@orpc/server";
import { authed } from "../rpc/base";
import { decodeCursor } from "./document-cursor";
import { createGewerbeanmeldung, findGewerbeanmeldung, listGewerbeanmeldungen } from "./gewerbeanmeldung-store";

const procedures = authed.docs.gewerbeanmeldung;

export const gewerbeanmeldungRouter = {
  list: procedures.list.handler(async ({ context, input }) => {
    const cursor = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
    if (input.cursor !== undefined && !cursor) throw new ORPCError("BAD_REQUEST", { message: "Ungültiger Cursor" });
    return listGewerbeanmeldungen(context.db, context.session.user.id, { cursor, limit: input.limit });
  }),
  getById: procedures.getById.handler(async ({ context, input }) => {
    const found = await findGewerbeanmeldung(context.db, context.session.user.id, input.id);
    if (!found) throw new ORPCError("NOT_FOUND", { message: gewerbeMessages.nichtGefunden });
    return found;
  }),
  create: procedures.create.handler(async ({ context, input }) => ({
    documentId: await createGewerbeanmeldung(
      context.db,
      { userId: context.session.user.id, organizationId: context.session.session.activeOrganizationId ?? null },
      input,
    ),
  })),
};
