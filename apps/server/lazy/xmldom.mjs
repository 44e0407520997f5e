/**
 * What the server bundle gives @better-auth/sso for `import { DOMParser } from "@xmldom/xmldom"`
 * (build.mjs): the plugin parses XML only on a SAML call, so xmldom loads then (with samlify, which
 * requires its own copy), not at every start.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export class DOMParser {
  constructor(options) {
    // A constructor returning an object: `new DOMParser(...)` is xmldom's own parser.
    // biome-ignore lint/correctness/noConstructorReturn: see above
    return new (require("@xmldom/xmldom").DOMParser)(options);
  }
}
