/**
 * The repositories the kill and race tests start from, built once per test file from the project's
 * own examples: the csv-metrics skill, its session, and two copies of the metric-choice scenario
 * recorded at the protocol tier with its scripted model (no token, a few seconds each), plus a v9
 * recording for rehash. Two templates, each a bare remote beside a work clone whose origin is the
 * relative path ../remote.git (so a copied template pushes to its own copy of the remote):
 *  - fresh: every cassette fresh and committed;
 *  - stale: a committed and pushed skill edit makes both replays/ cassettes stale.
 */
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { git } from "../helpers/git-copy.js";
import { cliSync } from "./harness.js";

export const SKILL = "skills/csv-metrics/skills/csv-metrics/SKILL.md";
export const CASSETTES = ["replays/metric-choice-a.cassette.json", "replays/metric-choice-b.cassette.json"];
export const LEGACY = "legacy/metric-choice-a.cassette.json";

export interface Templates {
  base: string;
  fresh: string;
  stale: string;
}

function scenario(name: string): string {
  const text = readFileSync(join(REPO_ROOT, "examples/scenarios/metric-choice.yaml"), "utf8");
  // the example's plugin does not load at the protocol tier: this fixture records there anyway (the gate is what it tests)
  return `${text
    .replace(/^name: .*$/m, `name: ${name}`)
    .replace(/^fidelity: .*$/m, "fidelity: protocol")
    .trimEnd()}\n  - allow_l0_plugin_divergence: true\n`;
}

export function buildTemplates(): Templates {
  const base = mkdtempSync(join(tmpdir(), "cowork-kill-"));
  const fresh = join(base, "fresh");
  const work = join(fresh, "work");
  const remote = join(fresh, "remote.git");
  mkdirSync(fresh);
  git(fresh, "init", "-q", "--bare", "-b", "main", remote);
  for (const d of ["skills", "sessions", "data", "model-scripts"])
    cpSync(join(REPO_ROOT, "examples", d), join(work, d), { recursive: true });
  mkdirSync(join(work, "scenarios"));
  writeFileSync(join(work, "scenarios/metric-choice-a.yaml"), scenario("metric-choice-a"));
  writeFileSync(join(work, "scenarios/metric-choice-b.yaml"), scenario("metric-choice-b"));
  writeFileSync(join(work, "NOTES.md"), "tracked notes\n");
  // at the protocol tier the agent's catalog lists its own built-in skills, which the privacy scan
  // reports as host inventory: this repository accepts those two (record, check and verify read it)
  writeFileSync(
    join(work, ".cowork-allow-patterns"),
    "# the pinned agent's built-in skills\nworkflow-authoring\nplugin-authoring\n",
  );
  git(work, "init", "-q", "-b", "main");
  git(work, "remote", "add", "origin", "../remote.git");
  git(work, "add", "-A");
  git(work, "commit", "-q", "-m", "fixture");
  // recorded inside the repository, so their file-set mode is git's (rehash requires it)
  const rec = cliSync(
    ["record", "scenarios/metric-choice-a.yaml", "scenarios/metric-choice-b.yaml", "--out", "replays/"],
    work,
  );
  if (rec.code !== 0) throw new Error(`recording the kill-test fixture failed:\n${rec.stdout}${rec.stderr}`);
  mkdirSync(join(work, "legacy"));
  const v9 = cliSync(["record", "scenarios/metric-choice-a.yaml", "--format", "v9", "--out", LEGACY], work);
  if (v9.code !== 0) throw new Error(`recording the v9 fixture failed:\n${v9.stdout}${v9.stderr}`);
  git(work, "add", "-A");
  git(work, "commit", "-q", "-m", "v9 fixture");
  git(work, "push", "-q", "-u", "origin", "main");

  const stale = join(base, "stale");
  cpSync(fresh, stale, { recursive: true });
  appendFileSync(join(stale, "work", SKILL), "\nReport the totals first.\n");
  git(join(stale, "work"), "commit", "-qam", "skill: totals first");
  git(join(stale, "work"), "push", "-q", "origin", "main");
  return { base, fresh, stale };
}
