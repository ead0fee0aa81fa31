/**
 * What our recorder writes as v9 must be a cassette the reference's seed schema accepts: `record
 * --format v9` of our own example (real agent, scripted model), validated against the seed
 * (COWORK_SEEDS_DIR), compiled here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { makeValidator, newAjv } from "../../src/core/schema/validators.js";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";
import { SEEDS } from "./corpus.js";

let repo: TempCopy;
beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
});
afterAll(() => repo?.cleanup());

describe("our v9 output against the seed schema", () => {
  it("record --format v9 of an example validates against the seed and carries no v10+ field", () => {
    const rec = runCli(
      ["record", "scenarios/metric-choice.yaml", "--out", "v9/metric-choice.cassette.json", "--format", "v9"],
      { cwd: repo.dir },
    );
    expect(rec.code, rec.stderr).toBe(0);
    const cassette = JSON.parse(readFileSync(join(repo.dir, "v9/metric-choice.cassette.json"), "utf8"));
    expect(cassette.cassetteVersion).toBe(9);
    const seed = JSON.parse(readFileSync(join(SEEDS, "cassette.v9.schema.json"), "utf8"));
    expect(makeValidator(seed, newAjv())(cassette)).toEqual([]);
    for (const k of ["preRunHashes", "preRunOrigin", "timeline", "timelineHeader", "environment"])
      expect(cassette, k).not.toHaveProperty(k);
    // and the seed does check: the same cassette with a v12-only truncation reason is refused
    const bad = { ...cassette, artifacts: [{ path: "a", bytes: 1, sha256: "", truncationReason: "input" }] };
    expect(makeValidator(seed, newAjv())(bad).length).toBeGreaterThan(0);
  });
});
