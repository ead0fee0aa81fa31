/**
 * Reading one `diff` argument (the reference's src/cli.ts; docs/reference.md#gate-extras): its kind is told by content, not
 * name — a JSON document with an `events` array and a scenario is a cassette, a stream-json line
 * or a multi-line file is a run's events, a directory holding `events.jsonl` is a run, any other
 * JSON document is a platform baseline (which this build does not compare). Every failure is a
 * HarnessError (exit 2) naming the argument.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { readCassetteText } from "../../core/cassette/load.js";
import { HarnessError, oneLine } from "../../core/util/errors.js";
import { cassetteSide, looksLikeCassette } from "./cassette-side.js";
import { parseEventLines, reduceEvents } from "./reduce-events.js";
import type { DiffSide, SideKind } from "./side.js";

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);

const EVENT_TYPES = new Set(["system", "assistant", "user", "result", "control_request", "control_response"]);

export type Detected =
  | { kind: "cassette"; path: string; doc: Obj & { events: unknown[] } }
  | { kind: "run"; path: string; eventsFile: string; text?: string }
  | { kind: "baseline"; path: string }
  | { kind: "missing"; path: string };

export async function detectSide(arg: string, cwd: string, env: NodeJS.ProcessEnv): Promise<Detected> {
  const path = resolve(cwd, arg);
  let st;
  try {
    st = statSync(path);
  } catch {
    return { kind: "missing", path };
  }
  if (st.isDirectory()) {
    const eventsFile = join(path, "events.jsonl");
    return existsSync(eventsFile) ? { kind: "run", path, eventsFile } : { kind: "baseline", path };
  }
  const text = await readCassetteText(path, env);
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { kind: "run", path, eventsFile: path, text };
  }
  if (looksLikeCassette(doc)) return { kind: "cassette", path, doc };
  if (isObj(doc) && typeof doc.type === "string" && EVENT_TYPES.has(doc.type))
    return { kind: "run", path, eventsFile: path, text };
  return { kind: "baseline", path };
}

/** The refusal for a pair of kinds this build does not compare, or undefined when the pair is fine. */
export function pairProblem(args: [string, string], a: Detected, b: Detected): string | undefined {
  for (const [arg, d] of [
    [args[0], a],
    [args[1], b],
  ] as const)
    if (d.kind === "missing") return `${arg}: path not found`;
  if (a.kind === "baseline" && b.kind === "baseline") {
    return "both sides are platform baselines: comparing baselines is not supported by this build (diff compares cassettes and run event logs)";
  }
  const other = (x: Detected): SideKind => (x.kind === "missing" ? "baseline" : x.kind);
  if (a.kind === "baseline")
    return `cannot compare a baseline against a ${other(b)} — baselines only pair with baselines`;
  if (b.kind === "baseline")
    return `cannot compare a baseline against a ${other(a)} — baselines only pair with baselines`;
  return undefined;
}

function latestTurn(runDir: string): number {
  try {
    const turns = readdirSync(join(runDir, "turns"))
      .filter((n) => /^\d+$/.test(n))
      .map(Number);
    return turns.length > 0 ? Math.max(...turns) : 1;
  } catch {
    return 1;
  }
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

function runTranscript(turnDir: string): string {
  let text: string;
  try {
    text = readFileSync(join(turnDir, "run.jsonl"), "utf8");
  } catch {
    return "";
  }
  for (const line of text.split("\n")) {
    const v = (() => {
      try {
        return JSON.parse(line) as unknown;
      } catch {
        return undefined;
      }
    })();
    if (isObj(v) && v.t === "transcript" && typeof v.text === "string") return v.text;
  }
  return "";
}

function artifactHash(workDir: string, entry: Obj): string {
  try {
    return createHash("sha256")
      .update(readFileSync(join(workDir, String(entry.path))))
      .digest("hex");
  } catch {
    return `size:${String(entry.bytes)}`;
  }
}

/** A run's events, plus its latest turn's transcript and result when the run directory has them. */
function runSide(d: Extract<Detected, { kind: "run" }>): DiffSide {
  let text = d.text;
  if (text === undefined) {
    try {
      text = readFileSync(d.eventsFile, "utf8");
    } catch (e) {
      throw new HarnessError(`${d.eventsFile}: unreadable: ${oneLine(e)}`);
    }
  }
  const { events, warnings } = parseEventLines(text.split("\n"), "events.jsonl");
  const { tools } = reduceEvents(events);
  const runDir = dirname(d.eventsFile);
  const turnDir = join(runDir, "turns", String(latestTurn(runDir)));
  const side: DiffSide = { kind: "run", tools, transcript: runTranscript(turnDir), meta: {}, warnings };
  const result = readJson(join(turnDir, "result.json"));
  if (isObj(result)) {
    if (result.result === "success" || result.result === "error") side.meta.result = result.result;
    if (result.effectiveFidelity !== undefined) side.meta.effectiveFidelity = result.effectiveFidelity;
    if (result.baseline !== undefined) side.meta.baseline = result.baseline;
    if (Array.isArray(result.assertions))
      side.meta.assertionsPassed = result.assertions.every((x) => isObj(x) && x.pass === true);
    if (typeof result.skillHash === "string") side.meta.skillHash = result.skillHash.slice(0, 12);
    if (typeof result.scenario === "string") side.scenarioName = result.scenario;
    if (Array.isArray(result.artifacts) && typeof result.workDir === "string") {
      const workDir = result.workDir;
      side.artifacts = result.artifacts
        .filter(isObj)
        .map((e) => [String(e.path), artifactHash(workDir, e)] as [string, string]);
    }
  }
  return side;
}

export function reduceSide(d: Detected): DiffSide {
  if (d.kind === "cassette") return cassetteSide(d.doc);
  if (d.kind === "run") return runSide(d);
  throw new HarnessError(`${d.path}: not a cassette or a run`);
}
