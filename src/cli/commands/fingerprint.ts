/**
 * `cowork-harness fingerprint [--session FILE] [--scope a,b] [--ignore GLOB]... [--json] [DIR...]`:
 * prints the fingerprint of skill directories under both hash formats — mode, skillHash,
 * contentSig, sharedHash, fileSigs — and, with --session, the sessionFingerprint.
 */
import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import type { CliIO } from "../io.js";
import { defineCommand, type CommandContext } from "../command.js";
import { computeTreeFingerprint } from "../../gate/fingerprint/tree-fingerprint.js";
import { withEnvDigestCache } from "../../gate/fingerprint/persistent-cache.js";
import { renderFingerprintText, type FingerprintReport } from "../../gate/fingerprint/fingerprint-report.js";
import { declaredSkillDirs, loadSessionFile } from "../../core/session/load.js";
import { sessionFingerprint } from "../../gate/staleness/session-fingerprint.js";
import { EXIT, UsageError } from "../../core/util/errors.js";
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";

const FINGERPRINT_HELP = `Usage: ${TOOL_NAME} fingerprint [DIR...] [options]

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

const FINGERPRINT_OPTIONS = {
  session: { type: "string" },
  scope: { type: "string", multiple: true },
  ignore: { type: "string", multiple: true },
  walk: { type: "boolean" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

interface SessionInfo {
  dirs: string[];
  hashIgnore: string[];
  fingerprint: string | null;
}

async function sessionInfo(file: string, io: CliIO): Promise<SessionInfo> {
  const loaded = await loadSessionFile(file);
  const declared = declaredSkillDirs(loaded.resolved);
  const dirs = declared.filter((d) => {
    if (existsSync(d)) return true;
    io.stderr(`${TOOL_NAME} fingerprint: warning: declared skill dir ${d} does not exist — not hashed\n`);
    return false;
  });
  return { dirs, hashIgnore: loaded.resolved.staleness.hash_ignore, fingerprint: sessionFingerprint(loaded.authored) };
}

function scopeList(values: string[] | undefined): string[] {
  return (values ?? [])
    .flatMap((v) => v.split(","))
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/** Fingerprints the dirs named (or the session's) and prints the report. */
async function fingerprint({ values, positionals, io }: CommandContext<typeof FINGERPRINT_OPTIONS>): Promise<number> {
  if (positionals.length === 0 && values.session === undefined) {
    throw new UsageError("give one or more skill DIRs, or --session FILE");
  }
  const session = values.session !== undefined ? await sessionInfo(resolve(io.cwd, values.session), io) : undefined;
  let dirs: string[];
  if (positionals.length > 0) {
    dirs = positionals.map((p) => resolve(io.cwd, p));
    for (const d of dirs) if (!existsSync(d)) throw new UsageError(`${d}: no such directory`);
  } else {
    dirs = session?.dirs ?? [];
  }
  const tree = await withEnvDigestCache(
    io.env,
    (m) => io.stderr(`${TOOL_NAME} fingerprint: notice: ${m}\n`),
    (digestCache) =>
      computeTreeFingerprint({
        dirs,
        scopeSkills: scopeList(values.scope),
        hashIgnore: [...(session?.hashIgnore ?? []), ...(values.ignore ?? [])],
        env: io.env,
        ...(digestCache ? { digestCache } : {}),
      }),
  );
  for (const w of tree.warnings) io.stderr(`${TOOL_NAME} fingerprint: warning: ${w}\n`);
  for (const e of tree.readErrors) io.stderr(`${TOOL_NAME} fingerprint: ${e}\n`);
  const report: FingerprintReport = {
    tree,
    rootLabels: tree.roots.map((r) => relative(io.cwd, r) || "."),
    ...(session ? { sessionFingerprint: session.fingerprint } : {}),
  };
  if (values.json) {
    io.stdout(
      JSON.stringify({
        tool: TOOL_NAME,
        version: TOOL_VERSION,
        command: "fingerprint",
        mode: tree.mode,
        roots: report.rootLabels,
        ...(tree.skillScope ? { skillScope: tree.skillScope, scoped: tree.scoped } : {}),
        ...(tree.missedSkills ? { missedSkills: tree.missedSkills } : {}),
        ...(tree.agentScoped ? { agentScope: "skill" } : {}),
        jcs1: tree.jcs1,
        legacy: tree.legacy,
        ...(session ? { sessionFingerprint: session.fingerprint } : {}),
        ...(values.walk ? { walk: tree.walk } : {}),
        readErrors: tree.readErrors,
        warnings: tree.warnings,
      }) + "\n",
    );
  } else {
    io.stdout(renderFingerprintText(report, { walk: values.walk === true }));
  }
  return tree.readErrors.length > 0 ? EXIT.unverifiable : EXIT.ok;
}

export const command = defineCommand({
  name: "fingerprint",
  help: FINGERPRINT_HELP,
  options: FINGERPRINT_OPTIONS,
  run: fingerprint,
});
