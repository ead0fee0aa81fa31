/** Human-readable rendering of a tree fingerprint (the `fingerprint` command's text output). */
import type { FormatDigests, TreeFingerprint } from "./types.js";
import { walkLine } from "./walk-listing.js";

export interface FingerprintReport {
  tree: TreeFingerprint;
  /** How to show each root (e.g. relative to the cwd), same order as tree.roots. */
  rootLabels: string[];
  /** Present when a session was given; null when it has no fingerprint. */
  sessionFingerprint?: string | null;
}

const LABEL_WIDTH = 28;
const row = (label: string, value: string): string => `${label.padEnd(LABEL_WIDTH)}${value}\n`;

function skillHashValue(d: FormatDigests, tree: TreeFingerprint): string {
  if (d.skillHash !== undefined) return d.skillHash;
  if (tree.roots.length === 0) return "(none: no skill dirs)";
  return `(none: ${tree.readErrors.length} read error(s))`;
}

export function renderFingerprintText(report: FingerprintReport, opts: { walk?: boolean } = {}): string {
  const { tree } = report;
  const why =
    tree.rawReason === "not-git"
      ? " (not a git repository: fingerprints computed over all files)"
      : tree.rawReason === "gitset-off"
        ? " (COWORK_HARNESS_GITSET=0: every file is hashed)"
        : "";
  let out = row("mode", `${tree.mode}${why}`);
  out += row("roots", report.rootLabels.length ? report.rootLabels.join(", ") : "(none)");
  if (tree.skillScope) {
    const how = tree.scoped
      ? "applied"
      : `fell back to the whole tree; not found: ${(tree.missedSkills ?? []).join(", ")}`;
    out += row("skillScope", `${tree.skillScope.join(", ")} (${how})`);
  }
  if (tree.agentScoped) out += row("agentScope", "skill");
  out += row("skillHash jcs1 (v12)", skillHashValue(tree.jcs1, tree));
  out += row("skillHash legacy (v9-v11)", skillHashValue(tree.legacy, tree));
  out += row("contentSig algo 5 (v12)", tree.jcs1.contentSig ?? "(none)");
  out += row("contentSig algo 4 (v9-v11)", tree.legacy.contentSig ?? "(none)");
  if (tree.jcs1.sharedHash !== undefined) {
    out += row("sharedHash jcs1 (v12)", tree.jcs1.sharedHash);
    out += row("sharedHash legacy (v9-v11)", tree.legacy.sharedHash ?? "(none)");
  } else {
    out += row("sharedHash", "(none: only for a scoped fingerprint whose roots all have skills/)");
  }
  if (report.sessionFingerprint !== undefined) out += row("sessionFingerprint", report.sessionFingerprint ?? "(none)");
  if (tree.jcs1.fileSigsOmitted) {
    out += "fileSigs: omitted (more than 2000 entries)\n";
  } else if (tree.jcs1.fileSigs) {
    const legacy = tree.legacy.fileSigs ?? [];
    out += `fileSigs (${tree.jcs1.fileSigs.length}):\n`;
    tree.jcs1.fileSigs.forEach(([path, sha], i) => {
      const old = legacy[i]?.[1];
      out += `  ${sha.padEnd(64)}  ${path}${old !== undefined && old !== sha ? `  (legacy ${old})` : ""}\n`;
    });
  }
  if (opts.walk) {
    out += `walk (${tree.walk.length}):\n`;
    for (const e of tree.walk) out += `  ${walkLine(e)}\n`;
  }
  return out;
}
