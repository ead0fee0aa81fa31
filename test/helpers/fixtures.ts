/**
 * Inputs built from the project's own material: its examples/ (recorded by our own recorder),
 * temp repositories holding them, older-format cassettes derived from them with the legacy digests
 * our own fingerprint code computes, and Desktop baselines directories written on the fly.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import cassetteV9Schema from "../../schema/cassette.v9.schema.json" with { type: "json" };
import type { TreeFingerprint } from "../../src/gate/fingerprint/types.js";
import { toV9Entry } from "../../src/live/record/build-cassette.js";
import type { ManifestEntry } from "../../src/core/cassette/types.js";
import { git, type TempCopy } from "./git-copy.js";
import { REPO_ROOT } from "./paths.js";

export const EXAMPLES = join(REPO_ROOT, "examples");
export const EXAMPLE_REPLAYS = join(EXAMPLES, "replays");
/** The example skill every example scenario runs (examples/sessions/default.yaml). */
export const EXAMPLE_SKILL = "examples/skills/csv-metrics";
export const EXAMPLE_SKILL_MD = `${EXAMPLE_SKILL}/skills/csv-metrics/SKILL.md`;

/** The names of our example cassettes (examples/replays/NAME.cassette.json), sorted. */
export const exampleCassetteNames = (): string[] =>
  readdirSync(EXAMPLE_REPLAYS)
    .filter((f) => f.endsWith(".cassette.json"))
    .map((f) => f.replace(/\.cassette\.json$/, ""))
    .sort();

export type CassetteJson = Record<string, any>;

export const readExampleCassette = (name: string): CassetteJson =>
  JSON.parse(readFileSync(join(EXAMPLE_REPLAYS, `${name}.cassette.json`), "utf8")) as CassetteJson;

/**
 * A temp directory `<base>/<name>` holding a copy of examples/ at `examples/`, as the cassettes name
 * their session and scenario files relative to themselves. With `git`, it is a fresh repository with
 * everything committed (the example fingerprints were recorded in git mode).
 */
export function examplesRepo(opts: { git?: boolean; name?: string } = {}): TempCopy {
  const base = mkdtempSync(join(tmpdir(), "cowork-examples-"));
  const dir = join(base, opts.name ?? "repo");
  cpSync(EXAMPLES, join(dir, "examples"), { recursive: true });
  if (opts.git) {
    git(dir, "init", "-q", "-b", "main");
    git(dir, "add", "-A");
    git(dir, "commit", "-q", "-m", "fixture");
  }
  return { dir, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}

// what a v9 recorder never wrote (the v10+ fields, and the recorded inputs)
const V10_PLUS_TOP = ["preRunHashes", "preRunOrigin", "timeline", "timelineHeader", "environment", "inputs"];

/**
 * One of our v12 cassettes rewritten as format `version` (9, 10 or 11), as an older recorder wrote
 * it: the fingerprint carries the legacy digests of `tree` (the cassette's skill dirs) and no
 * hashFormat or promptAssetsHash; v9 also drops every v10+ field and maps artifacts to what v9 can say.
 */
export function olderFormat(v12: CassetteJson, version: 9 | 10 | 11, tree: TreeFingerprint): CassetteJson {
  const { hashFormat: _h, promptAssetsHash: _p, ...fp } = (v12.fingerprint ?? {}) as CassetteJson;
  const fingerprint: CassetteJson = { ...fp };
  if (tree.legacy.skillHash !== undefined) fingerprint.skillHash = tree.legacy.skillHash;
  if (tree.legacy.contentSig !== undefined) fingerprint.contentSig = tree.legacy.contentSig;
  if (fp.fileSigs !== undefined && tree.legacy.fileSigs !== undefined) fingerprint.fileSigs = tree.legacy.fileSigs;
  const out: CassetteJson = { ...v12, cassetteVersion: version, fingerprint };
  if (version === 9) {
    for (const k of V10_PLUS_TOP) delete out[k];
    out.$schema = cassetteV9Schema.$id;
    out.artifacts = ((v12.artifacts ?? []) as ManifestEntry[]).map(toV9Entry);
  }
  return out;
}

export interface BaselineSpec {
  appVersion: string;
  /** The host-loop gate of the baseline's provenance (absent: container). */
  hostLoop?: boolean;
  /** The text of its system prompt template (spawn.promptTemplate), when it has one. */
  prompt?: string;
}

/** Writes `desktop-<appVersion>.json` baselines (and their prompt assets) into `dir`. */
export function writeBaselines(dir: string, specs: readonly BaselineSpec[]): string {
  mkdirSync(dir, { recursive: true });
  for (const s of specs) {
    const baseline: CassetteJson = { appVersion: s.appVersion };
    if (s.prompt !== undefined) {
      const rel = `prompts/desktop-${s.appVersion}/system-prompt-append.md`;
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      writeFileSync(join(dir, rel), s.prompt);
      baseline.spawn = { promptTemplate: rel };
    }
    if (s.hostLoop !== undefined) baseline.provenance = { gates: { "1143815894": s.hostLoop ? "on" : "off" } };
    writeFileSync(join(dir, `desktop-${s.appVersion}.json`), JSON.stringify(baseline, null, 2));
  }
  return dir;
}

/** The assertion a failing-replay fixture adds: the example agents never say it. */
export const NEVER_SAID = { transcript_contains: "a phrase the agent never said" };

/**
 * Writes `<repoDir>/examples/replays/<name>.cassette.json`: `from` (a cassette, or the name of an
 * example cassette) with one more assertion the agent never meets, so it replays as failing —
 * and, beside the example scenarios, the scenario file it came from, holding that assertion too
 * (the gate judges the on-disk `assert:` block when it differs from the frozen one).
 */
export function writeFailingAssertCassette(
  repoDir: string,
  from: CassetteJson | string,
  name = "failing-assert",
): string {
  const base = typeof from === "string" ? readExampleCassette(from) : from;
  const failing: CassetteJson = {
    ...base,
    scenario: { ...base.scenario, assert: [...(base.scenario?.assert ?? []), NEVER_SAID] },
  };
  const source =
    typeof base.scenarioSource === "string" ? join(repoDir, "examples/replays", base.scenarioSource) : undefined;
  if (source !== undefined && existsSync(source)) {
    const yaml = `${readFileSync(source, "utf8").trimEnd()}\n  - transcript_contains: "${NEVER_SAID.transcript_contains}"\n`;
    writeFileSync(join(repoDir, "examples/scenarios", `${name}.yaml`), yaml);
    failing.scenarioSource = `../scenarios/${name}.yaml`;
  }
  const path = join(repoDir, "examples/replays", `${name}.cassette.json`);
  writeFileSync(path, JSON.stringify(failing, null, 2));
  return path;
}
