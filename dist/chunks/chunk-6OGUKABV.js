#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  matchesAnyPathGlob
} from "./chunk-Y7WMMQY3.js";
import {
  badArg,
  clip,
  fail,
  hostloopOnly,
  hostloopPathKeys,
  isNonEmptyString,
  isNonNegativeInt,
  isPositiveNumber,
  isRecord,
  isVmSessionsPath,
  matchExcerpt,
  pass,
  regexArg,
  sample,
  sum
} from "./chunk-MTJJAJ2A.js";
import {
  checkContext,
  driveReplay,
  runChecks
} from "./chunk-JUH6HIAL.js";
import {
  CURRENT_CASSETTE_VERSION,
  loadCassetteFile
} from "./chunk-QM645DRD.js";
import {
  ALWAYS_CONTENT_KEYS,
  LIVE_ONLY_KEYS,
  MANIFEST_KEYS,
  QUESTION_GATE_KEYS,
  VERDICT_MODIFIER_KEYS
} from "./chunk-IILW425K.js";
import {
  REGEXISH_GLOB,
  toolGlobMatches
} from "./chunk-GEFYSWZR.js";
import {
  HarnessError,
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/gate/assert/artifact-json.ts
import { readFileSync, statSync } from "node:fs";

// src/gate/assert/files.ts
import { existsSync } from "node:fs";

// src/gate/assert/contained-path.ts
import { lstatSync, readlinkSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve, sep, win32 } from "node:path";
function isUnder(root, target) {
  const rel = relative(root, target);
  return rel === "" || rel !== ".." && !rel.startsWith(".." + sep) && !isAbsolute(rel);
}
function containLexically(workRoot, p) {
  if (typeof p !== "string" || p.length === 0 || p.includes("\0")) return { ok: false, reason: "invalid" };
  if (isAbsolute(p) || win32.isAbsolute(p)) return { ok: false, reason: "absolute" };
  const root = resolve(workRoot);
  const abs = resolve(root, p.replace(/\\/g, "/"));
  if (!isUnder(root, abs)) return { ok: false, reason: "escapes" };
  return { ok: true, abs, rel: relative(root, abs).split(sep).join("/") };
}
function realRootOf(workRoot) {
  try {
    return realpathSync(resolve(workRoot));
  } catch {
    return resolve(workRoot);
  }
}
function errorCode(e) {
  return typeof e === "object" && e !== null && "code" in e ? String(e.code) : void 0;
}
function missingVerdict(realRoot, abs) {
  let probe = abs;
  for (; ; ) {
    const parent = dirname(probe);
    let st;
    try {
      st = lstatSync(probe);
    } catch {
      if (parent === probe) return { kind: "missing" };
      probe = parent;
      continue;
    }
    if (st.isSymbolicLink()) {
      let link;
      try {
        link = readlinkSync(probe);
      } catch (e) {
        return { kind: "unreadable", error: errorCode(e) ?? String(e) };
      }
      let parentReal = dirname(probe);
      try {
        parentReal = realpathSync(parentReal);
      } catch {
      }
      const landed = isAbsolute(link) ? resolve(link) : resolve(parentReal, link);
      return isUnder(realRoot, landed) ? { kind: "missing" } : { kind: "escapes" };
    }
    try {
      const real = realpathSync(probe);
      return isUnder(realRoot, real) ? { kind: "missing" } : { kind: "escapes" };
    } catch (e) {
      return { kind: "unreadable", error: errorCode(e) ?? String(e) };
    }
  }
}
function containReal(workRoot, abs) {
  const realRoot = realRootOf(workRoot);
  try {
    const real = realpathSync(abs);
    return isUnder(realRoot, real) ? { kind: "inside", real } : { kind: "escapes" };
  } catch (e) {
    const code = errorCode(e);
    if (code === "ENOENT" || code === "ENOTDIR") return missingVerdict(realRoot, abs);
    return { kind: "unreadable", error: code ?? String(e) };
  }
}
function unsafePathMessage(key, p) {
  return `unsafe ${key} path ${JSON.stringify(typeof p === "string" ? p : String(p))} \u2014 must stay under the work root (no absolute paths or "..")`;
}
function escapingLinkMessage(key, p) {
  return `unsafe ${key} path "${p}" \u2014 symlink target escapes the work root`;
}

// src/gate/assert/files.ts
function isLinkEntry(ctx, rel) {
  return ctx.linkPaths.has(rel) || ctx.linkResolution.linkPaths.has(rel);
}
var NO_TREE_ROOT = "/no-artifact-tree/root";
function lookupArtifact(key, p, ctx) {
  return (ctx.artifactView && viewLookup(key, p, ctx, ctx.artifactView)) ?? diskLookup(key, p, ctx);
}
function viewLookup(key, p, ctx, view) {
  const lexical = containLexically(view.location, p);
  if (!lexical.ok) return { state: "unsafe", message: unsafePathMessage(key, p) };
  const { rel } = lexical;
  if (isLinkEntry(ctx, rel)) return { state: "link", rel };
  const node = view.at(rel);
  if (node?.kind !== "file") return void 0;
  if (ctx.truncatedPaths.has(rel))
    return { state: "body-less", rel, real: lexical.abs, reason: ctx.truncatedPaths.get(rel) };
  return { state: "present", rel, real: lexical.abs, body: node.raw };
}
function treeLocation(ctx) {
  return ctx.artifactView?.location ?? ctx.workRoot;
}
function diskLookup(key, p, ctx) {
  const lexical = containLexically(ctx.workRoot || NO_TREE_ROOT, p);
  if (!lexical.ok) return { state: "unsafe", message: unsafePathMessage(key, p) };
  if (ctx.workRoot === "") return { state: "no-tree" };
  const { rel } = lexical;
  if (isLinkEntry(ctx, rel)) return { state: "link", rel };
  const real = containReal(ctx.workRoot, lexical.abs);
  if (real.kind === "escapes") return { state: "unsafe", message: escapingLinkMessage(key, p) };
  if (real.kind === "unreadable") return { state: "unreadable", rel, error: real.error };
  if (real.kind === "missing" || !existsSync(real.real)) return { state: "missing", rel };
  if (ctx.truncatedPaths.has(rel))
    return { state: "body-less", rel, real: real.real, reason: ctx.truncatedPaths.get(rel) };
  return { state: "present", rel, real: real.real };
}
function linkUnavailable(p) {
  return `evidence unavailable: "${p}" was a symlink/hardlink at record time \u2014 replay can't confirm it resolves to real in-root content; re-record or assert on the deliverable`;
}
function isUserVisible(rel, prefixes) {
  return prefixes.some((pre) => rel === pre || rel.startsWith(pre + "/"));
}
var fileExists = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("file_exists", arg, "a relative path");
  const found = lookupArtifact("file_exists", arg, ctx);
  switch (found.state) {
    case "unsafe":
      return fail(found.message);
    case "no-tree":
      return fail(`file not found: ${arg} (no artifact tree was materialized)`);
    case "link":
      return fail(linkUnavailable(arg));
    case "unreadable":
      return fail(`file_exists: "${arg}" could not be checked: ${found.error}`);
    case "missing":
      return fail(`file not found: ${arg} (under ${ctx.workRoot})`);
    case "body-less":
      return pass();
    case "present":
      return pass(`file_exists: "${arg}" present under ${treeLocation(ctx)}`);
  }
};
var userVisibleArtifact = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("user_visible_artifact", arg, "a relative path");
  const lexical = containLexically(treeLocation(ctx) || NO_TREE_ROOT, arg);
  if (!lexical.ok) return fail(unsafePathMessage("user_visible_artifact", arg));
  if (ctx.lane === "remote")
    return fail(
      "user_visible_artifact asserts LOCATION, which delivers nothing on `lane: remote` \u2014 a remote container has no auto-delivering outputs dir and is reclaimed at session end. Tool-level delivery is NOT YET ASSERTABLE on this lane (no remote delivery tool is modeled). Either assert the written path plus the agent's own statement of it (`file_exists` + `transcript_matches`), or use `lane: local` if this scenario models the desktop lane"
    );
  const found = lookupArtifact("user_visible_artifact", arg, ctx);
  if (found.state === "link") return fail(linkUnavailable(arg));
  if (!isUserVisible(lexical.rel, ctx.userVisiblePrefixes))
    return fail(
      `"${arg}" is not under a user-visible prefix (${ctx.userVisiblePrefixes.join(", ")}) \u2014 invisible to the user in Cowork`
    );
  switch (found.state) {
    case "unsafe":
      return fail(found.message);
    case "no-tree":
      return fail(`user-visible artifact not found: ${arg} (no artifact tree was materialized)`);
    case "unreadable":
      return fail(`user_visible_artifact: "${arg}" could not be checked: ${found.error}`);
    case "missing":
      return fail(`user-visible artifact not found: ${arg}`);
    case "body-less":
    case "present":
      return pass();
  }
};
var fileKeys = {
  file_exists: fileExists,
  user_visible_artifact: userVisibleArtifact
};

// src/gate/assert/artifact-json.ts
var ARTIFACT_READ_CAP = 10 * 1024 * 1024;
function resolveDotPath(doc, path) {
  if (path === void 0 || path === "") return { state: "value", value: doc };
  const segments = path.split(".");
  let cur = doc;
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i];
    if (cur === null || typeof cur !== "object")
      return { state: "unresolved", at: segments.slice(0, i).join(".") || "(root)" };
    const has = Object.prototype.hasOwnProperty.call(cur, seg);
    if (i === segments.length - 1)
      return has ? { state: "value", value: cur[seg] } : { state: "absent" };
    if (!has) return { state: "unresolved", at: segments.slice(0, i + 1).join(".") };
    cur = cur[seg];
  }
  return { state: "value", value: cur };
}
function jsonEqual(a, b) {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  const ao = a;
  const bo = b;
  const keys = Object.keys(ao);
  if (keys.length !== Object.keys(bo).length) return false;
  return keys.every((k) => Object.prototype.hasOwnProperty.call(bo, k) && jsonEqual(ao[k], bo[k]));
}
function bodyLessCause(reason) {
  switch (reason) {
    case "input":
      return "(an uploaded input \u2014 its content is captured hash-only, never inlined; assert artifact_json on a deliverable instead)";
    case "readonly":
      return "(read-only connected-folder input \u2014 its content is never captured; assert artifact_json on a deliverable instead)";
    case "size":
      return "(larger than the artifact-body cap \u2014 raise --max-artifact-bytes to capture it)";
    default:
      return "(a read-only connected-folder input, or an artifact larger than the body cap \u2014 if an input, assert on a deliverable; if a large deliverable, raise --max-artifact-bytes)";
  }
}
var SHAPE = "{artifact, path?, equals?, in?: [], gt?: number, exists?: boolean, absent?: boolean, is_null?: boolean}";
function validShape(arg) {
  const { artifact, path, in: oneOf, gt, exists, absent, is_null: isNull } = arg;
  if (!isNonEmptyString(artifact)) return false;
  if (path !== void 0 && typeof path !== "string") return false;
  if (oneOf !== void 0 && !Array.isArray(oneOf)) return false;
  if (gt !== void 0 && (typeof gt !== "number" || !Number.isFinite(gt))) return false;
  return [exists, absent, isNull].every((b) => b === void 0 || typeof b === "boolean");
}
function readJson(file, artifact, body) {
  try {
    const size = body?.length ?? statSync(file).size;
    if (size > ARTIFACT_READ_CAP)
      return fail(`artifact_json: file too large to parse as JSON (${size} bytes, limit 10 MiB)`);
    return { doc: JSON.parse((body ?? readFileSync(file)).toString("utf8")) };
  } catch (e) {
    return fail(
      `artifact_json: ${artifact} could not be read/parsed as JSON: ${e instanceof Error ? e.message : String(e)}`
    );
  }
}
function applyOperators(arg, r) {
  const path = arg.path;
  const shownPath = path ?? "(root)";
  const present = r.state === "value";
  const value = r.state === "value" ? r.value : void 0;
  const shown = JSON.stringify(value);
  const checks = [];
  if (arg.exists !== void 0)
    checks.push(
      present === arg.exists ? pass() : fail(`artifact_json: "${shownPath}" exists=${present}, expected ${String(arg.exists)}`)
    );
  if (arg.absent !== void 0) {
    const absent = r.state === "absent";
    checks.push(
      absent === arg.absent ? pass() : fail(`artifact_json: "${path}" absent=${absent}, expected ${String(arg.absent)}`)
    );
  }
  if (arg.is_null !== void 0) {
    if (!present)
      checks.push(
        fail(
          `artifact_json: "${shownPath}" is_null: path is absent \u2014 cannot determine null-ness (use absent: true to assert absence)`
        )
      );
    else
      checks.push(
        value === null === arg.is_null ? pass() : fail(`artifact_json: "${shownPath}" is_null=${value === null}, expected ${String(arg.is_null)}`)
      );
  }
  if (arg.equals !== void 0)
    checks.push(
      present && jsonEqual(value, arg.equals) ? pass() : fail(`artifact_json: "${path}" = ${shown}, expected ${JSON.stringify(arg.equals)}`)
    );
  if (arg.gt !== void 0)
    checks.push(
      typeof value === "number" && value > arg.gt ? pass() : fail(`artifact_json: "${path}" = ${shown}, expected > ${String(arg.gt)}`)
    );
  if (arg.in !== void 0)
    checks.push(
      present && arg.in.some((x) => jsonEqual(value, x)) ? pass() : fail(`artifact_json: "${path}" = ${shown}, expected one of ${JSON.stringify(arg.in)}`)
    );
  if (checks.length === 0)
    checks.push(
      present ? pass() : fail(`artifact_json: "${shownPath}" is not present (no operator given \u2192 existence check)`)
    );
  return checks.find((c) => !c.pass) ?? pass();
}
var artifactJson = (arg, ctx) => {
  if (!isRecord(arg) || !validShape(arg)) return badArg("artifact_json", arg, SHAPE);
  const artifact = arg.artifact;
  const found = lookupArtifact("artifact_json", artifact, ctx);
  switch (found.state) {
    case "unsafe":
      return fail(found.message);
    case "link":
      return fail(
        `evidence unavailable: "${artifact}" was a symlink/hardlink at record time \u2014 its content is not in the cassette (replay materializes a 0-byte placeholder); re-record or assert on the deliverable`
      );
    case "no-tree":
      return fail(`artifact_json: file not found: ${artifact} (no artifact tree was materialized)`);
    case "missing":
      return fail(`artifact_json: file not found: ${artifact} (under ${ctx.workRoot})`);
    case "unreadable":
      return fail(`artifact_json: ${artifact} could not be read/parsed as JSON: ${found.error}`);
    case "body-less":
      return fail(
        `evidence unavailable: artifact_json target "${artifact}" was captured body-less ${bodyLessCause(found.reason)} \u2014 content is not in the cassette, so it cannot be evaluated on replay`
      );
    case "present":
      break;
  }
  const read = readJson(found.real, artifact, found.body);
  if ("pass" in read) return read;
  const resolved = resolveDotPath(read.doc, arg.path);
  if (resolved.state === "unresolved")
    return fail(
      `artifact_json: path "${String(arg.path)}" unresolvable in ${artifact} \u2014 intermediate "${resolved.at}" is missing or not an object`
    );
  return applyOperators(arg, resolved);
};
var artifactJsonKeys = { artifact_json: artifactJson };

// src/gate/assert/artifact-text.ts
import { readFileSync as readFileSync2, statSync as statSync2 } from "node:fs";
var SHAPE2 = "{artifact, contains?: string[], not_contains?: string[], matches?: regex, not_matches?: regex}";
function stringList(v) {
  if (v === void 0) return [];
  return Array.isArray(v) && v.every((x) => typeof x === "string") ? v : null;
}
function readQuery(arg) {
  if (!isRecord(arg) || !isNonEmptyString(arg.artifact)) return badArg("artifact_text", arg, SHAPE2);
  const contains = stringList(arg.contains);
  const notContains = stringList(arg.not_contains);
  const { matches, not_matches: notMatches } = arg;
  if (!contains || !notContains) return badArg("artifact_text", arg, SHAPE2);
  if (matches !== void 0 && typeof matches !== "string" || notMatches !== void 0 && typeof notMatches !== "string")
    return badArg("artifact_text", arg, SHAPE2);
  if (arg.contains === void 0 && arg.not_contains === void 0 && matches === void 0 && notMatches === void 0)
    return fail("artifact_text: set at least one of contains / not_contains / matches / not_matches");
  return {
    artifact: arg.artifact,
    contains,
    notContains,
    ...matches !== void 0 ? { matches } : {},
    ...notMatches !== void 0 ? { notMatches } : {}
  };
}
function isLosslessUtf8(buf) {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(buf);
    return true;
  } catch {
    return false;
  }
}
function bodyLessCause2(reason) {
  switch (reason) {
    case "input":
      return "(an uploaded input \u2014 captured hash-only, never inlined)";
    case "readonly":
      return "(read-only connected-folder input \u2014 its content is never captured)";
    case "size":
      return "(larger than the artifact-body cap \u2014 raise --max-artifact-bytes to capture it)";
    default:
      return "(a read-only input, or an artifact larger than the body cap)";
  }
}
function readBody(file, artifact, body) {
  if (body !== void 0) {
    return body.length > ARTIFACT_READ_CAP ? fail(`artifact_text: file too large to scan (${body.length} bytes, limit 10 MiB)`) : { buf: body };
  }
  try {
    const size = statSync2(file).size;
    if (size > ARTIFACT_READ_CAP) return fail(`artifact_text: file too large to scan (${size} bytes, limit 10 MiB)`);
    return { buf: readFileSync2(file) };
  } catch (e) {
    return fail(`artifact_text: ${artifact} could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
}
function matchBody(q, body) {
  const missing = q.contains.filter((n) => !body.includes(n));
  if (missing.length > 0)
    return fail(`artifact_text: ${q.artifact} does not contain ${missing.map((m) => JSON.stringify(m)).join(", ")}`);
  const present = q.notContains.filter((n) => body.includes(n));
  if (present.length > 0)
    return fail(
      `artifact_text: ${q.artifact} unexpectedly contains ${present.map((m) => JSON.stringify(m)).join(", ")}`
    );
  for (const [pattern, want] of [
    [q.matches, true],
    [q.notMatches, false]
  ]) {
    if (pattern === void 0) continue;
    const r = regexArg("artifact_text", pattern);
    if ("result" in r) return r.result;
    if (r.re.test(body) !== want)
      return fail(
        want ? `artifact_text: ${q.artifact} did not match /${pattern}/i` : `artifact_text: ${q.artifact} unexpectedly matched /${pattern}/i`
      );
  }
  return pass(`artifact_text: ${q.artifact} satisfied every matcher`);
}
var artifactText = (arg, ctx) => {
  const q = readQuery(arg);
  if ("pass" in q) return q;
  if (ctx.lane === "remote")
    return fail(
      "artifact_text cannot be evaluated on `lane: remote` \u2014 a remote container's filesystem is not locally observable, so there is no body to scan. Assert on the agent's own statement of the content (`transcript_matches`), or use `lane: local`"
    );
  const found = lookupArtifact("artifact_text", q.artifact, ctx);
  switch (found.state) {
    case "unsafe":
      return fail(found.message);
    case "link":
      return fail(
        `evidence unavailable: "${q.artifact}" was a symlink/hardlink at record time \u2014 its content is not in the cassette; re-record or assert on the deliverable`
      );
    case "no-tree":
      return fail(`artifact_text: file not found: ${q.artifact} (no artifact tree was materialized)`);
    case "missing":
      return fail(`artifact_text: file not found: ${q.artifact} (under ${ctx.workRoot})`);
    case "unreadable":
      return fail(`artifact_text: ${q.artifact} could not be read: ${found.error}`);
    case "body-less":
      return fail(
        `evidence unavailable: artifact_text target "${q.artifact}" was captured body-less ${bodyLessCause2(found.reason)} \u2014 content is not available to match against`
      );
    case "present":
      break;
  }
  const read = readBody(found.real, q.artifact, found.body);
  if ("pass" in read) return read;
  const negative = q.notContains.length > 0 || q.notMatches !== void 0;
  if (negative && !isLosslessUtf8(read.buf))
    return fail(
      `evidence unavailable: "${q.artifact}" is not lossless UTF-8 (binary or invalid encoding) \u2014 a negative text assertion over it would pass without reading the real bytes`
    );
  return matchBody(q, read.buf.toString("utf8"));
};
var artifactTextKeys = { artifact_text: artifactText };

// src/gate/assert/budgets.ts
var maxToolErrors = (arg, ctx) => {
  if (!isNonNegativeInt(arg)) return badArg("max_tool_errors", arg, "an integer \u2265 0");
  const entries = Object.entries(ctx.record.toolErrors ?? {});
  const total = sum(entries.map(([, c]) => c.errors));
  const byTool = sample(
    entries.filter(([, c]) => c.errors > 0).map(([name, c]) => `${name} ${c.errors}`),
    "none"
  );
  return total <= arg ? pass(`max_tool_errors: ${total} \u2264 ${arg} (errors by tool: ${byTool})`) : fail(`${total} tool errors exceeds max ${arg}`);
};
var maxRedundantToolCalls = (arg, ctx) => {
  if (!isNonNegativeInt(arg)) return badArg("max_redundant_tool_calls", arg, "an integer \u2265 0");
  const groups = ctx.record.redundantToolCalls ?? [];
  const wasted = sum(groups.map((g) => g.count - 1));
  const repeated = sample(
    groups.map((g) => `${g.name}\xD7${g.count}`),
    "none"
  );
  return wasted <= arg ? pass(`max_redundant_tool_calls: ${wasted} \u2264 ${arg} (repeated: ${repeated})`) : fail(`${wasted} wasted redundant call(s) exceeds max ${arg}`);
};
var toolCallsMax = (arg, ctx) => {
  if (!isNonNegativeInt(arg)) return badArg("tool_calls_max", arg, "an integer \u2265 0");
  const counts = Object.entries(ctx.record.toolCounts ?? {});
  const total = sum(counts.map(([, n]) => n));
  const byTool = sample(
    counts.map(([name, n]) => `${name} ${n}`),
    "none"
  );
  return total <= arg ? pass(`tool_calls_max: ${total} \u2264 ${arg} (${byTool})`) : fail(`${total} tool calls exceeds max ${arg}`);
};
var maxTurns = (arg, ctx) => {
  if (!isNonNegativeInt(arg)) return badArg("max_turns", arg, "an integer \u2265 0");
  const turns = ctx.record.usage?.turns;
  if (typeof turns !== "number") return fail("evidence unavailable: turn telemetry absent \u2014 cannot evaluate max_turns");
  return turns <= arg ? pass(`max_turns: ${turns} \u2264 ${arg}`) : fail(`${turns} turns exceeds max ${arg}`);
};
var maxTokens = (arg, ctx) => {
  if (!isPositiveNumber(arg) || !Number.isInteger(arg)) return badArg("max_tokens", arg, "an integer > 0");
  const input = ctx.record.usage?.input_tokens;
  const output = ctx.record.usage?.output_tokens;
  if (typeof input !== "number" || typeof output !== "number")
    return fail("evidence unavailable: token telemetry absent \u2014 cannot evaluate max_tokens");
  const total = input + output;
  return total <= arg ? pass(`max_tokens: ${total} \u2264 ${arg}`) : fail(`${total} tokens exceeds max ${arg}`);
};
var maxCostUsd = (arg, ctx) => {
  if (!isPositiveNumber(arg)) return badArg("max_cost_usd", arg, "a number > 0");
  const usd = ctx.record.cost?.usd;
  if (typeof usd !== "number")
    return fail("evidence unavailable: cost telemetry absent \u2014 cannot evaluate max_cost_usd");
  return usd <= arg ? pass(`max_cost_usd: $${usd} \u2264 $${arg}`) : fail(`cost $${usd} exceeds max $${arg}`);
};
var compactionOccurred = (arg, ctx) => {
  if (arg !== true) return badArg("compaction_occurred", arg, "true");
  const events = ctx.record.contextEvents;
  if (events === void 0 || events === null)
    return fail("compaction_occurred: no context events captured \u2014 cannot verify");
  const compactions = events.filter((e) => e.subtype === "compact_boundary").length;
  return compactions > 0 ? pass(`compaction_occurred: ${compactions} compact_boundary event(s)`) : fail("compaction_occurred: no compact_boundary event was recorded");
};
var budgetKeys = {
  max_tool_errors: maxToolErrors,
  max_redundant_tool_calls: maxRedundantToolCalls,
  tool_calls_max: toolCallsMax,
  max_turns: maxTurns,
  max_tokens: maxTokens,
  max_cost_usd: maxCostUsd,
  compaction_occurred: compactionOccurred
};

// src/gate/assert/computer-links.ts
import { existsSync as existsSync2 } from "node:fs";
var SCHEME = "computer://";
var VM_MOUNT = /^\/sessions\/[^/]+\/mnt\//;
var BARE_STOPS = /* @__PURE__ */ new Set(['"', "`", "]", "\\"]);
function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
function makeLink(payload) {
  const raw = payload.split("/").map(decodeSegment).join("/");
  return { raw, vmShaped: VM_MOUNT.test(raw) };
}
function tokenEnd(text, from, bare) {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === "(") depth++;
    else if (ch === ")") {
      if (depth === 0) return i;
      depth--;
    } else if (bare && depth === 0 && (BARE_STOPS.has(ch) || /\s/.test(ch))) return i;
  }
  return text.length;
}
var FORMS = /(`computer:\/\/[^`]+`)|(\]\(computer:\/\/)|(computer:\/\/)/g;
function extractComputerLinks(text) {
  const links = [];
  if (!text.includes(SCHEME)) return links;
  const re = new RegExp(FORMS.source, "g");
  let m;
  while ((m = re.exec(text)) !== null) {
    const [whole, backtick, markdown] = m;
    const start = m.index + whole.length;
    if (backtick !== void 0) {
      links.push(makeLink(backtick.slice(1 + SCHEME.length, -1)));
      re.lastIndex = start;
      continue;
    }
    if (markdown !== void 0) {
      const end2 = tokenEnd(text, start, false);
      if (text.charAt(end2) === ")") {
        links.push(makeLink(text.slice(start, end2)));
        re.lastIndex = end2 + 1;
        continue;
      }
    }
    const end = tokenEnd(text, start, true);
    links.push(makeLink(text.slice(start, end)));
    re.lastIndex = Math.max(end, start);
  }
  return links;
}
var STRUCTURAL_MOUNTS = ["outputs", "uploads"];
function normalizeHostPath(hostPath, folderPrefixes) {
  for (const name of STRUCTURAL_MOUNTS) {
    const marker = `/mnt/${name}/`;
    const at = hostPath.lastIndexOf(marker);
    if (at !== -1) return `${name}/${hostPath.slice(at + marker.length)}`;
    if (hostPath.endsWith(`/mnt/${name}`)) return name;
  }
  let best;
  for (const [from, mount] of folderPrefixes) {
    if (from === "") continue;
    const fits = hostPath === from || hostPath.startsWith(from.endsWith("/") ? from : from + "/");
    if (fits && (!best || from.length > best.from.length)) best = { from, mount };
  }
  if (!best) return null;
  const rest = hostPath.slice(best.from.length);
  return best.mount + (rest === "" || rest.startsWith("/") ? rest : "/" + rest);
}
function checkInTree(rel, ctx, what) {
  if (ctx.workRoot === "") return { resolved: false, checked: `${what}: ${rel} (no artifact tree was materialized)` };
  const lexical = containLexically(ctx.workRoot, rel);
  if (!lexical.ok) return { resolved: false, checked: `unsafe path (escapes the work root): ${rel}` };
  if (isLinkEntry(ctx, lexical.rel))
    return {
      resolved: false,
      checked: `${what}: ${lexical.rel} is a symlink/hardlink placeholder \u2014 replay cannot confirm the link resolved`
    };
  const real = containReal(ctx.workRoot, lexical.abs);
  if (real.kind === "escapes")
    return { resolved: false, checked: `unsafe path (a symlink escapes the work root): ${rel}` };
  const exists = real.kind === "inside" && existsSync2(real.real);
  return { resolved: exists, checked: `${what}: ${lexical.rel}` };
}
function resolveComputerLink(link, ctx) {
  if (link.vmShaped) return checkInTree(link.raw.replace(VM_MOUNT, ""), ctx, "work tree");
  const { folderPrefixes, folderPrefixesRequiredButAbsent } = ctx.linkResolution;
  const rel = normalizeHostPath(link.raw, folderPrefixes);
  if (rel === null)
    return {
      resolved: false,
      checked: folderPrefixesRequiredButAbsent ? "evidence unavailable: the cassette records no folderPrefixMap, so a connected-folder host path cannot be mapped to the artifact tree \u2014 cannot verify; re-record to capture it" : "no recorded folder/outputs/uploads prefix matched this host path (replay cannot probe the live filesystem)"
    };
  return checkInTree(rel, ctx, "replay manifest (normalized from host path)");
}
function evaluateLinks(key, requirePresence, arg, ctx) {
  if (arg !== true) return badArg(key, arg, "true");
  const links = extractComputerLinks(ctx.record.transcript);
  if (links.length === 0)
    return requirePresence ? fail(
      `${key}: no computer:// link in the transcript \u2014 cannot verify a deliverable link resolves (use computer_links_resolve_if_present to pass when no link is expected)`
    ) : pass(`${key}: no computer:// links in the transcript (vacuous pass \u2014 _if_present)`);
  const tier = ctx.effectiveFidelity ? ` (tier: ${ctx.effectiveFidelity})` : "";
  const dangling = links.map((link) => ({ link, outcome: resolveComputerLink(link, ctx) })).filter(({ outcome }) => !outcome.resolved).map(({ link, outcome }) => `${SCHEME}${link.raw} \u2014 checked ${outcome.checked}`);
  return dangling.length === 0 ? pass(`${key}: ${links.length} computer:// link(s) all resolved${tier}`) : fail(`dangling computer:// link(s)${tier}: ${dangling.join("; ")}`);
}
var computerLinkKeys = {
  computer_links_resolve: (arg, ctx) => evaluateLinks("computer_links_resolve", true, arg, ctx),
  computer_links_resolve_if_present: (arg, ctx) => evaluateLinks("computer_links_resolve_if_present", false, arg, ctx)
};

// src/gate/assert/delivery.ts
var noScratchpadLeak = (arg, ctx) => {
  if (arg !== true) return badArg("no_scratchpad_leak", arg, "true");
  if (ctx.lane === "remote")
    return fail(
      "no_scratchpad_leak: present_files is not served on `lane: remote` (a local MCP server cannot reach a remote Cowork session), so there is no promotion to leak \u2014 cannot verify. Without this gate the check would pass VACUOUSLY on an empty presentedFiles list"
    );
  if (ctx.effectiveFidelity !== "container")
    return fail(
      `no_scratchpad_leak: promotion/leak semantics apply only at the container tier (this run: ${ctx.effectiveFidelity ?? "unknown"}) \u2014 hostloop's present_files never promotes (production's host-loop branch passes a validated path through without copying, so there is no scratch\u2192outputs copy to leak) \u2014 cannot verify; use fidelity: container for present_files-based delivery`
    );
  const malformed2 = ctx.record.evidenceErrors.presentFilesMalformed;
  if (malformed2 > 0)
    return fail(
      `no_scratchpad_leak: ${malformed2} malformed/unclassifiable present_files call(s) \u2014 leak evidence is incomplete, cannot verify (e.g. malformed input, or no cwd to classify scratchpad membership)`
    );
  const leaked = ctx.record.presentedFiles.find((f) => f.leaked);
  return leaked ? fail(`no_scratchpad_leak: "${leaked.from}" was presented but never left the scratchpad`) : pass();
};
var presentFilesCalled = (arg, ctx) => {
  if (arg !== true) return badArg("present_files_called", arg, "true");
  if (ctx.lane === "remote")
    return fail(
      "present_files_called: present_files is not served on `lane: remote` \u2014 a local MCP server cannot reach a remote Cowork session, which delivers via the agent-native SendUserFile instead (not modeled) \u2014 cannot verify"
    );
  if (ctx.effectiveFidelity !== "container" && ctx.effectiveFidelity !== "hostloop")
    return fail(
      `present_files_called: present_files is served only on the container/hostloop tiers (this run: ${ctx.effectiveFidelity ?? "unknown"}) \u2014 cannot verify; use fidelity: container or hostloop for present_files-based delivery`
    );
  if (ctx.record.presentedFiles.length > 0) return pass();
  if (ctx.record.evidenceErrors.presentFilesMalformed > 0)
    return fail(
      "present_files_called: present_files WAS called, but no call carried a usable file path (malformed input) \u2014 cannot verify delivery"
    );
  return fail("present_files_called: no file was delivered via present_files (the tool was never called)");
};
var deliveryKeys = {
  no_scratchpad_leak: noScratchpadLeak,
  present_files_called: presentFilesCalled
};

// src/gate/assert/gates.ts
var questionAsked = (arg, ctx) => {
  const r = regexArg("question_asked", arg);
  if ("result" in r) return r.result;
  return ctx.record.questions.some((q) => r.re.test(q)) ? pass() : fail(`no question matched: ${String(arg)}`);
};
var questionsCountMax = (arg, ctx) => {
  if (!isNonNegativeInt(arg)) return badArg("questions_count_max", arg, "an integer \u2265 0");
  const asked = ctx.record.questions.length;
  return asked <= arg ? pass() : fail(`asked ${asked} questions, max ${arg}`);
};
function whyUndelivered(g) {
  if (g.delivered === false) return g.error ?? "tool error";
  if (g.reason === "no-pairing-metadata") return "no pairing metadata \u2014 gate had no toolUseId";
  return "delivery unobserved \u2014 no tool_result for this gate";
}
var gateAnswersDelivered = (arg, ctx) => {
  if (typeof arg !== "boolean") return badArg("gate_answers_delivered", arg, "true or false");
  const deliveries = ctx.record.gateDeliveries;
  if (arg) {
    const bad = deliveries.filter((g) => g.delivered !== true);
    if (bad.length === 0) return pass();
    return fail(
      `gate answer(s) not confirmed delivered to the model: ${bad.map((g) => `"${g.question}" (${whyUndelivered(g)})`).join("; ")}`
    );
  }
  return deliveries.some((g) => g.delivered === false) ? pass() : fail("expected a confirmed gate-delivery failure but none was observed");
};
var gateAnswerCountMin = (arg, ctx) => {
  if (!isNonNegativeInt(arg)) return badArg("gate_answer_count_min", arg, "an integer \u2265 0");
  const delivered = ctx.record.gateDeliveries.filter((g) => g.delivered === true).length;
  return delivered >= arg ? pass() : fail(`only ${delivered} gate answer(s) confirmed delivered, need \u2265 ${arg}`);
};
var gateKeys = {
  question_asked: questionAsked,
  questions_count_max: questionsCountMax,
  gate_answers_delivered: gateAnswersDelivered,
  gate_answer_count_min: gateAnswerCountMin
};

// src/gate/assert/hooks.ts
var NO_EVENTS = "no hook events (older run / replay without controlOut) \u2014 cannot verify";
var hookBlocked = (arg, ctx) => {
  const r = regexArg("hook_blocked", arg);
  if ("result" in r) return r.result;
  const events = ctx.record.hookEvents;
  if (events === void 0) return fail(`hook_blocked: ${NO_EVENTS}`);
  const hit = events.find((h) => h.decision === "block" && h.tool !== void 0 && r.re.test(h.tool));
  return hit ? pass() : fail(`hook_blocked: no blocked tool matched "${String(arg)}"`);
};
var noHookBlocked = (arg, ctx) => {
  if (arg !== true) return badArg("no_hook_blocked", arg, "true");
  const events = ctx.record.hookEvents;
  if (events === void 0) return fail(`no_hook_blocked: ${NO_EVENTS}`);
  const blocked = events.find((h) => h.decision === "block");
  if (!blocked) return pass();
  const who = blocked.tool ?? blocked.callbackId;
  return fail(`no_hook_blocked: "${who}" was blocked${blocked.reason ? ` (${blocked.reason})` : ""}`);
};
var hookKeys = {
  hook_blocked: hookBlocked,
  no_hook_blocked: noHookBlocked
};

// src/gate/assert/modifiers.ts
var noOp = () => ({ pass: true });
var modifierKeys = Object.fromEntries(
  VERDICT_MODIFIER_KEYS.map((key) => [key, noOp])
);

// src/gate/assert/pre-run.ts
import { lstatSync as lstatSync2, readdirSync } from "node:fs";
import { join } from "node:path";
function errorText(e) {
  if (typeof e === "object" && e !== null && "code" in e) return String(e.code);
  return e instanceof Error ? e.message : String(e);
}
function walkUserVisible(workRoot, roots) {
  const found = /* @__PURE__ */ new Map();
  const walk = { entries: [], containmentSkips: [], errors: [] };
  const visit = (rel, abs) => {
    let st;
    try {
      st = lstatSync2(abs);
    } catch (e) {
      walk.errors.push({ path: rel, error: errorText(e) });
      return;
    }
    if (st.isSymbolicLink()) {
      if (containReal(workRoot, abs).kind === "escapes") walk.containmentSkips.push(rel);
      else found.set(rel, true);
      return;
    }
    if (!st.isDirectory()) {
      found.set(rel, false);
      return;
    }
    let names;
    try {
      names = readdirSync(abs);
    } catch (e) {
      walk.errors.push({ path: rel, error: errorText(e) });
      return;
    }
    for (const name of names) visit(`${rel}/${name}`, join(abs, name));
  };
  for (const root of roots) {
    const lexical = containLexically(workRoot, root);
    if (!lexical.ok || lexical.rel === "") {
      walk.containmentSkips.push(root);
      continue;
    }
    const real = containReal(workRoot, lexical.abs);
    if (real.kind === "missing") continue;
    if (real.kind === "escapes") walk.containmentSkips.push(lexical.rel);
    else if (real.kind === "unreadable") walk.errors.push({ path: lexical.rel, error: real.error });
    else visit(lexical.rel, lexical.abs);
  }
  walk.entries = [...found].map(([path, link]) => ({ path, link })).sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return walk;
}
function originUnavailable(ctx, what) {
  const origin = ctx.preRunOrigin;
  if (origin !== "remote-unavailable" && origin !== "local-unreadable") return null;
  const why = origin === "remote-unavailable" ? "a cloud run's filesystem is not locally observable" : "a connected-folder source was unreadable, so the baseline is incomplete";
  return fail(`evidence unavailable: pre-run manifest origin is ${origin} (${why}) \u2014 cannot ${what}`);
}
function isGlobList(v) {
  return Array.isArray(v) && v.every((g) => typeof g === "string" && g.length > 0);
}
var noUnexpectedFiles = (arg, ctx) => {
  if (!isGlobList(arg)) return badArg("no_unexpected_files", arg, "a list of path globs");
  const origin = originUnavailable(ctx, "compute created files");
  if (origin) return origin;
  if (ctx.preRunPaths === void 0)
    return fail(
      "evidence unavailable: no pre-run manifest for this run/cassette (it never armed one, or predates 0.24) \u2014 cannot compute created files; re-run live, or re-record"
    );
  const walk = ctx.workRoot === "" ? { entries: [], containmentSkips: [], errors: [] } : walkUserVisible(ctx.workRoot, ctx.userVisiblePrefixes);
  if (walk.containmentSkips.length > 0)
    return fail(
      `evidence unavailable: ${walk.containmentSkips.length} subtree(s) under the user-visible roots were skipped for escaping the work root (${walk.containmentSkips.slice(0, 3).join(", ")}) \u2014 cannot prove no unexpected files were created there`
    );
  if (walk.errors.length > 0)
    return fail(
      `evidence unavailable: the post-run filesystem walk was incomplete (${walk.errors.map((e) => `${e.path || "<root>"}: ${e.error}`).join("; ")}) \u2014 cannot prove no unexpected files were created`
    );
  const before = new Set(ctx.preRunPaths.map((p) => p.replace(/\\/g, "/")));
  const after = walk.entries.filter((e) => ctx.preRunLinkAware || !(e.link || ctx.linkPaths.has(e.path))).map((e) => e.path);
  const stray = after.filter((p) => !before.has(p) && !matchesAnyPathGlob(arg, p));
  return stray.length === 0 ? pass() : fail(
    `unexpected file(s) created outside the allowlist: ${stray.join(", ")} (allow: ${arg.join(", ") || "(none)"})`
  );
};
var inputUnmodified = (arg, ctx) => {
  const globs = typeof arg === "string" && arg.length > 0 ? [arg] : arg;
  if (!isGlobList(globs) || globs.length === 0)
    return badArg("input_unmodified", arg, "a path glob or a non-empty list of them");
  const origin = originUnavailable(ctx, "compare content");
  if (origin) return origin;
  const pre = ctx.preRunHashes;
  if (pre === void 0)
    return fail(
      "evidence unavailable: no pre-run hash manifest for this run/cassette (it never armed one, or predates the fingerprinted manifest) \u2014 cannot compare content; re-run live, or re-record"
    );
  const matched = Object.keys(pre).filter((p) => matchesAnyPathGlob(globs, p));
  if (matched.length === 0)
    return fail(
      `input_unmodified matched no pre-run path(s): glob(s) ${globs.join(", ")} matched nothing in the pre-run manifest \u2014 nothing to verify; check the mount name/glob (a typo or renamed mount reads as a vacuous pass otherwise)`
    );
  const uncheckable = matched.filter((p) => pre[p] === null);
  if (uncheckable.length > 0)
    return fail(
      `evidence unavailable: pre-run hash missing (over size cap, or nulled because the recorded body was scrubbed or redacted) for: ${uncheckable.slice(0, 5).join(", ")} \u2014 raise COWORK_HARNESS_PRERUN_HASH_CAP or narrow the glob (a scrubbed/redacted body cannot be compared on replay)`
    );
  const removed = matched.filter((p) => ctx.postRunHashes[p] === void 0);
  const modified = matched.filter((p) => ctx.postRunHashes[p] !== void 0 && ctx.postRunHashes[p] !== pre[p]);
  if (removed.length === 0 && modified.length === 0) return pass();
  const parts = [];
  if (modified.length > 0) parts.push(`modified in place: ${modified.slice(0, 5).join(", ")}`);
  if (removed.length > 0) parts.push(`removed: ${removed.slice(0, 5).join(", ")}`);
  return fail(`pre-existing file(s) changed \u2014 ${parts.join("; ")}`);
};
var preRunKeys = {
  no_unexpected_files: noUnexpectedFiles,
  input_unmodified: inputUnmodified
};

// src/gate/assert/question-options.ts
var SHAPE3 = "{when_question?, equals? | contains?: string[], order?: exact|any}";
function isStringList(v) {
  return Array.isArray(v) && v.every((x) => typeof x === "string");
}
function readQuery2(arg) {
  if (!isRecord(arg)) return badArg("question_options", arg, SHAPE3);
  const { when_question: whenQuestion, equals, contains, order } = arg;
  if (equals === void 0 === (contains === void 0))
    return fail("question_options: set exactly one of `equals` or `contains`");
  const want = equals ?? contains;
  if (!isStringList(want)) return badArg("question_options", arg, SHAPE3);
  if (order !== void 0 && order !== "exact" && order !== "any") return badArg("question_options", arg, SHAPE3);
  if (whenQuestion !== void 0 && typeof whenQuestion !== "string") return badArg("question_options", arg, SHAPE3);
  return {
    ...whenQuestion !== void 0 ? { whenQuestion } : {},
    want,
    kind: equals !== void 0 ? "equals" : "contains",
    exact: (order ?? "exact") === "exact"
  };
}
function sameMultiset(a, b) {
  if (a.length !== b.length) return false;
  const counts = /* @__PURE__ */ new Map();
  for (const x of a) counts.set(x, (counts.get(x) ?? 0) + 1);
  for (const y of b) {
    const n = counts.get(y);
    if (!n) return false;
    counts.set(y, n - 1);
  }
  return true;
}
function isSubsequence(want, got) {
  let i = 0;
  for (const label2 of got) if (i < want.length && label2 === want[i]) i++;
  return i === want.length;
}
function compare(q, got) {
  const offered = `offered [${got.join(", ")}]`;
  if (q.kind === "equals") {
    const ok = q.exact ? got.length === q.want.length && got.every((l, i) => l === q.want[i]) : sameMultiset(got, q.want);
    return ok ? { ok: true } : { ok: false, why: offered };
  }
  const missing = q.want.filter((w) => !got.includes(w));
  if (missing.length > 0) return { ok: false, why: `${offered} (missing ${missing.join(", ")})` };
  if (q.exact && !isSubsequence(q.want, got)) return { ok: false, why: `${offered} (present but out of order)` };
  return { ok: true };
}
var questionOptions = (arg, ctx) => {
  if (ctx.gateOptionsMissing)
    return fail("evidence unavailable: gate-option evidence absent for this run \u2014 cannot evaluate question_options");
  const q = readQuery2(arg);
  if ("pass" in q) return q;
  const all = ctx.record.gateOptions;
  let pool2 = all;
  let selector = "";
  if (q.whenQuestion !== void 0) {
    const r = regexArg("question_options", q.whenQuestion);
    if ("result" in r) return r.result;
    pool2 = all.filter((g) => r.re.test(g.question));
    selector = ` matching /${q.whenQuestion}/i`;
  }
  if (pool2.length === 0)
    return fail(`question_options: no question${selector} was asked (${all.length} gate(s) recorded)`);
  if (q.whenQuestion === void 0 && all.length > 1)
    return fail(
      `question_options: ${all.length} sub-questions were asked and no \`when_question\` selects one \u2014 add a selector (asked: ${all.map((g) => JSON.stringify(g.question)).join(", ")})`
    );
  const why = [];
  for (const gate of pool2) {
    const verdict = compare(
      q,
      gate.options.map((o) => o.label)
    );
    if (verdict.ok) return pass(`question_options: gate ${JSON.stringify(gate.question)} offered the expected options`);
    why.push(verdict.why);
  }
  return fail(
    `question_options (${q.kind}${q.exact ? ", order exact" : ", order any"}): expected [${q.want.join(", ")}]; ${why.join("; ")}`
  );
};
var questionOptionKeys = { question_options: questionOptions };

// src/gate/assert/result.ts
var result = (arg, ctx) => {
  if (arg !== "success" && arg !== "error") return badArg("result", arg, '"success" or "error"');
  const actual = ctx.record.result;
  return actual === arg ? pass(`result: ${actual}`) : fail(`result was ${actual}, expected ${arg}`);
};
var resultKeys = { result };

// src/gate/assert/skills.ts
var NO_SKILL_TOOL = (key) => `evidence unavailable: this agent's init tool list has no "Skill" tool \u2014 cannot evaluate ${key} (agent-version drift?)`;
var NO_INIT = (key, what) => `evidence unavailable: the recording has no init event, so the ${what} are unknown \u2014 cannot evaluate ${key}`;
function skillCallError(re, ctx) {
  const calls = ctx.record.toolUses.filter(
    (u) => u.mainFlow && u.name === "Skill" && re.test(String(u.input.skill ?? ""))
  );
  if (calls.length === 0) return void 0;
  const results = calls.map(
    (u) => ctx.record.toolResults.find((t) => u.toolUseId !== void 0 && t.toolUseId === u.toolUseId)
  );
  if (!results.every((t) => t !== void 0 && t.isError)) return void 0;
  const text = (results[0].assertText ?? results[0].text).replace(/<\/?tool_use_error>/g, "").replace(/\s+/g, " ").trim();
  return text.length > 200 ? `${text.slice(0, 199)}\u2026` : text || "(no text)";
}
var skillTriggered = (arg, ctx) => {
  const r = regexArg("skill_triggered", arg);
  if ("result" in r) return r.result;
  if (!ctx.skillToolAvailable) return fail(NO_SKILL_TOOL("skill_triggered"));
  const invoked = ctx.record.skillsInvoked;
  const hit = invoked.find((s) => r.re.test(s));
  if (hit === void 0) return fail(`no invoked skill matched "${String(arg)}" (invoked: ${sample(invoked, "none")})`);
  const error = skillCallError(r.re, ctx);
  if (error !== void 0)
    return fail(
      `skill_triggered: ${hit} was called, but the Skill call errored (${error}), so the skill never ran \u2014 check the skill's name and that the session stages it (the reference CLI passes this assertion; cowork-harness fails it)`
    );
  return pass(`skill_triggered: /${String(arg)}/i matched ${hit}`);
};
var noSkillTriggered = (arg, ctx) => {
  const r = regexArg("no_skill_triggered", arg);
  if ("result" in r) return r.result;
  if (!ctx.skillToolAvailable) return fail(NO_SKILL_TOOL("no_skill_triggered"));
  const invoked = ctx.record.skillsInvoked;
  return invoked.some((s) => r.re.test(s)) ? fail(`skill unexpectedly triggered matching "${String(arg)}"`) : pass();
};
var skillAvailable = (arg, ctx) => {
  const r = regexArg("skill_available", arg);
  if ("result" in r) return r.result;
  const skills = ctx.availableSkills;
  if (skills === void 0) return fail(NO_INIT("skill_available", "staged skills"));
  const hit = skills.find((s) => r.re.test(String(s.id)));
  return hit ? pass(`skill_available: /${String(arg)}/i matched ${hit.id}`) : fail(`no staged skill matched "${String(arg)}"`);
};
var connectorAvailable = (arg, ctx) => {
  const r = regexArg("connector_available", arg);
  if ("result" in r) return r.result;
  const servers = ctx.mcpServers;
  if (servers === void 0) return fail(NO_INIT("connector_available", "connectors (MCP servers)"));
  const hit = servers.find((s) => r.re.test(String(s.name)));
  return hit ? pass(`connector_available: /${String(arg)}/i matched ${String(hit.name)}`) : fail(`no connector matched "${String(arg)}"`);
};
var skillToolUsed = (arg, ctx) => {
  if (!isRecord(arg) || typeof arg.skill !== "string" || typeof arg.tool !== "string")
    return badArg("skill_tool_used", arg, "{skill: regex, tool: regex}");
  const windows = ctx.record.skillActivity;
  if (!ctx.hasTimeline || windows === void 0)
    return fail(
      "evidence unavailable: the cassette has no timeline, so skill-activity windows are unknown \u2014 cannot evaluate skill_tool_used"
    );
  const skillRe = regexArg("skill_tool_used", arg.skill);
  if ("result" in skillRe) return skillRe.result;
  const toolRe = regexArg("skill_tool_used", arg.tool);
  if ("result" in toolRe) return toolRe.result;
  const matching = windows.filter((w) => skillRe.re.test(w.skillId));
  for (const w of matching) {
    const tool = Object.keys(w.toolCounts).find((t) => toolRe.re.test(t));
    if (tool !== void 0)
      return pass(
        `skill_tool_used: ${tool} ran ${w.toolCounts[tool]}\xD7 inside skill window "${w.skillId}" (seq ${w.invocationSeq})`
      );
  }
  return fail(
    matching.length === 0 ? `no skill-activation window matched "${arg.skill}"` : `no tool matching "${arg.tool}" ran inside a window matching "${arg.skill}"`
  );
};
var skillKeys = {
  skill_triggered: skillTriggered,
  no_skill_triggered: noSkillTriggered,
  skill_available: skillAvailable,
  connector_available: connectorAvailable,
  skill_tool_used: skillToolUsed
};

// src/gate/assert/subagents.ts
function label(s) {
  const type = s.resolvedAgentType && s.resolvedAgentType !== s.dispatchAgentType ? `${s.dispatchAgentType}\u2192${s.resolvedAgentType}` : s.dispatchAgentType;
  return s.description ? `${type} ("${clip(s.description, 60)}")` : type;
}
var subagentDispatched = (arg, ctx) => {
  const r = regexArg("subagent_dispatched", arg);
  if ("result" in r) return r.result;
  const hit = ctx.record.subagents.find(
    (s) => r.re.test(s.dispatchAgentType) || s.resolvedAgentType !== void 0 && r.re.test(s.resolvedAgentType) || r.re.test(s.description ?? "")
  );
  return hit ? pass(`subagent_dispatched: /${String(arg)}/i matched ${label(hit)}`) : fail(`no sub-agent matching "${String(arg)}" was dispatched (by type or description)`);
};
var subagentToolUsed = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("subagent_tool_used", arg, "a non-empty tool-name glob");
  const used = ctx.record.subagentTools;
  const hit = used.find((name) => toolGlobMatches(arg, name));
  return hit !== void 0 ? pass(`subagent_tool_used: "${arg}" matched ${hit}`) : fail(`sub-agent did not use: no sub-agent tool matched "${arg}" (used: ${sample(used)})`);
};
var subagentToolAbsent = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("subagent_tool_absent", arg, "a non-empty tool-name glob");
  const hits = ctx.record.subagentTools.filter((name) => toolGlobMatches(arg, name));
  return hits.length === 0 ? pass() : fail(`sub-agent unexpectedly used: "${arg}" matched ${hits.join(", ")}`);
};
var subagentDeclaredButUnused = (arg, ctx) => {
  if (typeof arg !== "string") return badArg("subagent_declared_but_unused", arg, "a tool name");
  const culprit = ctx.record.subagents.find(
    (s) => s.declaredTools.includes(arg) && !s.toolsUsed.some((u) => u.name === arg)
  );
  if (!culprit) return pass();
  const used = culprit.toolsUsed.map((u) => u.name).join(", ") || "none";
  return fail(`sub-agent "${culprit.dispatchAgentType}" declared "${arg}" but never used it (used: ${used})`);
};
function searchOutputs(candidates, contains, messages) {
  const hit = candidates.find((s) => s.output?.includes(contains));
  if (hit) return pass(`subagent_output_contains: found "${contains}" in the output of ${label(hit)}`);
  return fail(candidates.some((s) => s.outputTruncated === true) ? messages.truncated : messages.miss);
}
var subagentOutputContains = (arg, ctx) => {
  if (!isRecord(arg) || typeof arg.contains !== "string" || arg.match !== void 0 && typeof arg.match !== "string")
    return badArg("subagent_output_contains", arg, "{contains: string, match?: regex}");
  const contains = arg.contains;
  const subagents = ctx.record.subagents;
  if (arg.match === void 0)
    return searchOutputs(subagents, contains, {
      truncated: `evidence unavailable: a sub-agent's output was truncated at the assert cap \u2014 cannot verify it does not contain "${contains}"`,
      miss: `no sub-agent's output contained "${contains}"`
    });
  const match = arg.match;
  const r = regexArg("subagent_output_contains", match);
  if ("result" in r) return r.result;
  const candidates = subagents.filter((s) => r.re.test(s.dispatchAgentType) || r.re.test(s.description ?? ""));
  if (candidates.length === 0) return fail(`no sub-agent matching "${match}" was dispatched`);
  return searchOutputs(candidates, contains, {
    truncated: `evidence unavailable: a sub-agent matching "${match}" had its output truncated at the assert cap \u2014 cannot verify it does not contain "${contains}"`,
    miss: `no sub-agent matching "${match}" had output containing "${contains}"`
  });
};
var dispatchCountMax = (arg, ctx) => {
  if (!isNonNegativeInt(arg)) return badArg("dispatch_count_max", arg, "an integer \u2265 0");
  const subagents = ctx.record.subagents;
  return subagents.length <= arg ? pass(`dispatch_count_max: ${subagents.length} \u2264 ${arg} (${sample(subagents.map(label), "none dispatched")})`) : fail(
    `dispatched ${subagents.length} sub-agents, max ${arg} (author-chosen budget; Cowork imposes no in-conversation Task-dispatch cap)`
  );
};
var subagentKeys = {
  subagent_dispatched: subagentDispatched,
  subagent_tool_used: subagentToolUsed,
  subagent_tool_absent: subagentToolAbsent,
  subagent_declared_but_unused: subagentDeclaredButUnused,
  subagent_output_contains: subagentOutputContains,
  dispatch_count_max: dispatchCountMax
};

// src/gate/assert/subagent-writes.ts
var DEFAULT_WRITE_TOOLS = /* @__PURE__ */ new Set(["Write", "Edit", "MultiEdit"]);
function pathMatches(q, gatePath) {
  if (q.path === void 0 && q.pathSuffix === void 0) return true;
  if (gatePath === void 0) return false;
  return q.path !== void 0 ? gatePath === q.path : gatePath.endsWith(q.pathSuffix);
}
function describeWanted(q) {
  if (q.path !== void 0) return `== "${q.path}"`;
  if (q.pathSuffix !== void 0) return `ending "${q.pathSuffix}"`;
  return "(any path)";
}
function readPathQuery(arg) {
  const { path, path_suffix: pathSuffix } = arg;
  if (path !== void 0 && !isNonEmptyString(path)) return null;
  if (pathSuffix !== void 0 && !isNonEmptyString(pathSuffix)) return null;
  return {
    ...path !== void 0 ? { path } : {},
    ...pathSuffix !== void 0 ? { pathSuffix } : {}
  };
}
function cleanResultIds(results) {
  return new Set(results.filter((r) => !r.isError).map((r) => r.toolUseId));
}
function deliveredWrite(attempts, ok, isWriteTool, q, parent) {
  return attempts.find(
    (a) => a.origin === "subagent" && (parent === void 0 || a.parentToolUseId === parent) && isWriteTool(a.tool) && pathMatches(q, a.gatePath) && a.toolUseId !== void 0 && ok.has(a.toolUseId)
  );
}
var FILE_WRITE_SHAPE = "{path | path_suffix, tool?: glob}";
var subagentFileWrite = (arg, ctx) => {
  if (!isRecord(arg)) return badArg("subagent_file_write", arg, FILE_WRITE_SHAPE);
  const q = readPathQuery(arg);
  if (!q || q.path === void 0 && q.pathSuffix === void 0)
    return badArg("subagent_file_write", arg, FILE_WRITE_SHAPE);
  const tool = arg.tool;
  if (tool !== void 0 && (!isNonEmptyString(tool) || REGEXISH_GLOB.test(tool)))
    return badArg("subagent_file_write", arg, FILE_WRITE_SHAPE);
  const isWriteTool = tool === void 0 ? (n) => DEFAULT_WRITE_TOOLS.has(n) : (n) => toolGlobMatches(tool, n);
  const hit = deliveredWrite(ctx.record.fileToolAttempts, cleanResultIds(ctx.record.toolResults), isWriteTool, q);
  if (hit) return pass(`${hit.tool} ${hit.gatePath}`);
  return fail(
    `subagent_file_write: no SUB-AGENT-origin ${tool ?? "Write/Edit/MultiEdit"} attempt with path ${describeWanted(q)} and a non-error paired result`
  );
};
function selectDispatches(subagents, re) {
  if (!re) return [...subagents];
  return subagents.filter(
    (s) => re.test(s.dispatchAgentType) || s.resolvedAgentType !== void 0 && re.test(s.resolvedAgentType) || re.test(s.description ?? "")
  );
}
var HEALTHY_SHAPE = "{type?: regex, delivered?: boolean, path?, path_suffix?, no_vm_paths?: boolean}";
var subagentDispatchHealthy = (arg, ctx) => {
  const gate = hostloopOnly("subagent_dispatch_healthy", ctx);
  if (gate) return gate;
  if (!isRecord(arg)) return badArg("subagent_dispatch_healthy", arg, HEALTHY_SHAPE);
  const q = readPathQuery(arg);
  const { type, delivered, no_vm_paths: noVmPaths } = arg;
  if (!q || delivered !== void 0 && typeof delivered !== "boolean" || noVmPaths !== void 0 && typeof noVmPaths !== "boolean")
    return badArg("subagent_dispatch_healthy", arg, HEALTHY_SHAPE);
  let re;
  if (type !== void 0) {
    const r = regexArg("subagent_dispatch_healthy", type);
    if ("result" in r) return r.result;
    re = r.re;
  }
  const selected = selectDispatches(ctx.record.subagents, re);
  if (type !== void 0 && selected.length === 0)
    return fail(
      `subagent_dispatch_healthy: no sub-agent matching "${String(type)}" was dispatched (by type or description)`
    );
  const attempts = ctx.record.fileToolAttempts;
  const ok = cleanResultIds(ctx.record.toolResults);
  const isWriteTool = (n) => DEFAULT_WRITE_TOOLS.has(n);
  for (const s of selected) {
    const unhealthy = (reason) => fail(`subagent_dispatch_healthy: dispatch "${s.dispatchAgentType}" (${s.toolUseId}) unhealthy \u2014 ${reason}`);
    if (delivered !== false && !deliveredWrite(attempts, ok, isWriteTool, q, s.toolUseId))
      return unhealthy(
        `delivered: no SUB-AGENT-origin write ${describeWanted(q)} under its OWN dispatch with a non-error paired result`
      );
    if (noVmPaths !== false) {
      const vm = attempts.find(
        (a) => a.parentToolUseId === s.toolUseId && (isVmSessionsPath(a.paths.file_path) || isVmSessionsPath(a.paths.path))
      );
      if (vm) return unhealthy(`no_vm_paths: attempted VM path "${vm.paths.file_path ?? vm.paths.path}"`);
    }
  }
  return pass();
};
var subagentWriteKeys = {
  subagent_file_write: subagentFileWrite,
  subagent_dispatch_healthy: subagentDispatchHealthy
};

// src/gate/assert/tasks.ts
function taskLine(t) {
  return `${clip(t.subject, 60)} (${t.status})`;
}
function malformed(key, ctx, consequence) {
  const n = ctx.record.evidenceErrors?.taskTracking ?? 0;
  return n > 0 ? fail(`${key}: ${n} TaskCreate result(s) were unparseable \u2014 ${consequence}, cannot verify (malformed)`) : void 0;
}
var allTasksCompleted = (arg, ctx) => {
  if (arg !== true) return badArg("all_tasks_completed", arg, "true");
  const refused = malformed("all_tasks_completed", ctx, "task telemetry is incomplete");
  if (refused) return refused;
  const tasks = ctx.record.tasks;
  if (tasks.length === 0)
    return fail(
      "all_tasks_completed: no tasks were created \u2014 cannot verify completion (assert task_count_min for presence, or drop this)"
    );
  const open = tasks.filter((t) => t.status !== "completed");
  return open.length === 0 ? pass(`all_tasks_completed: ${tasks.length} task(s), all completed`) : fail(`not all tasks are completed: ${open.map(taskLine).join(", ")}`);
};
var taskCountMin = (arg, ctx) => {
  if (typeof arg !== "number" || !Number.isInteger(arg) || arg <= 0)
    return badArg("task_count_min", arg, "an integer > 0");
  const refused = malformed("task_count_min", ctx, "task count is under-reported");
  if (refused) return refused;
  const tasks = ctx.record.tasks;
  return tasks.length >= arg ? pass(`task_count_min: ${tasks.length} task(s) created \u2265 ${arg}`) : fail(`task_count_min: ${tasks.length} task(s) created, need \u2265 ${arg}`);
};
var taskStatus = (arg, ctx) => {
  if (!isRecord(arg) || typeof arg.match !== "string" || typeof arg.status !== "string")
    return badArg("task_status", arg, "{match: regex, status: string}");
  const refused = malformed("task_status", ctx, "task telemetry is incomplete");
  if (refused) return refused;
  const r = regexArg("task_status", arg.match);
  if ("result" in r) return r.result;
  const tasks = ctx.record.tasks;
  const found = tasks.find((t) => r.re.test(t.subject) || r.re.test(t.id));
  if (found === void 0) return fail(`no task matched "${arg.match}"`);
  return found.status === arg.status ? pass(`task_status: task "${clip(found.subject, 60)}" is ${found.status}`) : fail(`task "${found.subject}" matched "${arg.match}" but has status "${found.status}", expected "${arg.status}"`);
};
var taskKeys = {
  all_tasks_completed: allTasksCompleted,
  task_count_min: taskCountMin,
  task_status: taskStatus
};

// src/gate/assert/tools.ts
var toolCalled = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("tool_called", arg, "a non-empty tool-name glob");
  const called = ctx.record.toolsCalled;
  const hit = called.find((name) => toolGlobMatches(arg, name));
  return hit !== void 0 ? pass(`tool_called: "${arg}" matched ${hit}`) : fail(`tool not called: no called tool matched "${arg}" (called: ${sample(called)})`);
};
var toolNotCalled = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("tool_not_called", arg, "a non-empty tool-name glob");
  const called = ctx.record.toolsCalled;
  const hits = called.filter((name) => toolGlobMatches(arg, name));
  return hits.length === 0 ? pass() : fail(`tool unexpectedly called: "${arg}" matched ${hits.join(", ")}`);
};
var toolAvailable = (arg, ctx) => {
  const r = regexArg("tool_available", arg);
  if ("result" in r) return r.result;
  const tools = ctx.availableTools;
  if (tools === void 0)
    return fail(
      "evidence unavailable: the recording has no init event, so the offered tools are unknown \u2014 cannot evaluate tool_available"
    );
  const hit = tools.find((t) => r.re.test(t));
  return hit !== void 0 ? pass(`tool_available: /${String(arg)}/i matched ${hit}`) : fail(`no available tool matched "${String(arg)}"`);
};
function describeErrors(entries) {
  return sample(
    entries.map(([name, c]) => `${name} (${c.errors}/${c.calls} errored)`),
    "(none)"
  );
}
function noErrorFor(key, requirePresence) {
  return (arg, ctx) => {
    const r = regexArg(key, arg);
    if ("result" in r) return r.result;
    const pattern = String(arg);
    const errors = ctx.record.toolErrors;
    if (errors === void 0 || errors === null)
      return fail(`evidence unavailable: tool-error telemetry absent \u2014 cannot evaluate ${key}`);
    const matching = Object.entries(errors).filter(([name]) => r.re.test(name));
    if (matching.length === 0) {
      return requirePresence ? fail(
        `${key}: no tool matching "${pattern}" was called \u2014 cannot verify it ran error-free (use tool_no_error_if_called to pass when the tool may legitimately not run)`
      ) : pass(`${key}: no tool matching "${pattern}" was called`);
    }
    const errored = matching.filter(([, c]) => c.errors > 0);
    return errored.length === 0 ? pass(`${key}: ${describeErrors(matching)}`) : fail(
      `tool(s) matching "${pattern}" had errors: ${errored.map(([name, c]) => `${name} (${c.errors})`).join(", ")}`
    );
  };
}
var toolKeys = {
  tool_called: toolCalled,
  tool_not_called: toolNotCalled,
  tool_available: toolAvailable,
  tool_no_error: noErrorFor("tool_no_error", true),
  tool_no_error_if_called: noErrorFor("tool_no_error_if_called", false)
};

// src/gate/assert/tool-results.ts
function isTruncated(ctx, i) {
  return ctx.toolResultsTruncated[i] === true;
}
function searchPositive(ctx, test, hitEvidence, what, missMessage) {
  const texts = ctx.toolResultTexts;
  const hit = texts.findIndex((t) => test(t));
  if (hit >= 0) return pass(hitEvidence(hit));
  const anyTruncated = texts.some((_, i) => isTruncated(ctx, i));
  return anyTruncated ? fail(
    `evidence unavailable: no captured tool result ${what}, but one or more results are display-truncated (no assertText) \u2014 a match may be past the cap`
  ) : fail(missMessage);
}
function searchNegative(ctx, test, hitMessage, truncatedMessage) {
  const texts = ctx.toolResultTexts;
  const hit = texts.findIndex((t) => test(t));
  if (hit >= 0) return fail(hitMessage);
  const blind = texts.some((t, i) => isTruncated(ctx, i) && !test(t));
  return blind ? fail(truncatedMessage) : pass();
}
var toolResultContains = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("tool_result_contains", arg, "a non-empty string");
  return searchPositive(
    ctx,
    (t) => t.includes(arg),
    (i) => `tool_result_contains: found "${arg}" in tool result #${i + 1} of ${ctx.toolResultTexts.length}`,
    `contained "${arg}"`,
    `no tool result contained "${arg}"`
  );
};
var toolResultNotContains = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("tool_result_not_contains", arg, "a non-empty string");
  return searchNegative(
    ctx,
    (t) => t.includes(arg),
    `a tool result unexpectedly contained "${arg}"`,
    "evidence unavailable: one or more tool results are display-truncated (no assertText) \u2014 cannot rule out forbidden substring"
  );
};
var toolResultMatches = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("tool_result_matches", arg, "a non-empty regex string");
  const r = regexArg("tool_result_matches", arg);
  if ("result" in r) return r.result;
  const re = r.re;
  return searchPositive(
    ctx,
    (t) => re.test(t),
    (i) => `tool_result_matches: /${arg}/i matched "${matchExcerpt(re, ctx.toolResultTexts[i] ?? "")}" in tool result #${i + 1} of ${ctx.toolResultTexts.length}`,
    `matched /${arg}/i`,
    `no tool result matched /${arg}/i`
  );
};
var toolResultNotMatches = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("tool_result_not_matches", arg, "a non-empty regex string");
  const r = regexArg("tool_result_not_matches", arg);
  if ("result" in r) return r.result;
  const re = r.re;
  return searchNegative(
    ctx,
    (t) => re.test(t),
    `a tool result matched forbidden /${arg}/i`,
    "evidence unavailable: one or more tool results are display-truncated (no assertText) \u2014 cannot rule out a forbidden regex match"
  );
};
var toolResultKeys = {
  tool_result_contains: toolResultContains,
  tool_result_not_contains: toolResultNotContains,
  tool_result_matches: toolResultMatches,
  tool_result_not_matches: toolResultNotMatches
};

// src/gate/assert/transcript.ts
var transcriptContains = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("transcript_contains", arg, "a non-empty string");
  return ctx.record.transcript.includes(arg) ? pass(`transcript_contains: found "${arg}"`) : fail(`transcript missing "${arg}"`);
};
var transcriptNotContains = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("transcript_not_contains", arg, "a non-empty string");
  return ctx.record.transcript.includes(arg) ? fail(`transcript unexpectedly contains "${arg}"`) : pass();
};
var transcriptMatches = (arg, ctx) => {
  const r = regexArg("transcript_matches", arg);
  if ("result" in r) return r.result;
  const transcript = ctx.record.transcript;
  return r.re.test(transcript) ? pass(`transcript_matches: /${String(arg)}/i matched "${matchExcerpt(r.re, transcript)}"`) : fail(`transcript did not match /${String(arg)}/i`);
};
var transcriptNotMatches = (arg, ctx) => {
  const r = regexArg("transcript_not_matches", arg);
  if ("result" in r) return r.result;
  return r.re.test(ctx.record.transcript) ? fail(`transcript unexpectedly matched /${String(arg)}/i`) : pass();
};
var transcriptKeys = {
  transcript_contains: transcriptContains,
  transcript_not_contains: transcriptNotContains,
  transcript_matches: transcriptMatches,
  transcript_not_matches: transcriptNotMatches
};

// src/gate/assert/catalog.ts
var ASSERTION_CATALOG = Object.freeze({
  ...transcriptKeys,
  ...toolResultKeys,
  ...toolKeys,
  ...budgetKeys,
  ...subagentKeys,
  ...subagentWriteKeys,
  ...skillKeys,
  ...taskKeys,
  ...modifierKeys,
  ...resultKeys,
  ...deliveryKeys,
  ...hostloopPathKeys,
  ...gateKeys,
  ...questionOptionKeys,
  ...hookKeys,
  ...fileKeys,
  ...artifactJsonKeys,
  ...artifactTextKeys,
  ...computerLinkKeys,
  ...preRunKeys
});

// src/gate/assert/evaluate.ts
function evaluateItem(item, ctx, catalog) {
  const evidence = [];
  const warnings = [];
  let evaluated = 0;
  for (const [key, arg] of Object.entries(item)) {
    if (arg === void 0) continue;
    const evaluator = catalog[key];
    if (!evaluator) return { assertion: item, pass: false, message: `${key}: unknown assertion key` };
    evaluated++;
    let r;
    try {
      r = evaluator(arg, ctx);
    } catch (e) {
      r = { pass: false, message: `${key}: could not be evaluated: ${oneLine(e)}` };
    }
    if (!r.pass) {
      return { assertion: item, pass: false, message: r.message ?? `${key} failed` };
    }
    if (r.evidence) evidence.push(r.evidence);
    if (r.warning) warnings.push(r.warning);
  }
  if (evaluated === 0) return { assertion: item, pass: false, message: "empty assertion" };
  return {
    assertion: item,
    pass: true,
    ...evidence.length > 0 ? { evidence: evidence.join("; ") } : {},
    ...warnings.length > 0 ? { warning: warnings.join("; ") } : {}
  };
}
function evaluateAll(items, ctx, catalog) {
  return items.map((item) => evaluateItem(item, ctx, catalog));
}

// src/gate/replay/buckets.ts
var ALWAYS_CONTENT_KEYS2 = new Set(ALWAYS_CONTENT_KEYS);
var QUESTION_GATE_KEYS2 = new Set(QUESTION_GATE_KEYS);
var LIVE_ONLY_KEYS2 = new Set(LIVE_ONLY_KEYS);
var PRE_RUN_KEYS = /* @__PURE__ */ new Set(["no_unexpected_files", "input_unmodified"]);
var MANIFEST_BODY_KEYS = new Set(MANIFEST_KEYS.filter((k) => !PRE_RUN_KEYS.has(k)));
function bucketsFor(cassette) {
  const hasControlOut = (cassette.controlOut?.length ?? 0) > 0;
  const artifacts = cassette.artifacts;
  const hasManifest = artifacts !== void 0 && artifacts.length > 0;
  return {
    hasControlOut,
    status(key) {
      if (ALWAYS_CONTENT_KEYS2.has(key)) return { status: "active" };
      if (QUESTION_GATE_KEYS2.has(key)) {
        return hasControlOut ? { status: "active" } : { status: "excluded", reason: "cassette has no controlOut (pre-full-fidelity) \u2014 re-record to enable it" };
      }
      if (MANIFEST_BODY_KEYS.has(key)) {
        return hasManifest ? { status: "active" } : { status: "excluded", reason: "cassette has no artifact manifest \u2014 re-record to enable it" };
      }
      if (key === "no_unexpected_files") {
        if (artifacts === void 0)
          return { status: "excluded", reason: "cassette has no artifact manifest \u2014 re-record to enable it" };
        if (cassette.preRunPaths === void 0) {
          return {
            status: "excluded",
            reason: "cassette has no pre-run manifest (preRunPaths) \u2014 re-record to enable it"
          };
        }
        return { status: "active" };
      }
      if (key === "input_unmodified") {
        if (artifacts === void 0)
          return { status: "excluded", reason: "cassette has no artifact manifest \u2014 re-record to enable it" };
        if (cassette.preRunHashes === void 0) {
          return {
            status: "excluded",
            reason: "cassette has no pre-run hash manifest (preRunHashes) \u2014 re-record to enable it"
          };
        }
        return { status: "active" };
      }
      return { status: "live-only" };
    }
  };
}

// src/gate/replay/context.ts
var DEFAULT_USER_VISIBLE_ROOTS = ["outputs", ".projects"];
function buildAssertContext(cassette, record, tree, truncatedOnQuestion) {
  const postRunHashes = {};
  for (const a of cassette.artifacts ?? []) if (a.sha256 !== "") postRunHashes[a.path] = a.sha256;
  const linkPaths = tree?.linkPaths ?? /* @__PURE__ */ new Map();
  const init = record.init;
  return {
    record,
    lane: cassette.scenario.lane === "remote" ? "remote" : "local",
    effectiveFidelity: cassette.effectiveFidelity,
    // read lazily: the tree is written only when an assertion first looks at it (materialize.ts)
    get workRoot() {
      return tree?.root ?? "";
    },
    ...tree ? { artifactView: tree } : {},
    userVisiblePrefixes: tree ? cassette.userVisibleRoots ?? DEFAULT_USER_VISIBLE_ROOTS : [],
    preRunPaths: cassette.preRunPaths,
    preRunHashes: cassette.preRunHashes,
    preRunOrigin: cassette.preRunOrigin,
    preRunLinkAware: (cassette.cassetteVersion ?? 0) >= 10,
    postRunHashes,
    truncatedPaths: tree?.truncatedPaths ?? /* @__PURE__ */ new Map(),
    linkPaths,
    gateOptionsMissing: truncatedOnQuestion,
    toolResultTexts: record.toolResults.map((r) => r.assertText ?? r.text),
    toolResultsTruncated: record.toolResults.map((r) => r.assertText === void 0),
    skillToolAvailable: init?.tools.includes("Skill") ?? false,
    availableSkills: init ? init.skills.map((s) => ({ id: skillId(s) })) : void 0,
    mcpServers: init?.mcpServers,
    availableTools: init?.tools,
    linkResolution: {
      mode: "replay",
      folderPrefixes: new Map((cassette.folderPrefixMap ?? []).map((m) => [m.from, m.mount])),
      folderPrefixesRequiredButAbsent: cassette.folderPrefixMap === void 0,
      linkPaths
    },
    hasTimeline: Array.isArray(cassette.timeline)
  };
}
function skillId(s) {
  if (typeof s === "string") return s;
  if (s && typeof s === "object") {
    const o = s;
    for (const k of ["id", "name"]) if (typeof o[k] === "string") return o[k];
  }
  return String(s);
}

// src/gate/replay/gate-staleness.ts
var SKILL_DRIFT = /* @__PURE__ */ new Set(["skill", "shared-root", "unverifiable-skill"]);
var SESSION_DRIFT = /* @__PURE__ */ new Set([...SKILL_DRIFT, "format"]);
function stalenessFailures(findings, opts) {
  const fail2 = (message) => ({ assertion: {}, pass: false, message, source: "staleness" });
  if (opts.strict) return findings.map((f) => fail2(`cassette stale (--strict): ${f.message}`));
  if (opts.failOnSkillDrift) {
    return findings.filter((f) => SKILL_DRIFT.has(f.class)).map((f) => fail2(`skill-source drift (--fail-on-skill-drift): ${f.message}`));
  }
  if (opts.sessionOverride) {
    return findings.filter((f) => SESSION_DRIFT.has(f.class)).map((f) => fail2(`skill-source drift under an explicit --session: ${f.message}`));
  }
  return findings.filter((f) => f.class === "unverifiable-skill").map((f) => fail2(`skill staleness could not be verified: ${f.message}`));
}

// src/gate/replay/materialize.ts
import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, rmdirSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname as dirname2, isAbsolute as isAbsolute2, join as join2, normalize, sep as sep2 } from "node:path";
function containedRelPath(path) {
  if (path === "" || isAbsolute2(path) || /^[a-zA-Z]:[\\/]/.test(path) || path.includes("\0")) return void 0;
  const norm = normalize(path.replace(/\\/g, "/"));
  if (norm === ".." || norm.startsWith(`..${sep2}`) || norm === "." || isAbsolute2(norm)) return void 0;
  return norm;
}
var pool = { parent: void 0, next: 0, free: [] };
function acquireSlot() {
  const free = pool.free.pop();
  if (free) return free;
  if (pool.parent === void 0) {
    const parent = mkdtempSync(join2(tmpdir(), "cowork-replay-"));
    pool.parent = parent;
    process.once("exit", () => rmSync(parent, { recursive: true, force: true }));
  }
  const root = join2(pool.parent, String(pool.next++));
  mkdirSync(root);
  return { root, dirs: /* @__PURE__ */ new Set() };
}
function shapeSlot(slot, dirs) {
  for (const d of [...slot.dirs].filter((x) => !dirs.has(x)).sort((a, b) => b.length - a.length))
    rmdirSync(join2(slot.root, d));
  for (const d of [...dirs].filter((x) => !slot.dirs.has(x)).sort((a, b) => a.length - b.length))
    mkdirSync(join2(slot.root, d), { recursive: true });
  slot.dirs = new Set(dirs);
}
function materializeManifest(entries, label2) {
  const truncatedPaths = /* @__PURE__ */ new Map();
  const linkPaths = /* @__PURE__ */ new Map();
  const files = /* @__PURE__ */ new Set();
  const dirs = /* @__PURE__ */ new Set();
  const planned = [];
  for (const entry of entries) planned.push(planEntry(entry, { truncatedPaths, linkPaths }, files, dirs, label2));
  const byRel = new Map(planned.map((f) => [f.rel.split(sep2).join("/"), f.raw]));
  const dirsByRel = new Set([...dirs].map((d) => d.split(sep2).join("/")));
  let slot;
  let written = false;
  let disposed = false;
  const reserve = () => {
    if (slot === void 0) {
      if (disposed) throw new HarnessError(`${label2}: the replay directory was already removed`);
      slot = acquireSlot();
    }
    return slot;
  };
  return {
    get location() {
      return reserve().root;
    },
    get root() {
      const s = reserve();
      if (!written) {
        try {
          shapeSlot(s, dirs);
          for (const f of planned) writeEntry(s.root, f, label2);
        } catch (e) {
          rmSync(s.root, { recursive: true, force: true });
          slot = void 0;
          disposed = true;
          throw e;
        }
        written = true;
      }
      return s.root;
    },
    at(rel) {
      if (rel === "" || dirsByRel.has(rel)) return { kind: "dir" };
      const raw = byRel.get(rel);
      return raw === void 0 ? void 0 : { kind: "file", raw };
    },
    truncatedPaths,
    linkPaths,
    dispose: () => {
      if (disposed) return;
      disposed = true;
      if (slot !== void 0) {
        if (written) releaseSlot(slot, planned);
        else pool.free.push(slot);
      }
      slot = void 0;
    }
  };
}
function releaseSlot(slot, planned) {
  try {
    for (const f of planned) unlinkSync(join2(slot.root, f.rel));
    pool.free.push(slot);
  } catch {
    rmSync(slot.root, { recursive: true, force: true });
  }
}
function planEntry(entry, tree, files, dirs, label2) {
  const rel = containedRelPath(entry.path);
  if (rel === void 0) {
    throw new HarnessError(
      `${label2}: cassette artifact path "${entry.path}" escapes the replay directory \u2014 refusing to replay`
    );
  }
  const raw = entry.body === void 0 ? Buffer.alloc(0) : Buffer.from(entry.body, entry.encoding === "base64" ? "base64" : "utf8");
  if (!entry.truncated && entry.body !== void 0 && entry.sha256 !== "") {
    const actual = createHash("sha256").update(raw).digest("hex");
    if (actual !== entry.sha256) {
      throw new HarnessError(
        `${label2}: cassette artifact "${entry.path}" body does not match its recorded sha256 (expected ${entry.sha256.slice(0, 12)}\u2026, got ${actual.slice(0, 12)}\u2026) \u2014 the cassette was edited by hand; refusing to replay`
      );
    }
  }
  const ancestors = [];
  for (let d = dirname2(rel); d !== "." && d !== sep2 && d !== ""; d = dirname2(d)) ancestors.push(d);
  const collision = files.has(rel) || dirs.has(rel) ? "EEXIST" : ancestors.some((d) => files.has(d)) || rel.endsWith(sep2) ? "ENOTDIR" : void 0;
  if (collision !== void 0)
    throw new HarnessError(
      `${label2}: cassette artifact "${entry.path}" ${whyUnwritable(collision)} \u2014 refusing to replay`
    );
  files.add(rel);
  for (const d of ancestors) dirs.add(d);
  if (entry.linkKind) tree.linkPaths.set(rel, entry.linkKind);
  if (entry.truncated) tree.truncatedPaths.set(rel, entry.truncationReason ?? "other");
  return { rel, raw, path: entry.path };
}
function whyUnwritable(code) {
  return code === "EEXIST" ? "appears twice in the manifest" : code === "ENOTDIR" || code === "EISDIR" ? "collides with another manifest path" : `cannot be written (${code ?? "error"})`;
}
function writeEntry(root, f, label2) {
  const target = join2(root, f.rel);
  try {
    writeFileSync(target, f.raw, { flag: "wx" });
  } catch (e) {
    throw new HarnessError(
      `${label2}: cassette artifact "${f.path}" ${whyUnwritable(e.code)} \u2014 refusing to replay`
    );
  }
}

// src/gate/replay/result.ts
var FUTURE_CASSETTE_HINT = "(pass --best-effort-future-cassette to attempt replay anyway)";

// src/gate/replay/reference-fields.ts
function referenceFields(rec) {
  const fields = {
    result: rec.result,
    resultSubtype: rec.resultSubtype,
    resultErrorKind: rec.resultErrorKind,
    errorSource: rec.errorSource,
    finalMessage: rec.finalMessage,
    stalledOnQuestion: rec.stalledOnQuestion || void 0,
    decisions: rec.decisions,
    toolCounts: rec.toolCounts,
    toolDurations: rec.toolDurations,
    skillActivity: rec.skillActivity,
    models: rec.models,
    thinking: rec.thinkingBlocks && rec.thinkingBlocks.length > 0 ? rec.thinkingBlocks : void 0,
    thinkingElided: rec.thinkingElided,
    toolErrors: rec.toolErrors,
    modelUsage: rec.modelUsage,
    redundantToolCalls: rec.redundantToolCalls,
    tasks: rec.tasks,
    context: {
      tools: rec.init?.tools ?? [],
      mcpServers: rec.init?.mcpServers ?? [],
      availableSkills: (rec.init?.skills ?? []).map((s) => ({ id: skillId(s) }))
    },
    gateDeliveries: rec.gateDeliveries.map(
      ({ question, delivered, reason, error }) => error === void 0 ? { question, delivered, reason } : { question, delivered, reason, error }
    ),
    subagents: rec.subagents,
    nonReproducibleAnswers: rec.nonReproducibleAnswers ?? [],
    usage: rec.usage,
    cost: rec.cost,
    skillsInvoked: rec.skillsInvoked,
    skillToolAvailable: rec.init?.tools.includes("Skill") ?? false,
    contextEvents: rec.contextEvents,
    hookEvents: rec.hookEvents?.map((h) => ({
      type: "hook_event",
      callbackId: h.callbackId,
      decision: h.decision,
      tool: h.tool,
      paths: h.pathFields,
      reason: h.reason,
      agentId: h.agentId,
      toolUseId: h.toolUseId
    })),
    fileToolAttempts: rec.fileToolAttempts,
    pathDenials: rec.pathDenials,
    presentedFiles: rec.presentedFiles,
    toolResults: rec.toolResults,
    webSearches: rec.webSearches,
    infraErrors: rec.infraErrors.length > 0 ? rec.infraErrors : void 0,
    referencesRead: rec.referencesRead.length > 0 ? rec.referencesRead : void 0
  };
  const out = {};
  for (const k in fields) if (fields[k] !== void 0) out[k] = fields[k];
  return out;
}

// src/gate/replay/strip.ts
function stripAssertions(assertions, buckets, expectDenied = []) {
  const items = [];
  const excluded = /* @__PURE__ */ new Map();
  let full = expectDenied.length;
  let partial = 0;
  for (const item of assertions) {
    const kept = {};
    let liveOnly = false;
    for (const [key, value] of Object.entries(item)) {
      if (value === void 0) continue;
      const s = buckets.status(key);
      if (s.status === "active") kept[key] = value;
      else if (s.status === "excluded") excluded.set(key, s.reason);
      else liveOnly = true;
    }
    if (Object.keys(kept).length === 0) {
      full++;
      continue;
    }
    if (liveOnly) partial++;
    items.push(kept);
  }
  const warnings = [];
  for (const [key, reason] of excluded) warnings.push(`[replay] ${key}: not evaluated on replay \u2014 ${reason}`);
  if (full > 0) {
    warnings.push(
      `[replay] skipped ${full} filesystem/egress/expect_denied assertion(s) (live-only or not recorded) \u2014 not evaluated on replay`
    );
  }
  if (partial > 0) {
    warnings.push(
      `[replay] ${partial} mixed assertion(s) had their filesystem/egress half dropped \u2014 only the content half was evaluated on replay`
    );
  }
  return { items, skipped: { full, partial }, warnings };
}

// src/gate/replay/verdict.ts
var REPLAY_GUARDS = ["capability-use", "permissive-auto-allow", "host-path", "outputs-delete"];
var RESULT_ERROR_MESSAGES = {
  result_error: "run result was error",
  transport_error: "run ended with a transport error",
  usage_limit: "run ended on a usage limit"
};
function computeVerdict(input) {
  const signals = [];
  for (const a of input.assertions) {
    if (!a.pass) signals.push({ code: "assertion", severity: "fail", message: a.message ?? "assertion failed" });
  }
  if (input.record.result === "error") {
    const code = input.record.resultErrorKind ?? "result_error";
    signals.push({ code, severity: "fail", message: RESULT_ERROR_MESSAGES[code] ?? "run result was error" });
  }
  for (const e of input.record.infraErrors) {
    const hostloopExec = e.source === "hostloop-exec";
    signals.push({
      code: hostloopExec ? "exec_infra_error" : "infra_error",
      severity: hostloopExec ? "warn" : "fail",
      message: `infrastructure error${e.source ? ` (${e.source})` : ""}: ${e.message}`
    });
  }
  if (input.record.stalledOnQuestion && !input.allowStall) {
    signals.push({
      code: "stalled",
      severity: "fail",
      message: "run ended on an unanswered question to the user (stalled)"
    });
  }
  const failures = [];
  for (const a of input.assertions) {
    if (a.pass) continue;
    const key = Object.keys(a.assertion).find((k) => a.assertion[k] !== void 0);
    failures.push({
      ...key ? { assertion: key } : {},
      message: a.message ?? "assertion failed",
      kind: a.source ?? "assertion"
    });
  }
  for (const s of signals) {
    if (s.code !== "assertion" && s.severity === "fail") failures.push({ message: s.message, kind: "guard" });
  }
  const pass2 = !signals.some((s) => s.severity === "fail");
  return {
    pass: pass2,
    exitCode: pass2 ? 0 : 1,
    signals,
    guards: REPLAY_GUARDS.map((name) => ({ name, status: "na" })),
    failures
  };
}
function deriveOutcome(result2, verdict) {
  if (result2 === "error") return "errored";
  if (verdict.signals.some((s) => s.code === "stalled" || s.code === "ended_with_question")) return "no_deliverable";
  return verdict.pass ? "delivered_clean" : "delivered_with_verdict_fail";
}

// src/gate/replay/replay-cassette.ts
async function prepareCassette(path, opts, annotations) {
  const loaded = await loadCassetteFile(path);
  for (const w of loaded.warnings) annotations.push({ level: "warning", message: w });
  const ctx = checkContext(loaded.cassette, path, {
    sessionOverride: opts.sessionOverride,
    baselinesDir: opts.baselinesDir,
    env: opts.env
  });
  const staleness = await runChecks(ctx);
  return { cassette: loaded.cassette, staleness, onDisk: await ctx.scenario() };
}
async function replayCassetteFile(path, opts = {}) {
  const annotations = [];
  try {
    const { cassette, staleness } = await prepareCassette(path, opts, annotations);
    return { result: replayLoaded(cassette, path, staleness, opts, annotations), annotations };
  } catch (e) {
    const message = oneLine(e);
    annotations.push({ level: "warning", message: `[replay] ${message}` });
    return { result: errorResult(path, message), annotations };
  }
}
function replayLoaded(cassette, path, staleness, opts, annotations) {
  const version = cassette.cassetteVersion ?? 0;
  const future = version > CURRENT_CASSETTE_VERSION;
  if (future && opts.bestEffortFutureCassette) {
    annotations.push({
      level: "warning",
      message: `[replay] cassette format v${version} is newer than this harness understands (v${CURRENT_CASSETTE_VERSION}) \u2014 replaying anyway (--best-effort-future-cassette)`
    });
  }
  for (const f of staleness.findings)
    annotations.push({ level: "warning", message: `[replay] cassette stale: ${f.message}`, inGateReport: true });
  for (const n of staleness.notes) annotations.push({ level: "notice", message: `[replay] cassette note: ${n}` });
  for (const n of staleness.unchecked ?? [])
    annotations.push({ level: "notice", message: `[replay] not checked: ${n}`, inGateReport: true });
  const drive = driveReplay(cassette, { retainToolResultText: readsToolResultText(cassette.scenario.assert) });
  for (const w of drive.warnings) annotations.push({ level: "warning", message: `[replay] ${w}` });
  const buckets = bucketsFor(cassette);
  const stripped = stripAssertions(cassette.scenario.assert, buckets, cassette.scenario.expect_denied ?? []);
  for (const w of stripped.warnings) annotations.push({ level: "warning", message: w });
  const artifacts = cassette.artifacts;
  const needsTree = artifacts !== void 0 && artifacts.length > 0 || stripped.items.some((i) => Object.keys(i).some((k) => MANIFEST_BODY_KEYS.has(k) || PRE_RUN_KEYS.has(k)));
  let tree;
  try {
    tree = needsTree ? materializeManifest(artifacts ?? [], path) : void 0;
    const ctx = buildAssertContext(cassette, drive.record, tree, drive.truncatedQuestion !== void 0);
    const assertions = evaluateAll(stripped.items, ctx, ASSERTION_CATALOG);
    const observed = opts.observe ? observe(
      opts.observe,
      {
        cassette,
        path,
        record: drive.record,
        items: stripped.items,
        results: [...assertions],
        ...tree ? { tree } : {},
        truncatedOnQuestion: drive.truncatedQuestion !== void 0
      },
      annotations
    ) : {};
    assertions.push(...stalenessFailures(staleness.findings, opts));
    if (future && !opts.bestEffortFutureCassette) {
      assertions.push({
        assertion: {},
        pass: false,
        source: "cassette-format",
        message: `cassette format too new: cassette format v${version} is newer than this harness understands (v${CURRENT_CASSETTE_VERSION}) \u2014 results may be unreliable; upgrade cowork-harness ${FUTURE_CASSETTE_HINT}`
      });
    }
    for (const message of drive.protocolFailures) {
      assertions.push({
        assertion: { replay_protocol_fidelity: true },
        pass: false,
        source: "cassette-format",
        message
      });
    }
    const allowStall = cassette.scenario.assert.some((a) => a.allow_stall !== void 0);
    const verdict = computeVerdict({ assertions, record: drive.record, allowStall });
    const result2 = assembleResult(cassette, path, drive.record, assertions, staleness, stripped.skipped, verdict);
    for (const [k, v] of Object.entries(observed)) if (!(k in result2)) result2[k] = v;
    return result2;
  } finally {
    tree?.dispose();
  }
}
function observe(observer, o, annotations) {
  try {
    return observer(o, annotations);
  } catch (e) {
    annotations.push({ level: "warning", message: `[replay] report pass failed, verdict unaffected: ${oneLine(e)}` });
    return {};
  }
}
function assembleResult(cassette, path, record, assertions, staleness, skipped, verdict) {
  const s = cassette.scenario;
  const fidelity = s.fidelity ?? "container";
  return {
    command: "replay",
    mode: "run",
    scenario: s.name ?? path,
    cassette: path,
    fidelity: `replay:${fidelity}`,
    effectiveFidelity: `replay:${cassette.effectiveFidelity ?? fidelity}`,
    baseline: s.baseline ?? "latest",
    lane: s.lane ?? "local",
    prompt: s.prompt,
    ...referenceFields(record),
    result: record.result,
    decisions: record.decisions,
    egress: [],
    assertions,
    outDir: "(replay)",
    ...staleness.findings.length > 0 ? { staleness: staleness.findings.map((f) => ({ ...f })) } : {},
    ...(staleness.unchecked?.length ?? 0) > 0 ? { unchecked: [...staleness.unchecked] } : {},
    skippedAssertions: skipped,
    nonDeterministic: false,
    scratchpadEvidenceComplete: false,
    preRunLinkAware: (cassette.cassetteVersion ?? 0) >= 10,
    ...cassette.fingerprint ? { fingerprint: { ...cassette.fingerprint, frozen: true } } : {},
    ...cassette.environment ? { execution: { location: cassette.environment.location ?? "local" } } : {},
    verdict,
    outcome: deriveOutcome(record.result, verdict),
    provenance: provenanceOf(record),
    exitCode: verdict.exitCode
  };
}
function provenanceOf(record) {
  const model = record.models.length > 0 ? record.models.join(",") : "unknown";
  if (!record.init) return { model, skill: "unknown", ablated: false };
  const offered = record.init.tools.includes("Skill") || record.init.skills.length > 0;
  if (!offered) return { model, skill: "not-offered", ablated: false };
  return { model, skill: record.skillsInvoked.length > 0 ? "offered,invoked" : "offered,NOT-invoked", ablated: false };
}
var TOOL_RESULT_TEXT_KEYS = [
  "tool_result_contains",
  "tool_result_not_contains",
  "tool_result_matches",
  "tool_result_not_matches",
  "subagent_output_contains"
];
function readsToolResultText(assertions) {
  return assertions.some((a) => TOOL_RESULT_TEXT_KEYS.some((k) => a[k] !== void 0));
}
function errorResult(path, message) {
  const verdict = computeVerdict({
    assertions: [],
    record: { result: "error", infraErrors: [], stalledOnQuestion: false },
    allowStall: false
  });
  return {
    command: "replay",
    mode: "run",
    scenario: path,
    cassette: path,
    fidelity: "replay",
    baseline: "",
    result: "error",
    decisions: [],
    egress: [],
    assertions: [],
    outDir: "",
    durationMs: 0,
    error: message,
    verdict,
    outcome: "errored",
    provenance: { model: "unknown", skill: "unknown", ablated: false },
    exitCode: 2
  };
}

export {
  resolveDotPath,
  ASSERTION_CATALOG,
  evaluateItem,
  QUESTION_GATE_KEYS2 as QUESTION_GATE_KEYS,
  LIVE_ONLY_KEYS2 as LIVE_ONLY_KEYS,
  bucketsFor,
  buildAssertContext,
  containedRelPath,
  materializeManifest,
  FUTURE_CASSETTE_HINT,
  prepareCassette,
  replayCassetteFile,
  replayLoaded,
  readsToolResultText,
  errorResult
};
