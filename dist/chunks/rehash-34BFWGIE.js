#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  findCassettes
} from "./chunk-3SKFLIWN.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import {
  writeFileAtomic
} from "./chunk-MJN26BLH.js";
import {
  failureDetail,
  fingerprintSessionSkills,
  loadCassetteSession
} from "./chunk-GUYHYWBR.js";
import {
  sessionFingerprint
} from "./chunk-BVER6YVT.js";
import "./chunk-3LL6WAPB.js";
import "./chunk-A7IXKCTY.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-HT3KHDWJ.js";
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
import "./chunk-5HX2GR4K.js";

// src/cli/commands/rehash.ts
import { stat } from "node:fs/promises";

// src/gate/staleness/rehash.ts
var isLink = (sha) => sha.startsWith("lnk:");
function migrateFingerprint(recorded, tree) {
  const out = { ...recorded };
  if (recorded.fileSigs) {
    const legacy = tree.legacy.fileSigs;
    const jcs1 = tree.jcs1.fileSigs;
    if (!legacy || !jcs1)
      return { error: "the recording has per-file signatures but the live tree has too many files to list them" };
    if (legacy.length !== recorded.fileSigs.length || jcs1.length !== legacy.length) {
      return {
        error: `per-file signatures do not line up (${recorded.fileSigs.length} recorded, ${legacy.length} live)`
      };
    }
    for (let i = 0; i < legacy.length; i++) {
      const rec = recorded.fileSigs[i];
      const live = legacy[i];
      if (isLink(rec[1]) !== isLink(live[1]) || rec[1] !== live[1]) {
        return { error: `per-file signature ${i} (${rec[0]}) does not match the live tree` };
      }
    }
    out.fileSigs = recorded.fileSigs.map(([path], i) => [path, jcs1[i][1]]);
  }
  out.skillHash = tree.jcs1.skillHash;
  out.hashFormat = "jcs1";
  if (tree.jcs1.contentSig !== void 0) out.contentSig = tree.jcs1.contentSig;
  else delete out.contentSig;
  if (tree.jcs1.sharedHash !== void 0) out.sharedHash = tree.jcs1.sharedHash;
  else delete out.sharedHash;
  if (tree.mode === "git") out.mode = "git";
  else delete out.mode;
  return { fingerprint: out };
}
function restamped(cassette, fingerprint) {
  const out = { ...cassette, cassetteVersion: CURRENT_CASSETTE_VERSION };
  if (typeof out.$schema === "string")
    out.$schema = out.$schema.replace(/cassette\.v\d+\.json$/, `cassette.v${CURRENT_CASSETTE_VERSION}.json`);
  if (fingerprint) out.fingerprint = fingerprint;
  return out;
}
async function planRehash(cassette, cassettePath, opts = {}) {
  const version = cassette.cassetteVersion ?? 0;
  const fp = cassette.fingerprint;
  if (version >= CURRENT_CASSETTE_VERSION) return { action: "skipped", reason: `already at v${version}` };
  const target = `v${version} \u2192 v${CURRENT_CASSETTE_VERSION}`;
  if (opts.sessionOverride !== void 0 && cassette.scenario.session === "(inline)") {
    return {
      action: "error",
      reason: "--session cannot apply to an INLINE scenario (it has no session file to override) \u2014 re-record"
    };
  }
  const session = await loadCassetteSession(cassette, cassettePath, opts.sessionOverride);
  if (!fp?.skillHash) {
    if (!session.ok) {
      return {
        action: "error",
        reason: session.failure.kind === "declared-dirs-missing" ? `no skillHash, and the session declares ${session.failure.declared} skill root(s) that do not resolve \u2014 absence means the hash FAILED, not that there was nothing to hash; re-record` : `no skillHash, and the session could not be resolved (${session.failure.kind}) \u2014 cannot prove the recording had zero skill sources; re-record`
      };
    }
    const live = sessionFingerprint(session.session.authored);
    if (cassette.sessionFingerprint === void 0 || cassette.sessionFingerprint !== live || session.declared !== 0) {
      return {
        action: "error",
        reason: "no skillHash, and no matching session shape to prove the recording genuinely had zero skill sources \u2014 re-record if this cassette needs to be current"
      };
    }
    const fingerprint = fp ? { ...fp, hashFormat: "jcs1" } : void 0;
    return {
      action: "migrated",
      reason: `${target} (metadata only \u2014 zero skill sources)`,
      updated: restamped(cassette, fingerprint)
    };
  }
  if (!session.ok) {
    return {
      action: "error",
      reason: `skill dirs not resolvable${failureDetail(session.failure, opts.sessionOverride)} \u2014 cannot prove content unchanged`
    };
  }
  if (session.dirs.length === 0) {
    return {
      action: "error",
      reason: "the session declares no skill dirs, but the recording has a skillHash \u2014 cannot prove content unchanged; re-record"
    };
  }
  let tree;
  try {
    tree = await fingerprintSessionSkills(cassette, session, opts.env ?? process.env);
  } catch (e) {
    return { action: "error", reason: `hashing the skill dirs failed: ${oneLine(e)} \u2014 cannot prove content unchanged` };
  }
  if (tree.readErrors.length || tree.legacy.skillHash === void 0) {
    return { action: "error", reason: "unreadable skill sources \u2014 cannot prove content unchanged; re-record" };
  }
  const recMode = fp.mode ?? "raw";
  if (recMode !== tree.mode) {
    return {
      action: "error",
      reason: `recorded in '${recMode}' file-set mode, now '${tree.mode}' \u2014 re-record under the same mode`
    };
  }
  if ((fp.agentScope ?? "off") !== (tree.agentScoped ? "skill" : "off")) {
    return { action: "error", reason: "agent-scope differs from the recording \u2014 re-record under the same setting" };
  }
  if (tree.legacy.skillHash !== fp.skillHash) {
    return {
      action: "error",
      reason: "skill content changed since recording (legacy skillHash mismatch) \u2014 re-record required"
    };
  }
  const migrated = migrateFingerprint(fp, tree);
  if ("error" in migrated) return { action: "error", reason: `${migrated.error} \u2014 re-record required` };
  return { action: "migrated", reason: target, updated: restamped(cassette, migrated.fingerprint) };
}

// src/cli/commands/rehash.ts
var REHASH_HELP = `Usage: cowork-harness rehash <file|dir>... [options]

Migrates v9-v11 cassettes to v12 (jcs1) digests without re-recording, only when the recorded
legacy digest proves the skill content unchanged. Each file is replaced atomically.
A directory contributes its own *.cassette.json files.

Options:
  --dry-run                   say what would be migrated; write nothing
  --session FILE              the session to fingerprint one cassette's skills against
  --output-format text|json   text (default) or one JSON object on stdout
  -h, --help                  show this help

Exit codes: 0 no cassette refused, 1 a cassette needs a re-record (or could not be read), 2 usage error.
`;
var REHASH_OPTIONS = {
  "dry-run": { type: "boolean" },
  help: { type: "boolean", short: "h" },
  "output-format": { type: "string" },
  session: { type: "string" }
};
async function writeAtomic(path, text) {
  try {
    await writeFileAtomic(path, text);
  } catch (e) {
    throw new HarnessError(`${path}: could not write the migrated cassette (${oneLine(e)})`);
  }
}
async function rehashOne(file, dryRun, sessionOverride, env) {
  let cassette;
  try {
    cassette = (await loadCassetteFile(file)).cassette;
  } catch (e) {
    return { file, action: "error", reason: oneLine(e) };
  }
  const plan = await planRehash(cassette, file, { ...sessionOverride !== void 0 ? { sessionOverride } : {}, env });
  if (plan.action !== "migrated" || !plan.updated) return { file, action: plan.action, reason: plan.reason };
  if (dryRun) return { file, action: "migrated", reason: `${plan.reason} (dry-run \u2014 would rewrite ${file})` };
  const original = await readCassetteText(file);
  await writeAtomic(file, JSON.stringify(plan.updated, null, 2) + (original.endsWith("\n") ? "\n" : ""));
  return { file, action: "migrated", reason: plan.reason };
}
function summaryLine(rows, dryRun) {
  const migrated = rows.filter((r) => r.action === "migrated").length;
  const skipped = rows.filter((r) => r.action === "skipped").length;
  const errors = rows.filter((r) => r.action === "error").length;
  if (migrated === 0 && errors === 0) return "\u2713 rehash: nothing to migrate";
  const glyph = errors > 0 ? migrated > 0 ? "!" : "\u2717" : "\u2713";
  return `${glyph} rehash: ${migrated} ${dryRun ? "migratable" : "migrated"}` + (errors > 0 ? `, ${errors} require a re-record` : "") + (skipped > 0 ? `, ${skipped} already current` : "") + (dryRun ? " (dry-run \u2014 nothing written)" : "");
}
async function rehash({ values, positionals, format, io }) {
  if (positionals.length === 0)
    throw new UsageError("give one or more cassette files or directories (--help shows the usage)");
  const dryRun = values["dry-run"] === true;
  const sessionOverride = values.session;
  const files = await findCassettes(positionals);
  if (sessionOverride !== void 0) {
    const isDir = await stat(positionals[0]).then(
      (s) => s.isDirectory(),
      () => false
    );
    if (files.length !== 1 || isDir)
      throw new UsageError("--session takes a single cassette FILE, not a directory or several files");
    const isFile = await stat(sessionOverride).then(
      (s) => s.isFile(),
      () => false
    );
    if (!isFile) throw new UsageError(`--session: not a session file: ${sessionOverride}`);
  }
  const rows = [];
  for (const f of files) rows.push(await rehashOne(f, dryRun, sessionOverride, io.env));
  const errors = rows.filter((r) => r.action === "error").length;
  if (format === "json") {
    io.stdout(
      `${JSON.stringify({
        tool: TOOL_NAME,
        version: TOOL_VERSION,
        command: "rehash",
        ok: errors === 0,
        dryRun,
        migrated: rows.filter((r) => r.action === "migrated").length,
        skipped: rows.filter((r) => r.action === "skipped").length,
        errors,
        results: rows,
        error: null
      })}
`
    );
  } else {
    io.stdout(`${summaryLine(rows, dryRun)}
`);
    for (const r of rows)
      io.stdout(`${r.action === "migrated" ? "\u2713" : r.action === "error" ? "\u2717" : "\xB7"} ${r.file}: ${r.reason}
`);
  }
  return errors > 0 ? EXIT.fail : EXIT.ok;
}
var command = defineCommand({
  name: "rehash",
  help: REHASH_HELP,
  options: REHASH_OPTIONS,
  errors: "line",
  run: rehash
});
export {
  command
};
