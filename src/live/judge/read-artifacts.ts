/**
 * no_lost_write_back's I/O edge: reads each candidate the run wrote through no-follow directory
 * handles (src/live/workspace/walk-roots.ts, src/core/util/contained-fs.ts) — the sandbox may have
 * swapped a path for a link — with a size cap, and hands the text to the pure analyser the gate's
 * analyze-skill shares (src/gate/artifact-analysis/analyse.ts). A `scratchpad/<rel>` path is
 * read under the session root (the parent of `mnt`), and only when the work root is `…/mnt`.
 */
import { closeSync, readSync } from "node:fs";
import { basename, dirname } from "node:path";
import { ContainmentError } from "../../core/util/contained-fs.js";
import { oneLine } from "../../core/util/errors.js";
import { analyseArtifactText, artifactKind } from "../../gate/artifact-analysis/analyse.js";
import type { ArtifactFinding } from "../../gate/artifact-analysis/finding.js";
import { WalkedFileReader } from "../workspace/walk-roots.js";

/** The largest artifact analysed; a larger one is an analysis failure, never a quiet pass. */
export const ARTIFACT_MAX_BYTES = 1024 * 1024;
/**
 * The most the analyser reads in one run. A hostile 1 MiB file costs at most about two seconds
 * (every rule looks at most MAX_SPAN tokens from each call), so this bounds a run's analysis to
 * well under a minute; candidates past it are analysis failures (evidence unavailable).
 */
export const ARTIFACT_TOTAL_BYTES = 16 * 1024 * 1024;

export interface AnalysisFailure {
  path: string;
  stage: "read" | "size" | "parse";
  reason: string;
}

export interface ArtifactAnalysis {
  findings: (ArtifactFinding & { path: string })[];
  failures: AnalysisFailure[];
  /** paths read and analysed */
  analysed: string[];
  /** scratchpad paths that could not be placed (the work root is not a session's mnt/) */
  unresolved: string[];
}

const SCRATCHPAD = "scratchpad/";

function readCapped(reader: WalkedFileReader, rel: string, max: number): Buffer {
  const { fd } = reader.open(rel, { singleLink: false });
  try {
    const buf = Buffer.alloc(max + 1);
    let got = 0;
    while (got < buf.length) {
      const n = readSync(fd, buf, got, buf.length - got, null);
      if (n === 0) break;
      got += n;
    }
    return buf.subarray(0, got);
  } finally {
    closeSync(fd);
  }
}

export function analyseArtifacts(
  workRoot: string,
  paths: readonly string[],
  maxBytes = ARTIFACT_MAX_BYTES,
  totalBytes = ARTIFACT_TOTAL_BYTES,
): ArtifactAnalysis {
  const out: ArtifactAnalysis = { findings: [], failures: [], analysed: [], unresolved: [] };
  let budget = totalBytes;
  const sessionRoot = basename(workRoot) === "mnt" ? dirname(workRoot) : undefined;
  const readers = new Map<string, WalkedFileReader>();
  const readerFor = (root: string) => {
    let r = readers.get(root);
    if (!r) readers.set(root, (r = new WalkedFileReader(root)));
    return r;
  };
  try {
    for (const path of [...new Set(paths)]) {
      const kind = artifactKind(path);
      if (!kind) continue;
      const inScratchpad = path.startsWith(SCRATCHPAD);
      if (inScratchpad && !sessionRoot) {
        out.unresolved.push(path);
        continue;
      }
      if (budget <= 0) {
        out.failures.push({
          path,
          stage: "size",
          reason: `past the ${totalBytes}-byte total the analyser reads in one run`,
        });
        continue;
      }
      let bytes: Buffer;
      try {
        bytes = inScratchpad
          ? readCapped(readerFor(sessionRoot!), path.slice(SCRATCHPAD.length), maxBytes)
          : readCapped(readerFor(workRoot), path, maxBytes);
      } catch (e) {
        out.failures.push({ path, stage: "read", reason: e instanceof ContainmentError ? e.message : oneLine(e) });
        continue;
      }
      if (bytes.length > maxBytes) {
        out.failures.push({ path, stage: "size", reason: `larger than ${maxBytes} bytes` });
        continue;
      }
      budget -= bytes.length;
      let text: string;
      try {
        text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      } catch {
        out.failures.push({ path, stage: "parse", reason: "not UTF-8 text" });
        continue;
      }
      const r = analyseArtifactText(kind, text, /\.mjs$/i.test(path));
      if ("parseError" in r) {
        out.failures.push({ path, stage: "parse", reason: `${r.parseError} at line ${r.line}` });
        continue;
      }
      out.analysed.push(path);
      out.findings.push(...r.findings.map((f) => ({ ...f, path })));
    }
  } finally {
    for (const r of readers.values()) r.close();
  }
  return out;
}
