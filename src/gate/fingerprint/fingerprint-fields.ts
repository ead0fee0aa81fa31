/**
 * The cassette `fingerprint` object built from a tree fingerprint, in the reference's key
 * order (the reference's src/run/cassette.ts; docs/reference.md#fingerprints-and-staleness). Key order never matters for verification, but matching
 * it keeps rewritten cassettes diff-friendly.
 */
import { relative } from "node:path";
import type { Fingerprint } from "../../core/cassette/types.js";
import type { HashFormat, TreeFingerprint } from "./types.js";

export interface FingerprintExtras {
  /** appVersion of the resolved baseline (first key when present). */
  baseline?: string;
  promptAssetsHash?: string;
  /** Directory of the session file; skillSources are the roots relative to it. */
  sessionDir?: string;
}

/** `skillSources`: the sorted roots relative to the session file's directory (diagnostics only). */
export function skillSourcesFor(roots: readonly string[], sessionDir: string): string[] {
  return [...roots].sort().map((r) => relative(sessionDir, r));
}

/**
 * The fingerprint fields of one hash format: jcs1 (v12, with `hashFormat: "jcs1"`) or legacy
 * (v9–v11, no `hashFormat`). No dirs → no skillHash; read errors → no digests at all.
 */
export function fingerprintFieldsFor(
  tree: TreeFingerprint,
  format: HashFormat,
  extras: FingerprintExtras = {},
): Fingerprint {
  const d = tree[format];
  const fp: Fingerprint = {};
  if (extras.baseline !== undefined) fp.baseline = extras.baseline;
  if (format === "jcs1") fp.hashFormat = "jcs1";
  const sources = extras.sessionDir !== undefined ? skillSourcesFor(tree.roots, extras.sessionDir) : undefined;
  const withPromptAssets = (): void => {
    if (extras.promptAssetsHash !== undefined) fp.promptAssetsHash = extras.promptAssetsHash;
  };
  if (tree.roots.length === 0) {
    withPromptAssets();
    return fp;
  }
  if (tree.readErrors.length > 0 || d.skillHash === undefined) {
    if (sources) fp.skillSources = sources;
    withPromptAssets();
    return fp;
  }
  fp.skillHash = d.skillHash;
  withPromptAssets();
  if (d.contentSig !== undefined) fp.contentSig = d.contentSig;
  if (sources) fp.skillSources = sources;
  if (tree.mode === "git") fp.mode = "git";
  if (tree.agentScoped) fp.agentScope = "skill";
  if (d.fileSigs) fp.fileSigs = d.fileSigs;
  else if (d.fileSigsOmitted) fp.fileSigsOmitted = true;
  if (tree.skillScope) fp.skillScope = tree.skillScope;
  if (d.sharedHash !== undefined) fp.sharedHash = d.sharedHash;
  return fp;
}
