/**
 * The README as a newcomer reads it (issue 26): the user's path first, how to run the CLI from a
 * clone, a synopsis that names every command and the check flags a PR author needs, an Action
 * example at full gate strength, and the internals in docs/ (every link there resolves).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { REPO_ROOT } from "../helpers/paths.js";

const readme = readFileSync(join(REPO_ROOT, "README.md"), "utf8");
const headings = readme.split("\n").filter((l) => /^## /.test(l));

describe("README", () => {
  it("starts with the user's path, before the CLI and the Action", () => {
    expect(headings.slice(0, 3)).toEqual(["## Your first skill test", "## Quick start", "## CLI"]);
    expect(readme).toMatch(/npm link/);
    expect(readme).toMatch(/npx -y github:cowork-harness\/cowork-harness#v1 <command>/);
    for (const step of [
      "cowork-harness init",
      "cowork-harness lint",
      "cowork-harness record",
      "cowork-harness check",
      "cowork-harness rerecord",
    ])
      expect(readme).toContain(step);
  });

  it("the synopsis names init, rerun and check's --rerun-stale, --no-reassert and --allow flags", () => {
    const synopsis = /## CLI\n\n```\n([\s\S]*?)```/.exec(readme)![1]!;
    for (const s of [
      "cowork-harness init",
      "cowork-harness rerun",
      "--rerun-stale",
      "--no-reassert",
      "--allow REGEX",
      "--allow-patterns-file",
      "cowork-harness assertions [--list]",
    ])
      expect(synopsis).toContain(s);
  });

  it("no workflow example weakens the gate below the default fail-on", () => {
    for (const m of readme.matchAll(/```yaml\n([\s\S]*?)```/g)) {
      const failOn = /fail-on:\s*(\S+)/.exec(
        m[1]!
          .split("\n")
          .filter((l) => !l.trimStart().startsWith("#"))
          .join("\n"),
      );
      if (failOn) expect(failOn[1]).toContain("stale-inputs");
    }
    expect(
      parse(/```yaml\n(# \.github\/workflows\/cowork\.yml[\s\S]*?)```/.exec(readme)![1]!).jobs.gate.steps[1].with,
    ).toBeUndefined();
  });

  it("is short: the internals moved to docs/, and every relative link resolves", () => {
    // the user's path, the Action, and the sections the issues put in the README itself (Security, Performance, Architecture)
    expect(readme.split("\n").length).toBeLessThan(470);
    for (const f of [
      "docs/cli-reference.md",
      "docs/tiers.md",
      "docs/re-recording.md",
      "docs/limits.md",
      "docs/development.md",
    ]) {
      expect(readme).toContain(`](${f})`);
      const text = readFileSync(join(REPO_ROOT, f), "utf8");
      for (const [, target] of text.matchAll(/\]\(([^)#]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        expect(existsSync(join(REPO_ROOT, dirname(f), target!)), `${f} links ${target}`).toBe(true);
      }
    }
    for (const [, target] of readme.matchAll(/\]\(([^)#]+)(?:#[^)]*)?\)/g))
      if (!/^[a-z]+:/.test(target!)) expect(existsSync(join(REPO_ROOT, target!)), `README links ${target}`).toBe(true);
  });
});

describe("the README's command synopsis", () => {
  it("names every command the CLI has (issue 39 item 14)", async () => {
    const { COMMANDS } = await import("../../src/cli/main.js");
    const synopsis = readme.slice(readme.indexOf("## CLI"), readme.indexOf("Every command answers `--help`"));
    const missing = Object.keys(COMMANDS).filter(
      (name) =>
        name !== "verify-cassettes" &&
        name !== "egress-proxy" &&
        !new RegExp(`(cowork-harness|\\|) ${name}\\b`).test(synopsis),
    );
    expect(missing).toEqual([]);
  });
});
