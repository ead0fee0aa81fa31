/** Which files the gate counts as scenarios, and where it looks for them by default. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultScenarioGlobs, findScenarioFiles } from "../../src/gate/coverage/scenario-files.js";

describe("default scenario globs", () => {
  const root = mkdtempSync(join(tmpdir(), "scenario-globs-"));
  mkdirSync(join(root, "tests/cassettes"), { recursive: true });
  it("a cassette glob: its folder and the scenarios/ folder beside it", async () => {
    expect(await defaultScenarioGlobs(root, ["tests/cassettes/*.cassette.json"])).toEqual([
      "tests/cassettes/**/*.yaml",
      "tests/cassettes/**/*.yml",
      "tests/scenarios/**/*.yaml",
      "tests/scenarios/**/*.yml",
    ]);
  });
  it("a folder is itself, a file its folder; no target is the whole repository", async () => {
    expect(await defaultScenarioGlobs(root, ["tests"])).toEqual([
      "tests/**/*.yaml",
      "tests/**/*.yml",
      "scenarios/**/*.yaml",
      "scenarios/**/*.yml",
    ]);
    expect((await defaultScenarioGlobs(root, ["tests/cassettes/a.cassette.json"]))[0]).toBe(
      "tests/cassettes/**/*.yaml",
    );
    expect(await defaultScenarioGlobs(root, [])).toEqual([
      "**/*.yaml",
      "**/*.yml",
      "scenarios/**/*.yaml",
      "scenarios/**/*.yml",
    ]);
    expect(await defaultScenarioGlobs(root, ["!tests/old/**"])).toContain("**/*.yaml");
  });
});

describe("scenario files", () => {
  it("are the YAML files with a top-level prompt: key; sessions, model scripts and workflows are not", async () => {
    const root = mkdtempSync(join(tmpdir(), "scenario-files-"));
    mkdirSync(join(root, "s"));
    writeFileSync(join(root, "s/a.yaml"), "name: a\nprompt: do it\n");
    writeFileSync(join(root, "s/broken.yml"), "name: b\nprompt: [unclosed\n");
    writeFileSync(join(root, "s/session.yaml"), "uploads: []\npermission_mode: default\n");
    writeFileSync(join(root, "s/model.yaml"), "turns:\n  - text: hi\n    prompt: nested, not top-level\n");
    expect((await findScenarioFiles(root, ["**/*.yaml", "**/*.yml"])).map((p) => p.slice(root.length + 1))).toEqual([
      "s/a.yaml",
      "s/broken.yml",
    ]);
  });
});
