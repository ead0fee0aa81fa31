/**
 * The I/O edge of the report: reads each replayed cassette's location skeleton (its text with
 * the long strings inside its members elided, streamed in chunks: a 100 MB cassette is never
 * held whole) and, when its persisted `scenarioSource` (relative to the cassette's directory)
 * exists and loads, the scenario's assertion lines. Anything unreadable is simply absent —
 * locations then fall back to the cassette, and a report is never refused because a source
 * could not be read.
 */
import { open } from "node:fs/promises";
import { maxCassetteBytes } from "../../core/cassette/load.js";
import { LocationSkeleton } from "./locate-json.js";
import { repositoryRootOf } from "../../core/util/repo-root.js";
import { loadScenarioFile } from "../../core/scenario/load.js";
import { resolveScenarioSource } from "../../core/scenario/source.js";
import type { Cassette } from "../../core/cassette/types.js";
import type { ReplayResult } from "../replay/result.js";
import { changedLineFinder } from "./changed-line.js";
import { findRerecordWorkflow } from "./rerecord-workflow.js";

export interface ScenarioLines {
  /** path of the scenario YAML as found (relative to the process cwd or absolute) */
  path: string;
  /** the `assert:` items as authored */
  assert: unknown[];
  /** 1-based line of each `assert[i]` */
  assertLines: number[];
}

export interface CassetteSource {
  /**
   * the cassette's text for locating lines: every line break, key and `scenario` member as in
   * the file, long strings elsewhere elided (LocationSkeleton)
   */
  text?: string;
  /** `scenario.assert` as frozen in the cassette */
  frozenAssert?: unknown[];
  /** the authored scenario, when it is found (scenarioSource, else by name) and loads */
  scenario?: ScenarioLines;
  /** edited file (absolute) → first changed line since the cassette was last written, where git can tell */
  changedLines?: Map<string, number>;
  /** the repository's re-record workflow (`.github/workflows/…`), when it has one */
  rerecordWorkflow?: string;
}

/** Keyed by `ReplayResult.cassette`, exactly as the result names it. */
export type ReportSources = Map<string, CassetteSource>;

/** A scenario file's `assert:` items and their lines; undefined when it does not load. */
export async function scenarioLines(path: string): Promise<ScenarioLines | undefined> {
  try {
    const loaded = await loadScenarioFile(path);
    const assert = loaded.authored["assert"];
    return { path, assert: Array.isArray(assert) ? assert : [], assertLines: loaded.assertLines };
  } catch {
    return undefined;
  }
}

async function readScenario(
  cassettePath: string,
  skeleton: Record<string, unknown>,
): Promise<ScenarioLines | undefined> {
  const found = resolveScenarioSource(cassettePath, skeleton as unknown as Cassette);
  return found.path ? scenarioLines(found.path) : undefined;
}

const CHUNK_BYTES = 1024 * 1024;

/** The cassette's LocationSkeleton, read in chunks; throws when unreadable or over the size cap. */
async function readSkeleton(path: string): Promise<string> {
  const fh = await open(path, "r");
  try {
    const st = await fh.stat();
    if (!st.isFile() || st.size > maxCassetteBytes()) throw new Error("not a readable cassette file");
    const skeleton = new LocationSkeleton();
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    for (let pos = 0; ;) {
      const { bytesRead } = await fh.read(chunk, 0, chunk.length, pos);
      if (bytesRead === 0) break;
      pos += bytesRead;
      skeleton.push(chunk.subarray(0, bytesRead));
    }
    return skeleton.text();
  } finally {
    await fh.close();
  }
}

export async function loadCassetteSource(cassettePath: string): Promise<CassetteSource> {
  let text: string;
  try {
    text = await readSkeleton(cassettePath);
  } catch {
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { text };
  }
  const obj = parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  const scenario =
    obj["scenario"] !== null && typeof obj["scenario"] === "object" ? (obj["scenario"] as Record<string, unknown>) : {};
  const frozenAssert = Array.isArray(scenario["assert"]) ? (scenario["assert"] as unknown[]) : undefined;
  const authored = await readScenario(cassettePath, { ...obj, scenario });
  return { text, ...(frozenAssert ? { frozenAssert } : {}), ...(authored ? { scenario: authored } : {}) };
}

/** First changed lines of the edited files behind a result's staleness findings that name no line. */
async function changedLines(
  r: ReplayResult,
  changedLineSince: ReturnType<typeof changedLineFinder>,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const s of r.staleness ?? []) {
    const path = s.location?.path;
    if (path === undefined || s.location?.line !== undefined || out.has(path)) continue;
    const line = await changedLineSince(r.cassette, path);
    if (line !== undefined) out.set(path, line);
  }
  return out;
}

/** Sources for every result that is not clean (a passing, fresh cassette with no warned assertion needs no location). */
export async function loadReportSources(results: readonly ReplayResult[]): Promise<ReportSources> {
  const out: ReportSources = new Map();
  const workflows = new Map<string, string | undefined>();
  const changedLineSince = changedLineFinder();
  for (const r of results) {
    const clean =
      r.exitCode === 0 &&
      (r.staleness?.length ?? 0) === 0 &&
      (r.findings?.length ?? 0) === 0 &&
      r.reassert === undefined &&
      !r.assertions.some((a) => a.warning !== undefined);
    if (clean || out.has(r.cassette)) continue;
    const root = repositoryRootOf(r.cassette);
    if (!workflows.has(root)) workflows.set(root, findRerecordWorkflow(root));
    const workflow = workflows.get(root);
    const lines = await changedLines(r, changedLineSince);
    out.set(r.cassette, {
      ...(await loadCassetteSource(r.cassette)),
      ...(lines.size > 0 ? { changedLines: lines } : {}),
      ...(workflow ? { rerecordWorkflow: workflow } : {}),
    });
  }
  return out;
}
