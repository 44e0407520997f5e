/**
 * npm packages the server bundle (build.mjs) leaves to node_modules, installed beside it: in the release
 * tree (deploy/package.mjs) they and what they depend on are its only node_modules.
 * - PGlite reads its .wasm and .data files next to its own modules; pino runs transports (pino-pretty
 *   in development) in worker threads that load files by name; fonts are files, found by name.
 * - React and React Email stay one copy shared with @react-email/render, which loads on first mail.
 * - pg, ioredis, nodemailer, prom-client, pdf-lib: loaded only when configured or first used.
 * - sharp: native libvips, loaded with the first logo upload (it finds its binary package by name).
 * - samlify and its XML libraries (better-auth's SSO plugin, decision 035): CommonJS that requires
 *   Node's built-ins at run time, which an ESM bundle cannot do.
 */
export const EXTERNAL =
  /^(@electric-sql\/|pino(\/|$)|@expo-google-fonts\/|react(\/|$)|react-dom(\/|$)|@react-email\/|pg(\/|$)|ioredis(\/|$)|nodemailer(\/|$)|prom-client(\/|$)|pdf-lib(\/|$)|@pdf-lib\/|sharp(\/|$)|samlify(\/|$)|@xmldom\/|xml-crypto(\/|$)|xml-encryption(\/|$)|node-rsa(\/|$)|node-forge(\/|$))/;
