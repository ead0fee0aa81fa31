/**
 * Skill-drift classification once both sides' digests are known (the reference's src/run/cassette.ts; docs/reference.md#fingerprints-and-staleness
 * steps 6c–6e): file-set mode flip, agent-scope flip, then the skillHash comparison with
 * per-file attribution into `skill` / `shared-root` findings. Pure.
 */
import type { Fingerprint } from "../../core/cassette/types.js";
import type { FormatDigests } from "../fingerprint/types.js";
import type { StalenessFinding } from "./types.js";
import {
  diffFileSigs,
  duplicatePaths,
  isEmptyDiff,
  partitionDiff,
  samplePaths,
  summarizeDiff,
  type FileSigDiff,
} from "./file-sig-diff.js";

export interface LiveSide {
  mode: "git" | "raw";
  /** why the live side is raw: COWORK_HARNESS_GITSET=0, or a skill dir outside any git repository */
  rawReason?: "gitset-off" | "not-git";
  agentScope?: "skill";
  /** the live digests under the algorithm the recording used */
  digests: FormatDigests;
}

function withFiles(finding: StalenessFinding, d: FileSigDiff | undefined): StalenessFinding {
  if (!d || isEmptyDiff(d)) return finding;
  return { ...finding, files: { changed: [...d.changed], added: [...d.added], removed: [...d.removed] } };
}

function duplicateMessage(dupes: string[]): string {
  return `ambiguous duplicate manifest path(s) across mounts (${samplePaths(dupes)}) — drift attribution is unavailable for them; the hash difference is still real`;
}

/** Findings for a scoped cassette (both sides carry a sharedHash). */
function scopedFindings(fp: Fingerprint, live: LiveSide): StalenessFinding[] {
  const out: StalenessFinding[] = [];
  const scope = fp.skillScope ?? [];
  const label = scope.map((s) => `skills/${s}`).join(", ") || "skill";
  const liveSigs = live.digests.fileSigs;
  const dupes = [...new Set([...duplicatePaths(fp.fileSigs), ...duplicatePaths(liveSigs)])].sort();
  if (dupes.length) {
    const allSkill = dupes.every((p) => scope.some((s) => p.startsWith(`skills/${s}/`)));
    out.push({ class: allSkill ? "skill" : "shared-root", message: duplicateMessage(dupes) });
  }
  const sharedMoved = live.digests.sharedHash !== fp.sharedHash;
  if (fp.fileSigs && liveSigs) {
    const { shared, skill } = partitionDiff(
      diffFileSigs(fp.fileSigs, liveSigs),
      new Set(scope),
      live.agentScope === "skill",
    );
    const sharedSummary = summarizeDiff(shared);
    const skillSummary = summarizeDiff(skill);
    if (sharedSummary) {
      out.push(
        withFiles(
          {
            class: "shared-root",
            message: `shared root changed since record (scope: ${label}) [${sharedSummary}] — re-record`,
          },
          shared,
        ),
      );
    }
    if (skillSummary)
      out.push(
        withFiles({ class: "skill", message: `${label} changed since record [${skillSummary}] — re-record` }, skill),
      );
    if (!sharedSummary && !skillSummary) {
      if (sharedMoved)
        out.push({ class: "shared-root", message: `shared root changed since record (scope: ${label}) — re-record` });
      out.push({ class: "skill", message: `${label} changed since record — re-record` });
    }
    return out;
  }
  if (sharedMoved) {
    out.push({ class: "shared-root", message: `shared root changed since record (scope: ${label}) — re-record` });
    out.push({
      class: "skill",
      message: `${label} may also have changed since record (no per-file manifest to isolate) — re-record`,
    });
  } else {
    out.push({ class: "skill", message: `${label} changed since record — re-record` });
  }
  return out;
}

/** Findings for a whole-tree cassette. */
function wholeTreeFindings(fp: Fingerprint, live: LiveSide): StalenessFinding[] {
  const out: StalenessFinding[] = [];
  const liveSigs = live.digests.fileSigs;
  const dupes = [...new Set([...duplicatePaths(fp.fileSigs), ...duplicatePaths(liveSigs)])].sort();
  if (dupes.length) out.push({ class: "skill", message: duplicateMessage(dupes) });
  const diff = fp.fileSigs && liveSigs ? diffFileSigs(fp.fileSigs, liveSigs) : undefined;
  const summary = diff ? summarizeDiff(diff) : null;
  if (summary)
    out.push(withFiles({ class: "skill", message: `skill files changed since record — ${summary} — re-record` }, diff));
  else out.push({ class: "skill", message: "local skill/plugin dir contents changed since record — re-record" });
  return out;
}

/** Steps 6c–6e: the first matching branch wins; an empty list means the skill tree is unchanged. */
/**
 * A git-mode recording verified outside any git repository (a copy, an unpacked archive): the
 * live digest covers every file, the recorded one only tracked files. Equal digests prove the
 * content unchanged; different ones are reported as what they are, not blamed on a variable.
 */
function notGitFindings(fp: Fingerprint, live: LiveSide): StalenessFinding[] {
  if (live.digests.skillHash === fp.skillHash) return [];
  const diff = fp.fileSigs && live.digests.fileSigs ? diffFileSigs(fp.fileSigs, live.digests.fileSigs) : undefined;
  // A recorded file whose bytes differ, or that is gone, is a real skill edit: untracked files can
  // only add files. Said as skill drift (the added ones may still be untracked, and are named as such).
  if (diff && (diff.changed.length > 0 || diff.removed.length > 0)) {
    const edited = { changed: diff.changed, added: [], removed: diff.removed };
    const extra =
      diff.added.length > 0
        ? `; ${summarizeDiff({ changed: [], added: diff.added, removed: [] })} (not a git repository: these may be untracked files)`
        : "";
    return [
      withFiles(
        { class: "skill", message: `skill files changed since record — ${summarizeDiff(edited)}${extra} — re-record` },
        edited,
      ),
    ];
  }
  const summary = diff ? summarizeDiff(diff) : null;
  // only added files: untracked ones can explain that (the recording covered git-tracked files only)
  return [
    {
      class: "format",
      message:
        `not a git repository: fingerprints computed over all files (raw mode); the cassette was recorded over git-tracked files only, ` +
        `and the digests differ${summary ? ` (${summary})` : ""}: untracked files alone can cause that — verify inside the git checkout, or re-record here`,
    },
  ];
}

export function skillDriftFindings(fp: Fingerprint, live: LiveSide): StalenessFinding[] {
  const recMode = fp.mode ?? "raw";
  if (recMode !== live.mode) {
    if (live.mode === "raw" && live.rawReason === "not-git") return notGitFindings(fp, live);
    return [
      {
        class: "format",
        message: `recorded in '${recMode}' file-set mode, verifying in '${live.mode}' (COWORK_HARNESS_GITSET) — re-record under the same mode`,
      },
    ];
  }
  const recScope = fp.agentScope ?? "off";
  const liveScope = live.agentScope ?? "off";
  if (recScope !== liveScope) {
    return [
      {
        class: "format",
        message: `recorded with agent-scope '${recScope}', verifying with '${liveScope}' (COWORK_HARNESS_AGENT_SCOPE) — re-record under the same setting`,
      },
    ];
  }
  if (live.digests.skillHash === fp.skillHash) return [];
  if (fp.sharedHash !== undefined && live.digests.sharedHash !== undefined) return scopedFindings(fp, live);
  return wholeTreeFindings(fp, live);
}
