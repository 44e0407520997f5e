import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { expect, newUser, type TestUser, test } from "./fixtures";
import { quickCreate, soleTrader } from "./gewerbeanmeldung";

/** What a signed-in user's screens show: an organization with a pending invitation, and a document. */
export interface Seed {
  user: TestUser;
  organization: { id: string; name: string };
  invitationId: string;
  documentId: string;
  /** A second document, every field filled and completed ('Vollständig'). */
  completedDocumentId: string;
  /** The user's signed-in browser state, for tests that browse as them. */
  storageState: string;
}

/**
 * One signed-up user per worker, with data on every screen, created through the API as the app would.
 * Suites that only look at screens (axe, screenshots) share it instead of signing up per test.
 */
export const seededTest = test.extend<object, { seed: Seed }>({
  seed: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale } = workerInfo.project.use;
      const ip = `10.249.${workerInfo.workerIndex % 250}.${1 + (Date.now() % 250)}`;
      // In the project's language: the seeded account keeps the language it signed up in.
      const context = await browser.newContext({ baseURL, locale, extraHTTPHeaders: { "x-forwarded-for": ip } });
      const page = await context.newPage();
      await page.goto("/login");
      const user = newUser("seeded");
      const organizationName = `Müller & Söhne ${randomBytes(3).toString("hex")}`;
      const data = await page.evaluate(
        async ({ user, organizationName, document, complete }) => {
          const post = async (path: string, body: unknown) => {
            const response = await fetch(path, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(body),
            });
            if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
            return response.json();
          };
          await post("/api/auth/sign-up/email", user);
          const slug = `seed-${Math.random().toString(36).slice(2, 10)}`;
          const organization = await post("/api/auth/organization/create", { name: organizationName, slug });
          await post("/api/auth/organization/set-active", { organizationId: organization.id });
          const invitation = await post("/api/auth/organization/invite-member", {
            email: `invitee-${slug}@e2e.test`,
            role: "member",
            organizationId: organization.id,
          });
          const created = await post("/rpc/docs/gewerbeanmeldung/create", { json: document });
          const second = await post("/rpc/docs/gewerbeanmeldung/create", { json: document });
          const id = second.json.documentId;
          const draft = await post("/rpc/docs/gewerbeanmeldung/saveDraft", {
            json: { id, version: 1, document: complete },
          });
          await post("/rpc/docs/gewerbeanmeldung/complete", { json: { id, version: draft.json.meta.version } });
          return {
            organizationId: organization.id,
            invitationId: invitation.id,
            documentId: created.json.documentId,
            completedDocumentId: id,
          };
        },
        {
          user,
          organizationName,
          document: quickCreate,
          complete: soleTrader(),
        },
      );
      expect(data.documentId).toBeTruthy();
      const storageState = join(workerInfo.project.outputDir, `seeded-state-${workerInfo.workerIndex}.json`);
      await context.storageState({ path: storageState });
      await context.close();
      await use({
        user,
        organization: { id: data.organizationId, name: organizationName },
        invitationId: data.invitationId,
        documentId: data.documentId,
        completedDocumentId: data.completedDocumentId,
        storageState,
      });
    },
    { scope: "worker" },
  ],
});
