#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  computeDiff,
  parseEventLines,
  reduceEvents
} from "./chunk-QUGB427A.js";
import "./chunk-YHSH5RBA.js";
import "./chunk-KUKC5SCS.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import "./chunk-5LE6OEBY.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import {
  readCassetteText
} from "./chunk-QM645DRD.js";
import "./chunk-FOXKMYXX.js";
import "./chunk-IILW425K.js";
import "./chunk-GEFYSWZR.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-CMR34UZX.js";
import {
  EXIT,
  HarnessError,
  UsageError,
  oneLine
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/gate/diff/load-side.ts
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

// src/gate/diff/cassette-side.ts
var isObj = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
function looksLikeCassette(doc) {
  return isObj(doc) && Array.isArray(doc.events) && !!doc.scenario;
}
function cassetteSide(doc) {
  const { events, warnings } = parseEventLines(doc.events, "events");
  const { tools, transcript, lastResult } = reduceEvents(events);
  const scenario = isObj(doc.scenario) ? doc.scenario : {};
  const fingerprint = isObj(doc.fingerprint) ? doc.fingerprint : {};
  const side = { kind: "cassette", tools, transcript, meta: {}, warnings };
  if (lastResult) side.meta.result = lastResult.isError ? "error" : "success";
  if (doc.effectiveFidelity !== void 0) side.meta.effectiveFidelity = doc.effectiveFidelity;
  if (scenario.baseline !== void 0) side.meta.baseline = scenario.baseline;
  if (typeof fingerprint.skillHash === "string") side.meta.skillHash = fingerprint.skillHash.slice(0, 12);
  if (Array.isArray(doc.artifacts)) {
    side.artifacts = doc.artifacts.filter(isObj).map((e) => [String(e.path), String(e.sha256)]);
  }
  if (typeof scenario.name === "string") side.scenarioName = scenario.name;
  return side;
}

// src/gate/diff/load-side.ts
var isObj2 = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
var EVENT_TYPES = /* @__PURE__ */ new Set(["system", "assistant", "user", "result", "control_request", "control_response"]);
async function detectSide(arg, cwd, env) {
  const path = resolve(cwd, arg);
  let st;
  try {
    st = statSync(path);
  } catch {
    return { kind: "missing", path };
  }
  if (st.isDirectory()) {
    const eventsFile = join(path, "events.jsonl");
    return existsSync(eventsFile) ? { kind: "run", path, eventsFile } : { kind: "baseline", path };
  }
  const text = await readCassetteText(path, env);
  let doc;
  try {
    doc = JSON.parse(text);
  } catch {
    return { kind: "run", path, eventsFile: path, text };
  }
  if (looksLikeCassette(doc)) return { kind: "cassette", path, doc };
  if (isObj2(doc) && typeof doc.type === "string" && EVENT_TYPES.has(doc.type))
    return { kind: "run", path, eventsFile: path, text };
  return { kind: "baseline", path };
}
function pairProblem(args, a, b) {
  for (const [arg, d] of [
    [args[0], a],
    [args[1], b]
  ])
    if (d.kind === "missing") return `${arg}: path not found`;
  if (a.kind === "baseline" && b.kind === "baseline") {
    return "both sides are platform baselines: comparing baselines is not supported by this build (diff compares cassettes and run event logs)";
  }
  const other = (x) => x.kind === "missing" ? "baseline" : x.kind;
  if (a.kind === "baseline")
    return `cannot compare a baseline against a ${other(b)} \u2014 baselines only pair with baselines`;
  if (b.kind === "baseline")
    return `cannot compare a baseline against a ${other(a)} \u2014 baselines only pair with baselines`;
  return void 0;
}
function latestTurn(runDir) {
  try {
    const turns = readdirSync(join(runDir, "turns")).filter((n) => /^\d+$/.test(n)).map(Number);
    return turns.length > 0 ? Math.max(...turns) : 1;
  } catch {
    return 1;
  }
}
function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return void 0;
  }
}
function runTranscript(turnDir) {
  let text;
  try {
    text = readFileSync(join(turnDir, "run.jsonl"), "utf8");
  } catch {
    return "";
  }
  for (const line of text.split("\n")) {
    const v = (() => {
      try {
        return JSON.parse(line);
      } catch {
        return void 0;
      }
    })();
    if (isObj2(v) && v.t === "transcript" && typeof v.text === "string") return v.text;
  }
  return "";
}
function artifactHash(workDir, entry) {
  try {
    return createHash("sha256").update(readFileSync(join(workDir, String(entry.path)))).digest("hex");
  } catch {
    return `size:${String(entry.bytes)}`;
  }
}
function runSide(d) {
  let text = d.text;
  if (text === void 0) {
    try {
      text = readFileSync(d.eventsFile, "utf8");
    } catch (e) {
      throw new HarnessError(`${d.eventsFile}: unreadable: ${oneLine(e)}`);
    }
  }
  const { events, warnings } = parseEventLines(text.split("\n"), "events.jsonl");
  const { tools } = reduceEvents(events);
  const runDir = dirname(d.eventsFile);
  const turnDir = join(runDir, "turns", String(latestTurn(runDir)));
  const side = { kind: "run", tools, transcript: runTranscript(turnDir), meta: {}, warnings };
  const result = readJson(join(turnDir, "result.json"));
  if (isObj2(result)) {
    if (result.result === "success" || result.result === "error") side.meta.result = result.result;
    if (result.effectiveFidelity !== void 0) side.meta.effectiveFidelity = result.effectiveFidelity;
    if (result.baseline !== void 0) side.meta.baseline = result.baseline;
    if (Array.isArray(result.assertions))
      side.meta.assertionsPassed = result.assertions.every((x) => isObj2(x) && x.pass === true);
    if (typeof result.skillHash === "string") side.meta.skillHash = result.skillHash.slice(0, 12);
    if (typeof result.scenario === "string") side.scenarioName = result.scenario;
    if (Array.isArray(result.artifacts) && typeof result.workDir === "string") {
      const workDir = result.workDir;
      side.artifacts = result.artifacts.filter(isObj2).map((e) => [String(e.path), artifactHash(workDir, e)]);
    }
  }
  return side;
}
function reduceSide(d) {
  if (d.kind === "cassette") return cassetteSide(d.doc);
  if (d.kind === "run") return runSide(d);
  throw new HarnessError(`${d.path}: not a cassette or a run`);
}

// src/gate/diff/text.ts
var VIEWS = ["tools", "transcript", "artifacts", "meta", "all"];
var show = (v) => v === void 0 ? "undefined" : JSON.stringify(v);
function transcriptLines(d) {
  const changed = d.views.transcript.filter((o) => o.op !== "same");
  if (changed.length === 0) return ["transcript: identical"];
  return ["transcript:", ...changed.map((o) => `  ${o.op === "added" ? "+" : "-"} ${o.text}`)];
}
function toolsLines(d) {
  const changed = d.views.tools.filter((o) => o.op !== "same");
  if (changed.length === 0) return ["tools: identical"];
  const line = (o) => {
    if (o.op === "added") return `  + ${o.b.name} ${o.b.canon}`;
    if (o.op === "removed") return `  - ${o.a.name} ${o.a.canon}`;
    return o.op === "changed" ? `  ~ ${o.a.name}: ${o.a.canon} -> ${o.b.canon}` : "";
  };
  return ["tools:", ...changed.map(line)];
}
function oneSided(av) {
  return av === "a-unavailable" ? "a" : av === "b-unavailable" ? "b" : void 0;
}
function artifactsLines(d) {
  const side = oneSided(d.artifactsAvailability);
  if (side)
    return [`artifacts: no manifest on side ${side} \u2014 not compared (this alone makes the comparison non-identical)`];
  const a = d.views.artifacts;
  if (!a) return ["artifacts: no manifest on either side \u2014 not compared (does not affect the identical verdict)"];
  if (a.added.length + a.removed.length + a.changed.length === 0) return ["artifacts: identical"];
  return [
    "artifacts:",
    ...a.added.map((p) => `  + ${p}`),
    ...a.removed.map((p) => `  - ${p}`),
    ...a.changed.map((p) => `  ~ ${p}`)
  ];
}
function metaLines(d) {
  if (d.views.meta.length === 0) return ["meta: identical"];
  return ["meta:", ...d.views.meta.map((m) => `  ${m.field}: ${show(m.from)} -> ${show(m.to)}`)];
}
function renderDiffText(d, view) {
  const out = [];
  const wantsTranscript = view === "transcript" || view === "all";
  if (d.identical) {
    if (d.transcriptDiffers && wantsTranscript) {
      out.push(
        ...transcriptLines(d),
        "(gateable views identical; the transcript drift above is advisory and not part of the exit code)"
      );
    } else
      out.push(
        d.transcriptDiffers ? "identical (gateable views); transcript differs \u2014 advisory, see --view transcript" : "identical"
      );
    return `${out.join("\n")}
`;
  }
  if (view === "tools" || view === "all") out.push(...toolsLines(d));
  if (wantsTranscript) out.push(...transcriptLines(d));
  if (view === "artifacts" || view === "all") out.push(...artifactsLines(d));
  if (view === "meta" || view === "all") out.push(...metaLines(d));
  if (view === "all" && d.transcriptDiffers)
    out.push("(transcript also differs \u2014 advisory, not part of the exit code)");
  const side = oneSided(d.artifactsAvailability);
  if (view !== "all" && view !== "artifacts" && side) {
    out.push(
      `(also: no artifact manifest on side ${side} \u2014 this alone makes the comparison non-identical; see --view artifacts)`
    );
  }
  return `${out.join("\n")}
`;
}

// src/cli/commands/diff.ts
var DIFF_USAGE = "usage: diff <a> <b> [--view tools|transcript|artifacts|meta|all] [--no-normalize] [--output-format text|json] [--semantic | --markdown [--budget-bytes N]]";
var DIFF_HELP = `Usage: cowork-harness diff <a> <b> [options]

Compares two recordings of a skill run: two cassettes, two run event logs (an events.jsonl file or
a run directory holding one), or one of each. The kind of each side is told by its content.

Gateable views (they decide the exit code):
  tools       the top-level tool calls, aligned in order: + added, - removed, ~ changed
  artifacts   the artifact manifests by path and sha256 (only when both sides have one;
              a manifest on one side only makes the comparison non-identical)
  meta        result, effectiveFidelity, baseline, assertionsPassed, skillHash
Advisory view (never changes the exit code):
  transcript  the top-level assistant text, line by line

Options:
  --view V            text output shows only view V (default all); JSON always carries every view
  --no-normalize      compare raw values; by default tool-use ids, host paths, UUIDs, session ids,
                      timestamps, "Ns ago" ages and volatile keys (duration_ms, uuid, \u2026) are masked
  --output-format F   text (default) or json (or COWORK_HARNESS_OUTPUT_FORMAT=json)
  --semantic          two cassettes only: the reviewer's summary instead of the views \u2014 tool calls
                      added/removed/changed as one-line gists, changed gate answers, a transcript
                      excerpt, artifact text diffs, turns/tokens/cost, and each side's replay verdict;
                      with --output-format json it is added to the JSON as "semantic"
  --markdown          the same summary as Markdown with a Mermaid diagram of both tool-call sequences
  --budget-bytes N    cap of the Markdown output in bytes (default 60000)
  --changelog         baseline mode only; refused here
  -h, --help          show this help

Exit codes: 0 identical (gateable views), 1 different, 2 usage error or a side that cannot be read.
`;
var DIFF_OPTIONS = {
  view: { type: "string" },
  "no-normalize": { type: "boolean" },
  "output-format": { type: "string" },
  semantic: { type: "boolean" },
  markdown: { type: "boolean" },
  "budget-bytes": { type: "string" },
  changelog: { type: "boolean" },
  help: { type: "boolean", short: "h" }
};
var VALUE_FLAGS = /* @__PURE__ */ new Set(["--view", "--output-format", "--budget-bytes"]);
var BOOL_FLAGS = /* @__PURE__ */ new Set(["--no-normalize", "--changelog", "--semantic", "--markdown", "--help", "-h"]);
function parseDiffArgs(argv) {
  const values = /* @__PURE__ */ new Map();
  const flags = /* @__PURE__ */ new Set();
  const positionals = [];
  for (let i = 0; i < argv.length; i++) {
    const tok = argv[i];
    if (!tok.startsWith("-")) {
      positionals.push(tok);
      continue;
    }
    const eq = tok.indexOf("=");
    const name = eq > 0 ? tok.slice(0, eq) : tok;
    if (VALUE_FLAGS.has(name)) {
      if (eq > 0) values.set(name, tok.slice(eq + 1));
      else if (argv[i + 1] !== void 0) values.set(name, argv[++i]);
      else throw new UsageError(`${name} needs a value`);
    } else if (BOOL_FLAGS.has(name)) flags.add(name);
    else throw new UsageError(`unknown flag: ${tok}`);
  }
  const help = flags.has("--help") || flags.has("-h");
  const view = values.get("--view") ?? "all";
  if (!help && !VIEWS.includes(view))
    throw new UsageError(`--view must be one of ${VIEWS.join("|")} (got "${view}")`);
  if (!help && positionals.length !== 2) throw new UsageError(DIFF_USAGE);
  if (!help && flags.has("--changelog")) throw new UsageError("--changelog is baseline-mode only");
  if (flags.has("--semantic") && flags.has("--markdown"))
    throw new UsageError("--semantic and --markdown are two forms of one summary: pass one");
  const budgetRaw = values.get("--budget-bytes");
  const budgetBytes = budgetRaw === void 0 ? 6e4 : Number(budgetRaw);
  if (!Number.isSafeInteger(budgetBytes) || budgetBytes < 1e3)
    throw new UsageError(`--budget-bytes must be an integer of at least 1000 (got "${budgetRaw}")`);
  if (budgetRaw !== void 0 && !flags.has("--markdown"))
    throw new UsageError("--budget-bytes applies to --markdown only");
  return {
    a: positionals[0] ?? "",
    b: positionals[1] ?? "",
    view,
    normalize: !flags.has("--no-normalize"),
    "output-format": values.get("--output-format"),
    semantic: flags.has("--markdown") ? "markdown" : flags.has("--semantic") ? "text" : void 0,
    budgetBytes,
    help
  };
}
function jsonPayload(args, kinds, d, semantic) {
  const out = {
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    command: "diff",
    ok: d.identical,
    kinds,
    a: args.a,
    b: args.b,
    identical: d.identical,
    transcriptDiffers: d.transcriptDiffers,
    artifactsAvailability: d.artifactsAvailability,
    views: d.views
  };
  if (semantic !== void 0) out.semantic = semantic;
  out.error = null;
  return `${JSON.stringify(out)}
`;
}
async function verdictOf(path) {
  const [{ loadCassetteFile }, { replayLoaded }] = await Promise.all([
    import("./load-YJ2X6IRG.js"),
    import("./replay-cassette-DEAGX4NN.js")
  ]);
  try {
    const { cassette } = await loadCassetteFile(path);
    const result = replayLoaded(cassette, path, { findings: [], notes: [] }, {}, []);
    return result.error !== void 0 || result.exitCode === 2 ? null : result.verdict.pass;
  } catch {
    return null;
  }
}
async function semanticOutput(args, a, b) {
  if (a.kind !== "cassette" || b.kind !== "cassette")
    throw new UsageError(
      `--${args.semantic === "markdown" ? "markdown" : "semantic"} compares two cassettes (got a ${a.kind} and a ${b.kind})`
    );
  const { semanticDiff } = await import("./semantic-S5OBWIIZ.js");
  const [verdictBefore, verdictAfter] = await Promise.all([verdictOf(a.path), verdictOf(b.path)]);
  const opts = {};
  if (verdictBefore !== null) opts.verdictBefore = verdictBefore;
  if (verdictAfter !== null) opts.verdictAfter = verdictAfter;
  return semanticDiff(a.doc, b.doc, opts);
}
async function diff({ values: args, format, io }) {
  const [da, db] = await Promise.all([detectSide(args.a, io.cwd, io.env), detectSide(args.b, io.cwd, io.env)]);
  const problem = pairProblem([args.a, args.b], da, db);
  if (problem !== void 0) throw new HarnessError(problem);
  const sa = reduceSide(da);
  const sb = reduceSide(db);
  for (const [arg, side] of [
    [args.a, sa],
    [args.b, sb]
  ])
    for (const w of side.warnings) io.stderr(`::warning:: ${arg}: ${w}
`);
  if (sa.scenarioName !== void 0 && sb.scenarioName !== void 0 && sa.scenarioName !== sb.scenarioName) {
    io.stderr(
      `::warning:: comparing runs of two different scenarios ("${sa.scenarioName}" vs "${sb.scenarioName}") \u2014 allowed, but added/removed rows may reflect scenario differences, not drift
`
    );
  }
  const d = computeDiff(sa, sb, { normalize: args.normalize });
  const semantic = args.semantic ? await semanticOutput(args, da, db) : void 0;
  if (format === "json") io.stdout(jsonPayload(args, [sa.kind, sb.kind], d, semantic));
  else if (semantic !== void 0) {
    const { renderSemanticDiffMarkdown, renderSemanticDiffText } = await import("./semantic-S5OBWIIZ.js");
    const s = semantic;
    io.stdout(
      args.semantic === "markdown" ? renderSemanticDiffMarkdown(s, { budgetBytes: args.budgetBytes }) : renderSemanticDiffText(s)
    );
  } else io.stdout(renderDiffText(d, args.view));
  return d.identical ? EXIT.ok : EXIT.fail;
}
var command = defineCommand({
  name: "diff",
  help: DIFF_HELP,
  options: DIFF_OPTIONS,
  parse: (argv) => {
    const args = parseDiffArgs(argv);
    return { values: args, positionals: [args.a, args.b] };
  },
  errors: "json-usage",
  run: diff
});
export {
  command
};
