#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  describeItem
} from "./chunk-SLATU2ZP.js";
import {
  ASSERTION_CATALOG,
  buildAssertContext,
  containedRelPath,
  evaluateItem,
  materializeManifest,
  resolveDotPath
} from "./chunk-6OGUKABV.js";
import {
  matchesAnyPathGlob
} from "./chunk-Y7WMMQY3.js";
import {
  clipLine
} from "./chunk-IAQDAOHD.js";

// src/gate/mutate/json-leaves.ts
var MAX_DEPTH = 128;
var NotJson = class extends Error {
};
var NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
var LITERALS = [
  ["true", true],
  ["false", false],
  ["null", null]
];
var Scanner = class {
  constructor(text) {
    this.text = text;
  }
  text;
  i = 0;
  leaves = /* @__PURE__ */ new Map();
  document() {
    this.value("", true, 0);
    this.ws();
    if (this.i !== this.text.length) throw new NotJson();
  }
  ws() {
    while (this.i < this.text.length && " 	\n\r".includes(this.text[this.i])) this.i++;
  }
  expect(c) {
    if (this.text[this.i] !== c) throw new NotJson();
    this.i++;
  }
  /** `spelled`: whether `path` names this value (false below a key that cannot be spelled). */
  value(path, spelled, depth) {
    if (depth > MAX_DEPTH) throw new NotJson();
    this.ws();
    const c = this.text[this.i];
    if (c === "{") return this.object(path, spelled, depth);
    if (c === "[") return this.array(path, spelled, depth);
    const start = this.i;
    const value = c === '"' ? this.string() : this.literal();
    if (!spelled) return;
    this.leaves.delete(path);
    this.leaves.set(path, { path, value, start, end: this.i });
  }
  /** true, false, null or a number, at the cursor. */
  literal() {
    for (const [word, value] of LITERALS) {
      if (this.text.startsWith(word, this.i)) {
        this.i += word.length;
        return value;
      }
    }
    NUMBER.lastIndex = this.i;
    const m = NUMBER.exec(this.text);
    if (!m) throw new NotJson();
    this.i += m[0].length;
    return Number(m[0]);
  }
  string() {
    const start = this.i;
    this.i++;
    while (this.i < this.text.length) {
      const c = this.text[this.i];
      if (c === "\\") this.i += 2;
      else if (c === '"') {
        this.i++;
        try {
          return JSON.parse(this.text.slice(start, this.i));
        } catch {
          throw new NotJson();
        }
      } else this.i++;
    }
    throw new NotJson();
  }
  object(path, spelled, depth) {
    this.expect("{");
    this.ws();
    if (this.text[this.i] === "}") return void this.i++;
    for (; ; ) {
      this.ws();
      if (this.text[this.i] !== '"') throw new NotJson();
      const key = this.string();
      this.ws();
      this.expect(":");
      const ok = spelled && key !== "" && !key.includes(".");
      this.value(path === "" ? key : `${path}.${key}`, ok, depth + 1);
      this.ws();
      if (this.text[this.i] === ",") {
        this.i++;
        continue;
      }
      this.expect("}");
      return;
    }
  }
  array(path, spelled, depth) {
    this.expect("[");
    this.ws();
    if (this.text[this.i] === "]") return void this.i++;
    for (let n = 0; ; n++) {
      this.value(path === "" ? String(n) : `${path}.${n}`, spelled, depth + 1);
      this.ws();
      if (this.text[this.i] === ",") {
        this.i++;
        continue;
      }
      this.expect("]");
      return;
    }
  }
};
function jsonLeaves(text) {
  let doc;
  try {
    doc = JSON.parse(text);
  } catch {
    return void 0;
  }
  const scanner = new Scanner(text);
  try {
    scanner.document();
  } catch {
    return void 0;
  }
  return [...scanner.leaves.values()].filter((leaf) => {
    const r = resolveDotPath(doc, leaf.path);
    return r.state === "value" && Object.is(r.value, leaf.value);
  });
}

// src/gate/mutate/plan.ts
var DEFAULT_MAX_PER_FILE = 10;
var DEFAULT_MAX_TOTAL = 50;
var MARKER = "__MUTATED__";
var FINAL_TEXT = "final text";
var RUN_RESULT = "run result";
function mutationLabel(m) {
  return `${m.target}${m.field !== "" ? ` ${m.field}` : ""}: ${m.before} \u2192 ${m.after}`;
}
function shown(value) {
  return clipLine(JSON.stringify(value) ?? String(value), 40);
}
function perturbLeaf(value) {
  if (value === null) return void 0;
  if (typeof value === "number") return Number.isFinite(value + 1) && value + 1 !== value ? value + 1 : void 0;
  if (typeof value === "string") return value === MARKER ? `${MARKER}_2` : MARKER;
  return !value;
}
var NUMBER_TOKEN = /(?<![\w.])\d+(?:\.\d+)?(?!\w|\.\d)/g;
var MAX_NUMBERS = 1e4;
function bumpNumber(token) {
  const dot = token.indexOf(".");
  const int = dot < 0 ? token : token.slice(0, dot);
  const next = (BigInt(int) + 1n).toString().padStart(int.length, "0");
  return dot < 0 ? next : `${next}${token.slice(dot)}`;
}
function numbersIn(text) {
  const out = [];
  let line = 1;
  let at = 0;
  for (const m of text.matchAll(NUMBER_TOKEN)) {
    if (out.length >= MAX_NUMBERS) break;
    for (let i = text.indexOf("\n", at); i !== -1 && i < m.index; i = text.indexOf("\n", i + 1)) line++;
    at = m.index;
    out.push({ start: m.index, end: m.index + m[0].length, token: m[0], line });
  }
  return out;
}
function isOutput(entry) {
  if (entry.linkKind !== void 0) return false;
  if (entry.truncationReason === "input" || entry.truncationReason === "readonly") return false;
  return containedRelPath(entry.path) !== void 0;
}
function artifactMutations(entry, index) {
  const target = entry.path;
  const out = [
    { target, field: "(removed)", before: "present", after: "absent", edit: { on: "artifact", index, op: "remove" } }
  ];
  if (entry.truncated || entry.body === void 0 || entry.body === "") return out;
  const replace = () => ({
    target,
    field: "(content)",
    before: entry.encoding === "base64" ? `${entry.bytes} bytes` : shown(entry.body),
    after: shown(MARKER),
    edit: { on: "artifact", index, op: "replace", text: MARKER }
  });
  if (entry.encoding === "base64") return [...out, replace()];
  const body = entry.body;
  const leaves = entry.path.toLowerCase().endsWith(".json") ? jsonLeaves(body) : void 0;
  if (leaves !== void 0) {
    for (const leaf of leaves) {
      const after = perturbLeaf(leaf.value);
      if (after === void 0) continue;
      out.push({
        target,
        field: leaf.path === "" ? "(root)" : leaf.path,
        before: shown(leaf.value),
        after: shown(after),
        edit: { on: "artifact", index, op: "splice", start: leaf.start, end: leaf.end, text: JSON.stringify(after) }
      });
    }
    return out;
  }
  out.push(replace());
  for (const n of numbersIn(body)) {
    const next = bumpNumber(n.token);
    out.push({
      target,
      field: `line ${n.line} (${n.token})`,
      before: n.token,
      after: next,
      edit: { on: "artifact", index, op: "splice", start: n.start, end: n.end, text: next }
    });
  }
  return out;
}
function finalTextMutations(text) {
  if (text === "") return [];
  const out = [
    {
      target: FINAL_TEXT,
      field: "",
      before: shown(text),
      after: shown(MARKER),
      edit: { on: "final-text", op: "replace", text: MARKER }
    }
  ];
  for (const n of numbersIn(text)) {
    const next = bumpNumber(n.token);
    out.push({
      target: FINAL_TEXT,
      field: `line ${n.line} (${n.token})`,
      before: n.token,
      after: next,
      edit: { on: "final-text", op: "splice", start: n.start, end: n.end, text: next }
    });
  }
  return out;
}
function targets(input) {
  const out = [];
  input.artifacts.forEach((entry, index) => {
    if (isOutput(entry)) out.push({ target: entry.path, mutations: () => artifactMutations(entry, index) });
  });
  const { record } = input;
  out.push({ target: FINAL_TEXT, mutations: () => finalTextMutations(record.transcript) });
  const flipped = record.result === "success" ? "error" : "success";
  out.push({
    target: RUN_RESULT,
    mutations: () => [
      { target: RUN_RESULT, field: "", before: record.result, after: flipped, edit: { on: "result", value: flipped } }
    ]
  });
  const toolName = new Map(record.toolUses.flatMap((u) => u.toolUseId ? [[u.toolUseId, u.name]] : []));
  record.toolResults.forEach((r, index) => {
    const text = r.assertText ?? r.text;
    if (text === "") return;
    const target = `tool result ${index + 1} (${toolName.get(r.toolUseId) ?? "unknown tool"})`;
    out.push({
      target,
      mutations: () => [
        {
          target,
          field: "",
          before: shown(text),
          after: shown(MARKER),
          edit: { on: "tool-result", index, text: MARKER }
        }
      ]
    });
  });
  return out;
}
function inScope(target, opts) {
  const include = opts.include ?? [];
  if (include.length > 0 && !matchesAnyPathGlob(include, target)) return false;
  return !matchesAnyPathGlob(opts.exclude ?? [], target);
}
function planMutations(input, opts = {}) {
  const perFile = opts.maxPerFile ?? DEFAULT_MAX_PER_FILE;
  const total = opts.maxTotal ?? DEFAULT_MAX_TOTAL;
  const mutations = [];
  const eligible = [];
  for (const t of targets(input)) {
    if (!inScope(t.target, opts)) continue;
    const all = t.mutations();
    if (all.length === 0) continue;
    eligible.push({ target: t.target, count: all.length });
    const room = Math.min(perFile, total - mutations.length);
    if (room > 0) mutations.push(...all.slice(0, room));
  }
  return { mutations, eligible, caps: { perFile, total } };
}
function capsReached(plan) {
  const eligible = plan.eligible.reduce((n, e) => n + e.count, 0);
  const taken = /* @__PURE__ */ new Map();
  for (const m of plan.mutations) taken.set(m.target, (taken.get(m.target) ?? 0) + 1);
  const filesAtPerFileCap = plan.eligible.filter(
    (e) => e.count > plan.caps.perFile && (taken.get(e.target) ?? 0) >= plan.caps.perFile
  ).length;
  const sampled = plan.mutations.length;
  const truncatedBy = sampled >= plan.caps.total && eligible > sampled ? "total" : filesAtPerFileCap > 0 ? "per-file" : null;
  return { truncatedBy, filesAtPerFileCap, eligible };
}

// src/gate/mutate/explain.ts
var RECORD_FIELD = {
  transcript: "final text",
  finalMessage: "final text",
  result: "run result",
  resultSubtype: "run result",
  resultErrorKind: "run result",
  errorSource: "run result",
  toolUses: "tool calls",
  toolsCalled: "tool calls",
  toolCounts: "tool calls",
  redundantToolCalls: "tool calls",
  toolResults: "tool results",
  toolErrors: "tool errors",
  subagents: "sub-agents",
  subagentTools: "sub-agents",
  skillsInvoked: "skills invoked",
  skillActivity: "skills invoked",
  referencesRead: "skills invoked",
  tasks: "tasks",
  contextEvents: "context events",
  fileToolAttempts: "file tool calls",
  presentedFiles: "presented files",
  questions: "question gates",
  gateOptions: "question gates",
  gateAnswers: "question gates",
  gateDeliveries: "question gates",
  decisions: "question gates",
  stalledOnQuestion: "question gates",
  usage: "usage and cost",
  cost: "usage and cost",
  modelUsage: "usage and cost",
  models: "usage and cost",
  hookEvents: "hook events",
  pathDenials: "path denials",
  infraErrors: "infra errors",
  webSearches: "web searches",
  init: "tools and skills offered",
  thinking: "thinking",
  thinkingBlocks: "thinking"
};
var CONTEXT_FIELD = {
  toolResultTexts: "tool results",
  toolResultsTruncated: "tool results",
  workRoot: "artifact tree",
  preRunPaths: "pre-run manifest",
  preRunHashes: "pre-run manifest",
  preRunOrigin: "pre-run manifest",
  postRunHashes: "artifact digests",
  gateOptionsMissing: "question gates",
  skillToolAvailable: "tools and skills offered",
  availableSkills: "tools and skills offered",
  availableTools: "tools and skills offered",
  mcpServers: "tools and skills offered",
  hasTimeline: "timeline"
};
var NOT_EVIDENCE = /* @__PURE__ */ new Set(["evidenceErrors"]);
function readsMutable(read) {
  return read.some(
    (r) => r === "final text" || r === "run result" || r === "tool results" || r === "artifact tree" || r === "artifact digests" || r.startsWith("file ") || r.startsWith("folder ")
  );
}
function trackedContext(o, reads) {
  const record = new Proxy(o.record, {
    get(target, key, receiver) {
      if (typeof key === "string" && !NOT_EVIDENCE.has(key)) reads.add(RECORD_FIELD[key] ?? key);
      return Reflect.get(target, key, receiver);
    }
  });
  const tree = o.tree;
  const view = tree && {
    get root() {
      reads.add("artifact tree");
      return tree.root;
    },
    get location() {
      return tree.location;
    },
    at(rel) {
      const node = tree.at(rel);
      reads.add(
        node === void 0 ? `file ${rel} (not in the recording)` : node.kind === "dir" ? `folder ${rel}` : `file ${rel}`
      );
      return node;
    },
    truncatedPaths: tree.truncatedPaths,
    linkPaths: tree.linkPaths,
    dispose: () => void 0
  };
  const ctx = buildAssertContext(o.cassette, record, view, o.truncatedOnQuestion);
  return new Proxy(ctx, {
    get(target, key, receiver) {
      if (typeof key === "string") {
        const what = CONTEXT_FIELD[key];
        if (what !== void 0) reads.add(what);
      }
      return Reflect.get(target, key, receiver);
    }
  });
}
function explainAssertions(o, outcomes) {
  const reads = /* @__PURE__ */ new Set();
  const ctx = trackedContext(o, reads);
  return o.items.map((item, i) => {
    reads.clear();
    evaluateItem(item, ctx, ASSERTION_CATALOG);
    const r = o.results[i];
    const pass = r?.pass ?? false;
    const read = [...reads];
    const catches = outcomes && readsMutable(read) ? outcomes.filter((x) => x.caughtBy.includes(i)).length : void 0;
    return {
      assertion: describeItem(item, 200),
      pass,
      read,
      why: pass ? r?.evidence ?? "no detail given" : r?.message ?? "no detail given",
      ...catches !== void 0 ? { catches } : {}
    };
  });
}

// src/gate/mutate/apply.ts
import { createHash } from "node:crypto";
function withBody(entry, body) {
  const raw = Buffer.from(body, "utf8");
  const { truncated: _t, truncationReason: _r, ...rest } = entry;
  return {
    ...rest,
    body,
    encoding: "utf8",
    bytes: raw.length,
    sha256: createHash("sha256").update(raw).digest("hex")
  };
}
function splice(text, start, end, insert) {
  return `${text.slice(0, start)}${insert}${text.slice(end)}`;
}
function applyMutation(base, m) {
  const e = m.edit;
  switch (e.on) {
    case "artifact": {
      const entry = base.artifacts[e.index];
      if (entry === void 0) throw new Error(`mutation of artifact #${e.index}: no such manifest entry`);
      if (e.op === "remove") return { ...base, artifacts: base.artifacts.filter((_, i) => i !== e.index) };
      const body = e.op === "replace" ? e.text : splice(entry.body ?? "", e.start, e.end, e.text);
      return { ...base, artifacts: base.artifacts.map((a, i) => i === e.index ? withBody(a, body) : a) };
    }
    case "final-text": {
      const r = base.record;
      if (e.op === "splice")
        return { ...base, record: { ...r, transcript: splice(r.transcript, e.start, e.end, e.text) } };
      return {
        ...base,
        record: { ...r, transcript: e.text, ...r.finalMessage !== void 0 ? { finalMessage: e.text } : {} }
      };
    }
    case "result":
      return { ...base, record: { ...base.record, result: e.value } };
    case "tool-result": {
      const r = base.record;
      const toolResults = r.toolResults.map(
        (t, i) => i === e.index ? { ...t, text: e.text, ...t.assertText !== void 0 ? { assertText: e.text } : {} } : t
      );
      return { ...base, record: { ...r, toolResults } };
    }
  }
}

// src/gate/mutate/run.ts
function judge(o, passing, m) {
  const mutated = applyMutation({ artifacts: o.cassette.artifacts ?? [], record: o.record }, m);
  let own;
  try {
    if (m.edit.on === "artifact") own = materializeManifest(mutated.artifacts, o.path);
    const tree = own ?? o.tree;
    const ctx = buildAssertContext(
      { ...o.cassette, artifacts: [...mutated.artifacts] },
      mutated.record,
      tree,
      o.truncatedOnQuestion
    );
    return passing.filter((i) => !evaluateItem(o.items[i], ctx, ASSERTION_CATALOG).pass);
  } finally {
    own?.dispose();
  }
}
function noteFor(o, planned, opts, passing) {
  const scoped = (opts.include?.length ?? 0) + (opts.exclude?.length ?? 0) > 0;
  if (planned === 0)
    return scoped ? "no recorded output is in the --mutate-include / --mutate-exclude scope" : "the recording holds no output to mutate";
  if (o.items.length === 0)
    return "no assertion of this cassette can be judged on replay, so none can catch a mutation";
  if (passing === 0) return "no assertion passed on the recording, so none can catch a mutation";
  return void 0;
}
function runMutations(o, opts = {}) {
  const plan = planMutations({ artifacts: o.cassette.artifacts ?? [], record: o.record }, opts);
  const passing = o.results.flatMap((r, i) => r.pass && i < o.items.length ? [i] : []);
  const outcomes = plan.mutations.map((mutation) => ({ mutation, caughtBy: judge(o, passing, mutation) }));
  const survived = outcomes.filter((x) => x.caughtBy.length === 0).map((x) => x.mutation);
  const caps = capsReached(plan);
  const note = noteFor(o, plan.mutations.length, opts, passing.length);
  return {
    outcomes,
    summary: {
      sampled: plan.mutations.length,
      eligible: caps.eligible,
      caught: outcomes.length - survived.length,
      truncatedBy: caps.truncatedBy,
      filesAtPerFileCap: caps.filesAtPerFileCap,
      caps: plan.caps,
      uncaught: survived.map(mutationLabel),
      survivors: survived.map(({ target, field, before, after }) => ({ target, field, before, after })),
      ...note !== void 0 ? { note } : {}
    }
  };
}

// src/gate/mutate/observer.ts
function reportObserver(passes) {
  return (o) => {
    const run = passes.mutate ? runMutations(o, passes.mutate) : void 0;
    return {
      ...run ? { mutation: run.summary } : {},
      ...passes.explain ? { explain: explainAssertions(o, run?.outcomes) } : {}
    };
  };
}

export {
  DEFAULT_MAX_PER_FILE,
  DEFAULT_MAX_TOTAL,
  reportObserver
};
