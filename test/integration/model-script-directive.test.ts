/**
 * Interop of our model-script extension (issue 17): a scenario names its model script in a comment
 * line the reference CLI never sees, so its strict loader accepts the file; the former top-level key
 * `model_script:` still works. The gate's model-script staleness check reads both forms.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { findModelScriptRef } from "../../src/core/scenario/model-script-ref.js";
import { loadScenarioText } from "../../src/core/scenario/load.js";
import { SCENARIO_KEYS } from "../../src/core/scenario/model.js";
import { examplesRepo } from "../helpers/fixtures.js";
import { git, type TempCopy } from "../helpers/git-copy.js";
import { REPO_ROOT } from "../helpers/paths.js";
import { runCli } from "../helpers/run-cli.js";
import { readdirSync } from "node:fs";

/** The reference's 15 top-level scenario keys: ours minus the extension. */
const REFERENCE_KEYS = SCENARIO_KEYS.filter((k) => k !== "model_script");

describe("where a scenario names its model script", () => {
  it("reads the directive comment, with its line", () => {
    const text = "name: a\nprompt: p\n# cowork-harness model_script: ../m/a.yaml\n";
    expect(loadScenarioText(text, "a.yaml").modelScript).toEqual({ path: "../m/a.yaml", line: 3, form: "directive" });
  });

  it("reads the deprecated key, with its line", () => {
    const text = "name: a\nmodel_script: ../m/a.yaml\nprompt: p\n";
    expect(loadScenarioText(text, "a.yaml").modelScript).toEqual({ path: "../m/a.yaml", line: 2, form: "key" });
  });

  it("accepts quotes and extra spaces, and no model script at all", () => {
    expect(
      findModelScriptRef('#  cowork-harness   model_script:  "x y.yaml"  \n', "s.yaml", undefined, undefined)?.path,
    ).toBe("x y.yaml");
    expect(loadScenarioText("prompt: p\n# just a comment\n", "a.yaml").modelScript).toBeUndefined();
  });

  it("ignores the directive text inside a block scalar (it is not a comment there)", () => {
    const text = "prompt: |\n  # cowork-harness model_script: nope.yaml\n";
    expect(loadScenarioText(text, "a.yaml").modelScript).toBeUndefined();
  });

  it("refuses two directives, an empty one, and a key that contradicts the directive", () => {
    expect(() =>
      loadScenarioText(
        "prompt: p\n# cowork-harness model_script: a.yaml\n# cowork-harness model_script: b.yaml\n",
        "s.yaml",
      ),
    ).toThrow(/s\.yaml: the model_script directive is given 2 times — keep one \(line 3\)/);
    expect(() => loadScenarioText("prompt: p\n# cowork-harness model_script:\n", "s.yaml")).toThrow(
      /names no file \(line 2\)/,
    );
    expect(() =>
      loadScenarioText("prompt: p\nmodel_script: a.yaml\n# cowork-harness model_script: b.yaml\n", "s.yaml"),
    ).toThrow(/contradicts the directive/);
    expect(
      loadScenarioText("prompt: p\nmodel_script: a.yaml\n# cowork-harness model_script: a.yaml\n", "s.yaml").modelScript
        ?.form,
    ).toBe("directive");
  });

  it("every example scenario uses only the reference's top-level keys, and names its model script by directive", () => {
    const dir = join(REPO_ROOT, "examples/scenarios");
    const files = readdirSync(dir).filter((f) => f.endsWith(".yaml"));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const loaded = loadScenarioText(readFileSync(join(dir, f), "utf8"), f);
      expect(
        Object.keys(loaded.authored).filter((k) => !REFERENCE_KEYS.includes(k)),
        f,
      ).toEqual([]);
      expect(loaded.modelScript?.form, f).toBe("directive");
    }
  });
});

describe("the gate's model-script check reads the directive", () => {
  let repo: TempCopy;
  beforeAll(() => {
    repo = examplesRepo({ git: true });
  });
  afterAll(() => repo?.cleanup());

  const SCENARIO = "examples/scenarios/csv-report.yaml";
  const CASSETTE = "examples/replays/csv-report.cassette.json";

  it("the unedited examples are not stale", () => {
    const run = runCli(["check", CASSETTE, "--fail-on", "stale-any"], { cwd: repo.dir });
    expect(run.code, run.stdout + run.stderr).toBe(0);
  });

  it("pointing the directive at another script is a model-script finding at the directive's line", () => {
    copyFileSync(
      join(repo.dir, "examples/model-scripts/csv-report.yaml"),
      join(repo.dir, "examples/model-scripts/other.yaml"),
    );
    const p = join(repo.dir, SCENARIO);
    const text = readFileSync(p, "utf8");
    const edited = text.replace(
      "model_script: ../model-scripts/csv-report.yaml",
      "model_script: ../model-scripts/other.yaml",
    );
    expect(edited).not.toBe(text);
    writeFileSync(p, edited);
    git(repo.dir, "add", "-A");
    git(repo.dir, "commit", "-qm", "other script");
    const line = edited.split("\n").findIndex((l) => l.startsWith("# cowork-harness model_script:")) + 1;
    const run = runCli(["verify", CASSETTE, "--output-format", "json"], { cwd: repo.dir });
    const staleness = JSON.parse(run.stdout).results[0].staleness as string[];
    expect(
      staleness.filter((m) => /now names model script \.\.\/model-scripts\/other\.yaml/.test(m)),
      run.stdout,
    ).toHaveLength(1);
    const gate = runCli(["check", CASSETTE, "--fail-on", "stale-any"], { cwd: repo.dir });
    expect(gate.code).toBe(1);
    expect(gate.stdout + gate.stderr).toContain(`model-script at ${SCENARIO}:${line}:`);
  });
});
