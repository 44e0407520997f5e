// Writes a .br (brotli, best quality) and a .gz (gzip -9) beside every compressible file of the
// build, once, so the server sends compressed bytes without compressing on each request
// (apps/server/src/http/static-web.ts serves them by Accept-Encoding). Small files are left alone:
// compressing a few hundred bytes saves less than the headers cost.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// The build output, or the folder given (tests).
const dist = process.argv[2] ?? new URL("../dist/", import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let before = 0;
let brotli = 0;
let count = 0;
for (const path of files(dist)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  before += content.length;
  brotli += br.length;
  count++;
}
console.log(
  `precompressed ${count} files: ${(before / 1024).toFixed(0)} KiB → ${(brotli / 1024).toFixed(0)} KiB brotli`,
);
