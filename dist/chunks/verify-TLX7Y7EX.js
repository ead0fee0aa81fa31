#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ALLOW_HELP,
  ALLOW_OPTIONS,
  allowListFromValues
} from "./chunk-T67GQNVP.js";
import {
  scanCassette
} from "./chunk-4AKH4TGB.js";
import "./chunk-KUKC5SCS.js";
import {
  CASSETTE_SUFFIX,
  findCassettes
} from "./chunk-3SKFLIWN.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import {
  errorLine,
  requestedFormat
} from "./chunk-BSBFBB7E.js";
import {
  baselinesDirFor
} from "./chunk-LFV2YVHF.js";
import "./chunk-KU72ARQB.js";
import {
  computeStaleness,
  driveReplay,
  scenarioFieldsCheck
} from "./chunk-JUH6HIAL.js";
import "./chunk-J5CYBANO.js";
import "./chunk-NT77EBXM.js";
import "./chunk-CGZME2NM.js";
import "./chunk-2HFCXRSU.js";
import "./chunk-TJGXX2SJ.js";
import "./chunk-BLIPJPYU.js";
import "./chunk-GUYHYWBR.js";
import "./chunk-BVER6YVT.js";
import "./chunk-3LL6WAPB.js";
import "./chunk-A7IXKCTY.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-HT3KHDWJ.js";
import "./chunk-EEFRBXOR.js";
import "./chunk-5LE6OEBY.js";
import "./chunk-IAQDAOHD.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import {
  CURRENT_CASSETTE_VERSION,
  loadCassetteFile,
  readCassetteText
} from "./chunk-QM645DRD.js";
import "./chunk-FOXKMYXX.js";
import "./chunk-IILW425K.js";
import "./chunk-GEFYSWZR.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-CMR34UZX.js";
import "./chunk-2JGKRYKG.js";
import "./chunk-AC6QUUQ5.js";
import {
  EXIT,
  HarnessError,
  UsageError,
  oneLine
} from "./chunk-JB7TIAU6.js";
import {
  oneLogLine
} from "./chunk-PZMUXM6D.js";
import "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/verify.ts
import { stat as stat2 } from "node:fs/promises";

// src/gate/verify/result.ts
function orderedResult(r) {
  return {
    file: r.file,
    findings: r.findings.map((f) => ({ where: f.where, cls: f.cls, sample: f.sample })),
    staleness: r.staleness,
    unverifiable: r.unverifiable,
    notes: r.notes,
    version: r.version,
    scenarioDrift: r.scenarioDrift,
    ...r.error !== void 0 ? { error: r.error } : {},
    privacyScanned: r.privacyScanned
  };
}
function hasRealFinding(r) {
  return r.findings.some((f) => f.cls !== "unscanned") || r.staleness.length > 0 || r.scenarioDrift.length > 0;
}
function couldNotVerify(r) {
  return r.unverifiable.length > 0 || r.version.length > 0 || r.error !== void 0;
}
function verifyExitCode(results) {
  if (results.some(hasRealFinding)) return EXIT.fail;
  if (results.some(couldNotVerify)) return EXIT.unverifiable;
  return EXIT.ok;
}
function verifyEnvelope(results, coverage, margins) {
  const ok = verifyExitCode(results) === EXIT.ok;
  return JSON.stringify({
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    command: "verify-cassettes",
    ok,
    coverage: { privacy: coverage.privacy, staleness: coverage.staleness, scenarioDrift: coverage.scenarioDrift },
    results: results.map(orderedResult),
    ...margins !== void 0 ? { margins } : {},
    error: null
  });
}
function verifyUsageEnvelope(message, hint) {
  return JSON.stringify({
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    command: "verify-cassettes",
    ok: false,
    results: [],
    error: { category: "usage", message, ...hint !== void 0 ? { hint } : {} }
  });
}

// src/gate/verify/targets.ts
import { readdir, stat } from "node:fs/promises";
async function isEmptyCassetteDir(target) {
  try {
    if (!(await stat(target)).isDirectory()) return false;
    return !(await readdir(target)).some((n) => n.endsWith(CASSETTE_SUFFIX));
  } catch {
    return false;
  }
}
async function verifyTargets(targets, allowEmpty) {
  if (targets.length === 0) throw new UsageError("no cassette file or directory given");
  const kept = [];
  for (const t of targets) {
    if (allowEmpty && await isEmptyCassetteDir(t)) continue;
    kept.push(t);
  }
  return kept.length ? findCassettes(kept) : [];
}

// src/gate/verify/text.ts
function verifyText(results, coverage) {
  const lines = [];
  if (!coverage.staleness) lines.push("\u26A0 cowork-harness: --skip-staleness: staleness check was skipped");
  if (!coverage.privacy) lines.push("\u26A0 cowork-harness: --skip-privacy: privacy scan was skipped");
  if (!coverage.scenarioDrift)
    lines.push("\u26A0 cowork-harness: --skip-scenario-drift: scenario prompt-drift check was skipped");
  const byClass = /* @__PURE__ */ new Map();
  for (const r of results) for (const f of r.findings) byClass.set(f.cls, (byClass.get(f.cls) ?? 0) + 1);
  if (byClass.size) {
    const parts = [...byClass.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([cls, n]) => `${cls} ${n}`);
    lines.push(`findings by class: ${parts.join(" \xB7 ")}`);
  }
  for (const r of results) {
    if (r.error !== void 0) lines.push(`\u2717 ${r.file}: [error] ${r.error}`);
    for (const f of r.findings)
      lines.push(`${f.cls === "unscanned" ? "\xB7" : "\u2717"} ${r.file}: [${f.cls}] ${f.where} \u2014 ${f.sample}`);
    for (const s of r.staleness) lines.push(`\u2717 ${r.file}: [stale] ${s}`);
    for (const u of r.unverifiable) lines.push(`\u2717 ${r.file}: [unverifiable] ${u}`);
    for (const d of r.scenarioDrift) lines.push(`\u2717 ${r.file}: [scenario-drift] ${d}`);
    for (const n of r.notes) lines.push(`\xB7 ${r.file}: [note] ${n}`);
    for (const v of r.version) lines.push(`\u2717 ${r.file}: [version] ${v}`);
  }
  const code = verifyExitCode(results);
  if (code === 0) {
    lines.push(`\u2713 verify-cassettes: ${results.length} cassette(s) clean`);
  } else {
    const real = results.reduce((n, r) => n + r.findings.filter((f) => f.cls !== "unscanned").length, 0);
    const unverifiable = results.reduce((n, r) => n + r.unverifiable.length, 0);
    const any = (pick) => results.some(pick);
    lines.push(
      `\u2717 verify-cassettes: ${real} PII finding(s)` + (any((r) => r.staleness.length > 0) ? " + staleness drift" : "") + (any((r) => r.scenarioDrift.length > 0) ? " + scenario prompt drift" : "") + (unverifiable > 0 ? ` + ${unverifiable} unverifiable` : "") + (any((r) => r.version.length > 0) ? " + version mismatch" : "") + (any((r) => r.error !== void 0) ? " + unreadable cassette(s)" : "") + ` across ${results.length} cassette(s) (exit ${code})`
    );
    lines.push(
      "  exit 1 = verified & failed (a real finding); exit 3 = could not verify (unresolvable baseline/skill/tier, an unsupported cassette version, or a per-file read error)."
    );
  }
  return lines.map((l) => `${l}
`).join("");
}

// src/gate/verify/verify-one.ts
function emptyResult(file) {
  return {
    file,
    findings: [],
    staleness: [],
    unverifiable: [],
    notes: [],
    version: [],
    scenarioDrift: [],
    privacyScanned: false
  };
}
async function salvageScan(file, allow) {
  try {
    const raw = JSON.parse(await readCassetteText(file));
    if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return void 0;
    const scenario = raw.scenario !== null && typeof raw.scenario === "object" ? raw.scenario : {};
    return scanCassette({ ...raw, scenario }, allow);
  } catch {
    return void 0;
  }
}
async function verifyLoaded(file, cassette, opts) {
  const r = emptyResult(file);
  if (opts.privacy) r.findings = scanCassette(cassette, opts.allow);
  r.privacyScanned = opts.privacy;
  if (opts.staleness || opts.scenarioDrift) {
    const only = opts.staleness ? void 0 : [scenarioFieldsCheck.id];
    const report = opts.precomputedStaleness ?? await computeStaleness(
      cassette,
      file,
      {
        ...opts.sessionOverride !== void 0 ? { sessionOverride: opts.sessionOverride } : {},
        ...opts.baselinesDir !== void 0 ? { baselinesDir: opts.baselinesDir } : {},
        ...opts.env !== void 0 ? { env: opts.env } : {}
      },
      only
    );
    for (const c of report.byCheck) {
      const isScenario = c.id === scenarioFieldsCheck.id;
      if (isScenario ? !opts.scenarioDrift : !opts.staleness) continue;
      for (const f of c.findings) {
        if (isScenario) r.scenarioDrift.push(f.message);
        else (f.class.startsWith("unverifiable-") ? r.unverifiable : r.staleness).push(f.message);
      }
      r.notes.push(...c.notes);
    }
  }
  const version = cassette.cassetteVersion ?? 0;
  if (version > CURRENT_CASSETTE_VERSION) {
    r.version.push(
      `cassette format v${version} is newer than this harness understands (v${CURRENT_CASSETTE_VERSION}) \u2014 upgrade cowork-harness (can't verify \u21D2 not green)`
    );
  }
  return r;
}
async function verifyOne(file, opts) {
  let cassette;
  try {
    cassette = (await loadCassetteFile(file)).cassette;
  } catch (e) {
    const r = emptyResult(file);
    r.error = oneLine(e);
    if (opts.privacy) {
      const salvaged = await salvageScan(file, opts.allow);
      if (salvaged) {
        r.findings = salvaged;
        r.privacyScanned = true;
      }
    }
    return r;
  }
  try {
    return await verifyLoaded(file, cassette, opts);
  } catch (e) {
    return { ...emptyResult(file), error: oneLine(e) };
  }
}

// src/gate/margins/rows.ts
var sum = (xs) => {
  let n = 0;
  for (const x of xs) n += x;
  return n;
};
var finiteOrNull = (x) => typeof x === "number" && Number.isFinite(x) ? x : null;
var MARGIN_KEYS = [
  { key: "tool_calls_max", kind: "max", recorded: ({ record }) => sum(Object.values(record.toolCounts)) },
  {
    key: "max_tokens",
    kind: "max",
    recorded: ({ record }) => {
      const i = finiteOrNull(record.usage?.input_tokens);
      const o = finiteOrNull(record.usage?.output_tokens);
      return i === null || o === null ? null : i + o;
    }
  },
  { key: "max_cost_usd", kind: "max", recorded: ({ record }) => finiteOrNull(record.cost?.usd) },
  { key: "max_turns", kind: "max", recorded: ({ record }) => finiteOrNull(record.usage?.turns) },
  {
    key: "max_tool_errors",
    kind: "max",
    recorded: ({ record }) => sum(Object.values(record.toolErrors).map((t) => t.errors))
  },
  {
    key: "max_redundant_tool_calls",
    kind: "max",
    recorded: ({ record }) => sum(record.redundantToolCalls.map((r) => r.count - 1))
  },
  { key: "dispatch_count_max", kind: "max", recorded: ({ record }) => record.subagents.length },
  { key: "task_count_min", kind: "min", recorded: ({ record }) => record.tasks.length },
  {
    key: "gate_answer_count_min",
    kind: "min",
    recorded: ({ record }) => record.gateDeliveries.filter((d) => d.delivered === true).length
  },
  {
    key: "questions_count_max",
    kind: "max",
    recorded: ({ record, hasControlOut }) => hasControlOut ? sum(record.decisions.filter((d) => d.kind === "question").map((d) => d.questions?.length ?? 0)) : null
  }
];
var KEY_NAMES = new Set(MARGIN_KEYS.map((k) => k.key));
function hasCountBound(assert) {
  return assert.some((item) => Object.keys(item).some((k) => KEY_NAMES.has(k)));
}
function marginOf(kind, budget, recorded) {
  if (recorded === null) return null;
  if (kind === "max") return recorded === 0 ? Infinity : budget / recorded;
  return budget === 0 ? Infinity : recorded / budget;
}
function marginRows(assert, evidence) {
  const rows = [];
  for (const k of MARGIN_KEYS) {
    const item = assert.find((a) => Object.hasOwn(a, k.key));
    if (item === void 0) continue;
    const budget = Number(item[k.key]);
    if (!Number.isFinite(budget)) continue;
    const recorded = k.recorded(evidence);
    rows.push({ key: k.key, kind: k.kind, budget, recorded, margin: marginOf(k.kind, budget, recorded) });
  }
  return rows;
}
var TIGHT_MARGIN = 1.5;
function isTight(row) {
  return row.margin !== null && Number.isFinite(row.margin) && row.margin < TIGHT_MARGIN;
}

// src/gate/margins/margins.ts
async function marginsOf(file) {
  let cassette;
  try {
    cassette = (await loadCassetteFile(file)).cassette;
  } catch {
    return void 0;
  }
  const assert = cassette.scenario.assert;
  if (!hasCountBound(assert)) return void 0;
  try {
    const { record } = driveReplay(cassette, { retainToolResultText: false });
    const hasControlOut = (cassette.controlOut?.length ?? 0) > 0;
    return { file, rows: marginRows(assert, { record, hasControlOut }) };
  } catch (e) {
    return { file, rows: [], error: oneLine(e) };
  }
}
async function marginsOfAll(files) {
  const out = [];
  for (const f of files) {
    const entry = await marginsOf(f);
    if (entry !== void 0) out.push(entry);
  }
  return out;
}
function num(n) {
  return String(n);
}
function formatMargin(margin) {
  if (margin === null) return "n/a";
  if (!Number.isFinite(margin)) return "\u221E";
  return `${margin.toFixed(1)}\xD7`;
}
function marginsText(entries) {
  const lines = [
    "",
    "count-budget margins (recorded vs budget; a single-sample estimate \u2014 one cassette says nothing of variance, `run --repeat` gives a distribution):"
  ];
  if (entries.length === 0) lines.push("  (no count-bound assertions in the checked cassette(s))");
  for (const e of entries) {
    lines.push(`  ${oneLogLine(e.file)}:`);
    if (e.error !== void 0) lines.push(`    [margins error] ${oneLogLine(e.error)}`);
    for (const r of e.rows) {
      const recorded = r.recorded === null ? "unavailable" : num(r.recorded);
      const tight = isTight(r) ? "  \u26A0 tight" : "";
      lines.push(
        `    ${r.key}: recorded=${recorded}, budget=${num(r.budget)} \u2192 margin ${formatMargin(r.margin)}${tight}`
      );
    }
  }
  return lines.map((l) => `${l}
`).join("");
}
function marginsJson(entries) {
  return entries.map((e) => ({
    file: e.file,
    rows: e.rows.map((r) => ({
      key: r.key,
      kind: r.kind,
      budget: r.budget,
      recorded: r.recorded,
      margin: r.margin !== null && Number.isFinite(r.margin) ? r.margin : null
    })),
    ...e.error !== void 0 ? { error: e.error } : {}
  }));
}

// src/cli/commands/verify.ts
var VERIFY_USAGE = "usage: verify <file|dir>... [--output-format text|json] [--baselines DIR] [--session FILE] [--skip-privacy|--skip-staleness] [--skip-scenario-drift] [--allow-empty] [--margins] [--allow REGEX]... [--allow-patterns-file FILE]...";
var VERIFY_HELP = `Usage: cowork-harness verify <file|dir>... [options]     (alias: verify-cassettes)

Checks each cassette for staleness (skill sources, baseline, tier, prompt assets), session-shape
drift, scenario drift and privacy findings. A directory contributes its own *.cassette.json files.

Options:
  --output-format text|json        text (default) or the reference's JSON envelope on stdout
  --baselines DIR                  desktop-*.json baselines for the baseline, tier and prompt-asset
                                   checks (without one they are reported as notes)
  --session FILE                   the session to verify one cassette against
  --skip-privacy                   no privacy scan (exclusive with --skip-staleness)
  --skip-staleness                 no staleness check
  --skip-scenario-drift            no scenario-drift check
  --allow-empty                    no cassette found is not an error
  --margins                        after the verdict, each count bound of the frozen assertions
                                   (tool_calls_max, max_tokens, task_count_min, \u2026) against what the
                                   recording used, flagged "\u26A0 tight" under 1.5\xD7; a diagnostic from
                                   one sample: never changes the verdict or the exit code
${ALLOW_HELP}
  -h, --help                       show this help

Exit codes: 0 clean, 1 a real finding (staleness, session or scenario drift, privacy), 2 usage
error, 3 could not verify (unverifiable staleness, future version, unreadable cassette); 1 wins over 3.
`;
var VERIFY_OPTIONS = {
  "skip-privacy": { type: "boolean" },
  "skip-staleness": { type: "boolean" },
  "skip-scenario-drift": { type: "boolean" },
  "allow-empty": { type: "boolean" },
  margins: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  "output-format": { type: "string" },
  baselines: { type: "string" },
  session: { type: "string" },
  ...ALLOW_OPTIONS
};
async function isDirectory(p) {
  try {
    return (await stat2(p)).isDirectory();
  } catch {
    return false;
  }
}
async function isFile(p) {
  try {
    return (await stat2(p)).isFile();
  } catch {
    return false;
  }
}
function wantsJson(argv, io) {
  return requestedFormat(argv, io.env) === "json";
}
async function verify({ values, positionals, io, argv }) {
  const json = wantsJson(argv, io);
  const flag = (name) => values[name] === true;
  const skipPrivacy = flag("skip-privacy");
  const skipStaleness = flag("skip-staleness");
  if (skipPrivacy && skipStaleness) {
    throw new UsageError("--skip-privacy and --skip-staleness are mutually exclusive (together they'd check nothing)");
  }
  if (values.baselines !== void 0 && !await isDirectory(values.baselines))
    throw new UsageError(`--baselines: not a directory: ${values.baselines}`);
  const baselinesDir = baselinesDirFor(values.baselines, io.env, (l) => io.stderr(`${l}
`));
  const sessionOverride = values.session;
  if (sessionOverride !== void 0) {
    if (skipStaleness) throw new UsageError("--session has no effect with --skip-staleness \u2014 drop one of them");
    if (!await isFile(sessionOverride)) throw new UsageError(`--session: not a session file: ${sessionOverride}`);
  }
  if (positionals.length === 0)
    throw new UsageError("give one or more cassette files or directories (--help shows the usage)", VERIFY_USAGE);
  const allow = await allowListFromValues(values, io.cwd);
  const files = await verifyTargets(positionals, flag("allow-empty"));
  if (sessionOverride !== void 0 && (files.length !== 1 || await isDirectory(positionals[0]))) {
    throw new UsageError(
      `--session names one cassette's session and is not valid for a directory or several cassettes (${files.length}) \u2014 run it per cassette`
    );
  }
  const coverage = {
    privacy: !skipPrivacy,
    staleness: !skipStaleness,
    scenarioDrift: !flag("skip-scenario-drift")
  };
  const opts = {
    privacy: coverage.privacy,
    staleness: coverage.staleness,
    scenarioDrift: coverage.scenarioDrift,
    allow,
    env: io.env,
    ...baselinesDir !== void 0 ? { baselinesDir } : {},
    ...sessionOverride !== void 0 ? { sessionOverride } : {}
  };
  const margins = flag("margins");
  if (files.length === 0) {
    if (json) io.stdout(`${verifyEnvelope([], coverage, margins ? [] : void 0)}
`);
    else
      io.stdout(
        `\u2713 verify-cassettes: no cassettes under ${positionals.join(", ")} \u2014 nothing to verify (--allow-empty)
`
      );
    return EXIT.ok;
  }
  const results = [];
  for (const f of files) results.push(await verifyOne(f, opts));
  const entries = margins ? await marginsOfAll(files) : void 0;
  if (json) io.stdout(`${verifyEnvelope(results, coverage, entries && marginsJson(entries))}
`);
  else io.stdout(verifyText(results, coverage) + (entries ? marginsText(entries) : ""));
  return verifyExitCode(results);
}
function reportError(e, argv, io) {
  if (!(e instanceof HarnessError)) throw e;
  const hint = e instanceof UsageError ? e.hint : void 0;
  if (wantsJson(argv, io) && e.exitCode === EXIT.usage) io.stdout(`${verifyUsageEnvelope(oneLine(e), hint)}
`);
  io.stderr(errorLine("verify", e, io.cwd));
  return e.exitCode;
}
var command = defineCommand({
  name: "verify",
  help: VERIFY_HELP,
  options: VERIFY_OPTIONS,
  errors: reportError,
  run: verify
});
export {
  command
};
