/**
 * The re-record job's unrecorded scenarios (src/live/rerecord/unrecorded.ts) over small real
 * files: which scenario files no cassette records (a cassette outside the targets counts too),
 * where the first cassette of each goes (the folder its neighbours' cassettes live in, else beside
 * it; named by the scenario's name), the ones that cannot be recorded there; the job's dry run
 * over a repository with no cassette yet; and how each channel names them: "recorded (was
 * unrecorded)" apart from a re-recorded stale cassette.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { selectUnrecorded } from "../../src/live/rerecord/unrecorded.js";
import { runRerecordJob, type RerecordJobReport } from "../../src/live/rerecord/run.js";
import { jobOutcome } from "../../src/live/rerecord/outcome.js";
import { statusLabel, type RerecordItem } from "../../src/live/rerecord/rerecord.js";
import { rerecordCommitDetails, rerecordSummaryMarkdown, statusWord } from "../../src/live/rerecord/report-md.js";
import { rerecordCommitMessage, rerecordTitle } from "../../src/live/rerecord/commit-message.js";
import { readRerecordInputs } from "../../src/action/rerecord-inputs.js";
import { NoCassettesError } from "../../src/gate/check/targets.js";

let root: string;

function write(rel: string, text: string): string {
  const p = join(root, rel);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, text);
  return p;
}

const scenario = (name: string) =>
  `name: ${JSON.stringify(name)}\n# cowork-harness model_script: ../model.yaml\nprompt: do it\nassert:\n  - result: success\n`;
/** A cassette as far as the lookup reads it: the scenario it records, and its name. */
const cassette = (scenarioSource: string, name: string) =>
  JSON.stringify({ cassetteVersion: 12, scenarioSource, scenario: { name } });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "cowork-unrecorded-"));
  write("model.yaml", "turns:\n  - respond:\n      - text: done\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("selectUnrecorded", () => {
  it("selects each scenario no cassette records, into the folder its neighbours' cassettes live in, else beside it", async () => {
    const a = write("scenarios/a.yaml", scenario("a"));
    write("scenarios/b.yaml", scenario("b"));
    write("scenarios/d-file.yaml", scenario("delta"));
    write("lonely/c.yaml", scenario("c"));
    write("scenarios/not-a-scenario.yaml", "turns: []\n");
    const targeted = write("replays/a.cassette.json", cassette("../scenarios/a.yaml", "a"));
    const sel = await selectUnrecorded({ root, targets: [], recorded: new Map([[targeted, a]]) });
    expect(sel.scenarios).toBe(5 - 1);
    expect(sel.unrecorded).toEqual([
      {
        cassettePath: join(root, "lonely/c.cassette.json"),
        scenarioPath: join(root, "lonely/c.yaml"),
        reasons: ["[unrecorded] no cassette records lonely/c.yaml"],
        format: "v12",
        unrecorded: true,
      },
      expect.objectContaining({
        cassettePath: join(root, "replays/b.cassette.json"),
        scenarioPath: join(root, "scenarios/b.yaml"),
      }),
      // the scenario's name names the cassette, as record has it
      expect.objectContaining({
        cassettePath: join(root, "replays/delta.cassette.json"),
        scenarioPath: join(root, "scenarios/d-file.yaml"),
      }),
    ]);
    for (const u of sel.unrecorded) expect(u.unresolved).toBeUndefined();
  });

  it("the folder most neighbours' cassettes live in wins; a cassette outside the targets still records its scenario", async () => {
    for (const n of ["a", "b", "c"]) write(`scenarios/${n}.yaml`, scenario(n));
    write("scenarios/new.yaml", scenario("new"));
    write("old/a.cassette.json", cassette("../scenarios/a.yaml", "a"));
    write("replays/b.cassette.json", cassette("../scenarios/b.yaml", "b"));
    // found by name (../scenarios/c.yaml), not by scenarioSource
    write("replays/c.cassette.json", JSON.stringify({ cassetteVersion: 12, scenario: { name: "c" } }));
    const sel = await selectUnrecorded({ root, targets: ["old"], recorded: new Map() });
    expect(sel.unrecorded.map((u) => u.cassettePath)).toEqual([join(root, "replays/new.cassette.json")]);
  });

  it("an unreadable cassette stands for the scenario named like it, as in the gate", async () => {
    write("scenarios/a.yaml", scenario("a"));
    write("replays/a.cassette.json", "{ not json");
    expect((await selectUnrecorded({ root, targets: [], recorded: new Map() })).unrecorded).toEqual([]);
  });

  it("--scenarios globs replace the default folders", async () => {
    write("scenarios/a.yaml", scenario("a"));
    write("specs/x.yaml", scenario("x"));
    const sel = await selectUnrecorded({
      root,
      targets: ["replays"],
      scenarioGlobs: ["specs/*.yaml"],
      recorded: new Map(),
    });
    expect(sel.unrecorded.map((u) => u.scenarioPath)).toEqual([join(root, "specs/x.yaml")]);
    expect(sel.unrecorded[0]!.cassettePath).toBe(join(root, "specs/x.cassette.json"));
  });

  it("one that cannot be recorded where its cassette goes is kept with the reason", async () => {
    write("scenarios/bad.yaml", scenario("a/b"));
    write("scenarios/one.yaml", scenario("twin"));
    write("scenarios/two.yaml", scenario("twin"));
    write("scenarios/taken.yaml", scenario("taken"));
    // a cassette named like it that records another scenario
    write("scenarios/other.yaml", scenario("other"));
    write("scenarios/taken.cassette.json", cassette("other.yaml", "other"));
    const sel = await selectUnrecorded({ root, targets: [], recorded: new Map() });
    const why = Object.fromEntries(sel.unrecorded.map((u) => [u.scenarioPath!.slice(root.length + 1), u.unresolved]));
    expect(why["scenarios/bad.yaml"]).toMatch(/^scenario name "a\/b" cannot name the cassette file: .*path separator/);
    expect(why["scenarios/one.yaml"]).toBeUndefined();
    expect(why["scenarios/two.yaml"]).toBe(
      "scenarios/one.yaml records to the same cassette scenarios/twin.cassette.json — rename one of the scenarios",
    );
    expect(why["scenarios/taken.yaml"]).toBe(
      "scenarios/taken.cassette.json already exists and does not record this scenario — rename the scenario, or move that file",
    );
  });
});

describe("runRerecordJob over a repository with no cassette yet", () => {
  it("lists the unrecorded scenario instead of stopping at 'no cassettes' (dry run)", async () => {
    write("scenarios/a.yaml", scenario("a"));
    const report = await runRerecordJob({ root, paths: [], mode: "none", dryRun: true, recordEnv: {}, env: {} });
    expect(report.items).toEqual([
      expect.objectContaining({
        cassettePath: join(root, "scenarios/a.cassette.json"),
        status: "dry-run",
        unrecorded: true,
      }),
    ]);
    expect(report.checked).toBe(0);
    expect(report.unrecorded).toBe(1);
    expect(report.outcome.line).toBe("would record 1 unrecorded scenario (dry run: nothing recorded)");
  });

  it("with no scenario to record either, it is still the loud 'no cassettes' usage error", async () => {
    write("notes.yaml", "title: not a scenario\n");
    await expect(
      runRerecordJob({ root, paths: [], mode: "none", dryRun: true, recordEnv: {}, env: {} }),
    ).rejects.toBeInstanceOf(NoCassettesError);
  });
});

const R = "/repo";
const stale = (over: Partial<RerecordItem> = {}): RerecordItem => ({
  cassettePath: `${R}/replays/old.cassette.json`,
  scenarioPath: `${R}/scenarios/old.yaml`,
  format: "v12",
  status: "refreshed",
  reasons: ["[skill] SKILL.md changed"],
  costUsd: 0.25,
  ...over,
});
const fresh = (over: Partial<RerecordItem> = {}): RerecordItem => ({
  cassettePath: `${R}/replays/new.cassette.json`,
  scenarioPath: `${R}/scenarios/new.yaml`,
  format: "v12",
  status: "refreshed",
  reasons: ["[unrecorded] no cassette records scenarios/new.yaml"],
  unrecorded: true,
  costUsd: 0.5,
  ...over,
});

function report(items: RerecordItem[], mode: "none" | "push" = "none"): RerecordJobReport {
  const r = {
    items,
    fresh: [],
    checked: 1,
    unrecorded: items.filter((i) => i.unrecorded).length,
    commit: { changesDetected: true },
    outcome: { ok: true, line: "", warnings: [] },
    ok: true,
  };
  const outcome = jobOutcome(r, { root: R, mode, maxCostUsd: 1 });
  return { ...r, outcome, ok: outcome.ok };
}

describe("naming an unrecorded scenario on every channel", () => {
  it("status words: recorded (was unrecorded), apart from refreshed", () => {
    expect(statusLabel(fresh())).toBe("recorded (was unrecorded)");
    expect(statusLabel(stale())).toBe("refreshed");
    expect(statusLabel(fresh({ status: "dry-run" }))).toBe("would record (unrecorded)");
    expect(statusLabel(stale({ status: "dry-run" }))).toBe("would re-record");
    expect(statusWord(fresh())).toBe("✅ recorded (was unrecorded)");
    expect(statusWord(stale({ status: "skipped" }))).toBe("⏸ skipped (cost cap)");
  });

  it("the outcome line counts the recorded scenarios apart; failures, a missing key and the cost cap name the scenario", () => {
    expect(report([stale(), fresh()]).outcome.line).toBe(
      "re-recorded 1 cassette and recorded 1 unrecorded scenario ($0.75 spent); left in the work tree (commit-mode none)",
    );
    expect(report([fresh()]).outcome.line).toBe(
      "recorded 1 unrecorded scenario ($0.50 spent); left in the work tree (commit-mode none)",
    );
    const failed = report([stale(), fresh({ status: "failed", error: "the live run failed its assertions: x" })]);
    expect(failed.ok).toBe(false);
    expect(failed.outcome.line).toBe(
      "1 of 2 selected cassettes could not be recorded — scenarios/new.yaml (unrecorded): the live run failed its assertions: x",
    );
    const key = report([
      fresh({ status: "failed", needs: "anthropic-api-key", error: "no key", costUsd: undefined }),
      stale({ status: "failed", needs: "anthropic-api-key", error: "no key", costUsd: undefined }),
    ]);
    expect(key.outcome.line).toMatch(
      /^1 stale cassette and 1 unrecorded scenario need the real API and no Anthropic API key was given \(scenarios\/new\.yaml \(unrecorded\), …\)/,
    );
    const capped = report([stale(), fresh({ status: "skipped", costUsd: undefined })]);
    expect(capped.outcome.line).toMatch(
      /^max-cost-usd \$1\.00 reached after \$0\.25: 1 unrecorded scenario not recorded \(scenarios\/new\.yaml \(unrecorded\)\)/,
    );
  });

  it("the summary: its row, its section with nothing to diff, a failure named by its scenario", () => {
    const ok = report([stale(), fresh()]);
    const md = rerecordSummaryMarkdown(ok, { root: R, outcome: ok.outcome, mode: "none" });
    expect(md).toContain(
      "| `replays/new.cassette.json` | ✅ recorded (was unrecorded) | $0.50 | \\[unrecorded\\] no cassette records scenarios/new.yaml |",
    );
    expect(md).toContain("| `replays/old.cassette.json` | ✅ refreshed | $0.25 |");
    expect(md).toContain(
      "### `replays/new.cassette.json` — $0.50\n\nRecorded (was unrecorded) from `scenarios/new.yaml`: its first cassette, nothing to diff against.\n",
    );
    expect(md).toContain("· 2 selected of 1 cassette(s) and 1 unrecorded scenario(s) ·");
    const bad = report([fresh({ status: "failed", error: "the run timed out" })]);
    const md2 = rerecordSummaryMarkdown(bad, { root: R, outcome: bad.outcome, mode: "none" });
    expect(md2).toContain("| `replays/new.cassette.json` | ❌ failed |");
    expect(md2).toContain("- `scenarios/new.yaml` (unrecorded: no cassette written) — the run timed out");
    expect(md2).not.toContain("Recorded (was unrecorded)");
  });

  it("the commit: its title counts them apart, its details say where each came from", () => {
    expect(rerecordTitle(1, 1)).toBe("Record 1 unrecorded scenario");
    expect(rerecordTitle(3, 2)).toBe("Re-record 1 stale cassette, record 2 unrecorded scenarios");
    expect(rerecordTitle(2)).toBe("Re-record 2 stale cassettes");
    expect(rerecordCommitMessage(["replays/new.cassette.json"], { unrecorded: 1 })).toBe(
      "Record 1 unrecorded scenario\n\n- replays/new.cassette.json\n",
    );
    expect(rerecordCommitDetails([fresh()], R)).toBe(
      "replays/new.cassette.json ($0.50):\n  recorded (was unrecorded) from scenarios/new.yaml\n\nSpend reported by the recorded runs: $0.50",
    );
  });
});

describe("the Action's rerecord inputs", () => {
  it("scenarios: the globs, shared with check; empty for the default folders", () => {
    expect(readRerecordInputs({ INPUT_SCENARIOS: "specs/**/*.yaml,\nmore/*.yml" }).scenarios).toEqual([
      "specs/**/*.yaml",
      "more/*.yml",
    ]);
    expect(readRerecordInputs({}).scenarios).toEqual([]);
  });
});
