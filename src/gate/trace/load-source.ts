/**
 * Finds and reads what `trace` / `inspect` were pointed at (the reference's live lane; docs/reference.md#the-live-lane): a cassette, a
 * bare events.jsonl, a kept run directory, or a run named by its id (or a fragment of its id or
 * scenario) under the runs root. Errors are one line naming the input.
 */
import { closeSync, existsSync, readSync, readdirSync, statSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { DEFAULT_MAX_CASSETTE_BYTES, loadCassetteFile } from "../../core/cassette/load.js";
import {
  IrregularFileError,
  MAX_TEXT_FILE_BYTES,
  openRegularFile,
  readRegularText,
} from "../../core/util/regular-file.js";
import { HarnessError, UsageError, oneLine } from "../../core/util/errors.js";
import { latestTurnDir, runsRoot } from "./run-layout.js";
import { latestTurn, type TraceResultInfo, type TraceSource } from "./source.js";
import { CURRENT_CASSETTE_VERSION, type ManifestEntry } from "../../core/cassette/types.js";

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The text of a file of a run, or undefined when it is missing or unreadable. A run's files hold
 * what the sandbox sent back, so each read is bounded: a FIFO, a device or a file past `maxBytes`
 * standing where a log was expected is one line naming it, never a hang or an endless read.
 */
function readRunText(path: string, maxBytes: number): string | undefined {
  try {
    return readRegularText(path, maxBytes);
  } catch (e) {
    if (e instanceof IrregularFileError) throw new HarnessError(`${relative(process.cwd(), path) || path}: ${e.code}`);
    return undefined;
  }
}

/** A run's event log: as large as the cassette it would become may be. */
function readLines(path: string): string[] | undefined {
  return readRunText(path, DEFAULT_MAX_CASSETTE_BYTES)
    ?.split("\n")
    .filter((l) => l.trim() !== "");
}

function readJson(path: string): unknown {
  const text = readRunText(path, MAX_TEXT_FILE_BYTES);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The first non-blank character of a file (at most 4 KiB read), to tell a cassette from an event log. */
function firstChar(abs: string): string {
  const fd = openRegularFile(abs, { maxBytes: DEFAULT_MAX_CASSETTE_BYTES });
  try {
    const buf = Buffer.alloc(4096);
    const n = readSync(fd, buf, 0, buf.length, 0);
    return buf.subarray(0, n).toString("utf8").trim().slice(0, 1);
  } finally {
    closeSync(fd);
  }
}

/** The newest run directory under the runs root whose id (or scenario folder) contains `arg`. */
function findRun(arg: string, root: string, warn: (line: string) => void): string | undefined {
  if (!existsSync(root)) return undefined;
  const candidates: { dir: string; mtime: number; exact: boolean }[] = [];
  for (const scenario of readdirSync(root, { withFileTypes: true })) {
    if (!scenario.isDirectory()) continue;
    for (const run of readdirSync(join(root, scenario.name), { withFileTypes: true })) {
      const dir = join(root, scenario.name, run.name);
      if (!run.isDirectory() || !existsSync(join(dir, "events.jsonl"))) continue;
      const exact = run.name === arg;
      if (exact || run.name.includes(arg) || scenario.name.includes(arg))
        candidates.push({ dir, mtime: statSync(dir).mtimeMs, exact });
    }
  }
  const exact = candidates.filter((c) => c.exact);
  const pool = exact.length ? exact : candidates;
  if (pool.length === 0) return undefined;
  pool.sort((a, b) => b.mtime - a.mtime);
  if (pool.length > 1)
    warn(
      `note: "${arg}" matches ${pool.length} runs (${pool.map((c) => relative(root, c.dir)).join(", ")}) — using the newest`,
    );
  return pool[0]!.dir;
}

/** The run directory an argument names, or undefined when it names a file. */
export function resolveRunDir(
  arg: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  warn: (line: string) => void,
): string | undefined {
  const abs = resolve(cwd, arg);
  if (existsSync(abs) && statSync(abs).isDirectory()) {
    if (existsSync(join(abs, "events.jsonl")) || existsSync(join(abs, "status.json"))) return abs;
    throw new UsageError(`${arg}: not a run directory (no events.jsonl or status.json in it)`);
  }
  if (existsSync(abs)) return undefined;
  const found = findRun(arg, runsRoot(env, cwd), warn);
  if (!found)
    throw new UsageError(
      `no events.jsonl for "${arg}": not a file, a run directory, nor a run under ${runsRoot(env, cwd)} (set COWORK_HARNESS_RUNS_DIR or pass the path)`,
    );
  return found;
}

async function fromRunDir(dir: string, file: string): Promise<TraceSource> {
  const all = readLines(join(dir, "events.jsonl")) ?? [];
  const { lines, turns } = latestTurn(all);
  const turnDir = latestTurnDir(dir);
  const result = turnDir ? readJson(join(turnDir, "result.json")) : undefined;
  const manifest = readJson(join(dir, "pre-run-manifest.json"));
  const timeline = readLines(join(dir, "timeline.jsonl"));
  const source: TraceSource = { kind: "run-dir", file, lines, turns };
  const controlOut = readLines(join(dir, "control-out.jsonl"));
  if (controlOut) source.controlOut = controlOut;
  if (timeline)
    source.timeline = timeline.flatMap((l) => {
      try {
        return [JSON.parse(l) as NonNullable<TraceSource["timeline"]>[number]];
      } catch {
        return [];
      }
    });
  if (isObj(result)) {
    const info: TraceResultInfo = {};
    if (isObj(result.modelUsage)) info.modelUsage = result.modelUsage;
    if (Array.isArray(result.decisions)) info.decisions = result.decisions;
    if (Array.isArray(result.subagents)) info.subagents = result.subagents;
    source.result = info;
    if (Array.isArray(result.artifacts)) source.artifacts = result.artifacts as ManifestEntry[];
  }
  if (isObj(manifest) && isObj(manifest.hashes)) source.preRunHashes = manifest.hashes as Record<string, string | null>;
  return source;
}

async function fromFile(abs: string, file: string, warn: (line: string) => void): Promise<TraceSource> {
  let head: string;
  try {
    head = firstChar(abs);
  } catch (e) {
    if (e instanceof IrregularFileError) throw new HarnessError(`${file}: ${e.code}`);
    throw new HarnessError(`${file}: unreadable: ${oneLine(e)}`);
  }
  if (abs.endsWith(".cassette.json") || (head === "{" && !abs.endsWith(".jsonl"))) {
    const { cassette } = await loadCassetteFile(abs);
    if ((cassette.cassetteVersion ?? 0) > CURRENT_CASSETTE_VERSION)
      warn(
        `warning: ${file}: cassette format v${cassette.cassetteVersion} is newer than this harness understands (v${CURRENT_CASSETTE_VERSION}) — the trace shows what it can read; upgrade cowork-harness`,
      );
    const { lines, turns } = latestTurn(cassette.events);
    // the cassette's last result event carries the run's usage
    let modelUsage: Record<string, unknown> | undefined;
    for (const l of lines) {
      if (!l.includes('"result"')) continue;
      try {
        const m = JSON.parse(l) as Record<string, unknown>;
        if (m.type === "result" && isObj(m.modelUsage)) modelUsage = m.modelUsage;
      } catch {
        /* not JSON: the views skip it too */
      }
    }
    const source: TraceSource = { kind: "cassette", file, lines, turns, result: modelUsage ? { modelUsage } : {} };
    if (cassette.controlOut) source.controlOut = cassette.controlOut;
    if (cassette.timeline) source.timeline = cassette.timeline;
    if (cassette.artifacts) source.artifacts = cassette.artifacts;
    if (cassette.preRunHashes) source.preRunHashes = cassette.preRunHashes;
    if (cassette.inputs?.modelScript !== undefined) source.scripted = true;
    // the schema admits only the channels a recorder writes (decider-dir, -llm, -cmd)
    if (cassette.authoring !== undefined)
      source.authoring = typeof cassette.authoring.channel === "string" ? { channel: cassette.authoring.channel } : {};
    return source;
  }
  const { lines, turns } = latestTurn(readLines(abs) ?? []);
  return { kind: "events", file, lines, turns };
}

export async function loadTraceSource(
  arg: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  warn: (line: string) => void,
): Promise<TraceSource> {
  const dir = resolveRunDir(arg, cwd, env, warn);
  if (dir) return fromRunDir(dir, relative(cwd, dir) || basename(dir));
  const abs = resolve(cwd, arg);
  return fromFile(abs, relative(cwd, abs) || arg, warn);
}
