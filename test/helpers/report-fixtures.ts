/** Replay results and small cassette/scenario workspaces for the reporting tests. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { AssertionResult } from "../../src/gate/assert/context.js";
import type { ReassertSummary, ReplayResult, ResultFinding } from "../../src/gate/replay/result.js";

type FileLists = { changed: string[]; added: string[]; removed: string[] };

export interface ResultSpec {
  cassette: string;
  scenario?: string;
  assertions?: AssertionResult[];
  staleness?: {
    class: string;
    message: string;
    files?: FileLists;
    /** absolute paths behind `files` (repository-relative in the report) */
    paths?: FileLists;
    /** the edited file (absolute) and its changed line, where the annotation goes */
    location?: { path: string; line?: number };
    reason?: "invalid-session";
  }[];
  error?: string;
  skippedFull?: number;
  /** privacy / invalid-scenario findings from check */
  findings?: ResultFinding[];
  /** the on-disk assertions the gate re-evaluated */
  reassert?: ReassertSummary;
  /** inputs that could not be checked (notes) */
  unchecked?: string[];
}

/** The skill finding one edited SKILL.md gives, as the skill check writes it: `skillMd` is absolute, under `skills/<name>/`. */
export function skillDriftFinding(skillMd: string): NonNullable<ResultSpec["staleness"]>[number] {
  const rel = skillMd.slice(skillMd.lastIndexOf("/skills/") + 1);
  return {
    class: "skill",
    message: `skill files changed since record — 1 changed (${rel}) — re-record`,
    files: { changed: [rel], added: [], removed: [] },
    paths: { changed: [skillMd], added: [], removed: [] },
    location: { path: skillMd },
  };
}

/** A ReplayResult whose exit code and verdict follow from its assertions (2 when `error`). */
export function makeResult(spec: ResultSpec): ReplayResult {
  const assertions = spec.assertions ?? [];
  const failing = assertions.filter((a) => !a.pass);
  const exitCode: 0 | 1 | 2 = spec.error !== undefined ? 2 : failing.length > 0 ? 1 : 0;
  return {
    command: "replay",
    mode: "run",
    scenario: spec.scenario ?? spec.cassette,
    fidelity: "replay:container",
    baseline: "latest",
    result: spec.error !== undefined ? "error" : "success",
    assertions,
    decisions: [],
    egress: [],
    outDir: "(replay)",
    ...(spec.staleness ? { staleness: spec.staleness as ReplayResult["staleness"] } : {}),
    ...(spec.skippedFull !== undefined ? { skippedAssertions: { full: spec.skippedFull, partial: 0 } } : {}),
    verdict: {
      pass: exitCode === 0,
      exitCode: exitCode === 0 ? 0 : 1,
      signals: [],
      guards: [],
      failures: failing.map((a) => ({
        assertion: Object.keys(a.assertion)[0],
        message: a.message ?? "failed",
        kind: a.source ?? "assertion",
      })),
    },
    outcome: spec.error !== undefined ? "errored" : exitCode === 0 ? "delivered_clean" : "delivered_with_verdict_fail",
    provenance: { model: "claude", skill: "offered,invoked", ablated: false },
    cassette: spec.cassette,
    ...(spec.error !== undefined ? { error: spec.error } : {}),
    ...(spec.findings ? { findings: spec.findings } : {}),
    ...(spec.reassert ? { reassert: spec.reassert } : {}),
    ...(spec.unchecked ? { unchecked: spec.unchecked } : {}),
    exitCode,
  };
}

export function tempDir(prefix = "ch-report-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function writeFile(root: string, rel: string, text: string): string {
  const p = join(root, rel);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, text);
  return p;
}

/** A cassette object with the keys the reporter reads, pretty-printed like recorded cassettes. */
export function cassetteText(opts: {
  name: string;
  assert: Record<string, unknown>[];
  scenarioSource?: string;
  fingerprint?: boolean;
}): string {
  const cassette = {
    $schema: "https://example.invalid/cassette.v9.schema.json",
    generator: "cowork-harness test",
    cassetteVersion: 12,
    scenario: { name: opts.name, prompt: "Summarise the report", session: "(inline)", assert: opts.assert },
    events: ['{"type":"system","subtype":"init"}', '{"type":"result","subtype":"success"}'],
    ...(opts.scenarioSource ? { scenarioSource: opts.scenarioSource } : {}),
    ...(opts.fingerprint === false
      ? {}
      : { fingerprint: { skillHash: "abc", hashFormat: "jcs1", fileSigs: [["SKILL.md", "0123"]] } }),
  };
  return `${JSON.stringify(cassette, null, 2)}\n`;
}
