/**
 * The re-record work list over a copy of examples/: fresh cassettes are left alone; a skill edit
 * selects every cassette that fingerprints the skill; an unreadable cassette is selected and
 * still finds its scenario by name; one without a scenario is reported, not recorded; the format
 * follows the old cassette (v9 stays v9).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appendFileSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { git, tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { formatOfVersion } from "../../src/core/cassette/format.js";
import { selectStaleCassettes } from "../../src/live/rerecord/select.js";
import { rerecordOne } from "../../src/live/rerecord/rerecord.js";

let repo: TempCopy;
const cassettes = () =>
  ["csv-report", "denied-delete", "metric-choice"].map((n) => join(repo.dir, "replays", `${n}.cassette.json`));

beforeEach(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
});
afterEach(() => repo.cleanup());

describe("selectStaleCassettes", () => {
  it("selects nothing in a fresh tree", async () => {
    const sel = await selectStaleCassettes(cassettes());
    expect(sel.stale).toEqual([]);
    expect(sel.fresh).toHaveLength(3);
  });

  it("a committed skill edit selects every cassette, each with its scenario and format", async () => {
    appendFileSync(join(repo.dir, "skills/csv-metrics/skills/csv-metrics/SKILL.md"), "\nOne more line.\n");
    git(repo.dir, "commit", "-qam", "skill edit");
    const sel = await selectStaleCassettes(cassettes());
    expect(sel.stale.map((s) => s.scenarioPath)).toEqual(
      ["csv-report", "denied-delete", "metric-choice"].map((n) => join(repo.dir, "scenarios", `${n}.yaml`)),
    );
    for (const s of sel.stale) {
      expect(s.format).toBe("v12");
      expect(s.reasons[0]).toMatch(/^\[skill\] .*SKILL\.md/);
      expect(s.unresolved).toBeUndefined();
    }
  });

  it("an unreadable cassette is selected and finds its scenario by its file name", async () => {
    writeFileSync(cassettes()[0]!, "{ not json");
    const sel = await selectStaleCassettes(cassettes());
    expect(sel.stale).toHaveLength(1);
    expect(sel.stale[0]!.reasons[0]).toMatch(/invalid cassette JSON/);
    expect(sel.stale[0]!.scenarioPath).toBe(join(repo.dir, "scenarios/csv-report.yaml"));
    expect(sel.stale[0]!.format).toBe("v12");
  });

  it("keeps v9 for a v9 cassette, even one that no longer loads", async () => {
    const path = cassettes()[1]!;
    const c = JSON.parse(readFileSync(path, "utf8"));
    writeFileSync(
      path,
      JSON.stringify({ cassetteVersion: 9, scenarioSource: c.scenarioSource, scenario: { name: "denied-delete" } }),
    );
    const sel = await selectStaleCassettes([path]);
    expect(sel.stale[0]!.format).toBe("v9");
    expect(sel.stale[0]!.scenarioPath).toBe(join(repo.dir, "scenarios/denied-delete.yaml"));
    expect(formatOfVersion(12)).toBe("v12");
    expect(formatOfVersion(11)).toBe("v12");
  });

  it("a stale cassette without a scenario is reported as unresolved and never recorded", async () => {
    appendFileSync(join(repo.dir, "skills/csv-metrics/skills/csv-metrics/SKILL.md"), "\nedit\n");
    git(repo.dir, "commit", "-qam", "skill edit");
    rmSync(join(repo.dir, "scenarios/metric-choice.yaml"));
    const path = cassettes()[2]!;
    const before = readFileSync(path);
    const sel = await selectStaleCassettes([path]);
    expect(sel.stale[0]!.scenarioPath).toBeUndefined();
    expect(sel.stale[0]!.unresolved).toMatch(
      /no scenario to re-record from: scenarioSource \.\.\/scenarios\/metric-choice\.yaml does not exist/,
    );
    const item = await rerecordOne(sel.stale[0]!, { env: process.env });
    expect(item.status).toBe("unresolved");
    expect(readFileSync(path).equals(before)).toBe(true);
  });
});
