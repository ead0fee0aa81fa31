#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  maskText,
  toolCanon
} from "./chunk-YHSH5RBA.js";
import {
  parseLine
} from "./chunk-5LE6OEBY.js";
import {
  parseBoundedJson
} from "./chunk-CMR34UZX.js";
import {
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/gate/diff/reduce-events.ts
function parseEventLines(lines, where) {
  const events = [];
  const warnings = [];
  lines.forEach((line, i) => {
    if (typeof line !== "string" || line.trim() === "") return;
    try {
      events.push(...parseLine(parseBoundedJson(line)));
    } catch (e) {
      warnings.push(`${where}[${i}] skipped: ${oneLine(e)}`);
    }
  });
  return { events, warnings };
}
function reduceEvents(events) {
  const tools = [];
  const texts = [];
  let lastResult;
  for (const ev of events) {
    if (ev.type === "tool_use" && ev.parentToolUseId === void 0) tools.push({ name: ev.name, input: ev.input });
    else if (ev.type === "assistant_text" && ev.parentToolUseId === void 0) texts.push(ev.text);
    else if (ev.type === "result") lastResult = ev;
  }
  return { tools, transcript: texts.join("\n"), lastResult };
}

// src/gate/diff/lcs.ts
var MAX_ALIGN_CELLS = 4e6;
function alignLcs(a, b, eq) {
  return alignBounded(a, b, eq).steps;
}
function alignBounded(a, b, eq, maxCells = MAX_ALIGN_CELLS) {
  let head = 0;
  while (head < a.length && head < b.length && eq(a[head], b[head])) head++;
  if (head === 0 && (a.length + 1) * (b.length + 1) <= maxCells) return { steps: alignTable(a, b, eq) };
  let tail = 0;
  const big = (a.length - head + 1) * (b.length - head + 1) > maxCells;
  if (big)
    while (tail < a.length - head && tail < b.length - head && eq(a[a.length - 1 - tail], b[b.length - 1 - tail]))
      tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const steps = [];
  for (let k = 0; k < head; k++) steps.push({ kind: "same", i: k, j: k });
  const tooLarge = (midA.length + 1) * (midB.length + 1) > maxCells;
  const middle = tooLarge ? myers(midA, midB, eq, Math.floor(Math.sqrt(maxCells))) : alignTable(midA, midB, eq);
  if (middle === void 0) {
    for (let i = 0; i < midA.length; i++) steps.push({ kind: "a", i: head + i });
    for (let j = 0; j < midB.length; j++) steps.push({ kind: "b", j: head + j });
  } else {
    for (const s of middle) {
      steps.push(
        s.kind === "same" ? { kind: "same", i: head + s.i, j: head + s.j } : s.kind === "a" ? { kind: "a", i: head + s.i } : { kind: "b", j: head + s.j }
      );
    }
  }
  for (let k = 0; k < tail; k++) steps.push({ kind: "same", i: a.length - tail + k, j: b.length - tail + k });
  return middle === void 0 ? { steps, unaligned: midA.length + midB.length } : { steps };
}
function myers(a, b, eq, maxD) {
  const n = a.length;
  const m = b.length;
  const off = maxD + 1;
  const v = new Int32Array(2 * maxD + 3);
  const trace = [];
  let found = -1;
  for (let d = 0; d <= maxD && found < 0; d++) {
    trace.push(v.slice(off - d, off + d + 1));
    for (let k = -d; k <= d; k += 2) {
      let x2 = k === -d || k !== d && v[off + k - 1] < v[off + k + 1] ? v[off + k + 1] : v[off + k - 1] + 1;
      let y2 = x2 - k;
      while (x2 < n && y2 < m && eq(a[x2], b[y2])) {
        x2++;
        y2++;
      }
      v[off + k] = x2;
      if (x2 >= n && y2 >= m) {
        found = d;
        break;
      }
    }
  }
  if (found < 0) return void 0;
  const rev = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const vp = trace[d];
    const k = x - y;
    const down = k === -d || k !== d && vp[k - 1 + d] < vp[k + 1 + d];
    const prevK = down ? k + 1 : k - 1;
    const prevX = vp[prevK + d];
    const prevY = prevX - prevK;
    const midX = down ? prevX : prevX + 1;
    while (x > midX) rev.push({ kind: "same", i: --x, j: --y });
    rev.push(down ? { kind: "b", j: prevY } : { kind: "a", i: prevX });
    x = prevX;
    y = prevY;
  }
  while (x > 0) rev.push({ kind: "same", i: --x, j: --y });
  const steps = [];
  let gapA = [];
  let gapB = [];
  for (let r = rev.length - 1; r >= 0; r--) {
    const s = rev[r];
    if (s.kind === "a") gapA.push(s);
    else if (s.kind === "b") gapB.push(s);
    else {
      steps.push(...gapA, ...gapB, s);
      gapA = [];
      gapB = [];
    }
  }
  steps.push(...gapA, ...gapB);
  return steps;
}
function alignTable(a, b, eq) {
  const n = a.length;
  const m = b.length;
  const w = m + 1;
  const table = new Uint32Array((n + 1) * w);
  for (let i2 = n - 1; i2 >= 0; i2--) {
    for (let j2 = m - 1; j2 >= 0; j2--) {
      table[i2 * w + j2] = eq(a[i2], b[j2]) ? table[(i2 + 1) * w + j2 + 1] + 1 : Math.max(table[(i2 + 1) * w + j2], table[i2 * w + j2 + 1]);
    }
  }
  const steps = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (eq(a[i], b[j])) {
      steps.push({ kind: "same", i, j });
      i++;
      j++;
    } else if (table[(i + 1) * w + j] >= table[i * w + j + 1]) {
      steps.push({ kind: "a", i });
      i++;
    } else {
      steps.push({ kind: "b", j });
      j++;
    }
  }
  for (; i < n; i++) steps.push({ kind: "a", i });
  for (; j < m; j++) steps.push({ kind: "b", j });
  return steps;
}

// src/gate/diff/side.ts
var META_FIELDS = ["result", "effectiveFidelity", "baseline", "assertionsPassed", "skillHash"];

// src/gate/diff/views.ts
function alignRows(a, b, eq, opts = {}) {
  const ops = [];
  let gapA = [];
  let gapB = [];
  const flush = () => {
    if (gapA.length === 1 && gapB.length === 1 && gapA[0]?.name === gapB[0]?.name)
      ops.push({ op: "changed", a: gapA[0], b: gapB[0] });
    else if (opts.pairByName) pairGap(gapA, gapB, ops);
    else {
      for (const x of gapA) ops.push({ op: "removed", a: x });
      for (const y of gapB) ops.push({ op: "added", b: y });
    }
    gapA = [];
    gapB = [];
  };
  for (const step of alignLcs(a, b, eq)) {
    if (step.kind === "same") {
      flush();
      ops.push({ op: "same", a: a[step.i], b: b[step.j] });
    } else if (step.kind === "a") gapA.push(a[step.i]);
    else gapB.push(b[step.j]);
  }
  flush();
  return ops;
}
function pairGap(gapA, gapB, ops) {
  const used = /* @__PURE__ */ new Set();
  const removed = [];
  for (const x of gapA) {
    const j = gapB.findIndex((y, k) => !used.has(k) && y.name === x.name);
    if (j < 0) removed.push(x);
    else {
      used.add(j);
      ops.push({ op: "changed", a: x, b: gapB[j] });
    }
  }
  for (const x of removed) ops.push({ op: "removed", a: x });
  gapB.forEach((y, k) => {
    if (!used.has(k)) ops.push({ op: "added", b: y });
  });
}
function toolsView(a, b, normalize) {
  const rows = (s) => s.tools.map((t) => ({ name: t.name, canon: toolCanon(t.input, normalize) }));
  return alignRows(rows(a), rows(b), (x, y) => x.name === y.name && x.canon === y.canon);
}
function transcriptView(a, b, normalize) {
  return transcriptAlignment(a, b, normalize).ops;
}
function transcriptAlignment(a, b, normalize) {
  const lines = (t) => t.split("\n").map((l) => normalize ? maskText(l) : l);
  const la = lines(a);
  const lb = lines(b);
  const { steps, unaligned } = alignBounded(la, lb, (x, y) => x === y);
  const ops = steps.map(
    (s) => s.kind === "same" ? { op: "same", text: la[s.i] } : s.kind === "a" ? { op: "removed", text: la[s.i] } : { op: "added", text: lb[s.j] }
  );
  return unaligned === void 0 ? { ops } : { ops, unaligned };
}
function artifactsView(a, b) {
  const ma = new Map(a);
  const mb = new Map(b);
  const added = [];
  const changed = [];
  for (const [path, sha] of mb) {
    if (!ma.has(path)) added.push(path);
    else if (ma.get(path) !== sha) changed.push(path);
  }
  const removed = [...ma.keys()].filter((p) => !mb.has(p));
  return { added, removed, changed };
}
function metaView(a, b) {
  const rows = [];
  for (const field of META_FIELDS) {
    const from = a[field];
    const to = b[field];
    if (from === void 0 && to === void 0) continue;
    if (from === to) continue;
    const row = { field };
    if (from !== void 0) row.from = from;
    if (to !== void 0) row.to = to;
    rows.push(row);
  }
  return rows;
}
function availability(a, b) {
  if (a.artifacts && b.artifacts) return "both-available";
  if (b.artifacts) return "a-unavailable";
  if (a.artifacts) return "b-unavailable";
  return "both-unavailable";
}
function computeDiff(a, b, opts) {
  const tools = toolsView(a, b, opts.normalize);
  const transcript = transcriptView(a.transcript, b.transcript, opts.normalize);
  const meta = metaView(a.meta, b.meta);
  const artifactsAvailability = availability(a, b);
  const artifacts = a.artifacts && b.artifacts ? artifactsView(a.artifacts, b.artifacts) : void 0;
  const artifactsSame = artifactsAvailability === "both-unavailable" || artifacts !== void 0 && artifacts.added.length + artifacts.removed.length + artifacts.changed.length === 0;
  const identical = tools.every((t) => t.op === "same") && meta.length === 0 && artifactsSame;
  const views = artifacts ? { tools, transcript, artifacts, meta } : { tools, transcript, meta };
  return { identical, transcriptDiffers: transcript.some((t) => t.op !== "same"), artifactsAvailability, views };
}

export {
  parseEventLines,
  reduceEvents,
  alignLcs,
  alignRows,
  transcriptAlignment,
  computeDiff
};
