/**
 * What the server bundle gives @better-auth/passkey for `import ... from "@simplewebauthn/server"`
 * (build.mjs): SimpleWebAuthn with the certificate libraries it brings (@peculiar/x509 and its ASN.1
 * schemas, tsyringe, reflect-metadata: ~1 MB of code that builds classes when loaded) is imported on
 * the first passkey registration or sign-in, not at every start. The plugin awaits each of these four
 * functions, which are async in SimpleWebAuthn too, so waiting for the import changes nothing it sees.
 */
let loading;
const load = () => {
  loading ??= import("@simplewebauthn/server");
  return loading;
};

export const generateRegistrationOptions = async (options) => (await load()).generateRegistrationOptions(options);
export const verifyRegistrationResponse = async (options) => (await load()).verifyRegistrationResponse(options);
export const generateAuthenticationOptions = async (options) => (await load()).generateAuthenticationOptions(options);
export const verifyAuthenticationResponse = async (options) => (await load()).verifyAuthenticationResponse(options);
