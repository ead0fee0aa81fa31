/**
 * Shared pieces of the property/fuzz tests: how many cases to run (short in `npm test`, long in
 * `npm run fuzz` via COWORK_FUZZ_RUNS), the "verdict or one-line HarnessError" oracle, and the
 * real inputs the mutators start from: our own example cassettes, scenarios and session, and
 * older-format rewrites of them built here.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { expect } from "vitest";
import { HarnessError } from "../../src/core/util/errors.js";
import { computeTreeFingerprint } from "../../src/gate/fingerprint/tree-fingerprint.js";
import {
  EXAMPLES,
  EXAMPLE_REPLAYS,
  exampleCassetteNames,
  olderFormat,
  readExampleCassette,
} from "../helpers/fixtures.js";

/** Cases per property: `base` normally, COWORK_FUZZ_RUNS (e.g. 20000) in the long run. */
export function runs(base: number): number {
  const n = Number(process.env.COWORK_FUZZ_RUNS);
  return Number.isInteger(n) && n > 0 ? n : base;
}

/** A fixed seed unless COWORK_FUZZ_SEED is set, so a short-run failure reproduces. */
export function params(base: number): fc.Parameters<unknown> {
  const seed = Number(process.env.COWORK_FUZZ_SEED);
  return {
    numRuns: runs(base),
    ...(Number.isInteger(seed) ? { seed } : { seed: 9 }),
    endOnFailure: true,
    // counterexamples are whole cassettes: keep the failure message readable
    reporter: (details) => {
      if (!details.failed) return;
      const cause =
        details.errorInstance instanceof Error
          ? `${details.errorInstance.name}: ${details.errorInstance.message}`
          : String(details.errorInstance);
      throw new Error(clipReport(`${cause}\n${fc.defaultReportMessage(details) ?? "property failed"}`));
    },
  };
}

function clipReport(text: string): string {
  return text
    .split("\n")
    .map((l) => (l.length > 600 ? `${l.slice(0, 300)} …[${l.length - 600} chars]… ${l.slice(-300)}` : l))
    .join("\n");
}

/** The property's budget in ms for one vitest `it`, scaled with the run count. */
export function timeoutFor(base: number, msPerCase: number): number {
  return Math.max(30_000, runs(base) * msPerCase);
}

/**
 * The oracle: `fn` returns normally, or throws a HarnessError with exit code 2 and a message on
 * one line. Anything else (TypeError, RangeError, a multi-line message) fails the property.
 */
export function verdictOrHarnessError<T>(fn: () => T): T | HarnessError {
  try {
    return fn();
  } catch (e) {
    if (!(e instanceof HarnessError)) {
      throw new Error(`escaped as ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`, { cause: e });
    }
    expect(e.exitCode).toBe(2);
    expect(e.message).not.toMatch(/\n/);
    expect(e.message.length).toBeGreaterThan(0);
    return e;
  }
}

export async function verdictOrHarnessErrorAsync<T>(fn: () => Promise<T>): Promise<T | HarnessError> {
  try {
    return await fn();
  } catch (e) {
    if (!(e instanceof HarnessError))
      throw new Error(`escaped as ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`, { cause: e });
    expect(e.exitCode).toBe(2);
    expect(e.message).not.toMatch(/\n/);
    return e;
  }
}

export const REPLAYS = EXAMPLE_REPLAYS;

/** Our example cassettes as recorded, a v9 and a v11 rewrite (legacy digests), and one without controlOut. */
const exampleSkillTree = await computeTreeFingerprint({
  dirs: [join(EXAMPLES, "skills/csv-metrics")],
  env: { PATH: process.env.PATH, COWORK_HARNESS_GITSET: "0" },
});
const { controlOut: _dropped, ...noControlOut } = readExampleCassette("denied-delete");
export const realCassetteTexts: string[] = [
  ...exampleCassetteNames().map((n) => readFileSync(join(REPLAYS, `${n}.cassette.json`), "utf8")),
  JSON.stringify(olderFormat(readExampleCassette("csv-report"), 9, exampleSkillTree), null, 2),
  JSON.stringify(olderFormat(readExampleCassette("metric-choice"), 11, exampleSkillTree), null, 2),
  JSON.stringify(noControlOut, null, 2),
];
export const realScenarioTexts: string[] = readdirSync(join(EXAMPLES, "scenarios"))
  .filter((n) => n.endsWith(".yaml"))
  .sort()
  .map((n) => readFileSync(join(EXAMPLES, "scenarios", n), "utf8"));
/** Our example session, and one that sets most of the other sections. */
export const realSessionTexts: string[] = [
  readFileSync(join(EXAMPLES, "sessions", "default.yaml"), "utf8"),
  [
    "model: claude-sonnet-4-5",
    "permission_mode: acceptEdits",
    "folders:",
    "  - from: ../data",
    "    mode: rwd",
    "uploads: [../data/sales.csv]",
    "plugins:",
    "  marketplaces: [https://example.invalid/market.git]",
    "  enabled: [csv-metrics@local]",
    "  local_plugins: [../skills/csv-metrics]",
    "mcp:",
    "  enabled: [cowork]",
    "egress:",
    "  extra_allow: [api.example.invalid]",
    "web_fetch:",
    "  approved_domains: [docs.example.invalid]",
    "staleness:",
    '  hash_ignore: ["**/*.tmp"]',
    "agent_env:",
    '  tool_search: "off"',
    "",
  ].join("\n"),
];

/** Text mutations: truncation, deletion, insertion, duplication of a slice, invalid UTF-8 bytes. */
export function mutatedText(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const op = fc.oneof(
    fc.record({ k: fc.constant("truncate" as const), at: fc.nat() }),
    fc.record({ k: fc.constant("delete" as const), at: fc.nat(), len: fc.integer({ min: 1, max: 64 }) }),
    fc.record({
      k: fc.constant("insert" as const),
      at: fc.nat(),
      text: fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.constantFrom("{", "}", "[", "]", '"', ",", ":", "\\", "\n", "null", "-1e999", "\u0000", "\ud800"),
      ),
    }),
    fc.record({ k: fc.constant("duplicate" as const), at: fc.nat(), len: fc.integer({ min: 1, max: 200 }) }),
    fc.record({
      k: fc.constant("badbytes" as const),
      at: fc.nat(),
      bytes: fc.uint8Array({ minLength: 1, maxLength: 6 }),
    }),
  );
  return fc.tuple(base, fc.array(op, { minLength: 1, maxLength: 4 })).map(([text, ops]) => {
    let t = text;
    for (const o of ops) {
      const at = t.length === 0 ? 0 : o.at % (t.length + 1);
      if (o.k === "truncate") t = t.slice(0, at);
      else if (o.k === "delete") t = t.slice(0, at) + t.slice(at + o.len);
      else if (o.k === "insert") t = t.slice(0, at) + o.text + t.slice(at);
      else if (o.k === "duplicate") t = t.slice(0, at) + t.slice(at, at + o.len) + t.slice(at);
      else {
        // what readFile(…, "utf8") makes of invalid UTF-8 bytes spliced into the file
        const buf = Buffer.concat([Buffer.from(t.slice(0, at)), Buffer.from(o.bytes), Buffer.from(t.slice(at))]);
        t = buf.toString("utf8");
      }
    }
    return t;
  });
}

/** Every path (as key lists) into a JSON value, capped in number and depth. */
export function pathsOf(value: unknown, cap = 4000, maxDepth = 12): (string | number)[][] {
  const out: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]): void => {
    if (out.length >= cap || path.length > maxDepth) return;
    out.push(path);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (v !== null && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(value, []);
  return out;
}

/** A deep copy of `root` with the value at `path` replaced (or deleted when `value` is the DELETE marker). */
export const DELETE = Symbol("delete");
export function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value === DELETE ? undefined : value;
  // a shallow copy along the path only (a deep clone would overflow on deeply nested values)
  const clone = (v: unknown): unknown => (Array.isArray(v) ? [...v] : { ...(v as object) });
  const copy = clone(root);
  let cur = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    cur[key] = clone(cur[key]);
    cur = cur[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1] as string | number;
  if (value === DELETE) {
    if (Array.isArray(cur)) cur.splice(last as number, 1);
    else delete cur[last];
  } else cur[last] = value;
  return copy;
}

/**
 * A deeply nested JSON value, kept as a marker until it is placed: JSON.stringify itself overflows
 * on such values, so they are spliced into JSON text directly (toJsonText) or realized (realize).
 * No enumerable fields, so mutators never walk into one.
 */
export class Deep {
  constructor(depth: number, kind: "array" | "object") {
    Object.defineProperty(this, "text", {
      value: kind === "array" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth),
    });
  }
  declare readonly text: string;
}

/** JSON text of a value that may contain Deep markers. */
export function toJsonText(value: unknown): string {
  const deep: Deep[] = [];
  const text: string | undefined = JSON.stringify(value ?? null, (_k, v: unknown) =>
    v instanceof Deep ? `\u0000DEEP${deep.push(v) - 1}\u0000` : v,
  );
  return (text ?? "null").replace(/"\\u0000DEEP(\d+)\\u0000"/g, (_m, i: string) => (deep[Number(i)] as Deep).text);
}

/** The value with every Deep marker replaced by the real nested value. */
export function realize(value: unknown): unknown {
  return JSON.parse(toJsonText(value)) as unknown;
}

/** Nasty values for structural mutation: random JSON, wrong types, deep nesting, huge strings. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      0,
      -1,
      1e308,
      -0,
      "",
      true,
      false,
      [],
      {},
      "NaN",
      "__proto__",
      "../../../../etc/passwd",
      "/etc/passwd",
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 50000 }).map((d) => new Deep(d, "array") as unknown) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20000 }).map((d) => new Deep(d, "object") as unknown) },
  { weight: 1, arbitrary: fc.integer({ min: 100_000, max: 2_000_000 }).map((n) => "x".repeat(n)) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
);

/**
 * A real cassette, parsed, with 1–3 structural mutations (set a path to a nasty value, or delete
 * it). Deeply nested values stay Deep markers (so fast-check can print a counterexample): pass the
 * value through `realize` (an object) or `toJsonText` (file text) inside the property.
 */
export const mutatedCassetteObject: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.nat({ max: realCassetteTexts.length - 1 }),
    fc.array(fc.tuple(fc.nat(), fc.oneof(nastyValue, fc.constant(DELETE as unknown))), { minLength: 1, maxLength: 3 }),
  )
  .map(([i, muts]) => {
    let obj: unknown = JSON.parse(realCassetteTexts[i] as string);
    for (const [pick, value] of muts) {
      const paths = pathsOf(obj);
      if (paths.length === 0) break;
      obj = setAt(obj, paths[pick % paths.length] as (string | number)[], value);
    }
    return obj;
  });

/** A real cassette whose event / controlOut lines are mutated inside their JSON (or replaced by garbage). */
export const mutatedLinesCassette: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.nat({ max: realCassetteTexts.length - 1 }),
    fc.array(
      fc.tuple(
        fc.constantFrom("events", "controlOut"),
        fc.nat(),
        fc.nat(),
        fc.oneof(nastyValue, fc.constant(DELETE as unknown)),
        fc.boolean(),
      ),
      {
        minLength: 1,
        maxLength: 6,
      },
    ),
  )
  .map(([i, muts]) => {
    const obj = JSON.parse(realCassetteTexts[i] as string) as Record<string, unknown>;
    for (const [field, lineAt, pick, value, garbage] of muts) {
      const lines = obj[field];
      if (!Array.isArray(lines) || lines.length === 0) continue;
      const at = lineAt % lines.length;
      if (garbage) {
        lines[at] = typeof value === "string" ? value : toJsonText(value);
        continue;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(lines[at]));
      } catch {
        continue;
      }
      const paths = pathsOf(parsed);
      const mutated = setAt(parsed, paths[pick % paths.length] as (string | number)[], value);
      try {
        lines[at] = toJsonText(mutated);
      } catch {
        // the line already held a value too deep to re-serialize; leave it as it is
      }
    }
    return obj;
  });
