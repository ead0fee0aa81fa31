#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  withEnvDigestCache
} from "./chunk-NYTLXS3O.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import "./chunk-MJN26BLH.js";
import {
  computeTreeFingerprint,
  sessionFingerprint
} from "./chunk-BVER6YVT.js";
import {
  declaredSkillDirs,
  loadSessionFile
} from "./chunk-3LL6WAPB.js";
import "./chunk-A7IXKCTY.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-HT3KHDWJ.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-CMR34UZX.js";
import "./chunk-2JGKRYKG.js";
import "./chunk-AC6QUUQ5.js";
import {
  EXIT,
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/fingerprint.ts
import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";

// src/gate/fingerprint/walk-listing.ts
function walkLine(e) {
  if (e.kind === "dir") return `D ${e.root} ${e.path}`;
  if (e.kind === "link") return `L ${e.root} ${e.path} -> ${e.target}`;
  const digest = e.legacy === e.jcs1 ? e.jcs1 : `legacy=${e.legacy} jcs1=${e.jcs1}`;
  return `F ${e.root} ${e.path} ${digest}`;
}

// src/gate/fingerprint/fingerprint-report.ts
var LABEL_WIDTH = 28;
var row = (label, value) => `${label.padEnd(LABEL_WIDTH)}${value}
`;
function skillHashValue(d, tree) {
  if (d.skillHash !== void 0) return d.skillHash;
  if (tree.roots.length === 0) return "(none: no skill dirs)";
  return `(none: ${tree.readErrors.length} read error(s))`;
}
function renderFingerprintText(report, opts = {}) {
  const { tree } = report;
  const why = tree.rawReason === "not-git" ? " (not a git repository: fingerprints computed over all files)" : tree.rawReason === "gitset-off" ? " (COWORK_HARNESS_GITSET=0: every file is hashed)" : "";
  let out = row("mode", `${tree.mode}${why}`);
  out += row("roots", report.rootLabels.length ? report.rootLabels.join(", ") : "(none)");
  if (tree.skillScope) {
    const how = tree.scoped ? "applied" : `fell back to the whole tree; not found: ${(tree.missedSkills ?? []).join(", ")}`;
    out += row("skillScope", `${tree.skillScope.join(", ")} (${how})`);
  }
  if (tree.agentScoped) out += row("agentScope", "skill");
  out += row("skillHash jcs1 (v12)", skillHashValue(tree.jcs1, tree));
  out += row("skillHash legacy (v9-v11)", skillHashValue(tree.legacy, tree));
  out += row("contentSig algo 5 (v12)", tree.jcs1.contentSig ?? "(none)");
  out += row("contentSig algo 4 (v9-v11)", tree.legacy.contentSig ?? "(none)");
  if (tree.jcs1.sharedHash !== void 0) {
    out += row("sharedHash jcs1 (v12)", tree.jcs1.sharedHash);
    out += row("sharedHash legacy (v9-v11)", tree.legacy.sharedHash ?? "(none)");
  } else {
    out += row("sharedHash", "(none: only for a scoped fingerprint whose roots all have skills/)");
  }
  if (report.sessionFingerprint !== void 0) out += row("sessionFingerprint", report.sessionFingerprint ?? "(none)");
  if (tree.jcs1.fileSigsOmitted) {
    out += "fileSigs: omitted (more than 2000 entries)\n";
  } else if (tree.jcs1.fileSigs) {
    const legacy = tree.legacy.fileSigs ?? [];
    out += `fileSigs (${tree.jcs1.fileSigs.length}):
`;
    tree.jcs1.fileSigs.forEach(([path, sha], i) => {
      const old = legacy[i]?.[1];
      out += `  ${sha.padEnd(64)}  ${path}${old !== void 0 && old !== sha ? `  (legacy ${old})` : ""}
`;
    });
  }
  if (opts.walk) {
    out += `walk (${tree.walk.length}):
`;
    for (const e of tree.walk) out += `  ${walkLine(e)}
`;
  }
  return out;
}

// src/cli/commands/fingerprint.ts
var FINGERPRINT_HELP = `Usage: ${TOOL_NAME} fingerprint [DIR...] [options]

Prints the fingerprint of skill directories under both hash formats: jcs1 (cassettes v12)
and legacy (v9-v11). Git mode (tracked files only) unless COWORK_HARNESS_GITSET=0 or a dir
is not in a git repository (raw mode: every file is hashed).

Options:
  --session FILE    hash the session's declared skill dirs (when no DIR is given), apply its
                    staleness.hash_ignore, and print its sessionFingerprint
  --scope a,b       scenario.skills: hash only these skills of plugin roots (plus shared files)
  --ignore GLOB     extra hash-ignore glob (repeatable)
  --walk            also list every walk entry
  --json            one JSON object on stdout
  -h, --help        show this help

Environment: COWORK_HARNESS_CACHE_DIR=DIR keeps per-file digests there between runs.

Exit codes: 0 ok, 2 usage error or unreadable session, 3 some file could not be read (no skillHash).
`;
var FINGERPRINT_OPTIONS = {
  session: { type: "string" },
  scope: { type: "string", multiple: true },
  ignore: { type: "string", multiple: true },
  walk: { type: "boolean" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" }
};
async function sessionInfo(file, io) {
  const loaded = await loadSessionFile(file);
  const declared = declaredSkillDirs(loaded.resolved);
  const dirs = declared.filter((d) => {
    if (existsSync(d)) return true;
    io.stderr(`${TOOL_NAME} fingerprint: warning: declared skill dir ${d} does not exist \u2014 not hashed
`);
    return false;
  });
  return { dirs, hashIgnore: loaded.resolved.staleness.hash_ignore, fingerprint: sessionFingerprint(loaded.authored) };
}
function scopeList(values) {
  return (values ?? []).flatMap((v) => v.split(",")).map((s) => s.trim()).filter((s) => s !== "");
}
async function fingerprint({ values, positionals, io }) {
  if (positionals.length === 0 && values.session === void 0) {
    throw new UsageError("give one or more skill DIRs, or --session FILE");
  }
  const session = values.session !== void 0 ? await sessionInfo(resolve(io.cwd, values.session), io) : void 0;
  let dirs;
  if (positionals.length > 0) {
    dirs = positionals.map((p) => resolve(io.cwd, p));
    for (const d of dirs) if (!existsSync(d)) throw new UsageError(`${d}: no such directory`);
  } else {
    dirs = session?.dirs ?? [];
  }
  const tree = await withEnvDigestCache(
    io.env,
    (m) => io.stderr(`${TOOL_NAME} fingerprint: notice: ${m}
`),
    (digestCache) => computeTreeFingerprint({
      dirs,
      scopeSkills: scopeList(values.scope),
      hashIgnore: [...session?.hashIgnore ?? [], ...values.ignore ?? []],
      env: io.env,
      ...digestCache ? { digestCache } : {}
    })
  );
  for (const w of tree.warnings) io.stderr(`${TOOL_NAME} fingerprint: warning: ${w}
`);
  for (const e of tree.readErrors) io.stderr(`${TOOL_NAME} fingerprint: ${e}
`);
  const report = {
    tree,
    rootLabels: tree.roots.map((r) => relative(io.cwd, r) || "."),
    ...session ? { sessionFingerprint: session.fingerprint } : {}
  };
  if (values.json) {
    io.stdout(
      JSON.stringify({
        tool: TOOL_NAME,
        version: TOOL_VERSION,
        command: "fingerprint",
        mode: tree.mode,
        roots: report.rootLabels,
        ...tree.skillScope ? { skillScope: tree.skillScope, scoped: tree.scoped } : {},
        ...tree.missedSkills ? { missedSkills: tree.missedSkills } : {},
        ...tree.agentScoped ? { agentScope: "skill" } : {},
        jcs1: tree.jcs1,
        legacy: tree.legacy,
        ...session ? { sessionFingerprint: session.fingerprint } : {},
        ...values.walk ? { walk: tree.walk } : {},
        readErrors: tree.readErrors,
        warnings: tree.warnings
      }) + "\n"
    );
  } else {
    io.stdout(renderFingerprintText(report, { walk: values.walk === true }));
  }
  return tree.readErrors.length > 0 ? EXIT.unverifiable : EXIT.ok;
}
var command = defineCommand({
  name: "fingerprint",
  help: FINGERPRINT_HELP,
  options: FINGERPRINT_OPTIONS,
  run: fingerprint
});
export {
  command
};
