// `node bench/diff-bound.mjs [lines]`: the semantic diff's transcript alignment on two transcripts of
// N lines per side (default 20,000) — one mostly alike with scattered edits, one all different —
// printing time and the peak heap each took. The alignment is bounded (src/gate/diff/lcs.ts): past
// MAX_ALIGN_CELLS it lists the middle unaligned and says so, so neither figure grows with N².
import { buildBenchLib } from "./build-lib.mjs";

const N = Number(process.argv[2] ?? 20000);
const { transcriptAlignment } = await buildBenchLib();

function measure(label, a, b) {
  globalThis.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  let peak = heap0;
  const probe = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 1);
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  const r = transcriptAlignment(a, b, true);
  const ms = performance.now() - t0;
  clearInterval(probe);
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  const rss = process.memoryUsage().rss - rss0;
  const changed = r.ops.filter((o) => o.op !== "same").length;
  console.log(
    `${label}: ${a.split("\n").length} lines per side, ${ms.toFixed(0)} ms, heap +${((peak - heap0) / 2 ** 20).toFixed(0)} MB, rss +${(rss / 2 ** 20).toFixed(0)} MB, ${changed} changed ops${r.unaligned !== undefined ? `, too large to align: ${r.unaligned} lines` : ""}`,
  );
}

const line = (i, salt = "") => `assistant line ${i}${salt}: the report lists the metrics of file-${i % 97}.csv`;
const base = Array.from({ length: N }, (_, i) => line(i));
const edited = base.map((l, i) => (i % 500 === 250 ? line(i, " (edited)") : l));
measure("alike, an edit every 500 lines", base.join("\n"), edited.join("\n"));
measure("all different", base.join("\n"), base.map((_, i) => line(i, " b")).join("\n"));
const small = Math.min(N, 1500);
measure(
  `alike, first ${small} lines (aligned by the table)`,
  base.slice(0, small).join("\n"),
  edited.slice(0, small).join("\n"),
);
