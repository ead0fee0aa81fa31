/**
 * rehash (the reference's src/run/cassette.ts; docs/reference.md#fingerprints-and-staleness): migrate a v9–v11 cassette to v12 without re-recording,
 * but only when its skill content is PROVEN unchanged — the legacy digest recomputed from
 * the current tree must equal the recorded skillHash. Everything else in the cassette is
 * carried through unchanged. Refuses (an `error` row) whenever that cannot be proven.
 *
 * Deliberate difference from the reference: a v9 cassette is migrated too (the reference
 * refuses every v9 file because v10 added artifact link identity); the brief asks for
 * v9–v11, and a v9 file keeps its own artifact manifest as it was.
 */
import type { Cassette, Fingerprint } from "../../core/cassette/types.js";
import { CURRENT_CASSETTE_VERSION } from "../../core/cassette/types.js";
import type { TreeFingerprint } from "../fingerprint/types.js";
import { oneLine } from "../../core/util/errors.js";
import { failureDetail, fingerprintSessionSkills, loadCassetteSession } from "./cassette-session.js";
import { sessionFingerprint } from "./session-fingerprint.js";

export type RehashAction = "migrated" | "skipped" | "error";

export interface RehashPlan {
  action: RehashAction;
  reason: string;
  /** the migrated cassette (only for `migrated`) */
  updated?: Cassette;
}

const isLink = (sha: string): boolean => sha.startsWith("lnk:");

/**
 * The v12 fingerprint from the recorded one and the live walk (pure). Recorded fileSigs
 * must line up entry for entry with the live legacy fileSigs; their (possibly redacted)
 * paths are kept and only the shas are replaced.
 */
export function migrateFingerprint(
  recorded: Fingerprint,
  tree: TreeFingerprint,
): { fingerprint: Fingerprint } | { error: string } {
  const out: Fingerprint = { ...recorded };
  if (recorded.fileSigs) {
    const legacy = tree.legacy.fileSigs;
    const jcs1 = tree.jcs1.fileSigs;
    if (!legacy || !jcs1)
      return { error: "the recording has per-file signatures but the live tree has too many files to list them" };
    if (legacy.length !== recorded.fileSigs.length || jcs1.length !== legacy.length) {
      return {
        error: `per-file signatures do not line up (${recorded.fileSigs.length} recorded, ${legacy.length} live)`,
      };
    }
    for (let i = 0; i < legacy.length; i++) {
      const rec = recorded.fileSigs[i] as [string, string];
      const live = legacy[i] as [string, string];
      if (isLink(rec[1]) !== isLink(live[1]) || rec[1] !== live[1]) {
        return { error: `per-file signature ${i} (${rec[0]}) does not match the live tree` };
      }
    }
    out.fileSigs = recorded.fileSigs.map(([path], i) => [path, (jcs1[i] as [string, string])[1]]);
  }
  out.skillHash = tree.jcs1.skillHash;
  out.hashFormat = "jcs1";
  if (tree.jcs1.contentSig !== undefined) out.contentSig = tree.jcs1.contentSig;
  else delete out.contentSig;
  if (tree.jcs1.sharedHash !== undefined) out.sharedHash = tree.jcs1.sharedHash;
  else delete out.sharedHash;
  if (tree.mode === "git") out.mode = "git";
  else delete out.mode;
  return { fingerprint: out };
}

/** The cassette restamped at v12 with the given fingerprint; every other field carried through. */
function restamped(cassette: Cassette, fingerprint: Fingerprint | undefined): Cassette {
  const out: Cassette = { ...cassette, cassetteVersion: CURRENT_CASSETTE_VERSION };
  if (typeof out.$schema === "string")
    out.$schema = out.$schema.replace(/cassette\.v\d+\.json$/, `cassette.v${CURRENT_CASSETTE_VERSION}.json`);
  if (fingerprint) out.fingerprint = fingerprint;
  return out;
}

export interface RehashOptions {
  sessionOverride?: string;
  env?: NodeJS.ProcessEnv;
}

export async function planRehash(
  cassette: Cassette,
  cassettePath: string,
  opts: RehashOptions = {},
): Promise<RehashPlan> {
  const version = cassette.cassetteVersion ?? 0;
  const fp = cassette.fingerprint;
  if (version >= CURRENT_CASSETTE_VERSION) return { action: "skipped", reason: `already at v${version}` };
  const target = `v${version} → v${CURRENT_CASSETTE_VERSION}`;
  if (opts.sessionOverride !== undefined && cassette.scenario.session === "(inline)") {
    return {
      action: "error",
      reason: "--session cannot apply to an INLINE scenario (it has no session file to override) — re-record",
    };
  }
  const session = await loadCassetteSession(cassette, cassettePath, opts.sessionOverride);

  if (!fp?.skillHash) {
    // Nothing to re-digest: allowed only with positive proof that the session shape is intact
    // AND that it genuinely declares no skill dirs (absence could also mean the hash failed).
    if (!session.ok) {
      return {
        action: "error",
        reason:
          session.failure.kind === "declared-dirs-missing"
            ? `no skillHash, and the session declares ${session.failure.declared} skill root(s) that do not resolve — absence means the hash FAILED, not that there was nothing to hash; re-record`
            : `no skillHash, and the session could not be resolved (${session.failure.kind}) — cannot prove the recording had zero skill sources; re-record`,
      };
    }
    const live = sessionFingerprint(session.session.authored);
    if (cassette.sessionFingerprint === undefined || cassette.sessionFingerprint !== live || session.declared !== 0) {
      return {
        action: "error",
        reason:
          "no skillHash, and no matching session shape to prove the recording genuinely had zero skill sources — re-record if this cassette needs to be current",
      };
    }
    const fingerprint = fp ? { ...fp, hashFormat: "jcs1" } : undefined;
    return {
      action: "migrated",
      reason: `${target} (metadata only — zero skill sources)`,
      updated: restamped(cassette, fingerprint),
    };
  }

  if (!session.ok) {
    return {
      action: "error",
      reason: `skill dirs not resolvable${failureDetail(session.failure, opts.sessionOverride)} — cannot prove content unchanged`,
    };
  }
  if (session.dirs.length === 0) {
    return {
      action: "error",
      reason:
        "the session declares no skill dirs, but the recording has a skillHash — cannot prove content unchanged; re-record",
    };
  }
  let tree: TreeFingerprint;
  try {
    tree = await fingerprintSessionSkills(cassette, session, opts.env ?? process.env);
  } catch (e) {
    return { action: "error", reason: `hashing the skill dirs failed: ${oneLine(e)} — cannot prove content unchanged` };
  }
  if (tree.readErrors.length || tree.legacy.skillHash === undefined) {
    return { action: "error", reason: "unreadable skill sources — cannot prove content unchanged; re-record" };
  }
  const recMode = fp.mode ?? "raw";
  if (recMode !== tree.mode) {
    return {
      action: "error",
      reason: `recorded in '${recMode}' file-set mode, now '${tree.mode}' — re-record under the same mode`,
    };
  }
  if ((fp.agentScope ?? "off") !== (tree.agentScoped ? "skill" : "off")) {
    return { action: "error", reason: "agent-scope differs from the recording — re-record under the same setting" };
  }
  if (tree.legacy.skillHash !== fp.skillHash) {
    return {
      action: "error",
      reason: "skill content changed since recording (legacy skillHash mismatch) — re-record required",
    };
  }
  const migrated = migrateFingerprint(fp, tree);
  if ("error" in migrated) return { action: "error", reason: `${migrated.error} — re-record required` };
  return { action: "migrated", reason: target, updated: restamped(cassette, migrated.fingerprint) };
}
