/**
 * The record-time fingerprint and session fingerprint (the reference's src/run/cassette.ts; docs/reference.md#recording-and-the-agent-protocol and #fingerprints-and-staleness):
 * hash the session's declared skill/plugin dirs once, then emit the fields of the format
 * being written — jcs1 with `hashFormat` and `promptAssetsHash` for v12, the legacy digest with
 * neither for v9. The baseline fields are filled only when a baselines directory is given.
 */
import { existsSync } from "node:fs";
import { loadBaseline } from "../../core/baselines/load.js";
import { promptAssetsHash } from "../../core/baselines/prompt-assets.js";
import type { Fingerprint } from "../../core/cassette/types.js";
import { computeTreeFingerprint } from "../../gate/fingerprint/tree-fingerprint.js";
import { fingerprintFieldsFor } from "../../gate/fingerprint/fingerprint-fields.js";
import { declaredSkillDirs, type LoadedSession } from "../../core/session/load.js";
import { sessionFingerprint } from "../../gate/staleness/session-fingerprint.js";
import type { CassetteFormat } from "../../core/cassette/format.js";

export interface RecordFingerprintInput {
  format: CassetteFormat;
  /** the loaded session file; undefined for an inline session */
  session: LoadedSession | undefined;
  /** scenario.skills (scopes the hash when non-empty) */
  skills?: readonly string[];
  /** scenario.baseline ("latest" or a version) */
  baselineName?: string;
  /** directory of desktop-*.json baselines; without it `baseline`/`promptAssetsHash` are omitted */
  baselinesDir?: string;
  env?: NodeJS.ProcessEnv;
}

export interface RecordFingerprint {
  fingerprint: Fingerprint;
  /** absent for an inline session */
  sessionFingerprint?: string;
  /** walk notes (escaping links, scope fallback), for stderr */
  warnings: string[];
  /** unreadable files: skillHash is omitted, the cassette will verify as unverifiable-skill */
  readErrors: string[];
}

export async function recordFingerprint(input: RecordFingerprintInput): Promise<RecordFingerprint> {
  const dirs = input.session ? declaredSkillDirs(input.session.resolved).filter((d) => existsSync(d)) : [];
  const tree = await computeTreeFingerprint({
    dirs,
    scopeSkills: input.skills && input.skills.length > 0 ? [...input.skills] : undefined,
    hashIgnore: input.session?.resolved.staleness.hash_ignore,
    env: input.env,
  });
  let baseline: string | undefined;
  let assets: string | undefined;
  if (input.baselinesDir !== undefined) {
    const loaded = await loadBaseline(input.baselinesDir, input.baselineName ?? "latest");
    baseline = loaded.baseline.appVersion;
    if (input.format === "v12") assets = await promptAssetsHash(loaded);
  }
  const fingerprint = fingerprintFieldsFor(tree, input.format === "v12" ? "jcs1" : "legacy", {
    ...(baseline !== undefined ? { baseline } : {}),
    ...(assets !== undefined ? { promptAssetsHash: assets } : {}),
    ...(input.session ? { sessionDir: input.session.dir } : {}),
  });
  const sfp = input.session ? sessionFingerprint(input.session.authored) : null;
  return {
    fingerprint,
    ...(sfp !== null ? { sessionFingerprint: sfp } : {}),
    warnings: tree.warnings,
    readErrors: tree.readErrors,
  };
}
