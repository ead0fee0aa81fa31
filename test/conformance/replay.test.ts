/**
 * Replay conformance: every reference cassette, in a git copy of the reference repo, replays
 * with the reference CLI's exit code, `ok`, failing assertion keys and staleness classes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { CONFORMANCE, REFERENCE_REPO } from "./corpus.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

interface Expected {
  replay_exit: number;
  replay_ok: boolean;
  failing_assertions: string[];
  staleness_classes?: string[];
}

const summary = JSON.parse(readFileSync(join(CONFORMANCE, "expected/summary.json"), "utf8")) as Record<
  string,
  Expected
>;
const cassettes = readdirSync(join(REFERENCE_REPO, "examples/replays"))
  .filter((n) => n.endsWith(".cassette.json"))
  .sort();

let copy: TempCopy;
beforeAll(() => {
  copy = tempCopy(REFERENCE_REPO, { git: true });
});
afterAll(() => copy?.cleanup());

function failingKeys(result: {
  assertions: { assertion: Record<string, unknown>; pass: boolean; source?: string }[];
}): string[] {
  return result.assertions
    .filter((a) => !a.pass)
    .map((a) => Object.keys(a.assertion)[0] ?? a.source ?? "?")
    .filter((k, i, all) => all.indexOf(k) === i)
    .sort();
}

describe("replay matches the reference CLI on its own cassettes", () => {
  it("covers every case in expected/summary.json", () => {
    expect(cassettes.map((c) => c.replace(".cassette.json", "")).sort()).toEqual(Object.keys(summary).sort());
  });

  for (const file of cassettes) {
    const name = file.replace(".cassette.json", "");
    it(name, () => {
      const exp = summary[name]!;
      const run = runCli(
        ["replay", join("examples/replays", file), "--output-format", "json", "--baselines", "baselines"],
        { cwd: copy.dir },
      );
      expect(run.code, run.stderr).toBe(exp.replay_exit);
      const env = JSON.parse(run.stdout) as { ok: boolean; results: any[]; command: string; tool: string };
      expect(env.tool).toBe("cowork-harness");
      expect(env.command).toBe("replay");
      expect(env.ok).toBe(exp.replay_ok);
      expect(env.results).toHaveLength(1);
      const result = env.results[0];
      expect(failingKeys(result)).toEqual([...exp.failing_assertions].sort());
      if (exp.replay_exit !== 2) {
        const classes = ((result.staleness ?? []) as { class: string }[]).map((s) => s.class).sort();
        expect(classes).toEqual([...(exp.staleness_classes ?? [])].sort());
      }
    });
  }

  it("a directory replays every cassette and exits with the worst code", () => {
    const run = runCli(["replay", "examples/replays", "--output-format", "json", "--baselines", "baselines"], {
      cwd: copy.dir,
    });
    expect(run.code).toBe(Math.max(...Object.values(summary).map((e) => e.replay_exit)));
    const env = JSON.parse(run.stdout) as { ok: boolean; results: unknown[] };
    expect(env.results).toHaveLength(cassettes.length);
    expect(env.ok).toBe(false);
  });
});
