#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ScenarioObjectSchema,
  ScenarioSchema
} from "./chunk-TJGXX2SJ.js";
import {
  findModelScriptRef
} from "./chunk-BLIPJPYU.js";
import {
  ParsedFiles,
  describeIssues,
  lineOfPath,
  parseYamlWithPositions,
  sequenceItemLines,
  topLevelKeyLines,
  withKeySuggestions,
  withLine
} from "./chunk-3LL6WAPB.js";
import {
  readRegularText
} from "./chunk-A7IXKCTY.js";
import {
  ContainmentError,
  openFileBelow
} from "./chunk-HT3KHDWJ.js";
import {
  clip
} from "./chunk-IAQDAOHD.js";
import {
  compileRegex
} from "./chunk-GEFYSWZR.js";
import {
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/core/scenario/load.ts
import { basename, extname } from "node:path";
var SYNTHESIZED_KEY = "replay_protocol_fidelity";
function fail(path, what, line) {
  throw new HarnessError(`${path}: ${withLine(what, line)}`);
}
function checkAuthoringRules(path, source, authored) {
  const assertList = authored["assert"];
  if (Array.isArray(assertList)) {
    assertList.forEach((item, i) => {
      if (item && typeof item === "object" && SYNTHESIZED_KEY in item) {
        fail(
          path,
          `assert[${i}].${SYNTHESIZED_KEY}: replay synthesizes this check \u2014 it cannot be authored`,
          lineOfPath(source, ["assert", i, SYNTHESIZED_KEY])
        );
      }
    });
  }
}
function checkLoadRules(path, source, scenario) {
  if (scenario.execution === "cloud-describe") {
    fail(path, "execution: cloud-describe is reserved \u2014 no runner exists for it", lineOfPath(source, ["execution"]));
  }
  scenario.answers.forEach((rule, i) => {
    if (rule.when_question === void 0) return;
    const compiled = compileRegex(rule.when_question);
    if (!compiled.ok) {
      fail(
        path,
        `answers[${i}].when_question: bad regex "${rule.when_question}": ${compiled.error}`,
        lineOfPath(source, ["answers", i, "when_question"])
      );
    }
  });
}
function defaultName(path) {
  const base = basename(path);
  return base.slice(0, base.length - extname(base).length);
}
function loadScenarioText(text, path) {
  const parsed = parseYamlWithPositions(text);
  if (!parsed.ok) fail(path, parsed.error, parsed.line);
  const { source, value } = parsed;
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    fail(path, "a scenario must be a YAML mapping of keys (prompt, assert, \u2026)", value === null ? void 0 : 1);
  }
  const authored = value;
  checkAuthoringRules(path, source, authored);
  const result = ScenarioSchema.safeParse(authored);
  if (!result.success) {
    throw new HarnessError(
      `${path}: ${describeIssues(source, withKeySuggestions(ScenarioObjectSchema, result.error.issues))}`
    );
  }
  const scenario = result.data;
  if (scenario.name === "") scenario.name = defaultName(path);
  checkLoadRules(path, source, scenario);
  const keyLines = topLevelKeyLines(source);
  const modelScript = findModelScriptRef(text, path, scenario.model_script, keyLines["model_script"]);
  return {
    path,
    scenario,
    authored,
    assertLines: sequenceItemLines(source, "assert"),
    keyLines,
    ...modelScript ? { modelScript } : {}
  };
}
var parsedScenarios = new ParsedFiles(
  loadScenarioText,
  (path, code) => new HarnessError(`${path}: cannot read scenario file${code ? ` (${code})` : ""}`)
);
async function loadScenarioFile(path) {
  return parsedScenarios.load(path);
}
function loadScenarioTextOf(path, text) {
  return parsedScenarios.parsedText(path, text);
}

// src/core/util/repo-file.ts
import { createHash } from "node:crypto";
import { closeSync, lstatSync, readSync, realpathSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
var SHOWN_CHARS = 160;
function shownName(named) {
  const flat = named.replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, "?");
  return clip(flat, SHOWN_CHARS, "after");
}
function realDir(dir) {
  try {
    return realpathSync.native(dir);
  } catch {
    return resolve(dir);
  }
}
function repositoryRelative(root, baseDir, named) {
  if (named === "" || named.includes("\0")) return { why: "not a path" };
  const rel = relative(root, resolve(realDir(baseDir), named));
  if (rel === "" || rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel))
    return { why: "outside the repository" };
  const parts = rel.split(sep);
  if (parts.includes(".git")) return { why: "inside the repository's .git directory" };
  return { rel: parts.join("/") };
}
function refusalOf(root, rel, maxBytes) {
  const parts = rel.split("/");
  for (let i = 1; i <= parts.length; i++) {
    const at = parts.slice(0, i).join("/");
    let st;
    try {
      st = lstatSync(join(root, at));
    } catch {
      break;
    }
    if (st.isSymbolicLink()) return `reached through a symbolic link (${shownName(at)})`;
    if (i < parts.length && !st.isDirectory()) return `under ${shownName(at)}, which is not a directory`;
    if (i === parts.length && !st.isFile()) return "not a regular file (a FIFO, device, socket or directory)";
    if (i === parts.length && st.size > maxBytes) return `larger than the ${maxBytes}-byte bound`;
  }
  return "not a plain file inside the repository";
}
function hashFd(fd, maxBytes) {
  const hash = createHash("sha256");
  const buf = Buffer.allocUnsafe(256 * 1024);
  let total = 0;
  for (; ; ) {
    const n = readSync(fd, buf, 0, buf.length, null);
    if (n === 0) return hash.digest("hex");
    total += n;
    if (total > maxBytes) throw new ContainmentError(`grew past ${maxBytes} bytes while being read`);
    hash.update(buf.subarray(0, n));
  }
}
function hashNamedFile(root, baseDir, named, maxBytes) {
  const where = repositoryRelative(root, baseDir, named);
  if ("why" in where) return { kind: "refused", why: where.why };
  let fd;
  try {
    fd = openFileBelow(root, where.rel, { maxBytes }).fd;
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return { kind: "missing" };
    if (e instanceof ContainmentError || code === "ENOTDIR" || code === "ELOOP")
      return { kind: "refused", why: refusalOf(root, where.rel, maxBytes) };
    return { kind: "refused", why: `cannot be read (${code ?? "error"})` };
  }
  try {
    return { kind: "file", sha256: hashFd(fd, maxBytes) };
  } catch (e) {
    return {
      kind: "refused",
      why: e instanceof ContainmentError ? e.message : `cannot be read (${e.code ?? "error"})`
    };
  } finally {
    closeSync(fd);
  }
}

// src/core/session/missing-upload.ts
import { existsSync } from "node:fs";
function firstMissingUpload(loaded, judged = () => true) {
  const i = loaded.resolved.uploads.findIndex((p) => judged(p) && !existsSync(p));
  if (i < 0) return void 0;
  const authored = Array.isArray(loaded.authored.uploads) ? loaded.authored.uploads : [];
  const shown = typeof authored[i] === "string" ? authored[i] : loaded.resolved.uploads[i];
  let line;
  try {
    const parsed = parseYamlWithPositions(readRegularText(loaded.path));
    if (parsed.ok) line = lineOfPath(parsed.source, ["uploads", i]);
  } catch {
  }
  return { shown, ...line !== void 0 ? { line } : {} };
}
function missingUploadText(m) {
  return `upload ${m.shown} does not exist${m.line !== void 0 ? ` (line ${m.line})` : ""}`;
}

export {
  loadScenarioFile,
  loadScenarioTextOf,
  shownName,
  repositoryRelative,
  hashNamedFile,
  firstMissingUpload,
  missingUploadText
};
