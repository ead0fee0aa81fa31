#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  resolveRunDir
} from "./chunk-AELUN65H.js";
import {
  CANNOT_VERIFY,
  openKeptRun
} from "./chunk-JWLYSE52.js";
import "./chunk-2S4LTNS2.js";
import {
  createRedactor
} from "./chunk-CWVNJ7PG.js";
import "./chunk-BC4CWRGE.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import {
  planReassert
} from "./chunk-SLATU2ZP.js";
import "./chunk-KU72ARQB.js";
import {
  TURN_FILES
} from "./chunk-ODM7TWBF.js";
import {
  bucketsFor,
  replayLoaded
} from "./chunk-6OGUKABV.js";
import "./chunk-Y7WMMQY3.js";
import "./chunk-MTJJAJ2A.js";
import {
  checkContext,
  loadScenarioAt,
  runChecks
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
import {
  canonicallyEqual
} from "./chunk-EEFRBXOR.js";
import "./chunk-5LE6OEBY.js";
import "./chunk-IAQDAOHD.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import {
  loadCassetteFile
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
  HarnessError,
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/gate/runs/verify-run.ts
import { existsSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
var keysOf = (item) => Object.keys(item).join("+") || "(assertion)";
function homeOf(result, scenarioAbs) {
  const recorded = result.cassette;
  if (typeof recorded === "string" && isAbsolute(recorded) && existsSync(dirname(recorded))) return recorded;
  return join(dirname(scenarioAbs), `${basename(scenarioAbs).replace(/\.ya?ml$/i, "")}.cassette.json`);
}
async function verifyRun(opts) {
  const dir = resolve(opts.cwd, opts.runDir);
  const run2 = openKeptRun(dir, opts.runDir, opts.cwd);
  const kept = join(run2.turnDir, TURN_FILES.cassette);
  if (!existsSync(kept))
    throw new HarnessError(
      `${opts.runDir}: no ${relative(dir, kept)} (kept by another tool, or before verify-run existed): run the scenario again with --run-dir ${CANNOT_VERIFY}`
    );
  const scenarioAbs = resolve(opts.cwd, opts.scenario);
  const onDisk = await loadScenarioAt(scenarioAbs, "explicit");
  if (onDisk.status === "none") throw new HarnessError(`${opts.scenario}: no such scenario file`);
  if (onDisk.status === "invalid") throw new HarnessError(onDisk.message);
  const { cassette } = await loadCassetteFile(kept);
  const scrubbed = createRedactor().text(onDisk.loaded.scenario.prompt);
  const loaded = scrubbed !== onDisk.loaded.scenario.prompt && scrubbed === cassette.scenario.prompt ? { ...onDisk.loaded, scenario: { ...onDisk.loaded.scenario, prompt: scrubbed } } : onDisk.loaded;
  const plan = planReassert(cassette, loaded);
  if (plan.kind === "drift")
    throw new HarnessError(
      `${opts.scenario}: ${plan.fields.join(", ")} changed since the run \u2014 the kept run no longer stands for this scenario; run it again ${CANNOT_VERIFY}`
    );
  const buckets = bucketsFor(cassette);
  const replayable = (item) => Object.entries(item).every(([k, v]) => v === void 0 || buckets.status(k).status === "active");
  const live = Array.isArray(run2.result.assertions) ? run2.result.assertions : [];
  const onDiskItems = plan.cassette.scenario.assert;
  const replayedIdx = [];
  const carried = [];
  const unverifiable = [];
  onDiskItems.forEach((item, i) => {
    const line = plan.assertLines[i];
    if (replayable(item)) return void replayedIdx.push(i);
    const judged = live.find((a) => canonicallyEqual(a.assertion, item));
    if (judged) carried.push({ ...judged, ...line !== void 0 ? { line } : {}, judged: "live" });
    else unverifiable.push(`${opts.scenario}${line !== void 0 ? `:${line}` : ""} ${keysOf(item)}`);
  });
  const deniedNow = plan.cassette.scenario.expect_denied ?? [];
  if (!canonicallyEqual(cassette.scenario.expect_denied ?? [], deniedNow))
    unverifiable.push(`${opts.scenario} expect_denied (changed: only a live run sees its egress)`);
  else
    for (const host of deniedNow) {
      const judged = live.find((a) => canonicallyEqual(a.assertion, { egress_denied: host }));
      if (judged) carried.push({ ...judged, judged: "live" });
    }
  const annotations = [];
  const home = homeOf(run2.result, scenarioAbs);
  const staleness = await runChecks(checkContext(cassette, home, { env: opts.env }));
  const toReplay = {
    ...plan.cassette,
    scenario: {
      ...plan.cassette.scenario,
      assert: replayedIdx.map((i) => onDiskItems[i]),
      expect_denied: []
    }
  };
  const result = replayLoaded(toReplay, home, staleness, { failOnSkillDrift: true }, annotations);
  if (result.exitCode === 2 && result.error) throw new HarnessError(`${opts.runDir}: ${result.error}`);
  let r = 0;
  const replayed = result.assertions.map((a) => {
    const fromItem = a.source === void 0 && r < replayedIdx.length ? replayedIdx[r++] : void 0;
    const line = fromItem !== void 0 ? plan.assertLines[fromItem] : void 0;
    return { ...a, ...line !== void 0 ? { line } : {}, judged: "replay" };
  });
  const assertions = [...replayed, ...carried].sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  const pass = result.verdict.pass && carried.every((a) => a.pass) && unverifiable.length === 0;
  const signals = result.verdict.signals.filter((s) => s.code !== "assertion");
  const exitCode = unverifiable.length > 0 ? 2 : pass ? 0 : 1;
  return { pass, exitCode, assertions, signals, unverifiable, annotations };
}

// src/cli/commands/verify-run.ts
var HELP = `Usage: cowork-harness verify-run <run-dir | run-id> <scenario.yaml> [--output-format text|json]

Judges the scenario's assert: block against a run kept with --run-dir, with no agent and no token:
the run's recording is replayed with the assertions on disk, so a wrong assertion is fixed without
running the agent again. An assertion replay cannot judge (files in the run's work dir, live egress)
keeps the live run's verdict while it is unchanged; a new or edited one cannot be verified here.

Refused (exit 2, "can't verify \u21D2 not green"): not a kept run, several turns, a run that did not
finish (partial, no result), a replay's or a chat's result, a scenario whose prompt, answers or
other recording-shaping fields changed since the run, an assertion only a live run can judge.

Options:
  --output-format text|json  text (default, on stderr) or the JSON envelope on stdout
  -h, --help                 show this help

Exit codes: 0 every assertion passes, 1 one fails, 2 usage error or the run cannot be verified.
`;
var OPTIONS = { "output-format": { type: "string" }, help: { type: "boolean", short: "h" } };
function text(o) {
  const lines = o.assertions.map((a) => {
    const where = a.line !== void 0 ? ` (line ${a.line})` : "";
    const how = a.judged === "live" ? " [as judged live]" : "";
    const why = a.message ?? a.evidence;
    return `${a.pass ? "\u2713" : "\u2717"} ${Object.keys(a.assertion).join("+") || "(assertion)"}${where}${how}${why ? ` \u2014 ${why}` : ""}`;
  });
  for (const s of o.signals) lines.push(`${s.severity === "fail" ? "\u2717" : "\xB7"} ${s.code}: ${s.message}`);
  for (const u of o.unverifiable)
    lines.push(`\u2717 ${u}: only a live run can judge it (can't verify \u21D2 not green) \u2014 run the scenario again`);
  const failed = o.assertions.filter((a) => !a.pass).length;
  const n = o.assertions.length;
  lines.push(
    o.unverifiable.length > 0 ? `\u2717 verify-run: ${o.unverifiable.length} assertion(s) cannot be verified from the kept run` : o.pass ? `\u2713 verify-run: all ${n} assertion(s) pass (no live agent)` : `\u2717 verify-run: ${failed}/${n} assertion(s) failed`
  );
  return `${lines.join("\n")}
`;
}
async function run({ positionals, format, io }) {
  if (positionals.length !== 2) throw new UsageError("usage: verify-run <run-dir | run-id> <scenario.yaml>");
  const [target, scenario] = positionals;
  const dir = resolveRunDir(target, io.cwd, io.env, (l) => io.stderr(`${l}
`)) ?? target;
  const o = await verifyRun({ runDir: dir, scenario, cwd: io.cwd, env: io.env });
  for (const a of o.annotations) if (a.level === "warning") io.stderr(`warning: ${a.message}
`);
  if (format === "json")
    io.stdout(
      `${JSON.stringify({
        tool: TOOL_NAME,
        version: TOOL_VERSION,
        command: "verify-run",
        ok: o.pass,
        pass: o.pass,
        assertions: o.assertions.map((a) => ({
          assertion: a.assertion,
          pass: a.pass,
          message: a.message ?? a.evidence ?? null,
          line: a.line ?? null,
          judged: a.judged
        })),
        signals: o.signals,
        unverifiable: o.unverifiable,
        error: null
      })}
`
    );
  else io.stderr(text(o));
  return o.exitCode;
}
var command = defineCommand({ name: "verify-run", help: HELP, options: OPTIONS, errors: "json-usage", run });
export {
  command
};
