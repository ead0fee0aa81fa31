/**
 * The report commands as a user runs them: `check --html`, `report --html` from a results file
 * and from cassettes, their usage errors, and a secret of the environment masked in the page.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

let repo: TempCopy;
const SECRET = "sk-live-0123456789abcdefABCDEF";

beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  // the secret sits in a recorded tool result: only the environment knows it is one
  const path = join(repo.dir, "replays/metric-choice.cassette.json");
  writeFileSync(
    path,
    readFileSync(path, "utf8").replace("Your questions have been answered", `token ${SECRET} answered`),
  );
});
afterAll(() => repo?.cleanup());

const data = (file: string): { cassettes: { path: string; status: string }[]; totals: { cassettes: number } } => {
  const html = readFileSync(file, "utf8");
  const m = /<script type="application\/json" id="report-data">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(m![1]!) as never;
};

describe("report commands", () => {
  it("check --html writes the page (its folder made), secrets of the environment masked", () => {
    const r = runCli(["check", "replays", "--html", "out/report.html", "--results", "results.json"], {
      cwd: repo.dir,
      env: { MY_API_TOKEN: SECRET },
    });
    expect(r.code, r.stderr).toBeLessThanOrEqual(1);
    const file = join(repo.dir, "out/report.html");
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, "utf8")).not.toContain(SECRET);
    expect(data(file).totals.cassettes).toBe(4);
    expect(
      data(file)
        .cassettes.map((c) => c.path)
        .sort(),
    ).toEqual([
      "replays/csv-report.cassette.json",
      "replays/deliver-report.cassette.json",
      "replays/denied-delete.cassette.json",
      "replays/metric-choice.cassette.json",
    ]);
  });

  it("report --html from a results file names the same cassettes", () => {
    const r = runCli(["report", "--html", "from-results.html", "results.json"], {
      cwd: repo.dir,
      env: { MY_API_TOKEN: SECRET },
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^wrote from-results\.html \(\d+ KiB, 4 cassette\(s\)\)\n$/);
    expect(readFileSync(join(repo.dir, "from-results.html"), "utf8")).not.toContain(SECRET);
    expect(data(join(repo.dir, "from-results.html")).cassettes).toHaveLength(4);
  });

  it("usage errors: no --html, results mixed with cassettes, an unreadable results file", () => {
    expect(runCli(["report", "replays"], { cwd: repo.dir })).toMatchObject({
      code: 2,
      stderr: "cowork-harness report: give --html FILE: the report to write\n",
    });
    expect(
      runCli(["report", "--html", "x.html", "results.json", "replays/csv-report.cassette.json"], { cwd: repo.dir }),
    ).toMatchObject({ code: 2 });
    writeFileSync(join(repo.dir, "bad.json"), "{");
    const bad = runCli(["report", "--html", "x.html", "bad.json"], { cwd: repo.dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^cowork-harness report: bad\.json: not a results file/);
    expect(existsSync(join(repo.dir, "x.html"))).toBe(false);
  });
});
