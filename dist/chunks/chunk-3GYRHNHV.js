#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  MUTATION_HEADING,
  explainText,
  mutationSentence,
  shownLiveWarnings,
  survivorDetail
} from "./chunk-63JXL4FW.js";
import {
  clipLine
} from "./chunk-IAQDAOHD.js";
import {
  oneLogLine
} from "./chunk-PZMUXM6D.js";

// src/gate/report/replay-text.ts
var MAX_EVIDENCE = 300;
function clip(s, n = MAX_EVIDENCE) {
  return clipLine(s, n);
}
function cassetteLine(r, live) {
  const mark = r.exitCode === 0 ? "\u2713" : "\u2717";
  if (r.exitCode === 2) return `${mark} ${r.cassette}: error: ${r.error ?? "could not be replayed"}`;
  const counts = r.toolCounts ?? {};
  const tools = Object.values(counts).reduce((a, b) => a + b, 0);
  const passed = r.assertions.filter((a) => a.pass).length;
  const stale = r.staleness && r.staleness.length > 0 ? `, stale: ${[...new Set(r.staleness.map((s) => s.class))].join(",")}` : "";
  const tier = live ? r.fidelity.replace(/^replay:/, "") : r.fidelity;
  const where = live && !live.writes ? "" : `  (${r.cassette})`;
  return `${mark} ${r.scenario} [${tier}] ${tools} tool call(s), ${passed}/${r.assertions.length} assertion(s) passed${stale}${where}`;
}
function failureLines(r) {
  if (r.exitCode === 2) return [];
  const lines = [];
  for (const a of r.assertions) {
    if (a.pass && a.warning !== void 0) {
      const key2 = Object.keys(a.assertion)[0] ?? "assertion";
      lines.push(`    ! ${key2}: ${clip(JSON.stringify(a.assertion[key2]), 80)} passed, but ${clip(a.warning)}`);
      continue;
    }
    if (a.pass) continue;
    const key = Object.keys(a.assertion)[0];
    const label = key ? `${key}: ${clip(JSON.stringify(a.assertion[key]), 80)}` : a.source ?? "check";
    lines.push(`    \u2717 ${label}${a.line !== void 0 ? `  (scenario line ${a.line})` : ""}`);
    lines.push(`      ${clip(a.message ?? "failed")}`);
    if (a.evidence) lines.push(`      evidence: ${clip(a.evidence)}`);
  }
  for (const f of r.verdict.failures)
    if (f.kind === "guard")
      lines.push(`    \u2717 ${f.message}${f.line !== void 0 ? `  (scenario line ${f.line})` : ""}`);
  for (const w of shownLiveWarnings(r)) lines.push(`    ! ${clip(w.message, 600)}`);
  return lines;
}
function reportPassLines(r) {
  const lines = [];
  for (const e of r.explain ?? []) lines.push(`    [explain] ${oneLogLine(clip(explainText(e), 600))}`);
  if (r.mutation) {
    lines.push(`    [mutate] ${MUTATION_HEADING}: ${oneLogLine(mutationSentence(r.mutation))}`);
    for (const s of r.mutation.survivors) lines.push(`      ${oneLogLine(clip(survivorDetail(s), 300))}`);
  }
  return lines;
}
function renderReplayText(results) {
  const out = [];
  for (const r of results) out.push(cassetteLine(r), ...failureLines(r), ...reportPassLines(r));
  const passed = results.filter((r) => r.exitCode === 0).length;
  const errored = results.filter((r) => r.exitCode === 2).length;
  out.push(
    "",
    `${passed} passed, ${results.length - passed - errored} failed${errored ? `, ${errored} errored` : ""} (of ${results.length} cassette${results.length === 1 ? "" : "s"})`
  );
  return out.join("\n") + "\n";
}

export {
  cassetteLine,
  failureLines,
  renderReplayText
};
