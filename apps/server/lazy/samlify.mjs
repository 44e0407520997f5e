/**
 * What the server bundle gives @better-auth/sso for `import ... from "samlify"` (build.mjs): samlify
 * with the XML libraries it requires (xml-crypto, xml-encryption, xmldom, xpath, node-rsa: ~1.8 MB
 * of CommonJS) loads on the first SAML call instead of at every start, as a synchronous require (the
 * plugin calls samlify synchronously). Only what the plugin calls is here; its one call at load,
 * setSchemaValidator, is kept and handed on when samlify loads.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
let samlify;
let schemaValidator;

function load() {
  if (!samlify) {
    samlify = require("samlify");
    if (schemaValidator) samlify.setSchemaValidator(schemaValidator);
  }
  return samlify;
}

export function setSchemaValidator(validator) {
  schemaValidator = validator;
  if (samlify) samlify.setSchemaValidator(validator);
}
export const SPMetadata = (...args) => load().SPMetadata(...args);
export const ServiceProvider = (...args) => load().ServiceProvider(...args);
export const IdentityProvider = (...args) => load().IdentityProvider(...args);
/** samlify's SamlLib, its functions bound to it as when called on samlify itself. */
export const SamlLib = new Proxy(
  {},
  {
    get(_, key) {
      const lib = load().SamlLib;
      const value = lib[key];
      return typeof value === "function" ? value.bind(lib) : value;
    },
  },
);
export default { setSchemaValidator, SPMetadata, ServiceProvider, IdentityProvider, SamlLib };
