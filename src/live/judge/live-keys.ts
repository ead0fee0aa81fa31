/**
 * The live-only assertion keys (the reference's live lane; docs/reference.md#the-live-lane), judged on what a live run
 * left behind: the post-run tree, the stream scan, the MCP replies, the resource samples and the
 * semantic judge's grades. Missing evidence is a failure that says so ("evidence unavailable"),
 * never a pass. The egress keys are judged in src/live/record/live-egress.ts.
 */
import { existsSync, realpathSync } from "node:fs";
import { isAbsolute, join, sep } from "node:path";
import type { KeyResult } from "../../gate/assert/context.js";
import type { ArtifactAnalysis } from "./read-artifacts.js";
import type { AuthoredCapture } from "./authored-files.js";
import type { ResourceFold } from "./resource-sampler.js";
import type { LiveScan } from "./scan.js";
import type { ClaimGrade } from "./semantic-judge.js";

export interface McpError {
  server: string;
  code?: number;
  message: string;
}

export type SemanticGrade = { grades: ClaimGrade[]; model: string } | { invalid: string } | { noJudge: string };

export interface LiveEvidence {
  /** the post-run tree file_absent looks in (`mnt/` of the session; the work dir at protocol) */
  workRoot: string;
  /** undefined when the stream could not be scanned */
  scan?: LiveScan;
  mcpErrors: McpError[];
  /** undefined when this tier samples no resources */
  resources?: ResourceFold;
  authored?: AuthoredCapture;
  /** the interactive-artifact analysis of the authored candidates (set with `authored` when no_lost_write_back is asserted) */
  artifacts?: ArtifactAnalysis;
  /** a pre-run manifest exists (this run captured one) */
  preRunCaptured: boolean;
  /** pre-run hash per path */
  preRunHashes: Record<string, string | null>;
  /** one entry per semantic_matches item, by the item's index in `assert:` */
  semantic: Map<number, SemanticGrade>;
  /** allow_delete_in mounts across the whole assert list */
  deleteWaivers: ReadonlySet<string>;
}

const SCAN_EU = (key: string): KeyResult => ({
  pass: false,
  message: `evidence unavailable: post-run scan absent — cannot evaluate ${key}`,
});

function fileAbsent(p: string, ev: LiveEvidence): KeyResult {
  if (isAbsolute(p) || p.split(/[\\/]/).includes(".."))
    return {
      pass: false,
      message: `unsafe file_absent path "${p}" — must stay under the work root (relative, no "..")`,
    };
  const abs = join(ev.workRoot, p);
  let rootReal: string;
  try {
    rootReal = realpathSync(ev.workRoot);
  } catch {
    return {
      pass: false,
      message: `evidence unavailable: the post-run work root is gone — cannot evaluate file_absent "${p}"`,
    };
  }
  let real: string | undefined;
  try {
    real = realpathSync(abs);
  } catch {
    real = undefined;
  }
  if (real !== undefined && real !== rootReal && !real.startsWith(rootReal + sep))
    return { pass: false, message: `unsafe file_absent path "${p}" — symlink target escapes the work root` };
  if (real !== undefined || existsSync(abs))
    return { pass: false, message: `file exists but was asserted absent: ${p} (under the work root)` };
  return { pass: true, evidence: `file_absent: "${p}" is not present under the work root` };
}

function noDeleteInMounts(ev: LiveEvidence): KeyResult {
  if (!ev.scan) return SCAN_EU("no_delete_in_mounts");
  const hits = ev.scan.mountDeletes.filter((d) => !ev.deleteWaivers.has(d.mount));
  if (hits.length === 0)
    return {
      pass: true,
      evidence: `no delete detected in a delete-denied mount (${ev.scan.mountDeletes.length} waived)`,
    };
  return {
    pass: false,
    message: `delete op(s) touched delete-denied mount(s) (production denies unlink/rmdir there until approved): ${hits
      .slice(0, 3)
      .map((d) => `${d.mount}: ${d.command}`)
      .join("; ")}`,
  };
}

function maxPeakRss(limit: number, ev: LiveEvidence): KeyResult {
  const r = ev.resources;
  if (!r)
    return {
      pass: false,
      message: "max_peak_rss_bytes: live-only — no resource sampling on this lane (replay/protocol) — cannot verify",
    };
  if (r.malformedLines > 0)
    return {
      pass: false,
      message: `max_peak_rss_bytes: ${r.malformedLines} malformed resource sample line(s) — telemetry is corrupt, cannot verify (malformed)`,
    };
  if (r.peakRssBytes === undefined)
    return {
      pass: false,
      message: `max_peak_rss_bytes: sampling captured no RSS value (${r.probeFailures} probe failure(s)) — cannot verify`,
    };
  return r.peakRssBytes <= limit
    ? { pass: true, evidence: `peak RSS ${r.peakRssBytes} ≤ ${limit} (${r.sampleCount} sample(s))` }
    : { pass: false, message: `max_peak_rss_bytes: peak RSS ${r.peakRssBytes} > ${limit}` };
}

function semanticMatches(
  arg: { rubric: string[]; min_pass?: "all" | number },
  grade: SemanticGrade | undefined,
  ev: LiveEvidence,
): KeyResult {
  if (!grade)
    return {
      pass: false,
      message: "evidence unavailable: semantic judge not run (semantic_matches is live-only; skipped on replay)",
    };
  if ("noJudge" in grade) return { pass: false, message: grade.noJudge };
  if ("invalid" in grade)
    return {
      pass: false,
      message: `judge grade INVALID (malformed/ambiguous after retry) — rep counts as invalid, not a pass: ${grade.invalid}`,
    };
  const a = ev.authored;
  if (a && (a.omittedPaths.length > 0 || a.readErrors.length > 0)) {
    return {
      pass: false,
      message: `evidence unavailable: authored-file evidence was incomplete (${a.omittedPaths.length} omitted at the capture cap, ${a.readErrors.length} unreadable) — the judge graded a partial document`,
    };
  }
  const n = arg.rubric.length;
  const need = arg.min_pass === undefined || arg.min_pass === "all" ? n : arg.min_pass;
  const passed = grade.grades.filter((g) => g.pass).length;
  const head = `semantic: ${passed}/${n} rubric claims passed (need ${need})`;
  return passed >= need
    ? { pass: true, evidence: `${head} — judge ${grade.model}` }
    : {
        pass: false,
        message: `${head}; failed claim indices: ${grade.grades
          .filter((g) => !g.pass)
          .map((g) => g.index)
          .join(",")}`,
      };
}

/** The extensions the reference's live write-back scan takes as candidates (the analyser itself drops .ts/.jsx/.tsx). */
const WRITE_BACK_EXT = /\.(?:html?|m?js|tsx?|jsx|py)$/i;

/** The candidate paths of the reference's live write-back scan: authored, omitted at the capture cap, or unreadable — with a write-back extension. */
export function writeBackCandidates(a: AuthoredCapture): string[] {
  return [...new Set([...a.files.map((f) => f.path), ...a.omittedPaths, ...a.readErrors.map((e) => e.path)])].filter(
    (p) => WRITE_BACK_EXT.test(p),
  );
}

const at = (f: { path: string; line: number }) => `"${f.path}":${f.line}`;

function noLostWriteBack(ev: LiveEvidence): KeyResult {
  if (!ev.preRunCaptured)
    return {
      pass: false,
      message: "evidence unavailable: no pre-run manifest for this run — cannot rule out a lost write-back",
    };
  if (!ev.authored || !ev.artifacts)
    return {
      pass: false,
      message:
        "evidence unavailable: authored-file capture was not wired for this lane — cannot rule out a lost write-back",
    };
  const { findings, failures, analysed, unresolved } = ev.artifacts;
  const hard: typeof findings = [];
  const advisories: string[] = [];
  for (const f of findings) {
    if (f.rule === "artifact-write-back-suspect") {
      advisories.push(`suspect: ${at(f)} — ${f.message}`);
      continue;
    }
    const reserved = f.path.startsWith("scratchpad/") || f.path.startsWith("outputs/");
    const preExisting = Object.prototype.hasOwnProperty.call(ev.preRunHashes, f.path);
    if (!reserved && preExisting)
      advisories.push(
        `suspect: ${at(f)} has a lost write-back but was a PRE-EXISTING file (the run changed it) — ${f.message}`,
      );
    else hard.push(f);
  }
  const first = hard[0];
  if (first) {
    const more = hard.length > 1 ? ` (+${hard.length - 1} more)` : "";
    return { pass: false, message: `lost interactive-artifact write-back in ${at(first)}: ${first.message}${more}` };
  }
  const causes: string[] = [];
  if (failures.length > 0)
    causes.push(
      `analysis failed for ${failures
        .slice(0, 3)
        .map((f) => `${f.path} (${f.stage}: ${f.reason})`)
        .join(", ")}${failures.length > 3 ? ` (+${failures.length - 3} more)` : ""}`,
    );
  if (ev.authored.walkErrors.length > 0)
    causes.push(`user-visible walk errors (${ev.authored.walkErrors.slice(0, 3).join("; ")})`);
  if (ev.authored.scratchpadWalkErrors.length > 0)
    causes.push(`scratchpad walk errors (${ev.authored.scratchpadWalkErrors.slice(0, 3).join("; ")})`);
  const links = ev.authored.scratchpadLinks.filter((p) => WRITE_BACK_EXT.test(p));
  if (links.length > 0) causes.push(`scratchpad source(s) skipped as links (${links.slice(0, 3).join(", ")})`);
  if (unresolved.length > 0)
    causes.push(`scratchpad path(s) outside a session layout (${unresolved.slice(0, 3).join(", ")})`);
  if (causes.length > 0)
    return { pass: false, message: `evidence unavailable: ${causes.join("; ")} — cannot rule out a lost write-back` };
  if (advisories.length > 0)
    return {
      pass: true,
      evidence: `no_lost_write_back: no lost write-back; ${advisories.length} advisory — ${advisories[0]}`,
    };
  return {
    pass: true,
    evidence: `no_lost_write_back: ${analysed.length} authored source(s) scanned, no lost interactive-artifact write-back`,
  };
}

/** The result of one live-only key, or undefined when `key` is not one judged here. */
export function evaluateLiveKey(key: string, arg: unknown, itemIndex: number, ev: LiveEvidence): KeyResult | undefined {
  switch (key) {
    case "file_absent":
      return fileAbsent(String(arg), ev);
    case "no_delete_in_outputs":
      if (!ev.scan) return SCAN_EU(key);
      return ev.scan.outputsDeletes.length === 0
        ? { pass: true, evidence: "no delete detected under outputs (command scan and file-system diff)" }
        : {
            pass: false,
            message: `delete op(s) touched outputs (forbidden in Cowork): ${ev.scan.outputsDeletes.slice(0, 3).join("; ")}`,
          };
    case "no_delete_in_mounts":
      return noDeleteInMounts(ev);
    case "self_heal_ran":
      if (!ev.scan) return SCAN_EU(key);
      return ev.scan.selfHealRan === arg
        ? { pass: true, evidence: `self_heal_ran was ${String(arg)}` }
        : { pass: false, message: `self_heal_ran was ${String(ev.scan.selfHealRan)}, expected ${String(arg)}` };
    case "transcript_no_host_path":
      if (!ev.scan) return SCAN_EU(key);
      return ev.scan.hostPathLeaked
        ? { pass: false, message: "host path leaked into model-visible text: true" }
        : { pass: true, evidence: "no host path in model-visible text" };
    case "no_mcp_error": {
      const first = ev.mcpErrors[0];
      return first
        ? { pass: false, message: `no_mcp_error: server "${first.server}" failed: ${first.message}` }
        : { pass: true, evidence: "no MCP request failed" };
    }
    case "max_peak_rss_bytes":
      return maxPeakRss(Number(arg), ev);
    case "semantic_matches":
      return semanticMatches(arg as { rubric: string[]; min_pass?: "all" | number }, ev.semantic.get(itemIndex), ev);
    case "no_lost_write_back":
      return noLostWriteBack(ev);
    default:
      return undefined;
  }
}
