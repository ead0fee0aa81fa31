/**
 * Step 6 of computeStaleness (the reference's src/run/cassette.ts; docs/reference.md#fingerprints-and-staleness): recompute the skill tree of the
 * cassette's session and compare it with the recorded fingerprint.
 *
 * Improvement over the reference: the reference reports every v9–v11 cassette carrying a
 * skillHash as `unverifiable-skill` ("digests are not comparable across the change"), even
 * when nothing changed. One walk yields both digest algorithms, so we compare against the
 * digest the cassette was recorded with: `hashFormat: "jcs1"` (v12) → jcs1, absent (v9–v11)
 * → legacy. The rest of the order (mode flip, agent-scope flip, attribution) is unchanged.
 */
import type { Cassette, Fingerprint } from "../../core/cassette/types.js";
import type { TreeFingerprint } from "../fingerprint/types.js";
import { oneLine } from "../../core/util/errors.js";
import { readRegularText } from "../../core/util/regular-file.js";
import { dirname, resolve } from "node:path";
import { lineOfPath, parseYamlWithPositions } from "../../core/schema/yaml-source.js";
import {
  failureDetail,
  fingerprintSessionSkills,
  type CassetteSession,
  type SessionFailure,
} from "./cassette-session.js";
import { skillDriftFindings } from "./skill-drift.js";
import type { StalenessFinding } from "./types.js";

export interface SkillCheck {
  findings: StalenessFinding[];
  notes: string[];
  /** the session as resolved (reused for label provenance) */
  session: CassetteSession;
}

const CANNOT_VERIFY = "cannot verify skill staleness (can't verify ⇒ not green)";

function unverifiable(override: string | undefined, detail: string): StalenessFinding {
  const where =
    override === undefined ? "from the cassette location" : `from the session given with --session (${override})`;
  return { class: "unverifiable-skill", message: `skill dirs not resolvable ${where}${detail} — ${CANNOT_VERIFY}` };
}

/** The line of the session entry (skills.local, plugins.*) that resolves to `dir`, when the file says. */
function declaredEntryLine(sessionPath: string, dir: string): number | undefined {
  let parsed;
  try {
    parsed = parseYamlWithPositions(readRegularText(sessionPath));
  } catch {
    return undefined;
  }
  if (!parsed.ok) return undefined;
  const value = parsed.value as Record<string, Record<string, unknown> | undefined> | null;
  for (const path of [
    ["skills", "local"],
    ["plugins", "local_plugins"],
    ["plugins", "remote_plugins"],
    ["plugins", "local_marketplaces"],
  ] as const) {
    const list = value?.[path[0]]?.[path[1]];
    if (!Array.isArray(list)) continue;
    const i = list.findIndex((entry) => typeof entry === "string" && resolve(dirname(sessionPath), entry) === dir);
    if (i >= 0) return lineOfPath(parsed.source, [...path, i]);
  }
  return undefined;
}

/** Which of the two digest sets the recording's skillHash was made with, or an error message. */
export function recordedFormat(fp: Fingerprint): "jcs1" | "legacy" | { unknown: string } {
  if (fp.hashFormat === undefined) return "legacy";
  if (fp.hashFormat === "jcs1") return "jcs1";
  return { unknown: String(fp.hashFormat) };
}

/** A session that does not resolve; one that does not load is an invalid input, located at its file. */
function unresolvable(override: string | undefined, failure: SessionFailure): StalenessFinding {
  const finding = unverifiable(override, failureDetail(failure, override));
  if (failure.kind === "declared-dirs-missing") {
    // re-recording cannot help (the recorder needs the folder too): point at the session's entry
    const line = declaredEntryLine(failure.path, failure.missing[0]!);
    return {
      ...finding,
      location: { path: failure.path, ...(line !== undefined ? { line } : {}) },
      fix: "correct that entry of the session file (its paths are relative to the session's own directory), or restore the missing folder; re-recording cannot help, it needs the folder too",
    };
  }
  if (failure.kind !== "unreadable") return finding;
  const location = { path: failure.path, ...(failure.line !== undefined ? { line: failure.line } : {}) };
  // location before reason and detail: the key order results.json has always had
  return { ...finding, location, reason: "invalid-session", detail: failure.detail };
}

/** `session`: the cassette's session as loadCassetteSession resolved it. */
export async function skillCheck(
  cassette: Cassette,
  fp: Fingerprint,
  override: string | undefined,
  env: NodeJS.ProcessEnv,
  session: CassetteSession,
): Promise<SkillCheck> {
  const result: SkillCheck = { findings: [], notes: [], session };
  if (!session.ok) {
    result.findings.push(unresolvable(override, session.failure));
    return result;
  }
  if (session.missing.length) {
    result.notes.push(
      `skill dirs: ${session.missing.length} declared skill dir(s) do not exist and were not hashed: ${session.missing.join(", ")}`,
    );
  }
  if (session.dirs.length === 0) {
    result.findings.push(unverifiable(override, " — the session resolved but declares no skill dirs to hash"));
    return result;
  }
  const format = recordedFormat(fp);
  if (typeof format === "object") {
    result.findings.push({
      class: "unverifiable-skill",
      message: `fingerprint.hashFormat '${format.unknown}' is not a hash format this build knows (jcs1, or absent for legacy) — ${CANNOT_VERIFY}`,
    });
    return result;
  }
  let tree: TreeFingerprint;
  try {
    tree = await fingerprintSessionSkills(cassette, session, env);
  } catch (e) {
    result.findings.push(unverifiable(override, ` — hashing the skill dirs failed: ${oneLine(e)}`));
    return result;
  }
  const digests = tree[format];
  if (digests.skillHash === undefined) {
    result.findings.push(
      unverifiable(
        override,
        " — the session resolved and its dirs exist, but some could not be READ, so the hash was dropped as unreliable",
      ),
    );
    return result;
  }
  result.findings.push(
    ...skillDriftFindings(fp, {
      mode: tree.mode,
      ...(tree.rawReason ? { rawReason: tree.rawReason } : {}),
      ...(tree.agentScoped ? { agentScope: "skill" as const } : {}),
      digests,
    }),
  );
  return result;
}
