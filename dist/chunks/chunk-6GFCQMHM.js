#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildGateReport,
  loadReportSources,
  parseFailOn,
  renderSummaryMarkdown,
  resultsFile,
  writeResultsFile
} from "./chunk-HP7ZXXS6.js";
import {
  SESSION_SHAPE_DRIFT,
  verifyLoaded
} from "./chunk-T4YZH74C.js";
import {
  withEnvDigestCache
} from "./chunk-P64A23UK.js";
import {
  writeFileAtomic
} from "./chunk-ZWUVGEAU.js";
import {
  mapLimit
} from "./chunk-VL6LGVSZ.js";
import {
  cassetteLine,
  failureLines,
  formatAnnotation
} from "./chunk-PRDXFVCI.js";
import {
  resolveTargets
} from "./chunk-3SDLLXRZ.js";
import {
  maskSecretsDeep
} from "./chunk-MZJLSIZC.js";
import {
  errorResult,
  prepareCassette,
  replayLoaded
} from "./chunk-Z45J6GXM.js";
import {
  FingerprintRun,
  withFingerprintRun
} from "./chunk-3D262LXW.js";
import {
  parseShard
} from "./chunk-OG5KCNUZ.js";
import {
  outputFormat,
  parseCommandArgs
} from "./chunk-6MRT7ACZ.js";
import {
  EXIT,
  UsageError,
  oneLine
} from "./chunk-5C2HTD6I.js";

// src/cli/commands/check.ts
import { relative, resolve } from "node:path";

// src/check/run-check.ts
import { availableParallelism } from "node:os";

// src/check/check-one.ts
async function checkOne(file, label, opts) {
  const annotations = [];
  try {
    const { cassette, staleness } = await prepareCassette(file, opts, annotations);
    const result = replayLoaded(cassette, file, staleness, opts, annotations);
    result.cassette = label;
    if (opts.mode === "replay") return { result, annotations };
    const verify = await verifyLoaded(label, cassette, {
      privacy: true,
      staleness: true,
      scenarioDrift: true,
      allow: opts.allow ?? [],
      baselinesDir: opts.baselinesDir,
      sessionOverride: opts.sessionOverride,
      env: opts.env,
      precomputedStaleness: staleness
    });
    result.findings = verifyFindings(verify);
    return { result, verify, annotations };
  } catch (e) {
    const message = oneLine(e);
    annotations.push({ level: "warning", message: `[check] ${message}` });
    return { result: { ...errorResult(label, message) }, annotations };
  }
}
function verifyFindings(v) {
  const out = [];
  for (const f of v.findings) if (f.cls !== "unscanned") out.push({ kind: "privacy", message: `possible ${f.cls} in ${f.where}: ${f.sample}` });
  for (const d of v.scenarioDrift) out.push({ kind: "scenario-drift", message: d });
  if (v.staleness.includes(SESSION_SHAPE_DRIFT)) out.push({ kind: "session-drift", message: SESSION_SHAPE_DRIFT });
  return out;
}

// src/check/run-check.ts
async function runCheck(files, opts, onDone) {
  const durations = new Array(files.length).fill(0);
  const limit = opts.concurrency ?? Math.max(2, availableParallelism());
  const outcomes = await withFingerprintRun(
    new FingerprintRun(opts.digestCache),
    () => mapLimit(files, limit, async (file, i) => {
      const start = performance.now();
      const outcome = await checkOne(file, file, opts);
      durations[i] = performance.now() - start;
      onDone?.(outcome, i, durations[i]);
      return outcome;
    })
  );
  return { outcomes, durations };
}

// src/cli/commands/check.ts
var CHECK_HELP = `Usage: cowork-harness check [paths...] [options]

Replays and verifies every cassette found, then reports as the CI gate does.
paths: files, directories (searched recursively) or globs; default **/*.cassette.json.

Options:
  --mode check|replay|verify       check (default) = replay + verify
  --fail-on LIST                   assertions, stale-skill, stale-any, unverifiable (default assertions,unverifiable)
  --strict                         every staleness finding fails the replay
  --baselines DIR                  desktop-*.json baselines for the baseline checks
  --shard i/n                      only the i-th of n stable shards
  --results FILE                   write the JSON results (for merge)
  --summary FILE                   write the Markdown summary
  --output-format text|json        text (default) or the JSON results on stdout

Environment: COWORK_HARNESS_CACHE_DIR=DIR keeps per-file fingerprint digests there between runs.

Exit codes: 0 the gate passed, 1 it failed, 2 usage error.
`;
function gatePolicy(mode, failOn) {
  return mode === "verify" ? failOn.filter((f) => f !== "assertions") : failOn;
}
var checkCommand = async (argv, io) => {
  const { values, positionals } = parseCommandArgs("check", argv, {
    mode: { type: "string" },
    "fail-on": { type: "string" },
    strict: { type: "boolean" },
    baselines: { type: "string" },
    shard: { type: "string" },
    results: { type: "string" },
    summary: { type: "string" },
    "output-format": { type: "string" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(CHECK_HELP);
    return EXIT.ok;
  }
  const format = outputFormat(values["output-format"], io.env);
  const failOn = parseFailOn(values["fail-on"]);
  const mode = values.mode ?? "check";
  if (!["check", "replay", "verify"].includes(mode)) throw new UsageError(`--mode must be check, replay or verify (got "${mode}")`);
  const shard = values.shard ? parseShard(values.shard) : void 0;
  const files = await resolveTargets(io.cwd, positionals, shard);
  const notice = (message) => io.stderr(formatAnnotation({ level: "notice", message }, io.env));
  const notes = /* @__PURE__ */ new Map();
  const run = await withEnvDigestCache(io.env, notice, (digestCache) => runCheck(files, {
    mode,
    strict: values.strict,
    baselinesDir: values.baselines ? resolve(io.cwd, values.baselines) : void 0,
    env: io.env,
    digestCache
  }, (o) => {
    for (const a of o.annotations) {
      if (a.level === "notice") notes.set(a.message, (notes.get(a.message) ?? 0) + 1);
      else io.stderr(formatAnnotation({ ...a, message: `${relative(io.cwd, o.result.cassette)}: ${a.message}` }, io.env));
    }
  }));
  for (const [message, n] of notes) io.stderr(formatAnnotation({ level: "notice", message: n > 1 ? `${message} (${n} cassettes)` : message }, io.env));
  const results = maskSecretsDeep(run.outcomes.map((o) => o.result));
  const report = buildGateReport(results, { failOn: gatePolicy(mode, failOn), sources: await loadReportSources(results), root: io.cwd });
  const ok = report.conclusion !== "failure";
  if (values.results) await writeResultsFile(resolve(io.cwd, values.results), resultsFile(results, ok, values.shard));
  if (values.summary) await writeFileAtomic(resolve(io.cwd, values.summary), renderSummaryMarkdown(report));
  if (format === "json") {
    io.stdout(JSON.stringify(resultsFile(results, ok, values.shard)) + "\n");
  } else {
    const lines = [];
    for (const r of results) {
      const shown = { ...r, cassette: relative(io.cwd, r.cassette) };
      lines.push(cassetteLine(shown), ...failureLines(shown));
      for (const s of r.staleness ?? []) lines.push(`    ~ stale (${s.class}): ${s.message}`);
      for (const f of r.findings ?? []) lines.push(`    ~ ${f.kind}: ${f.message}`);
    }
    const t = report.totals;
    lines.push("", `${ok ? "\u2713 gate passed" : "\u2717 gate failed"}: ${t.passed} pass, ${t.failed} fail, ${t.stale} stale, ${t.errored} error (of ${t.cassettes}; fail-on ${failOn.join(",")})`);
    for (const reason of report.reasons) lines.push(`  - ${reason}`);
    io.stdout(lines.join("\n") + "\n");
  }
  return ok ? EXIT.ok : EXIT.fail;
};

export {
  runCheck,
  CHECK_HELP,
  gatePolicy,
  checkCommand
};
