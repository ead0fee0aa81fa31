/**
 * `replay --reassert` / `--assert-from` / `--reassert --write` against the reference CLI's own
 * answers (gate-extras/reassert/<case>/): the reference's example-pdf-skill cassette, in a git copy
 * of the reference repo, with its scenario file replaced by each case's edited one. Compared per
 * command: the exit code, `ok`, the evaluated assertions (key and pass), the failing keys, the
 * skipped count, and whether --write changed the cassette.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFileSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { CONFORMANCE, REFERENCE_REPO } from "./corpus.js";
import { git, tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

const CASES_DIR = join(CONFORMANCE, "gate-extras/reassert");
const CASSETTE = "examples/replays/example-pdf-skill.cassette.json";
const SCENARIO = "examples/scenarios/example-pdf-skill.yaml";

interface Exits {
  reassert_exit: number;
  assert_from_exit: number;
  reassert_write_exit: number;
  write_changed_cassette: boolean;
}

interface Assertion {
  assertion: Record<string, unknown>;
  pass: boolean;
  source?: string;
}
interface Result {
  result: string;
  assertions: Assertion[];
  skippedAssertions?: { full: number; partial: number };
}
interface Envelope {
  tool: string;
  command: string;
  ok: boolean;
  results: Result[];
}

const keyOf = (a: Assertion): string => Object.keys(a.assertion)[0] ?? a.source ?? "?";

/** What is compared: per result, the outcome, each evaluated assertion's key and pass, and the skipped count. */
function shape(env: Envelope) {
  return {
    ok: env.ok,
    results: env.results.map((r) => ({
      result: r.result,
      assertions: r.assertions.map((a) => `${keyOf(a)}:${a.pass}`),
      failing: [...new Set(r.assertions.filter((a) => !a.pass).map(keyOf))].sort(),
      skipped: r.result === "error" ? undefined : (r.skippedAssertions?.full ?? 0),
    })),
  };
}

const reference = (c: string, name: string): Envelope =>
  JSON.parse(readFileSync(join(CASES_DIR, c, `${name}.json`), "utf8")) as Envelope;

const cases = readdirSync(CASES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

let copy: TempCopy;
beforeAll(() => {
  copy = tempCopy(REFERENCE_REPO, { git: true });
});
afterAll(() => copy?.cleanup());

function replay(...args: string[]) {
  const run = runCli(["replay", ...args, "--output-format", "json", "--baselines", "baselines"], { cwd: copy.dir });
  return { ...run, env: JSON.parse(run.stdout) as Envelope };
}

describe("replay --reassert / --assert-from / --write match the reference CLI", () => {
  it("has the four documented cases", () => {
    expect(cases).toEqual(["assert-live-only-added", "assert-loosened", "assert-tightened", "prompt-drift"]);
  });

  for (const c of cases) {
    describe(c, () => {
      const exits = JSON.parse(readFileSync(join(CASES_DIR, c, "exits.json"), "utf8")) as Exits;
      beforeAll(() => {
        git(copy.dir, "checkout", "-q", "--", "examples");
        copyFileSync(join(CASES_DIR, c, "example-pdf-skill.yaml"), join(copy.dir, SCENARIO));
      });

      it("--reassert", () => {
        const run = replay(CASSETTE, "--reassert");
        expect(run.code, run.stderr).toBe(exits.reassert_exit);
        expect(run.env.command).toBe("replay");
        expect(shape(run.env)).toEqual(shape(reference(c, "reassert")));
      });

      it("--assert-from <the edited scenario>", () => {
        const run = replay(CASSETTE, "--assert-from", SCENARIO);
        expect(run.code, run.stderr).toBe(exits.assert_from_exit);
        expect(shape(run.env)).toEqual(shape(reference(c, "assert-from")));
      });

      it("--reassert --write", () => {
        const before = readFileSync(join(copy.dir, CASSETTE), "utf8");
        const run = replay(CASSETTE, "--reassert", "--write");
        expect(run.code, run.stderr).toBe(exits.reassert_write_exit);
        expect(shape(run.env)).toEqual(shape(reference(c, "reassert-write")));
        const after = readFileSync(join(copy.dir, CASSETTE), "utf8");
        expect(after !== before).toBe(exits.write_changed_cassette);
        if (exits.write_changed_cassette) {
          // written as the reference writes it: 2-space JSON, no trailing newline, and idempotent
          expect(after.endsWith("}")).toBe(true);
          const again = replay(CASSETTE, "--reassert", "--write");
          expect(again.code, again.stderr).toBe(exits.reassert_write_exit);
          expect(again.stderr).toContain("assert block already matches the on-disk block — no write");
          expect(readFileSync(join(copy.dir, CASSETTE), "utf8")).toBe(after);
        }
      });
    });
  }
});
