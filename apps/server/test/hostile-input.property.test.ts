/**
 * Property: whatever a client sends to any RPC procedure or any better-auth endpoint the product
 * uses, the server answers without a 5xx, every error answer carries { message, code }, and every
 * row of the user, organization, member, invitation and document tables still keeps the product's
 * rules (product-rules.ts).
 *
 * Inputs mix plausible values (real ids, valid names, addresses) with hostile ones (NUL, unpaired
 * surrogates, control characters, huge and negative numbers, wrong types, deep nesting, oversized
 * bodies), sent by anonymous callers, owners, members, outsiders and an admin. A failure prints
 * fast-check's seed and path; rerun it with HOSTILE_SEED=<seed> (and HOSTILE_PATH=<path>).
 * HOSTILE_CASES sets the number of requests per backend.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { address as sampleAddressWith } from "../../../packages/domain/test/sample-address";
import { type EndpointPath, endpoints as endpointTable } from "../src/auth/endpoints";
import { type AdminServer, signedInAdmin, startAdminServer } from "./support/admin";
import { concretePath, methodOf } from "./support/auth-endpoints";
import { completeSoleTrader } from "./support/gewerbeanmeldung-fixtures";
import { ok } from "./support/http";
import { backends } from "./support/matrix";
import { createOrg, invite, inviteAndAccept } from "./support/organizations-fixtures";
import { productRuleViolations } from "./support/product-rules";
import { PASSWORD, signedUpUser, type User } from "./support/users";

const CASES = Number(process.env.HOSTILE_CASES ?? 2000);
const SEED = process.env.HOSTILE_SEED === undefined ? undefined : Number(process.env.HOSTILE_SEED);
const PATH = process.env.HOSTILE_PATH;

type ActorName = "anonymous" | "owner" | "member" | "outsider" | "admin" | "disposable" | "writeKey" | "readKey";
const SIGNED_IN: ActorName[] = ["owner", "member", "outsider", "admin"];
const EVERYONE: ActorName[] = ["anonymous", ...SIGNED_IN];
/** Callers of the public API (/api/v1): the owner's write key, the member's read key, and the rest. */
const KEY_HOLDERS: ActorName[] = ["writeKey", "writeKey", "writeKey", "readKey", "readKey", ...EVERYONE];

interface Endpoint {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** /api/auth/..., an RPC procedure path /rpc/..., or a public API path /api/v1/... ({id} from the input's id, alike {anmeldungId}) */
  path: string;
  fields: Record<string, fc.Arbitrary<unknown>>;
  /** Fields a plausible call may leave out (the others are always sent). */
  optional?: string[];
  /** Who calls; listed twice means twice as often. */
  actors: ActorName[];
  /** Changes rows: the product's rules are checked after each success. */
  mutates: boolean;
}

interface Pools {
  emails: string[];
  organizationIds: string[];
  victimOrganizationIds: string[];
  slugs: string[];
  memberIds: string[];
  invitationIds: string[];
  victimUserIds: string[];
  documentIds: string[];
  /** Ummeldungen and Abmeldungen following a completed Gewerbeanmeldung of the main organization. */
  noticeIds: string[];
  /** Keys of a throwaway user, for the revoke calls (the key holders' own keys stay out of reach). */
  apiKeyIds: string[];
}

// ---- values -------------------------------------------------------------------------------------

const weirdStrings = fc.constantFrom(
  "",
  " ",
  "  padded  ",
  "\u0000",
  "a\u0000b",
  "\udfff",
  "ab\ud800",
  "a\r\nSet-Cookie: x=1",
  "tab\there",
  "line\u2028sep",
  "\u007f",
  "𝒳𝒴𝒵",
  "👩‍💻",
  "Zoë Åström",
  "' OR '1'='1",
  "%00",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "-1",
  "1.5",
  "Infinity",
  "NaN",
  "1e308",
  "password",
  "__proto__",
  "constructor",
  "null",
  "true",
  "x".repeat(101),
  "x".repeat(5000),
  "member",
  "owner",
  "admin",
  "superadmin",
  "user,admin",
  "https://example.com/a.png",
  "http://",
  "ftp://example.com/x",
  "a@b",
  "UPPER@EXAMPLE.COM",
  "+275760-09-13T00:00:00.000Z",
  "createdAt",
);

function nested(depth: number): unknown {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: weirdStrings },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 2, arbitrary: fc.integer() },
  {
    weight: 2,
    arbitrary: fc.constantFrom(-1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 31, 86_400 * 365 * 200),
  },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 80 }).map(nested) },
  { weight: 1, arbitrary: fc.constant("y".repeat(110 * 1024)) },
);

/** The plausible value or a hostile one: for nested objects, whose fields are hostile only now and then. */
const field = (good: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 4, arbitrary: good }, { weight: 1, arbitrary: hostile });

const name = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("Ada Lovelace", "  Grace Hopper  ", "Zoë 👩‍💻 Åström", "Al", "X") },
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß .'-]{1,40}$/) },
  { weight: 1, arbitrary: fc.string({ maxLength: 110 }) },
);
const url = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("https://example.com/logo.png", "http://example.org/a.jpg", "") },
  { weight: 1, arbitrary: fc.webUrl() },
);
const email = (pools: Pools) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...pools.emails) },
    { weight: 2, arbitrary: fc.uuid().map((u) => `new-${u.slice(0, 13)}@example.com`) },
    { weight: 1, arbitrary: fc.emailAddress() },
  );
const password = fc.oneof(
  { weight: 3, arbitrary: fc.constant(PASSWORD) },
  { weight: 1, arbitrary: fc.string({ maxLength: 14 }) },
);
const orgRole = fc.constantFrom("member", "admin", "owner", ["admin", "member"]);
const platformRole = fc.constantFrom("user", "admin", ["user", "admin"]);
const paging = { limit: fc.integer({ min: 1, max: 100 }), offset: fc.integer({ min: 0, max: 50 }) };
const sortDirection = fc.constantFrom("asc", "desc");
const newSlug = fc.stringMatching(/^[a-z0-9]{3,12}(-[a-z0-9]{2,6})?$/);

const validAddress = {
  strasse: fc.constantFrom("Unter den Linden", "  Hauptstraße  ", "Am Markt"),
  hausnummer: fc.constantFrom("15a", "3-5", "10/12", "7"),
  adresszusatz: fc.constantFrom("Hinterhaus", "", "2. OG"),
  postleitzahl: fc.constantFrom("10117", "01067", "80331"),
  ort: fc.constantFrom("Berlin", "Dresden", "Frankfurt am Main"),
  bundesland: fc.record(
    { kuerzel: fc.constantFrom("BE", "BY", "SN"), name: fc.string({ maxLength: 10 }) },
    { requiredKeys: ["kuerzel"] },
  ),
  land: fc.record({ kuerzel: fc.constant("DE"), name: fc.string({ maxLength: 10 }) }, { requiredKeys: ["kuerzel"] }),
};
const address = withOneHostileField(validAddress, ["adresszusatz"]);

/**
 * Records of `fields`: all plausible; or one field hostile (the most telling case: everything else
 * would pass); or every field either way, some left out, with extra keys.
 */
function withOneHostileField(fields: Record<string, fc.Arbitrary<unknown>>, optional: string[] = Object.keys(fields)) {
  const keys = Object.keys(fields);
  const required = keys.filter((k) => !optional.includes(k));
  const plausible = fc.record(fields, { requiredKeys: required });
  if (keys.length === 0) return fc.oneof(plausible, fc.dictionary(weirdStrings, hostile, { maxKeys: 2 }));
  const oneHostile = fc
    .constantFrom(...keys)
    .chain((bad) => fc.record({ ...fields, [bad]: hostile }, { requiredKeys: required.filter((k) => k !== bad) }));
  const chaos = fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((k) => [k, field(fields[k])])), { requiredKeys: [] }),
      fc.dictionary(weirdStrings, hostile, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
  return fc.oneof(
    { weight: 4, arbitrary: plausible },
    { weight: 4, arbitrary: oneHostile },
    { weight: 2, arbitrary: chaos },
  );
}

/**
 * What each endpoint is called with. The better-auth endpoints are every path of the product's
 * endpoint table (auth/endpoints.ts); those listed here get plausible input, the others hostile
 * input only, from callers who cannot break the set-up: admins on admin endpoints, the throwaway
 * sessions on what the table guards against impersonation (account takeover), anyone elsewhere.
 */
function endpoints(p: Pools, api: unknown): Endpoint[] {
  const anyOrg = fc.constantFrom(...p.organizationIds, "no-such-org");
  const victimOrg = fc.constantFrom(...p.victimOrganizationIds, "no-such-org");
  const victim = fc.constantFrom(...p.victimUserIds, "no-such-user");
  const invitation = fc.constantFrom(...p.invitationIds, "no-such-invitation");
  const member = fc.constantFrom(...p.memberIds, "no-such-member");
  const slug = fc.oneof(fc.constantFrom(...p.slugs), newSlug);
  const documentId = fc.constantFrom(...p.documentIds, "no-such-document");
  const documentVersion = fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constant(1));
  const draft = withOneHostileField(
    {
      wohnanschrift_11: address,
      betriebsstaette_15: address,
      rechtsform: fc.constantFrom("einzelunternehmen", "gmbh", "gbr", "ug", "GMBH"),
      name_4: name,
      vornamen_5: name,
      geburtsdatum_8: fc.constantFrom("1980-05-17", "2020-01-01", "1800-01-01", "17.05.1980"),
      geschaeftsbezeichnung_3: fc.constantFrom("Bäckerei Müller", "<b>x</b>", "Łukasz Ğüneş-Þórsdóttir"),
      taetigkeit_18: fc.constantFrom("Backwaren herstellen und verkaufen", "x"),
      beginn_20: fc.constantFrom("2026-12-01", "1900-01-01", "2999-01-01"),
      register_2: withOneHostileField({
        gericht: fc.constantFrom("Berlin", "Amtsgericht Charlottenburg"),
        art: fc.constantFrom("HRB", "HRA", "AUSLAND"),
        nummer: fc.constantFrom("12345 B", "x"),
      }),
    },
    [
      "rechtsform",
      "name_4",
      "vornamen_5",
      "geburtsdatum_8",
      "geschaeftsbezeichnung_3",
      "taetigkeit_18",
      "beginn_20",
      "register_2",
    ],
  );
  // The notices of a Gewerbe (decision 034): started from any document, filled with their own fields.
  const noticeId = fc.constantFrom(...p.noticeIds, ...p.documentIds, "no-such-document");
  const meldungsdatum = fc.constantFrom("2026-11-20", "2025-01-01", "2999-01-01", "20.11.2026", "");
  const noticeDraft = withOneHostileField(
    {
      wohnanschrift_11: address,
      betriebsstaette_15: address,
      fruehere_betriebsstaette_17: address,
      kuenftige_betriebsstaette_17: address,
      grund_ummeldung_24: fc.constantFrom(["verlegung"], ["wechsel", "ausdehnung"], ["umzug"], "verlegung", []),
      datum_aenderung_21: meldungsdatum,
      taetigkeit_neu_19: fc.constantFrom("Backwaren und Speiseeis herstellen", "x"),
      grund_abmeldung_25: fc.constantFrom("vollstaendige_aufgabe", "uebergabe", "verlegung", "pleite"),
      uebergabe_26: fc.constantFrom("verkauf", "schenkung"),
      datum_aufgabe_20: meldungsdatum,
      beschaeftigte_aufgabe_22: fc.constantFrom({ vollzeit: 0, teilzeit: 0 }, { vollzeit: -1 }, "keine"),
    },
    [
      "fruehere_betriebsstaette_17",
      "kuenftige_betriebsstaette_17",
      "grund_ummeldung_24",
      "datum_aenderung_21",
      "taetigkeit_neu_19",
      "grund_abmeldung_25",
      "uebergabe_26",
      "datum_aufgabe_20",
      "beschaeftigte_aufgabe_22",
    ],
  );
  const OWNERS: ActorName[] = ["owner", "owner", "owner", ...EVERYONE];
  const ADMINS: ActorName[] = ["admin", "admin", "admin", ...EVERYONE];
  const INVITEES: ActorName[] = ["outsider", "outsider", "member", ...EVERYONE];
  // A better-auth endpoint's plausible input and callers; its method comes from better-auth.
  const auth = (
    path: EndpointPath,
    fields: Endpoint["fields"],
    actors: ActorName[],
    more: Partial<Endpoint> = {},
  ): Endpoint => ({
    method: methodOf(api, path),
    path,
    fields,
    actors,
    mutates: methodOf(api, path) === "POST",
    ...more,
  });
  const rpc = (
    path: string,
    fields: Endpoint["fields"],
    actors: ActorName[],
    more: Partial<Endpoint> = {},
  ): Endpoint => ({
    method: "POST",
    path: `/rpc/${path}`,
    fields,
    actors,
    mutates: false,
    ...more,
  });
  const rest = (
    method: Endpoint["method"],
    path: string,
    fields: Endpoint["fields"],
    actors: ActorName[],
    more: Partial<Endpoint> = {},
  ): Endpoint => ({ method, path: `/api/v1${path}`, fields, actors, mutates: false, ...more });
  const apiKeyId = fc.constantFrom(...p.apiKeyIds, "no-such-key", "");
  const permissions = fc.oneof(
    fc.constant({ organization: ["delete"] }),
    fc.constant({ member: ["create", "update"] }),
    fc.constant({ user: ["list"] }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.array(fc.string({ maxLength: 8 }), { maxLength: 2 }), { maxKeys: 2 }),
  );
  const listUsersQuery = {
    searchValue: fc.constantFrom("a", "example", "%", "_", "Victim"),
    searchField: fc.constantFrom("email", "name"),
    searchOperator: fc.constantFrom("contains", "starts_with", "ends_with"),
    ...paging,
    sortBy: fc.constantFrom("createdAt", "name", "email"),
    sortDirection,
    filterField: fc.constantFrom("role", "banned"),
    filterValue: fc.constantFrom("admin", "user", "true"),
    filterOperator: fc.constantFrom("eq", "ne"),
  };
  const catalogue: Endpoint[] = [
    auth("/sign-up/email", { email: email(p), password, name, image: url }, ["anonymous"], {
      optional: ["image"],
    }),
    auth("/sign-in/email", { email: email(p), password, rememberMe: fc.boolean() }, ["anonymous"], {
      optional: ["rememberMe"],
      mutates: false,
    }),
    auth("/sign-in/social", { provider: fc.constantFrom("google", "github"), callbackURL: url }, ["anonymous"], {
      mutates: false,
    }),
    auth("/sign-out", {}, ["disposable"], { mutates: false }),
    auth("/get-session", { disableCookieCache: fc.boolean(), disableRefresh: fc.boolean() }, EVERYONE, {
      optional: ["disableCookieCache", "disableRefresh"],
    }),
    auth("/update-user", { name, image: url }, EVERYONE, { optional: ["name", "image"] }),
    auth(
      "/organization/create",
      { name, slug, logo: url, metadata: fc.object({ maxDepth: 2 }), keepCurrentActiveOrganization: fc.boolean() },
      EVERYONE,
      { optional: ["logo", "metadata", "keepCurrentActiveOrganization"] },
    ),
    auth(
      "/organization/update",
      {
        organizationId: anyOrg,
        data: withOneHostileField({ name, slug: newSlug, logo: url, metadata: fc.object({ maxDepth: 1 }) }),
      },
      OWNERS,
    ),
    auth("/organization/delete", { organizationId: victimOrg }, OWNERS),
    auth("/organization/list", {}, EVERYONE),
    auth(
      "/organization/get-full-organization",
      { organizationId: anyOrg, organizationSlug: slug, membersLimit: fc.integer({ min: 1, max: 200 }) },
      OWNERS,
      { optional: ["organizationSlug", "membersLimit"] },
    ),
    auth("/organization/get-active-member", {}, EVERYONE),
    auth("/organization/set-active", { organizationId: anyOrg, organizationSlug: slug }, EVERYONE, {
      optional: ["organizationSlug"],
    }),
    auth(
      "/organization/invite-member",
      { email: email(p), role: fc.constant("member"), organizationId: anyOrg, resend: fc.boolean() },
      OWNERS,
      { optional: ["resend"] },
    ),
    auth("/organization/cancel-invitation", { invitationId: invitation }, OWNERS),
    auth("/organization/accept-invitation", { invitationId: invitation }, INVITEES),
    auth("/organization/reject-invitation", { invitationId: invitation }, INVITEES),
    auth("/organization/leave", { organizationId: victimOrg }, ["member", ...EVERYONE]),
    auth("/organization/remove-member", { memberIdOrEmail: member, organizationId: victimOrg }, OWNERS),
    auth("/organization/update-member-role", { memberId: member, role: orgRole, organizationId: victimOrg }, OWNERS),
    auth("/organization/has-permission", { permissions, organizationId: anyOrg }, EVERYONE, {
      mutates: false,
    }),
    auth(
      "/organization/list-members",
      {
        organizationId: anyOrg,
        ...paging,
        sortBy: fc.constantFrom("createdAt", "role"),
        sortDirection,
        filterField: fc.constant("role"),
        filterValue: fc.constantFrom("member", "owner"),
        filterOperator: fc.constantFrom("eq", "ne"),
      },
      OWNERS,
      { optional: ["limit", "offset", "sortBy", "sortDirection", "filterField", "filterValue", "filterOperator"] },
    ),
    auth("/organization/get-invitation", { id: invitation }, INVITEES),
    auth(
      "/admin/ban-user",
      {
        userId: victim,
        banReason: fc.constantFrom("Banned by admin", "Spam"),
        banExpiresIn: fc.integer({ min: 60, max: 86_400 * 365 }),
      },
      ADMINS,
      { optional: ["banReason", "banExpiresIn"] },
    ),
    auth("/admin/unban-user", { userId: victim }, ADMINS),
    auth("/admin/set-role", { userId: victim, role: platformRole }, ADMINS),
    auth("/admin/remove-user", { userId: victim }, ADMINS),
    auth("/admin/impersonate-user", { userId: victim }, ADMINS),
    auth("/admin/stop-impersonating", {}, ADMINS),
    auth("/admin/has-permission", { permissions }, ADMINS, { mutates: false }),
    auth("/admin/list-users", listUsersQuery, ADMINS, { optional: Object.keys(listUsersQuery) }),
    auth(
      "/admin/create-user",
      {
        email: email(p),
        password,
        name,
        role: platformRole,
        data: withOneHostileField({ image: url, emailVerified: fc.boolean() }),
      },
      ADMINS,
      { optional: ["password", "role", "data"] },
    ),
    auth(
      "/admin/update-user",
      {
        userId: victim,
        data: withOneHostileField({
          name,
          email: email(p),
          image: url,
          role: platformRole,
          banned: fc.boolean(),
          banReason: fc.constantFrom("Spam", "Banned by admin"),
          banExpires: fc.date({ min: new Date(), max: new Date("2100-01-01") }),
        }),
      },
      ADMINS,
    ),
    auth("/admin/set-user-password", { userId: victim, newPassword: password }, ADMINS),
    auth("/admin/revoke-user-sessions", { userId: victim }, ADMINS),

    rpc("health", {}, EVERYONE),
    rpc("organizations/memberCounts", {}, EVERYONE),
    rpc("admin/listFailedMail", {}, ADMINS),
    rpc(
      "admin/listUsers",
      { searchValue: fc.string({ maxLength: 20 }), searchField: fc.constantFrom("email", "name"), ...paging },
      ADMINS,
      {
        optional: ["searchValue", "searchField", "limit", "offset"],
      },
    ),
    rpc(
      "docs/gewerbeanmeldung/list",
      {
        cursor: fc.oneof(
          fc.base64String(),
          fc.constant(Buffer.from('["+275760-09-13T00:00:00.000Z","x"]').toString("base64url")),
          fc.constant(Buffer.from('["2026-11-23T10:00:00.000Z","a-b_c"]').toString("base64url")),
        ),
        limit: paging.limit,
      },
      OWNERS,
      { optional: ["cursor", "limit"] },
    ),
    rpc("docs/gewerbeanmeldung/getById", { id: fc.constantFrom(...p.documentIds, "no-such-document") }, OWNERS),
    rpc("docs/gewerbeanmeldung/create", { wohnanschrift_11: address, betriebsstaette_15: address }, OWNERS, {
      mutates: true,
    }),
    rpc("invitations/preview", { id: invitation }, EVERYONE),

    // The complete form (decisions 010, 015): drafts, status changes, deletion, postal codes.
    rpc("docs/gewerbeanmeldung/saveDraft", { id: documentId, version: documentVersion, document: draft }, OWNERS, {
      mutates: true,
    }),
    rpc("docs/gewerbeanmeldung/complete", { id: documentId, version: documentVersion }, OWNERS, { mutates: true }),
    rpc("docs/gewerbeanmeldung/reopen", { id: documentId, version: documentVersion }, OWNERS, { mutates: true }),
    rpc("docs/gewerbeanmeldung/delete", { id: documentId }, ["member", "outsider", ...EVERYONE], { mutates: true }),
    rpc(
      "docs/gewerbeanmeldung/list",
      {
        query: fc.constantFrom("Berlin", "Bäckerei", "%", "_", "a b"),
        status: fc.constantFrom("entwurf", "vollstaendig"),
      },
      OWNERS,
      { optional: ["query", "status"] },
    ),
    rpc("plz/lookup", { plz: fc.constantFrom("10117", "01067", "99999", "1011", "abcde") }, EVERYONE),

    // A Gewerbe's Ummeldung, Abmeldung and move to another district (decision 034).
    rpc("docs/gewerbeanmeldung/relocate", { anmeldungId: documentId }, OWNERS, { mutates: true }),
    ...(["gewerbeummeldung", "gewerbeabmeldung"] as const).flatMap((kind) => [
      rpc(
        `docs/${kind}/list`,
        { cursor: fc.base64String(), limit: paging.limit, status: fc.constantFrom("entwurf", "x") },
        OWNERS,
        {
          optional: ["cursor", "limit", "status"],
        },
      ),
      rpc(`docs/${kind}/getById`, { id: noticeId }, OWNERS),
      rpc(`docs/${kind}/create`, { anmeldungId: documentId }, OWNERS, { mutates: true }),
      rpc(`docs/${kind}/saveDraft`, { id: noticeId, version: documentVersion, document: noticeDraft }, OWNERS, {
        mutates: true,
      }),
      rpc(`docs/${kind}/complete`, { id: noticeId, version: documentVersion }, OWNERS, { mutates: true }),
      rpc(`docs/${kind}/reopen`, { id: noticeId, version: documentVersion }, OWNERS, { mutates: true }),
      rpc(`docs/${kind}/delete`, { id: noticeId }, OWNERS, { mutates: true }),
    ]),

    // The account lifecycle (decision 013): recovery, verification, credentials, sessions, 2FA, passkeys.
    rpc("account/exportData", {}, EVERYONE),
    rpc("account/deletionPreview", {}, EVERYONE),
    auth(
      "/request-password-reset",
      { email: email(p), redirectTo: fc.constantFrom("/reset-password", "https://evil.test/") },
      ["anonymous"],
      {
        optional: ["redirectTo"],
      },
    ),
    auth("/reset-password", { token: fc.string({ maxLength: 40 }), newPassword: password }, ["anonymous"]),
    auth("/send-verification-email", { email: email(p), callbackURL: fc.constantFrom("/", "/dashboard") }, EVERYONE, {
      optional: ["callbackURL"],
    }),
    auth(
      "/verify-email",
      { token: fc.string({ maxLength: 40 }), callbackURL: fc.constantFrom("/", "/dashboard") },
      EVERYONE,
      {
        optional: ["callbackURL"],
      },
    ),
    auth(
      "/change-password",
      { currentPassword: password, newPassword: password, revokeOtherSessions: fc.boolean() },
      ["outsider", ...EVERYONE],
      { optional: ["revokeOtherSessions"] },
    ),
    auth(
      "/change-email",
      { newEmail: email(p), callbackURL: fc.constant("/dashboard/account") },
      ["outsider", ...EVERYONE],
      {
        optional: ["callbackURL"],
      },
    ),
    auth("/list-sessions", {}, EVERYONE, { mutates: false }),
    auth("/revoke-session", { token: fc.string({ maxLength: 40 }) }, EVERYONE),
    auth("/revoke-other-sessions", {}, ["disposable", "anonymous"]),
    auth("/delete-user", { password, callbackURL: fc.constant("/") }, ["disposable", "anonymous"], {
      optional: ["password", "callbackURL"],
    }),
    auth("/two-factor/enable", { password, issuer: fc.constant("Dashboard") }, ["outsider", ...EVERYONE], {
      optional: ["issuer"],
    }),
    auth("/two-factor/disable", { password }, ["outsider", ...EVERYONE]),
    auth("/two-factor/verify-totp", { code: fc.stringMatching(/^\d{6}$/), trustDevice: fc.boolean() }, EVERYONE, {
      optional: ["trustDevice"],
    }),
    auth("/two-factor/generate-backup-codes", { password }, ["outsider", ...EVERYONE]),
    auth(
      "/passkey/generate-register-options",
      { authenticatorAttachment: fc.constantFrom("platform", "cross-platform") },
      EVERYONE,
      {
        optional: ["authenticatorAttachment"],
        mutates: false,
      },
    ),
    auth("/passkey/list-user-passkeys", {}, EVERYONE, { mutates: false }),
    auth("/passkey/update-passkey", { id: fc.constantFrom("no-such-passkey", ""), name }, EVERYONE),
    auth("/passkey/delete-passkey", { id: fc.constantFrom("no-such-passkey", "") }, EVERYONE),

    // API keys and the public API (decision 030).
    auth(
      "/api-key/create",
      {
        name,
        expiresIn: fc.constantFrom(30 * 86_400, 90 * 86_400, 365 * 86_400, null, 86_400, 400 * 86_400),
        metadata: withOneHostileField({ organizationId: anyOrg, scope: fc.constantFrom("read", "write", "admin") }),
      },
      EVERYONE,
      { optional: ["expiresIn"] },
    ),
    auth(
      "/api-key/list",
      { ...paging, sortBy: fc.constantFrom("createdAt", "name", "expiresAt"), sortDirection },
      EVERYONE,
      { optional: ["limit", "offset", "sortBy", "sortDirection"], mutates: false },
    ),
    auth("/api-key/get", { id: apiKeyId }, EVERYONE, { mutates: false }),
    auth("/api-key/update", { keyId: apiKeyId, name, metadata: fc.object({ maxDepth: 1 }) }, EVERYONE),
    auth("/api-key/delete", { keyId: apiKeyId }, EVERYONE),
    rpc("apiKeys/listForOrganization", { organizationId: anyOrg }, OWNERS),
    rpc("apiKeys/revoke", { keyId: apiKeyId }, OWNERS),
    rest("GET", "/me", {}, KEY_HOLDERS),
    rest(
      "GET",
      "/gewerbeanmeldungen",
      {
        cursor: fc.oneof(fc.base64String(), fc.constant("eyJ4IjoxfQ")),
        limit: fc.oneof(paging.limit, fc.constantFrom("abc", "0", "1e3")),
        query: fc.constantFrom("Berlin", "%", "a b"),
        status: fc.constantFrom("entwurf", "vollstaendig", "fertig"),
      },
      KEY_HOLDERS,
      { optional: ["cursor", "limit", "query", "status"] },
    ),
    rest("GET", "/gewerbeanmeldungen/{id}", { id: documentId }, KEY_HOLDERS),
    rest("GET", "/gewerbeanmeldungen/{id}/pdf", { id: documentId }, KEY_HOLDERS),
    rest("POST", "/gewerbeanmeldungen", { wohnanschrift_11: address, betriebsstaette_15: address }, KEY_HOLDERS, {
      mutates: true,
    }),
    rest(
      "PUT",
      "/gewerbeanmeldungen/{id}",
      { id: documentId, version: documentVersion, document: draft },
      KEY_HOLDERS,
      {
        mutates: true,
      },
    ),
    rest("POST", "/gewerbeanmeldungen/{id}/complete", { id: documentId, version: documentVersion }, KEY_HOLDERS, {
      mutates: true,
    }),
    rest("POST", "/gewerbeanmeldungen/{id}/reopen", { id: documentId, version: documentVersion }, KEY_HOLDERS, {
      mutates: true,
    }),
    rest("DELETE", "/gewerbeanmeldungen/{id}", { id: documentId }, KEY_HOLDERS, { mutates: true }),
    rest("POST", "/gewerbeanmeldungen/{anmeldungId}/verlegung", { anmeldungId: documentId }, KEY_HOLDERS, {
      mutates: true,
    }),
    ...(["gewerbeummeldungen", "gewerbeabmeldungen"] as const).flatMap((path) => [
      rest(
        "GET",
        `/${path}`,
        { limit: fc.constantFrom("abc", "5"), status: fc.constantFrom("entwurf", "x") },
        KEY_HOLDERS,
        {
          optional: ["limit", "status"],
        },
      ),
      rest("GET", `/${path}/{id}`, { id: noticeId }, KEY_HOLDERS),
      rest("GET", `/${path}/{id}/pdf`, { id: noticeId }, KEY_HOLDERS),
      rest("POST", `/${path}`, { anmeldungId: documentId }, KEY_HOLDERS, { mutates: true }),
      rest("PUT", `/${path}/{id}`, { id: noticeId, version: documentVersion, document: noticeDraft }, KEY_HOLDERS, {
        mutates: true,
      }),
      rest("POST", `/${path}/{id}/complete`, { id: noticeId, version: documentVersion }, KEY_HOLDERS, {
        mutates: true,
      }),
      rest("DELETE", `/${path}/{id}`, { id: noticeId }, KEY_HOLDERS, { mutates: true }),
    ]),
  ];
  const listed = new Map(catalogue.map((e) => [e.path, e]));
  const fromTable = (Object.keys(endpointTable) as EndpointPath[]).map((path): Endpoint => {
    const known = listed.get(path) ?? {
      ...auth(
        path,
        {},
        path.startsWith("/admin/")
          ? ADMINS
          : endpointTable[path].refusedWhileImpersonating
            ? ["disposable", "anonymous"]
            : EVERYONE,
      ),
    };
    return { ...known, path: `/api/auth${concretePath(path)}` };
  });
  return [...fromTable, ...catalogue.filter((e) => e.path.startsWith("/rpc/") || e.path.startsWith("/api/v1/"))];
}

/** An endpoint's input (see withOneHostileField), now and then not an object at all. */
function inputFor(endpoint: Endpoint): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 12, arbitrary: withOneHostileField(endpoint.fields, endpoint.optional ?? []) },
    { weight: 1, arbitrary: hostile },
  );
}

// ---- requests -----------------------------------------------------------------------------------

interface Actor {
  cookie?: string;
  ip: string;
  apiKey?: string;
}

function queryString(input: unknown): string {
  if (input === null || typeof input !== "object" || Array.isArray(input)) return `?value=${encodeQuery(input)}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    params.append(key, typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

function encodeQuery(value: unknown): string {
  return new URLSearchParams({ v: typeof value === "string" ? value : (JSON.stringify(value) ?? "") })
    .toString()
    .slice(2);
}

/**
 * A path segment as a hostile client sends it: percent-encoded, an unpaired surrogate as the bytes a
 * careless encoder writes for it (WTF-8), where encodeURIComponent would throw.
 */
function pathSegment(value: string): string {
  return [...value]
    .map((c) => {
      if (!/[\ud800-\udfff]/.test(c)) return encodeURIComponent(c);
      const unit = c.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    })
    .join("");
}

async function send(base: string, actor: Actor, endpoint: Endpoint, input: unknown) {
  const headers: Record<string, string> = { origin: base, "x-forwarded-for": actor.ip };
  if (actor.cookie) headers.cookie = actor.cookie;
  if (actor.apiKey) headers["x-api-key"] = actor.apiKey;
  let path = endpoint.path;
  const placeholder = /\{(\w+)\}/.exec(path);
  if (placeholder) {
    // The public API takes the id from the path, the rest from the query or the body.
    const { [placeholder[1]]: id, ...rest } = (input && typeof input === "object" ? input : {}) as Record<
      string,
      unknown
    >;
    path = path.replace(placeholder[0], pathSegment(typeof id === "string" ? id : (JSON.stringify(id) ?? "")));
    input = rest;
  }
  let url = `${base}${path}`;
  let body: string | undefined;
  if (endpoint.method === "GET" || endpoint.method === "DELETE") {
    url += queryString(input);
  } else {
    headers["content-type"] = "application/json";
    body = JSON.stringify(endpoint.path.startsWith("/rpc/") ? { json: input } : input) ?? "null";
  }
  const response = await fetch(url, { method: endpoint.method, headers, body, redirect: "manual" });
  return { status: response.status, text: await response.text() };
}

/** An error answer must say what went wrong: { message, code } (under /rpc, in oRPC's envelope). */
function errorShapeProblem(path: string, text: string): string | undefined {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return `error answer is not JSON: ${text.slice(0, 100)}`;
  }
  const error = path.startsWith("/rpc/") && body.json ? (body.json as Record<string, unknown>) : body;
  if (typeof error.message !== "string" || typeof error.code !== "string") {
    return `error answer lacks message or code: ${text.slice(0, 200)}`;
  }
  return undefined;
}

// ---- the property -------------------------------------------------------------------------------

describe.each(backends)("hostile input on $name", (backend) => {
  let env: AdminServer;
  let actors: Record<Exclude<ActorName, "disposable">, Actor>;
  /** A key as the account page makes it (the plugin's endpoint), for one organization and scope. */
  const keyOf = async (user: User, organizationId: string, scope: "read" | "write") =>
    await ok<{ id: string; key: string }>(
      await user.client.post("/api/auth/api-key/create", {
        name: `${scope} key`,
        expiresIn: 30 * 86_400,
        metadata: { organizationId, scope },
      }),
    );
  const disposable: Actor[] = [];
  let pools: Pools;

  const signedIn = (user: User): Actor => ({ cookie: user.client.cookieHeader, ip: user.client.ip });

  beforeAll(async () => {
    const generous = "1000000/60";
    env = await startAdminServer(backend, {
      RATE_LIMIT_SIGN_IN: generous,
      RATE_LIMIT_SIGN_UP: generous,
      RATE_LIMIT_PASSWORD_RESET: generous,
      RATE_LIMIT_GENERAL: generous,
      RATE_LIMIT_API_KEY: generous,
    });
    const server = env.server;
    const admin = await signedInAdmin(env);
    const owner = await signedUpUser(server, "Olivia Owner");
    const member = await signedUpUser(server, "Mia Member");
    const outsider = await signedUpUser(server, "Oscar Outsider");
    const main = await createOrg(owner.client, { name: "Main Org" });
    await inviteAndAccept(owner.client, main.id, member);
    const victimOrgs = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) => createOrg(owner.client, { name: `Victim Org ${i}` })),
    );
    const invitations: string[] = [];
    for (const address of [outsider.email, "pending-1@example.com", "pending-2@example.com", member.email]) {
      const response = await invite(owner.client, victimOrgs[0].id, address);
      if (response.ok) invitations.push(((await response.json()) as { id: string }).id);
    }
    const victims = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => signedUpUser(server, `Victim ${i}`)));
    const documents: string[] = [];
    for (let i = 0; i < 2; i++) {
      const created = await owner.client.rpc<{ documentId: string }>("docs.gewerbeanmeldung.create", {
        wohnanschrift_11: sampleAddressWith(),
        betriebsstaette_15: sampleAddressWith({
          strasse: "Hauptstraße",
          hausnummer: "1",
          postleitzahl: "14467",
          ort: "Potsdam",
          bundesland: { kuerzel: "BB" },
        }),
      });
      documents.push(created.body.documentId);
    }
    const throwaway = await signedUpUser(server, "Throwaway Sessions");
    for (let i = 0; i < 12; i++) {
      const client = server.client();
      await ok(await client.signIn(throwaway.email, PASSWORD));
      disposable.push({ cookie: client.cookieHeader, ip: client.ip });
    }
    const throwawayKeys = await Promise.all(
      [1, 2, 3].map(async () => (await keyOf(victims[0], (await createOrg(victims[0].client)).id, "write")).id),
    );
    const full = await ok<{ members: { id: string }[] }>(
      await owner.client.request(`/api/auth/organization/get-full-organization?organizationId=${victimOrgs[1].id}`),
    );

    actors = {
      anonymous: { ip: server.client().ip },
      owner: signedIn(owner),
      member: signedIn(member),
      outsider: signedIn(outsider),
      admin: signedIn(admin),
      writeKey: { ip: server.client().ip, apiKey: (await keyOf(owner, main.id, "write")).key },
      readKey: { ip: server.client().ip, apiKey: (await keyOf(member, main.id, "read")).key },
    };
    // Documents of the main organization, which the owner's key reaches (the web's have no organization).
    for (let i = 0; i < 2; i++) {
      const created = await fetch(`${server.url}/api/v1/gewerbeanmeldungen`, {
        method: "POST",
        headers: { "x-api-key": actors.writeKey.apiKey as string, "content-type": "application/json" },
        body: JSON.stringify({ wohnanschrift_11: sampleAddressWith(), betriebsstaette_15: sampleAddressWith() }),
      });
      expect(created.status).toBe(201);
      documents.push(((await created.json()) as { documentId: string }).documentId);
    }
    // One Gewerbe of the main organization, registered, with an Ummeldung and an Abmeldung to aim at.
    const writeKey = { "x-api-key": actors.writeKey.apiKey as string, "content-type": "application/json" };
    const anmeldung = documents[documents.length - 1];
    const saved = await fetch(`${server.url}/api/v1/gewerbeanmeldungen/${anmeldung}`, {
      method: "PUT",
      headers: writeKey,
      body: JSON.stringify({ version: 1, document: completeSoleTrader() }),
    });
    expect(saved.status).toBe(200);
    const done = await fetch(`${server.url}/api/v1/gewerbeanmeldungen/${anmeldung}/complete`, {
      method: "POST",
      headers: writeKey,
      body: JSON.stringify({ version: 2 }),
    });
    expect(done.status).toBe(200);
    const notices: string[] = [];
    for (const path of ["gewerbeummeldungen", "gewerbeabmeldungen"]) {
      const created = await fetch(`${server.url}/api/v1/${path}`, {
        method: "POST",
        headers: writeKey,
        body: JSON.stringify({ anmeldungId: anmeldung }),
      });
      expect(created.status).toBe(201);
      notices.push(((await created.json()) as { documentId: string }).documentId);
    }
    pools = {
      emails: [owner.email, member.email, outsider.email, ...victims.map((v) => v.email)],
      organizationIds: [main.id, ...victimOrgs.map((o) => o.id)],
      victimOrganizationIds: victimOrgs.map((o) => o.id),
      slugs: [main.slug, ...victimOrgs.map((o) => o.slug)],
      memberIds: full.members.map((m) => m.id),
      invitationIds: invitations,
      victimUserIds: victims.map((v) => v.userId),
      documentIds: documents,
      noticeIds: notices,
      apiKeyIds: throwawayKeys,
    };
    expect(await productRuleViolations(server.database.db)).toEqual([]);
  }, 120_000);
  afterAll(() => env?.server.stop());

  it(`answers ${CASES} hostile requests without a 5xx and keeps every row within the product's rules`, async () => {
    const byName = new Map(endpoints(pools, env.server.auth.api).map((e) => [`${e.method} ${e.path}`, e]));
    // The counterexample names the endpoint, so fast-check prints it readably.
    const request = fc.constantFrom(...byName.keys()).chain((call) => {
      const endpoint = byName.get(call) as Endpoint;
      return fc.record({
        call: fc.constant(call),
        actor: fc.constantFrom(...endpoint.actors),
        input: inputFor(endpoint),
      });
    });
    let used = 0;
    const seen = new Map<string, { ok: number; refused: number }>();
    await fc.assert(
      fc.asyncProperty(request, async ({ call, actor, input }) => {
        const endpoint = byName.get(call) as Endpoint;
        const who = actor === "disposable" ? disposable[used++ % disposable.length] : actors[actor];
        const { status, text } = await send(env.server.url, who, endpoint, input);
        const tally = seen.get(call) ?? { ok: 0, refused: 0 };
        if (status < 300) tally.ok++;
        else tally.refused++;
        seen.set(call, tally);
        if (process.env.HOSTILE_DEBUG && call.includes(process.env.HOSTILE_DEBUG)) {
          console.log(`${actor} ${JSON.stringify(input)?.slice(0, 150)} → ${status} ${text.slice(0, 150)}`);
        }
        const what = `${endpoint.method} ${endpoint.path} as ${actor} answered ${status}: ${text.slice(0, 300)}`;
        if (status >= 500) throw new Error(what);
        if (status >= 400) {
          const problem = errorShapeProblem(endpoint.path, text);
          if (problem) throw new Error(`${what}\n${problem}`);
        }
        if (endpoint.mutates && status < 300) {
          const violations = await productRuleViolations(env.server.database.db);
          if (violations.length > 0)
            throw new Error(`${what}\nleft rows that break the rules:\n${violations.join("\n")}`);
        }
      }),
      { numRuns: CASES, seed: SEED, path: PATH, endOnFailure: process.env.HOSTILE_SHRINK !== "1" },
    );
    expect(await productRuleViolations(env.server.database.db)).toEqual([]);
    if (process.env.HOSTILE_STATS) {
      for (const [call, t] of [...seen].sort()) console.log(`${call.padEnd(52)} ok ${t.ok}, refused ${t.refused}`);
    }
  }, 600_000);
});
