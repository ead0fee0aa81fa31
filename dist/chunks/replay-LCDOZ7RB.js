#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  findCassettes
} from "./chunk-3SKFLIWN.js";
import {
  BatchAnnotations
} from "./chunk-E7XHPWXA.js";
import {
  renderReplayText
} from "./chunk-3GYRHNHV.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import {
  errorMessage,
  positiveInt,
  requestedFormat
} from "./chunk-BSBFBB7E.js";
import {
  DEFAULT_MAX_PER_FILE,
  DEFAULT_MAX_TOTAL,
  reportObserver
} from "./chunk-FLARJ2UI.js";
import {
  planReassert
} from "./chunk-SLATU2ZP.js";
import {
  formatAnnotation
} from "./chunk-BOJSWXDQ.js";
import {
  baselinesDirFor
} from "./chunk-LFV2YVHF.js";
import {
  envelope
} from "./chunk-KU72ARQB.js";
import {
  mapLimit
} from "./chunk-KSUA6UZS.js";
import {
  writeFileAtomic
} from "./chunk-MJN26BLH.js";
import "./chunk-J4BNBE4G.js";
import "./chunk-63JXL4FW.js";
import "./chunk-EXVKMGPI.js";
import "./chunk-NYVWPCYT.js";
import "./chunk-ODM7TWBF.js";
import {
  errorResult,
  prepareCassette,
  replayLoaded
} from "./chunk-6OGUKABV.js";
import "./chunk-Y7WMMQY3.js";
import "./chunk-MTJJAJ2A.js";
import {
  loadScenarioAt
} from "./chunk-JUH6HIAL.js";
import "./chunk-J5CYBANO.js";
import "./chunk-NT77EBXM.js";
import "./chunk-CGZME2NM.js";
import "./chunk-2HFCXRSU.js";
import {
  RECORDING_SHAPING_FIELDS
} from "./chunk-TJGXX2SJ.js";
import "./chunk-BLIPJPYU.js";
import "./chunk-GUYHYWBR.js";
import "./chunk-BVER6YVT.js";
import {
  parseYamlWithPositions
} from "./chunk-3LL6WAPB.js";
import {
  readRegularText
} from "./chunk-A7IXKCTY.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-HT3KHDWJ.js";
import {
  canonicalJson,
  canonicallyEqual
} from "./chunk-EEFRBXOR.js";
import "./chunk-5LE6OEBY.js";
import {
  clipLine
} from "./chunk-IAQDAOHD.js";
import {
  TOOL_NAME
} from "./chunk-KPSQMKHF.js";
import {
  readCassetteText
} from "./chunk-QM645DRD.js";
import "./chunk-FOXKMYXX.js";
import "./chunk-IILW425K.js";
import {
  boundedRegExp
} from "./chunk-GEFYSWZR.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-CMR34UZX.js";
import "./chunk-2JGKRYKG.js";
import "./chunk-AC6QUUQ5.js";
import {
  HarnessError,
  UsageError,
  oneLine
} from "./chunk-JB7TIAU6.js";
import "./chunk-PZMUXM6D.js";
import "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/replay.ts
import { resolve as resolve2 } from "node:path";

// src/gate/reassert/notices.ts
var MUTUALLY_EXCLUSIVE = "--assert-from and --reassert are mutually exclusive (--assert-from checks one named scenario file, --reassert resolves each cassette's own)";
var WRITE_NEEDS_SOURCE = "replay --write requires --reassert (or --assert-from <scenario.yaml>): it persists the RE-ASSERTED on-disk block, so there must be one to re-assert from";
var ASSERT_FROM_WRITE_MANY = "replay --assert-from <one file> --write over a directory is refused (it would write one assert block into every cassette) \u2014 use --reassert for a per-cassette sibling";
var ALLOW_FAILING_NOOP = "[replay] --allow-failing only affects --write's verdict gate; it is a no-op without --write";
var assertFromMany = (n) => `[replay] --assert-from <one file> applied to ${n} cassettes \u2014 the SAME on-disk assert: is checked against each; use --reassert to resolve each cassette's own sibling`;
function noScenarioFound(file, source) {
  const missing = source.persistedOutside ? `; recorded source '${source.persistedOutside}' is outside the repository (not read)` : source.persistedMissing ? `; recorded source '${source.persistedMissing}' is missing` : "";
  return `--reassert: no on-disk scenario found for ${file} (looked via ${source.via}${missing}) \u2014 pass --assert-from <scenario.yaml> explicitly`;
}
var failedToParse = (path, message) => `--assert-from: failed to parse ${path}: ${message}`;
var shapingDrift = (fields, path) => `--assert-from: ${fields.join(", ")} drifted from the recording (${path}); the frozen events no longer correspond to this scenario \u2014 re-record instead of re-asserting`;
var uncheckableKey = (k) => `[replay] on-disk assert key \`${k.key}\` is not checkable on replay (${k.message}) \u2014 skipped`;
var EXPECT_DENIED_LIVE_ONLY = "[replay] on-disk `expect_denied:` differs from the cassette but is live-only \u2014 it is sourced, NOT evaluated on replay (run a live `run` to check egress)";
var reasserting = (path, hasSkillHash) => `[replay] re-asserting from on-disk ${path} (authored fields ${RECORDING_SHAPING_FIELDS.join("/")} verified unchanged; skill-content drift ${hasSkillHash ? "will hard-fail" : "NOT verifiable \u2014 no skill fingerprint"}; session model/mounts/discovery is NOT verified \u2014 re-record if the session changed)`;
var NO_SKILL_FINGERPRINT = "[replay] this cassette has no skill fingerprint, so skill-content drift can NOT be verified on --assert-from \u2014 re-asserting against possibly-stale events; re-record to enable the skill-drift guard";
var refuseUncheckable = (keys) => `refusing to --write: ${keys.length} on-disk assert key(s) would freeze as a SILENT no-op on this cassette (a permanent false-green): ${keys.map((k) => `\`${k.key}\` (${k.message})`).join(
  ", "
)}. These need evidence only a live re-record captures (artifact manifest / pre-run hashes / controlOut) \u2014 re-record to embed them.`;
var refuseFailing = (signals) => `refusing to --write a FAILING reassert verdict \u2014 ${signals.map((s) => `${s.code}: ${s.message}`).join("; ")} (fix the scenario, or pass --allow-failing; mirrors record)`;
var redactionChangesVerdict = (change) => `refusing to --write: the redaction policy (.cowork-redact.json / COWORK_HARNESS_REDACT_*) does not preserve the verdict on the written block \u2014 ${change}; refine the policy`;
var alreadyMatches = (file) => `[replay --write] ${file}: assert block already matches the on-disk block \u2014 no write`;
var wroteBlock = (file) => `[replay --write] ${file}: wrote the re-asserted block back to the cassette (events/controlOut unchanged)`;
var COMPACT_MAX = 200;
function compactLoadMessage(message) {
  return clipLine(message, COMPACT_MAX, "after");
}
var siblingDoesNotLoad = (path, compact, cassette) => `[replay] ${path} does not load: ${compact} \u2014 replay used the scenario frozen in the cassette and is unaffected. Run \`cowork-harness replay ${cassette} --assert-from ${path}\` for the full error.`;
var siblingAssertDiffers = (path, cassette) => `[replay] ${path} has a different \`assert:\` block; replay used the assertions frozen in the cassette. Re-record, or \`cowork-harness replay ${cassette} --assert-from ${path}\` to re-check against the on-disk block.`;
var siblingPromptDiffers = (path) => `[replay] ${path} has a different \`prompt:\` than the cassette's frozen prompt; the frozen events reflect the recorded prompt. Re-record to sync (verify-cassettes hard-fails this drift).`;

// src/gate/reassert/replay-file.ts
import { dirname, resolve } from "node:path";

// src/gate/reassert/default-lane.ts
import { readFile } from "node:fs/promises";
function withoutPathPrefix(message, path) {
  return message.startsWith(`${path}: `) ? message.slice(path.length + 2) : message;
}
async function parsesAsYaml(path) {
  try {
    return parseYamlWithPositions(await readFile(path, "utf8")).ok;
  } catch {
    return false;
  }
}
async function siblingNotices(cassette, found, label) {
  if (found.status === "none") return [];
  if (found.status === "invalid") {
    if (!await parsesAsYaml(found.path)) return [];
    return [
      {
        level: "notice",
        message: siblingDoesNotLoad(
          found.path,
          compactLoadMessage(withoutPathPrefix(found.message, found.path)),
          label
        )
      }
    ];
  }
  const out = [];
  const onDisk = found.loaded.scenario;
  if (!canonicallyEqual(onDisk.assert, cassette.scenario.assert ?? [])) {
    out.push({ level: "notice", message: siblingAssertDiffers(found.path, label) });
  }
  if (onDisk.prompt !== (cassette.scenario.prompt ?? ""))
    out.push({ level: "notice", message: siblingPromptDiffers(found.path) });
  return out;
}

// src/gate/reassert/redact-policy.ts
import { createHash } from "node:crypto";
import { join } from "node:path";
var POLICY_FILE = ".cowork-redact.json";
var PATTERNS_ENV = "COWORK_HARNESS_REDACT_PATTERNS";
var KEYS_ENV = "COWORK_HARNESS_REDACT_KEYS";
var DEFAULT_LABEL = "custom";
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var token = (label, text) => `[REDACTED:${label}:${createHash("sha256").update(text, "utf8").digest("hex").slice(0, 12)}]`;
function parsePolicy(text, path) {
  const bad = (what) => {
    throw new HarnessError(`${path}: invalid redaction policy: ${what}`);
  };
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return bad(`not JSON (${oneLine(e)})`);
  }
  if (!isObject(raw)) return bad("expected an object with patterns and/or keys");
  const patterns = raw["patterns"] ?? [];
  const keys = raw["keys"] ?? [];
  if (!Array.isArray(patterns)) return bad("patterns must be an array");
  if (!Array.isArray(keys) || keys.some((k) => typeof k !== "string")) return bad("keys must be an array of strings");
  return {
    patterns: patterns.map((p, i) => {
      if (!isObject(p) || typeof p["regex"] !== "string" || p["regex"] === "")
        return bad(`patterns[${i}].regex must be a non-empty string`);
      if (p["label"] !== void 0 && typeof p["label"] !== "string")
        return bad(`patterns[${i}].label must be a string`);
      if (p["flags"] !== void 0 && typeof p["flags"] !== "string")
        return bad(`patterns[${i}].flags must be a string`);
      const pattern = {
        regex: p["regex"],
        label: p["label"] ?? DEFAULT_LABEL,
        flags: p["flags"] ?? "g"
      };
      compile(pattern, path);
      return pattern;
    }),
    keys
  };
}
function compile(p, where) {
  try {
    return boundedRegExp(p.regex, p.flags.includes("g") ? p.flags : `${p.flags}g`);
  } catch (e) {
    throw new HarnessError(`${where}: invalid redaction pattern /${p.regex}/: ${oneLine(e)}`);
  }
}
var csv = (v) => (v ?? "").split(",").map((s) => s.trim()).filter((s) => s !== "");
function policyFromEnv(env) {
  const patterns = csv(env[PATTERNS_ENV]).map((regex) => ({ regex, label: DEFAULT_LABEL, flags: "g" }));
  for (const p of patterns) compile(p, PATTERNS_ENV);
  return { patterns, keys: csv(env[KEYS_ENV]) };
}
var isEmptyPolicy = (p) => p.patterns.length === 0 && p.keys.length === 0;
async function loadRedactPolicy(dirs, env) {
  const merged = { patterns: [], keys: [] };
  for (const dir of [...new Set(dirs)]) {
    const path = join(dir, POLICY_FILE);
    let text;
    try {
      text = readRegularText(path);
    } catch (e) {
      if (e.code === "ENOENT") continue;
      throw new HarnessError(`${path}: cannot read the redaction policy (${oneLine(e)})`);
    }
    const p = parsePolicy(text, path);
    merged.patterns.push(...p.patterns);
    merged.keys.push(...p.keys);
  }
  const fromEnv = policyFromEnv(env);
  return { patterns: [...merged.patterns, ...fromEnv.patterns], keys: [...merged.keys, ...fromEnv.keys] };
}
function createBlockRedactor(policy) {
  const compiled = policy.patterns.map((p) => ({ re: compile(p, "redaction policy"), label: p.label }));
  const keys = new Set(policy.keys);
  const text = (s) => compiled.reduce((acc, { re, label }) => acc.replace(re, (m) => token(label, m)), s);
  const value = (v) => {
    if (typeof v === "string") return text(v);
    if (Array.isArray(v)) return v.map(value);
    if (!isObject(v)) return v;
    const out = {};
    for (const [k, inner] of Object.entries(v)) {
      const key = text(k);
      if (Object.prototype.hasOwnProperty.call(out, key))
        throw new HarnessError(`redaction maps two keys to \`${key}\` \u2014 refine the redaction policy`);
      out[key] = keys.has(k) ? token("key", typeof inner === "string" ? inner : canonicalJson(inner)) : value(inner);
    }
    return out;
  };
  return { text, value };
}
function redactBlock(block, policy) {
  const r = createBlockRedactor(policy);
  return {
    assert: r.value(block.assert),
    expectDenied: r.value(block.expectDenied)
  };
}
var TOKEN_RE = /\[REDACTED[^\]]*\]/g;
function verdictChange(plain, redacted, redactText) {
  if (plain.verdict.pass !== redacted.verdict.pass)
    return `the verdict would change from ${plain.verdict.pass ? "pass" : "fail"} to ${redacted.verdict.pass ? "pass" : "fail"}`;
  const pairs = (r) => r.assertions.map((a) => `${Object.keys(a.assertion)[0] ?? a.source ?? ""}:${a.pass}`).sort().join(",");
  if (pairs(plain) !== pairs(redacted)) return "the set of passing and failing assertions would change";
  const failing = (r, f) => r.assertions.filter((a) => !a.pass).map((a) => f(a.message ?? "").replace(TOKEN_RE, "")).sort().join("\n");
  if (failing(plain, redactText) !== failing(redacted, (s) => s))
    return "the failing assertions' messages would change";
  return void 0;
}

// src/gate/reassert/write-block.ts
function writeRefusal(uncheckable, verdict, allowFailing) {
  const silent = uncheckable.filter((k) => k.code !== "live-only");
  if (silent.length > 0) return refuseUncheckable(silent);
  if (!verdict.pass && !allowFailing) return refuseFailing(verdict.signals.filter((s) => s.severity === "fail"));
  return void 0;
}
function spliceBlock(raw, block) {
  const scenario = isObject2(raw) ? raw["scenario"] : void 0;
  if (!isObject2(scenario)) throw new HarnessError("the cassette has no scenario object to write the block into");
  const sameAssert = canonicalJson(scenario["assert"] ?? []) === canonicalJson(block.assert);
  const sameDenied = canonicalJson(scenario["expect_denied"] ?? []) === canonicalJson(block.expectDenied);
  if (sameAssert && sameDenied) return void 0;
  scenario["assert"] = block.assert;
  if (block.expectDenied.length > 0 || "expect_denied" in scenario) scenario["expect_denied"] = block.expectDenied;
  return JSON.stringify(raw, null, 2);
}
function isObject2(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
async function writeBlockToCassette(file, block) {
  const text = await readCassetteText(file);
  let raw;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HarnessError("the cassette is no longer valid JSON \u2014 not written");
  }
  const next = spliceBlock(raw, block);
  if (next === void 0) return "noop";
  await writeFileAtomic(file, next);
  return "written";
}

// src/gate/reassert/replay-file.ts
async function replayFile(req) {
  const annotations = [];
  const errors = [];
  const failed = (message, line = `replay: ${req.label}: ${message}`) => {
    errors.push(line);
    return { result: errorResult(req.label, message), annotations, errors };
  };
  const unreadable = (e) => {
    const message = oneLine(e);
    annotations.push({ level: "warning", message: `[replay] ${message}` });
    return { result: errorResult(req.file, message), annotations, errors };
  };
  let cassette;
  let staleness;
  let found;
  try {
    ({ cassette, staleness, onDisk: found } = await prepareCassette(req.file, req.opts, annotations));
  } catch (e) {
    return unreadable(e);
  }
  const replay2 = (c, opts2) => {
    try {
      return { result: replayLoaded(c, req.file, staleness, opts2, annotations) };
    } catch (e) {
      return { outcome: unreadable(e) };
    }
  };
  if (req.source.kind === "frozen") {
    const done2 = replay2(cassette, req.opts);
    if ("outcome" in done2) return done2.outcome;
    annotations.push(...await siblingNotices(cassette, found, req.label));
    return { result: done2.result, annotations, errors };
  }
  const explicit = req.source.kind === "assert-from" ? req.source.file : void 0;
  const onDisk = explicit !== void 0 ? await loadScenarioAt(resolve(req.cwd, explicit), "explicit") : found;
  if (onDisk.status === "none") return failed(noScenarioFound(req.label, onDisk.source));
  const shown = explicit ?? onDisk.path;
  if (onDisk.status === "invalid")
    return failed(failedToParse(shown, withoutPathPrefix(onDisk.message, onDisk.path)));
  const plan = planReassert(cassette, onDisk.loaded);
  if (plan.kind === "drift") return failed(shapingDrift(plan.fields, shown));
  for (const k of plan.uncheckable) annotations.push({ level: "warning", message: uncheckableKey(k) });
  if (plan.expectDeniedChanged) annotations.push({ level: "warning", message: EXPECT_DENIED_LIVE_ONLY });
  const hasSkillHash = typeof cassette.fingerprint?.skillHash === "string" && cassette.fingerprint.skillHash !== "";
  annotations.push({ level: "notice", message: reasserting(shown, hasSkillHash) });
  if (!hasSkillHash) annotations.push({ level: "warning", message: NO_SKILL_FINGERPRINT });
  const opts = { ...req.opts, failOnSkillDrift: true };
  const done = replay2(plan.cassette, opts);
  if ("outcome" in done) return done.outcome;
  const result = done.result;
  if (req.write) {
    const block = {
      assert: plan.cassette.scenario.assert,
      expectDenied: plan.cassette.scenario.expect_denied ?? []
    };
    const replayBlock = (b) => replayLoaded(
      { ...cassette, scenario: { ...cassette.scenario, assert: b.assert, expect_denied: b.expectDenied } },
      req.file,
      staleness,
      opts,
      []
    );
    await writeBack(
      req,
      { block, scenarioPath: onDisk.path, uncheckable: plan.uncheckable, result, replayBlock },
      annotations,
      errors
    );
  }
  return { result, annotations, errors };
}
async function writeBack(req, ctx, annotations, errors) {
  const refuse = (message) => {
    errors.push(`replay --write: ${req.label}: ${message}`);
    ctx.result.exitCode = 2;
  };
  const refusal = writeRefusal(ctx.uncheckable, ctx.result.verdict, req.write?.allowFailing ?? false);
  if (refusal) return refuse(refusal);
  try {
    const block = await applyRedaction(req, ctx);
    const done = await writeBlockToCassette(req.file, block);
    annotations.push({
      level: "notice",
      message: done === "written" ? wroteBlock(req.label) : alreadyMatches(req.label)
    });
  } catch (e) {
    refuse(withoutPathPrefix(oneLine(e), req.file));
  }
}
async function applyRedaction(req, ctx) {
  const policy = await loadRedactPolicy([req.cwd, dirname(ctx.scenarioPath), dirname(req.file)], req.env);
  if (isEmptyPolicy(policy)) return ctx.block;
  const redacted = redactBlock(ctx.block, policy);
  const change = verdictChange(ctx.result, ctx.replayBlock(redacted), createBlockRedactor(policy).text);
  if (change) throw new HarnessError(redactionChangesVerdict(change));
  return redacted;
}

// src/cli/commands/replay.ts
var REPLAY_HELP = `Usage: cowork-harness replay <file|dir>... [options]

Replays each cassette offline and evaluates its frozen assertions.
A directory contributes its own *.cassette.json files (not recursive). With more than one
cassette, each warning names its cassette and each notice is printed once, with how many it concerns.

Options:
  --output-format text|json        text (default) or one JSON envelope line on stdout
  --strict                         every staleness finding fails the replay
  --fail-on-skill-drift            skill / shared-root drift fails the replay
  --session FILE                   session file for the staleness check (one cassette only)
  --baselines DIR                  desktop-*.json baselines for the baseline checks
  --best-effort-future-cassette    replay a cassette newer than this build instead of failing it

Re-asserting (judge the recording by the scenario on disk instead of the frozen assertions):
  --assert-from FILE               use FILE's assert: and expect_denied: for every cassette
  --reassert                       use each cassette's own scenario (its scenarioSource, else
                                   ../scenarios/<name>.yaml or <name>.yaml beside the cassette)
  --write                          write the re-asserted block back into the cassette (atomic;
                                   nothing is written when it already matches). Refused when an
                                   on-disk key cannot be judged on this cassette, or when the
                                   re-asserted verdict fails; --assert-from FILE --write takes
                                   exactly one cassette. The block is redacted by
                                   .cowork-redact.json (cwd, scenario dir, cassette dir) and
                                   COWORK_HARNESS_REDACT_PATTERNS / _KEYS, refused if that would
                                   change the verdict
  --allow-failing                  with --write: write even a failing verdict (this also waives
                                   a skill-drift failure); the exit code stays 1
  Both forms refuse (exit 2) when prompt, baseline, fidelity, lane, answers, skills or
  requires_capabilities differ from the recording (re-record instead), and make skill drift fail
  the replay, as --fail-on-skill-drift does. Live-only keys (egress, deletions, \u2026) are skipped.
  Without either, replay notes when the scenario on disk has a different assert: or prompt.

Reporting (never changes a verdict or the exit code; token-free):
  --explain                        for each assertion judged: the recorded evidence it read
                                   (final text, a file, tool results, \u2026) and why it passed or failed
  --mutate                         assertion strength: each recorded output is mutated in turn (a
                                   file removed, a JSON field or a number changed, the final text,
                                   a tool result or the run result replaced) and the assertions are
                                   re-judged; the mutations none of them catches are named:
                                   "outputs/metrics.json totals.revenue: nothing checks it"
  --mutate-include GLOB            only mutate the outputs GLOB matches (repeatable; an artifact's
                                   path, or final text, run result, tool result N (Tool))
  --mutate-exclude GLOB            leave out the outputs GLOB matches (repeatable; after include)
  --mutate-max-per-file N          at most N mutations of one output (default ${DEFAULT_MAX_PER_FILE})
  --mutate-max-total N             at most N mutations per cassette (default ${DEFAULT_MAX_TOTAL})

Exit codes: 0 every cassette passes, 1 a verdict failed, 2 usage error, unreadable cassette,
a scenario that cannot be re-asserted, or a refused --write.
`;
var REPLAY_OPTIONS = {
  "output-format": { type: "string" },
  strict: { type: "boolean" },
  "fail-on-skill-drift": { type: "boolean" },
  session: { type: "string" },
  baselines: { type: "string" },
  "best-effort-future-cassette": { type: "boolean" },
  "assert-from": { type: "string" },
  reassert: { type: "boolean" },
  write: { type: "boolean" },
  "allow-failing": { type: "boolean" },
  explain: { type: "boolean" },
  mutate: { type: "boolean" },
  "mutate-include": { type: "string", multiple: true },
  "mutate-exclude": { type: "string", multiple: true },
  "mutate-max-per-file": { type: "string" },
  "mutate-max-total": { type: "string" },
  help: { type: "boolean", short: "h" }
};
var MUTATE_SUB_FLAGS = ["mutate-include", "mutate-exclude", "mutate-max-per-file", "mutate-max-total"];
function reportPasses(values) {
  const given = MUTATE_SUB_FLAGS.filter((f) => values[f] !== void 0).map((f) => `--${f}`);
  if (!values.mutate) {
    if (given.length > 0)
      throw new UsageError(`${given.join(", ")} only ${given.length === 1 ? "applies" : "apply"} with --mutate`);
    return values.explain ? { explain: true } : {};
  }
  const include = values["mutate-include"] ?? [];
  const exclude = values["mutate-exclude"] ?? [];
  if ([...include, ...exclude].some((g) => g.trim() === ""))
    throw new UsageError("--mutate-include / --mutate-exclude need a glob");
  const maxPerFile = positiveInt("mutate-max-per-file", values["mutate-max-per-file"]);
  const maxTotal = positiveInt("mutate-max-total", values["mutate-max-total"]);
  return {
    mutate: {
      include,
      exclude,
      ...maxPerFile !== void 0 ? { maxPerFile } : {},
      ...maxTotal !== void 0 ? { maxTotal } : {}
    },
    ...values.explain ? { explain: true } : {}
  };
}
function reassertFlags(values, notices) {
  const assertFrom = values["assert-from"];
  if (assertFrom !== void 0 && values.reassert) throw new UsageError(MUTUALLY_EXCLUSIVE);
  if (assertFrom === "") throw new UsageError("--assert-from needs a scenario file");
  if (values.write && assertFrom === void 0 && !values.reassert) throw new UsageError(WRITE_NEEDS_SOURCE);
  if (values["allow-failing"] && !values.write) notices.push({ level: "notice", message: ALLOW_FAILING_NOOP });
  const source = assertFrom !== void 0 ? { kind: "assert-from", file: assertFrom } : values.reassert ? { kind: "reassert" } : { kind: "frozen" };
  return { source, ...values.write ? { write: { allowFailing: values["allow-failing"] ?? false } } : {} };
}
function reportUsageError(e, argv, io) {
  if (!(e instanceof UsageError)) throw e;
  const message = /^replay[: ]/.test(e.message) ? e.message : `replay: ${e.message}`;
  if (requestedFormat(argv, io.env) === "json") {
    io.stdout(
      JSON.stringify(
        envelope("replay", false, [], { category: "usage", message, ...e.hint ? { hint: e.hint } : {} })
      ) + "\n"
    );
  } else {
    io.stderr(`${TOOL_NAME} ${errorMessage(message, io.cwd)}
`);
  }
  return e.exitCode;
}
async function replay({ values, positionals, format, io }) {
  const batchNotices = [];
  const { source, write } = reassertFlags(values, batchNotices);
  const passes = reportPasses(values);
  const files = await findCassettes(positionals.map((p) => resolve2(io.cwd, p)));
  if (values.session && files.length !== 1) throw new UsageError("--session applies to exactly one cassette file");
  if (source.kind === "assert-from" && write && files.length > 1) throw new UsageError(ASSERT_FROM_WRITE_MANY);
  if (source.kind === "assert-from" && files.length > 1)
    batchNotices.push({ level: "warning", message: assertFromMany(files.length) });
  for (const a of batchNotices) io.stderr(formatAnnotation(a, io.env));
  const opts = {
    strict: values.strict,
    failOnSkillDrift: values["fail-on-skill-drift"] || source.kind !== "frozen",
    sessionOverride: values.session ? resolve2(io.cwd, values.session) : void 0,
    baselinesDir: baselinesDirFor(
      values.baselines ? resolve2(io.cwd, values.baselines) : void 0,
      io.env,
      (l) => io.stderr(`${l}
`)
    ),
    bestEffortFutureCassette: values["best-effort-future-cassette"],
    ...passes.mutate || passes.explain ? { observe: reportObserver(passes) } : {}
  };
  const outcomes = await mapLimit(files, 4, async (file) => {
    const label = relativeLabel(io.cwd, file);
    const o = await replayFile({ file, label, cwd: io.cwd, env: io.env, source, opts, ...write ? { write } : {} });
    o.result.cassette = label;
    return o;
  });
  let notices = "";
  const log = new BatchAnnotations();
  for (const o of outcomes) {
    for (const a of o.annotations) {
      const now = outcomes.length === 1 ? a : log.add(o.result.cassette, a);
      if (now) notices += formatAnnotation(now, io.env);
    }
  }
  for (const a of log.notices()) notices += formatAnnotation(a, io.env);
  for (const o of outcomes) for (const line of o.errors) notices += `${line}
`;
  if (notices !== "") io.stderr(notices);
  const results = outcomes.map((o) => o.result);
  const worst = Math.max(...results.map((r) => r.exitCode));
  if (format === "json") {
    io.stdout(
      JSON.stringify(envelope("replay", results.length > 0 && results.every((r) => r.verdict.pass), results)) + "\n"
    );
  } else {
    io.stdout(renderReplayText(results));
  }
  return worst;
}
function relativeLabel(cwd, file) {
  return file.startsWith(cwd + "/") ? file.slice(cwd.length + 1) : file;
}
var command = defineCommand({
  name: "replay",
  help: REPLAY_HELP,
  options: REPLAY_OPTIONS,
  errors: reportUsageError,
  run: replay
});
export {
  command
};
