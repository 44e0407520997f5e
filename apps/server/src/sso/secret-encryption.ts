import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";

type AdapterFactory = (...args: never[]) => object;
type Fn = (...args: unknown[]) => unknown;
type Json = Record<string, unknown>;

const MODEL = "ssoProvider";
/** Marks an encrypted value, so a value stored before encryption still reads. */
const PREFIX = "enc:v1:";
/** Where a provider's configuration keeps secrets: the OIDC client secret, SAML private keys and their passphrases. */
const SECRET_PATHS: Record<"oidcConfig" | "samlConfig", string[][]> = {
  oidcConfig: [["clientSecret"]],
  samlConfig: [
    ["privateKey"],
    ["spMetadata", "privateKey"],
    ["spMetadata", "privateKeyPass"],
    ["spMetadata", "encPrivateKey"],
    ["spMetadata", "encPrivateKeyPass"],
    ["idpMetadata", "privateKey"],
    ["idpMetadata", "privateKeyPass"],
    ["idpMetadata", "encPrivateKey"],
    ["idpMetadata", "encPrivateKeyPass"],
  ],
};

/**
 * A provider's configuration (as an object) without its secrets, for an answer: nothing the server
 * answers carries a client secret or private key once it was entered.
 */
export function withoutSecrets(column: keyof typeof SECRET_PATHS, config: unknown): unknown {
  if (!config || typeof config !== "object") return config;
  const copy = structuredClone(config) as Json;
  for (const path of SECRET_PATHS[column]) {
    const parent = path.slice(0, -1).reduce<Json | undefined>((at, part) => at?.[part] as Json | undefined, copy);
    if (parent && typeof parent === "object") delete parent[path[path.length - 1] as string];
  }
  return copy;
}

/**
 * better-auth's database adapter with the SSO plugin's secrets encrypted at rest (decision 035): the
 * plugin stores a provider's configuration as JSON text, client secret and private keys included.
 * Every write of an `ssoProvider` row encrypts those values with the auth secret (better-auth's own
 * `symmetricEncrypt`, XChaCha20-Poly1305), every read decrypts them, so the plugin works with clear
 * values and the database holds none. Like `notingFailures`, a proxy of the public adapter; a
 * transaction's adapter is wrapped too.
 */
export function encryptingSsoSecrets<F extends AdapterFactory>(factory: F, secret: string): F {
  const crypt = cryptor(secret);
  return ((...args: Parameters<F>) => wrap(factory(...args), crypt)) as F;
}

function cryptor(key: string) {
  const walk = async (raw: unknown, paths: string[][], change: (value: string) => Promise<string>) => {
    if (typeof raw !== "string") return raw;
    let config: Json;
    try {
      config = JSON.parse(raw) as Json;
    } catch {
      return raw;
    }
    if (!config || typeof config !== "object") return raw;
    for (const path of paths) {
      const parent = path.slice(0, -1).reduce<Json | undefined>((at, part) => at?.[part] as Json | undefined, config);
      const field = path[path.length - 1];
      const value = parent?.[field];
      if (parent && typeof value === "string" && value !== "") parent[field] = await change(value);
    }
    return JSON.stringify(config);
  };
  const encrypt = async (value: string) =>
    value.startsWith(PREFIX) ? value : PREFIX + (await symmetricEncrypt({ key, data: value }));
  const decrypt = async (value: string) =>
    value.startsWith(PREFIX) ? symmetricDecrypt({ key, data: value.slice(PREFIX.length) }) : value;
  async function row(data: unknown, change: (value: string) => Promise<string>): Promise<unknown> {
    if (!data || typeof data !== "object") return data;
    const out = { ...(data as Json) };
    for (const column of ["oidcConfig", "samlConfig"] as const) {
      if (column in out) out[column] = await walk(out[column], SECRET_PATHS[column], change);
    }
    return out;
  }
  return {
    sealRow: (data: unknown) => row(data, encrypt),
    openRow: (data: unknown) => row(data, decrypt),
  };
}

type Crypt = ReturnType<typeof cryptor>;

function wrap<T extends object>(adapter: T, crypt: Crypt): T {
  return new Proxy(adapter, {
    get(target, key) {
      const value = (target as Record<string | symbol, unknown>)[key];
      if (typeof value !== "function") return value;
      const call = value as Fn;
      switch (key) {
        case "transaction":
          return (callback: Fn) => call.call(target, (trx: object) => callback(wrap(trx, crypt)));
        case "create":
          return async (input: { model: string; data: unknown }) => {
            if (input.model !== MODEL) return call.call(target, input);
            return crypt.openRow(await call.call(target, { ...input, data: await crypt.sealRow(input.data) }));
          };
        case "update":
        case "updateMany":
        case "incrementOne":
          return async (input: { model: string; update?: unknown; set?: unknown }) => {
            if (input.model !== MODEL) return call.call(target, input);
            const sealed = {
              ...input,
              ...(input.update ? { update: await crypt.sealRow(input.update) } : {}),
              ...(input.set ? { set: await crypt.sealRow(input.set) } : {}),
            };
            const result = await call.call(target, sealed);
            return typeof result === "object" ? crypt.openRow(result) : result;
          };
        case "findOne":
          return async (input: { model: string }) =>
            input.model === MODEL ? crypt.openRow(await call.call(target, input)) : call.call(target, input);
        case "findMany":
          return async (input: { model: string }) => {
            const rows = await call.call(target, input);
            return input.model === MODEL && Array.isArray(rows) ? Promise.all(rows.map((r) => crypt.openRow(r))) : rows;
          };
        default:
          return call.bind(target);
      }
    },
  });
}
