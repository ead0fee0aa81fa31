#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  alignLcs,
  alignRows,
  parseEventLines,
  reduceEvents,
  transcriptAlignment
} from "./chunk-QUGB427A.js";
import {
  maskValue
} from "./chunk-YHSH5RBA.js";
import {
  assembleWithinBudget,
  mdCode,
  mdText
} from "./chunk-ENZH6ITV.js";
import {
  buildControlOutIndex,
  canonicalJson,
  deserializeDecision,
  questionLabel
} from "./chunk-EEFRBXOR.js";
import {
  clipLine
} from "./chunk-IAQDAOHD.js";

// src/gate/diff/answers.ts
var NO_ANSWER = "(no recorded answer)";
function gateAnswers(events, controlOut) {
  const bodies = buildControlOutIndex(controlOut ?? []).bodies;
  const seen = /* @__PURE__ */ new Map();
  const out = [];
  const keyed = (base) => {
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} #${n}`;
  };
  for (const ev of events) {
    if (ev.type !== "decision") continue;
    const req = ev.request;
    const body = bodies.get(req.id);
    if (req.kind === "question") {
      const answers = body ? deserializeDecision(req, body).answers ?? {} : {};
      for (const q of req.questions) {
        const label = questionLabel(q);
        out.push({ gate: keyed(`question: ${label}`), answer: body ? answers[label] ?? "(unanswered)" : NO_ANSWER });
      }
    } else if (req.kind === "permission") {
      let answer = NO_ANSWER;
      if (body) {
        const d = deserializeDecision(req, body);
        answer = d.kind === "permission" ? d.behavior === "allow" ? "allow" : `deny: ${d.message ?? ""}` : NO_ANSWER;
      }
      out.push({ gate: keyed(`permission: ${req.tool}`), answer });
    } else {
      const name = req.kind === "dialog" ? `dialog: ${req.dialogKind}` : `elicit: ${req.server ?? "?"}`;
      out.push({ gate: keyed(name), answer: body ? JSON.stringify(body) : NO_ANSWER });
    }
  }
  return out;
}

// src/gate/diff/gist.ts
var GIST_MAX = 120;
var isObj = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
var str = (x) => typeof x === "string" && x.trim() !== "" ? x : void 0;
function lineCount(s) {
  if (typeof s !== "string") return "";
  const n = s === "" ? 0 : s.split("\n").length - (s.endsWith("\n") ? 1 : 0);
  return ` (${n} line${n === 1 ? "" : "s"})`;
}
function named(input) {
  const questions = Array.isArray(input.questions) ? input.questions.filter(isObj) : [];
  if (questions.length > 0) return questions.map((q) => str(q.question) ?? str(q.header) ?? "?").join(" / ");
  const path = str(input.file_path) ?? str(input.notebook_path) ?? str(input.path);
  if (path !== void 0 && ("content" in input || "new_string" in input)) {
    return "content" in input ? `${path}${lineCount(input.content)}` : `${path} (edit)`;
  }
  return str(input.command) ?? str(input.skill) ?? path ?? (str(input.pattern) !== void 0 ? `${String(input.pattern)}${str(input.path) ? ` in ${String(input.path)}` : ""}` : void 0) ?? str(input.url) ?? str(input.query) ?? str(input.description) ?? str(input.prompt) ?? str(input.subject);
}
function fallback(input) {
  const parts = Object.entries(input).filter(([, v]) => typeof v === "string" || typeof v === "number" || typeof v === "boolean").slice(0, 3).map(([k, v]) => `${k}=${String(v)}`);
  return parts.length > 0 ? parts.join(" ") : JSON.stringify(input);
}
function toolGist(input, max = GIST_MAX) {
  const masked = maskValue(input);
  if (!isObj(masked)) return clipLine(JSON.stringify(masked) ?? "", max);
  return clipLine(named(masked) ?? fallback(masked), max);
}
function changedKeys(a, b, canon) {
  const oa = isObj(a) ? a : {};
  const ob = isObj(b) ? b : {};
  const keys = [.../* @__PURE__ */ new Set([...Object.keys(oa), ...Object.keys(ob)])];
  return keys.filter((k) => canon(maskValue(oa[k])) !== canon(maskValue(ob[k])));
}

// src/gate/diff/text-diff.ts
var DEFAULT_TEXT_DIFF_LIMITS = { maxLines: 40, maxChars: 2e3 };
var ALIGN_MAX_LINES = 1500;
var CONTEXT = 3;
function unifiedTextDiff(before, after, limits = DEFAULT_TEXT_DIFF_LIMITS) {
  if (before === after) return "";
  const a = before.split("\n");
  const b = after.split("\n");
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const body = [];
  for (const l of a.slice(Math.max(0, head - CONTEXT), head)) body.push(` ${l}`);
  if (midA.length > ALIGN_MAX_LINES || midB.length > ALIGN_MAX_LINES) {
    for (const l of midA) body.push(`-${l}`);
    for (const l of midB) body.push(`+${l}`);
  } else {
    for (const s of alignLcs(midA, midB, (x, y) => x === y)) {
      body.push(s.kind === "same" ? ` ${midA[s.i]}` : s.kind === "a" ? `-${midA[s.i]}` : `+${midB[s.j]}`);
    }
  }
  for (const l of a.slice(a.length - tail, a.length - tail + CONTEXT)) body.push(` ${l}`);
  const header = `@@ -${head + 1 - Math.min(CONTEXT, head)} +${head + 1 - Math.min(CONTEXT, head)} @@`;
  const out = [header];
  let chars = header.length + 1;
  let kept = 0;
  for (const line of body) {
    const clipped = line.length > 200 ? `${line.slice(0, 199)}\u2026` : line;
    if (kept >= limits.maxLines || chars + clipped.length + 1 > limits.maxChars - 40) break;
    out.push(clipped);
    chars += clipped.length + 1;
    kept++;
  }
  if (kept < body.length) out.push(`\u2026 ${body.length - kept} more diff lines`);
  return out.join("\n");
}

// src/gate/diff/mermaid.ts
var MERMAID_MAX_NODES = 30;
var MERMAID_LABEL_MAX = 48;
function mermaidLabel(s, max = MERMAID_LABEL_MAX) {
  const safe = s.replace(/[^\p{L}\p{N} _.,:/()+=@-]+/gu, " ").replace(/\s+/g, " ").trim();
  const clipped = safe.length <= max ? safe : `${safe.slice(0, max - 3).trimEnd()}...`;
  return clipped === "" ? "-" : clipped;
}
var CLASS_DEFS = [
  "classDef removed fill:#ffebe9,stroke:#cf222e,color:#000",
  "classDef added fill:#dafbe1,stroke:#1a7f37,color:#000",
  "classDef changed fill:#fff8c5,stroke:#9a6700,color:#000"
];
function column(prefix, title, calls2, maxNodes) {
  const lines = [`  subgraph ${prefix}_col["${mermaidLabel(title)}"]`, "    direction TB"];
  const classes = /* @__PURE__ */ new Map();
  const shown = calls2.slice(0, maxNodes);
  if (shown.length === 0) lines.push(`    ${prefix}_none["(no tool calls)"]`);
  shown.forEach((c, i) => {
    lines.push(`    ${prefix}${i}["${i + 1}. ${mermaidLabel(c.label)}"]`);
    if (c.mark !== "same") classes.set(c.mark, [...classes.get(c.mark) ?? [], `${prefix}${i}`]);
  });
  if (calls2.length > shown.length) lines.push(`    ${prefix}_more["+${calls2.length - shown.length} more"]`);
  const ids = shown.map((_, i) => `${prefix}${i}`);
  if (calls2.length > shown.length) ids.push(`${prefix}_more`);
  if (ids.length > 1) lines.push(`    ${ids.join(" --> ")}`);
  lines.push("  end");
  return { lines, classes };
}
function mermaidSequences(before, after, maxNodes = MERMAID_MAX_NODES) {
  const b = column("b", "before", before, maxNodes);
  const a = column("a", "after", after, maxNodes);
  const out = ["flowchart LR", ...b.lines, ...a.lines];
  const marked = [...b.classes, ...a.classes];
  if (marked.length > 0) out.push(...CLASS_DEFS.map((l) => `  ${l}`));
  for (const [mark, ids] of marked) out.push(`  class ${ids.join(",")} ${mark}`);
  return out.join("\n");
}
function mermaidBlock(before, after, maxNodes = MERMAID_MAX_NODES) {
  return ["```mermaid", mermaidSequences(before, after, maxNodes), "```"].join("\n");
}

// src/gate/diff/semantic-format.ts
function verdictWord(v) {
  return v === null ? "not judged" : v ? "pass" : "fail";
}
function usageValue(field, v) {
  if (v === null) return "\u2014";
  if (field === "costUsd") return `$${v.toFixed(4)}`;
  return String(v);
}
var USAGE_LABELS = {
  turns: "turns",
  inputTokens: "input tokens",
  outputTokens: "output tokens",
  costUsd: "cost"
};
function countsLine(d) {
  const t2 = d.toolCalls;
  return `${t2.sequenceBefore.length} \u2192 ${t2.sequenceAfter.length} (${t2.added.length} added, ${t2.removed.length} removed, ${t2.changed.length} changed)`;
}

// src/gate/diff/semantic-md.ts
var SEQUENCE_TEXT_MAX = 40;
function fenced(info, body) {
  const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${info}
${body}
${fence}`;
}
function sequenceText(names) {
  if (names.length === 0) return "_(none)_";
  const shown = names.slice(0, SEQUENCE_TEXT_MAX).map((n) => mdCode(n, 60));
  if (names.length > SEQUENCE_TEXT_MAX) shown.push(`\u2026 ${names.length - SEQUENCE_TEXT_MAX} more`);
  return shown.join(" \u2192 ");
}
function calls(names, gists, marks) {
  return names.map((n, i) => ({ label: gists[i] ? `${n}: ${gists[i]}` : n, mark: marks[i] ?? "same" }));
}
var more = (what) => (n) => `\u2026 ${n} more ${what} not shown`;
function sequenceSection(d, mermaid) {
  const t2 = d.toolCalls;
  const items = [];
  const moved = t2.added.length + t2.removed.length + t2.changed.length > 0;
  if (mermaid && moved) {
    items.push(
      mermaidBlock(
        calls(t2.sequenceBefore, t2.gistsBefore, t2.marksBefore),
        calls(t2.sequenceAfter, t2.gistsAfter, t2.marksAfter)
      )
    );
  }
  items.push(`- before: ${sequenceText(t2.sequenceBefore)}`, `- after: ${sequenceText(t2.sequenceAfter)}`);
  return { head: [`**Tool calls** ${countsLine(d)}`], items, more: more("lines of the sequence") };
}
function changesSection(d) {
  const t2 = d.toolCalls;
  const items = [
    ...t2.added.map((c) => `- added ${mdCode(c.name, 60)}: ${mdText(c.gist, 160)}`),
    ...t2.removed.map((c) => `- removed ${mdCode(c.name, 60)}: ${mdText(c.gist, 160)}`),
    ...t2.changed.map(
      (c) => c.before.gist === c.after.gist ? `- changed ${mdCode(c.after.name, 60)}: ${mdText(c.after.gist, 160)} (${c.changedKeys.map((k) => mdCode(k, 40)).join(", ")} changed)` : `- changed ${mdCode(c.after.name, 60)}: ${mdText(c.before.gist, 120)} \u2192 ${mdText(c.after.gist, 120)}`
    )
  ];
  return { head: ["**Changed tool calls**"], items, more: more("tool-call changes") };
}
function answersSection(d) {
  return {
    head: ["**Gate answers**"],
    items: d.answers.changed.map((g) => `- ${mdText(g.gate, 160)}: ${mdText(g.before, 120)} \u2192 ${mdText(g.after, 120)}`),
    more: more("answers")
  };
}
function transcriptSection(d) {
  const items = [];
  if (d.transcript.changed) {
    if (d.transcript.unaligned !== void 0)
      items.push(`- too large to align: ${d.transcript.unaligned} lines (the excerpts list them unaligned)`);
    items.push(`- before: ${d.transcript.excerptBefore ? mdText(d.transcript.excerptBefore) : "_(no removed text)_"}`);
    items.push(`- after: ${d.transcript.excerptAfter ? mdText(d.transcript.excerptAfter) : "_(no added text)_"}`);
  }
  return { head: ["**Assistant text changed**"], items, more: more("transcript lines") };
}
function artifactsSection(d) {
  const items = [
    ...d.artifacts.added.map((p) => `- added ${mdCode(p)}`),
    ...d.artifacts.removed.map((p) => `- removed ${mdCode(p)}`),
    ...d.artifacts.changed.map(
      (c) => c.textDiff ? `- changed ${mdCode(c.path)}

${fenced("diff", c.textDiff)}
` : `- changed ${mdCode(c.path)}`
    )
  ];
  return { head: ["**Artifacts**"], items, more: more("artifacts") };
}
function usageSection(d) {
  const keys = Object.keys(USAGE_LABELS).filter(
    (k) => d.usage[k][0] !== null || d.usage[k][1] !== null
  );
  return {
    head: ["| usage | before | after |", "| --- | ---: | ---: |"],
    items: keys.map(
      (k) => `| ${USAGE_LABELS[k]} | ${usageValue(k, d.usage[k][0])} | ${usageValue(k, d.usage[k][1])} |`
    ),
    more: more("usage rows")
  };
}
function triggerSection(d) {
  return {
    head: ["**Re-recorded because**"],
    items: (d.trigger ?? []).map((x) => `- ${mdText(x, 300)}`),
    more: more("findings")
  };
}
function renderSemanticDiffMarkdown(d, opts) {
  const intro = [
    `#### ${mdCode(d.name)}`,
    "",
    `Verdict: ${verdictWord(d.verdict.before)} \u2192 ${verdictWord(d.verdict.after)}`,
    ""
  ];
  if (d.scenarioRenamed)
    intro.push(`Scenario renamed: ${mdCode(d.scenarioRenamed.before)} \u2192 ${mdCode(d.scenarioRenamed.after)}`, "");
  const sections = [
    triggerSection(d),
    sequenceSection(d, opts.mermaid !== false),
    changesSection(d),
    answersSection(d),
    transcriptSection(d),
    artifactsSection(d),
    usageSection(d)
  ];
  return assembleWithinBudget(intro, sections, [], opts.budgetBytes);
}

// src/gate/diff/semantic-text.ts
var LIST_MAX = 8;
var ITEM_MAX = 100;
function capped(items, line) {
  const out = items.slice(0, LIST_MAX).map(line);
  if (items.length > LIST_MAX) out.push(`  \u2026 ${items.length - LIST_MAX} more`);
  return out;
}
var t = (s, max = ITEM_MAX) => clipLine(s, max);
function renderSemanticDiffText(d) {
  const out = [
    `${t(d.name)}: verdict ${verdictWord(d.verdict.before)} -> ${verdictWord(d.verdict.after)}; tool calls ${countsLine(d).replace("\u2192", "->")}`
  ];
  if (d.trigger && d.trigger.length > 0) out.push(...capped(d.trigger, (x) => `  triggered by: ${t(x)}`));
  if (d.scenarioRenamed)
    out.push(`  scenario renamed: ${t(d.scenarioRenamed.before)} -> ${t(d.scenarioRenamed.after)}`);
  const calls2 = [
    ...d.toolCalls.added.map((c) => `  + ${t(c.name, 40)}: ${t(c.gist)}`),
    ...d.toolCalls.removed.map((c) => `  - ${t(c.name, 40)}: ${t(c.gist)}`),
    ...d.toolCalls.changed.map(
      (c) => `  ~ ${t(c.before.name, 40)}: ${c.before.gist === c.after.gist ? `${t(c.after.gist)} (${t(c.changedKeys.join(", "), 60)} changed)` : `${t(c.before.gist, 60)} -> ${t(c.after.gist, 60)}`}`
    )
  ];
  out.push(...capped(calls2, (x) => x));
  out.push(...capped(d.answers.changed, (g) => `  answer ${t(g.gate, 60)}: ${t(g.before, 60)} -> ${t(g.after, 60)}`));
  if (d.transcript.changed)
    out.push(
      d.transcript.unaligned === void 0 ? "  transcript changed" : `  transcript changed (too large to align: ${d.transcript.unaligned} lines)`
    );
  const arts = [
    ...d.artifacts.added.map((p) => `  artifact added: ${t(p)}`),
    ...d.artifacts.removed.map((p) => `  artifact removed: ${t(p)}`),
    ...d.artifacts.changed.map((c) => `  artifact changed: ${t(c.path)}`)
  ];
  out.push(...capped(arts, (x) => x));
  const usage = Object.keys(USAGE_LABELS).filter((k) => d.usage[k][0] !== null || d.usage[k][1] !== null).map((k) => `${USAGE_LABELS[k]} ${usageValue(k, d.usage[k][0])} -> ${usageValue(k, d.usage[k][1])}`);
  if (usage.length > 0) out.push(`  usage: ${usage.join(", ")}`);
  return `${out.join("\n")}
`;
}

// src/gate/diff/semantic.ts
var EXCERPT_MAX = 400;
function reduce(c) {
  const { events } = parseEventLines(Array.isArray(c.events) ? c.events : [], "events");
  const r = reduceEvents(events);
  const calls2 = r.tools.map((t2) => ({
    name: t2.name,
    input: t2.input,
    key: `${t2.name}\0${canonicalJson(maskValue(t2.input))}`,
    gist: toolGist(t2.input)
  }));
  const answers = new Map(
    gateAnswers(events, Array.isArray(c.controlOut) ? c.controlOut : []).map((g) => [g.gate, g.answer])
  );
  return { calls: calls2, transcript: r.transcript, lastResult: r.lastResult, answers };
}
function toolCalls(a, b) {
  const ia = a.calls.map((c, i) => ({ ...c, i }));
  const ib = b.calls.map((c, i) => ({ ...c, i }));
  const marksBefore = ia.map(() => "same");
  const marksAfter = ib.map(() => "same");
  const out = {
    added: [],
    removed: [],
    changed: [],
    sequenceBefore: a.calls.map((c) => c.name),
    sequenceAfter: b.calls.map((c) => c.name),
    marksBefore,
    marksAfter,
    gistsBefore: a.calls.map((c) => c.gist),
    gistsAfter: b.calls.map((c) => c.gist)
  };
  const gist = (c) => ({ name: c.name, gist: c.gist });
  for (const op of alignRows(ia, ib, (x, y) => x.key === y.key, { pairByName: true })) {
    if (op.op === "added") {
      out.added.push(gist(op.b));
      marksAfter[op.b.i] = "added";
    } else if (op.op === "removed") {
      out.removed.push(gist(op.a));
      marksBefore[op.a.i] = "removed";
    } else if (op.op === "changed") {
      out.changed.push({
        before: gist(op.a),
        after: gist(op.b),
        changedKeys: changedKeys(op.a.input, op.b.input, canonicalJson)
      });
      marksBefore[op.a.i] = "changed";
      marksAfter[op.b.i] = "changed";
    }
  }
  return out;
}
function answersDiff(a, b) {
  const gates = [.../* @__PURE__ */ new Set([...a.answers.keys(), ...b.answers.keys()])];
  const changed = gates.map((gate) => ({
    gate,
    before: a.answers.get(gate) ?? "(not asked)",
    after: b.answers.get(gate) ?? "(not asked)"
  })).filter((g) => g.before !== g.after);
  return { changed };
}
function transcriptDiff(a, b) {
  const { ops, unaligned } = transcriptAlignment(a.transcript, b.transcript, true);
  if (ops.every((o) => o.op === "same")) return { changed: false };
  const excerpt = (op) => {
    const text = ops.filter((o) => o.op === op).map((o) => o.text).join(" ");
    return text.trim() === "" ? void 0 : clipLine(text, EXCERPT_MAX);
  };
  const d = { changed: true };
  if (unaligned !== void 0) d.unaligned = unaligned;
  const before = excerpt("removed");
  const after = excerpt("added");
  if (before !== void 0) d.excerptBefore = before;
  if (after !== void 0) d.excerptAfter = after;
  return d;
}
function textBody(e) {
  if (typeof e.body !== "string" || e.truncated === true || e.encoding === "base64") return void 0;
  return e.body;
}
function artifactsDiff(before, after) {
  const ma = new Map((Array.isArray(before.artifacts) ? before.artifacts : []).map((e) => [String(e.path), e]));
  const mb = new Map((Array.isArray(after.artifacts) ? after.artifacts : []).map((e) => [String(e.path), e]));
  const out = { added: [], removed: [...ma.keys()].filter((p) => !mb.has(p)), changed: [] };
  for (const [path, eb] of mb) {
    const ea = ma.get(path);
    if (ea === void 0) out.added.push(path);
    else if (ea.sha256 !== eb.sha256) {
      const ta = textBody(ea);
      const tb = textBody(eb);
      out.changed.push(ta !== void 0 && tb !== void 0 ? { path, textDiff: unifiedTextDiff(ta, tb) } : { path });
    }
  }
  return out;
}
var num = (x) => typeof x === "number" && Number.isFinite(x) ? x : null;
function usageOf(r) {
  return [num(r?.numTurns), num(r?.usage?.input_tokens), num(r?.usage?.output_tokens), num(r?.costUsd)];
}
function semanticDiff(before, after, opts = {}) {
  const a = reduce(before);
  const b = reduce(after);
  const ua = usageOf(a.lastResult);
  const ub = usageOf(b.lastResult);
  const nameA = typeof before.scenario?.name === "string" ? before.scenario.name : "";
  const nameB = typeof after.scenario?.name === "string" ? after.scenario.name : "";
  const d = {
    name: nameB || nameA || "(unnamed scenario)",
    verdict: { before: opts.verdictBefore ?? null, after: opts.verdictAfter ?? null },
    toolCalls: toolCalls(a, b),
    answers: answersDiff(a, b),
    transcript: transcriptDiff(a, b),
    artifacts: artifactsDiff(before, after),
    usage: {
      turns: [ua[0], ub[0]],
      inputTokens: [ua[1], ub[1]],
      outputTokens: [ua[2], ub[2]],
      costUsd: [ua[3], ub[3]]
    }
  };
  if (opts.trigger !== void 0) d.trigger = [...opts.trigger];
  if (nameA !== "" && nameB !== "" && nameA !== nameB) d.scenarioRenamed = { before: nameA, after: nameB };
  return d;
}
function semanticallySame(d) {
  const t2 = d.toolCalls;
  return t2.added.length + t2.removed.length + t2.changed.length === 0 && d.answers.changed.length === 0 && !d.transcript.changed && d.artifacts.added.length + d.artifacts.removed.length + d.artifacts.changed.length === 0 && d.verdict.before === d.verdict.after;
}

export {
  verdictWord,
  countsLine,
  renderSemanticDiffMarkdown,
  renderSemanticDiffText,
  EXCERPT_MAX,
  semanticDiff,
  semanticallySame
};
