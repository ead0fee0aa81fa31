/**
 * An on-disk scenario that no longer loads is one finding for its cassette: the reassert step's
 * invalid-scenario at the offending line. The lint step does not report the same unknown key a
 * second time (as a WARN); with reassert off, the lint step is what reports it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { checkOne } from "../../src/gate/check/check-one.js";
import { examplesRepo } from "../helpers/fixtures.js";
import type { TempCopy } from "../helpers/git-copy.js";

const CASSETTE = "examples/replays/csv-report.cassette.json";
const SCENARIO = "examples/scenarios/csv-report.yaml";

let repo: TempCopy;
beforeAll(() => {
  repo = examplesRepo();
  const p = join(repo.dir, SCENARIO);
  const text = readFileSync(p, "utf8");
  expect(text).toContain("tool_not_called: WebFetch");
  writeFileSync(p, text.replace("tool_not_called: WebFetch", "tool_not_caled: WebFetch"));
});
afterAll(() => repo?.cleanup());

const lineOfTypo = (): number =>
  readFileSync(join(repo.dir, SCENARIO), "utf8")
    .split("\n")
    .findIndex((l) => l.includes("tool_not_caled")) + 1;

describe("an unknown assert key in the on-disk scenario", () => {
  it("is exactly one finding for the cassette: invalid-scenario at its line", async () => {
    const { result } = await checkOne(join(repo.dir, CASSETTE), CASSETTE, { mode: "check" });
    expect(result.findings, JSON.stringify(result.findings)).toHaveLength(1);
    expect(result.findings![0]).toMatchObject({
      kind: "invalid-scenario",
      file: join(repo.dir, SCENARIO),
      line: lineOfTypo(),
    });
  });

  it("with reassert off, the lint step reports it", async () => {
    const { result } = await checkOne(join(repo.dir, CASSETTE), CASSETTE, { mode: "check", reassert: false });
    const kinds = (result.findings ?? []).map((f) => f.kind);
    expect(kinds).toContain("lint");
    expect(kinds).not.toContain("invalid-scenario");
  });
});
