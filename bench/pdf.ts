/**
 * How long does one Gewerbeanmeldung PDF take to generate (in process, no HTTP)?
 *
 *   npx tsx bench/pdf.ts
 *
 * Renders the complete sole-trader fixture (two pages) 50 times after one warm-up and prints the
 * median, p95 and the file size.
 */
import { gewerbeanmeldungDraftSchema, pruneInapplicable } from "@app/domain";
import { renderDocumentPdf } from "../apps/server/src/documents/pdf/document-pdf";
import { completeSoleTrader } from "../apps/server/test/support/gewerbeanmeldung-fixtures";

const document = pruneInapplicable(gewerbeanmeldungDraftSchema.parse(completeSoleTrader()));
const now = new Date();
const doc = {
  meta: {
    id: "0123456789abcdef",
    kind: "gewerbeanmeldung" as const,
    anmeldung_id: null,
    created_at: now,
    updated_at: now,
    status: "vollstaendig" as const,
    version: 3,
    completed_at: now,
    business_name: null,
  },
  document,
};
const RUNS = 50;
const first = performance.now();
let bytes = await renderDocumentPdf(doc);
const coldMs = performance.now() - first;
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  bytes = await renderDocumentPdf(doc);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
console.log(
  `PDF: first ${coldMs.toFixed(0)} ms, then median ${at(0.5)} ms, p95 ${at(0.95)} ms over ${RUNS} runs; ${(bytes.byteLength / 1024).toFixed(0)} KiB`,
);
