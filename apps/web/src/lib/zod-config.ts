import { config } from "zod";

// zod probes `new Function` when it builds an object schema, to compile a faster parser. The server's
// Content-Security-Policy forbids eval (script-src 'self'), so in the browser the probe is reported as a
// CSP violation (Chrome's Issues, Lighthouse's best practices) even though zod catches it. Jitless, zod
// skips the probe and parses without compiled code. main.tsx imports this first, before any schema.
config({ jitless: true });
