/**
 * Issue 36, class 3 (its last half), at the container tier with the real agent: the re-run's
 * evidence line ("first differing tool result … new …") carried what the skill printed — a
 * credential it read, reversed — into stdout, the annotation, the job summary, JUnit, the HTML
 * report and the results file. Here the skill's script prints a value that exists nowhere else
 * (built at run time, then reversed); `check --rerun-stale` under GITHUB_ACTIONS=true fails the
 * re-run and says THAT tool result N differs, with sizes and digests, and none of those outputs
 * holds the value in any form. The commands the evidence names do show both texts locally.
 * Under podman, and under Docker Engine when it holds the agent image (COWORK_SANDBOX_FULL=1).
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CLI, REPO_ROOT } from "../helpers/paths.js";
import { git, tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { sandboxEngines } from "../helpers/engines.js";

const IMAGE = process.env.COWORK_AGENT_IMAGE;
const FULL = process.env.COWORK_SANDBOX_FULL === "1";
const SCRIPT = "skills/csv-metrics/skills/csv-metrics/scripts/metrics.mjs";
const CSV = "replays/csv-report.cassette.json";
const T = 300_000;

// the value, as the script builds it: no file of the repository holds it, plain or reversed
const VALUE = ["h36", "rerun", "LEAKED", "5c1a9e"].join("-");
const FORMS = [VALUE, [...VALUE].reverse().join(""), Buffer.from(VALUE).toString("base64").slice(0, 20)];
const PRINT_IT = `console.log(["h36", "rerun", "LEAKED", "5c1a9e"].join("-").split("").reverse().join(""));\n`;

let copy: TempCopy;
afterEach(() => copy?.cleanup());

/** `cowork-harness` on PATH, as a user who installed it has it. */
function shimDir(base: string): string {
  const bin = join(base, "bin");
  mkdirSync(bin, { recursive: true });
  writeFileSync(
    join(bin, "cowork-harness"),
    `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} "$@"\n`,
  );
  chmodSync(join(bin, "cowork-harness"), 0o755);
  return bin;
}

describe.skipIf(!IMAGE).each(sandboxEngines(IMAGE, FULL))(
  "a re-run whose tool result differs ($name)",
  ({ name: runtime, ready }) => {
    it.skipIf(!ready)(
      "the gate shows that tool result N differs, by size and digest; the skill's output is in no output, file or report",
      () => {
        copy = tempCopy(join(REPO_ROOT, "examples"), { git: true });
        const at = (p: string) => join(copy.dir, p);
        writeFileSync(
          at(SCRIPT),
          readFileSync(at(SCRIPT), "utf8").replace(
            'process.stdout.write(JSON.stringify({ rows: rows.length, columns }) + "\\n");',
            `${PRINT_IT}process.stdout.write("{}\\n");`,
          ),
        );
        git(copy.dir, "commit", "-qam", "the script prints what it read");
        const out = {
          summary: at("../summary.md"),
          junit: at("../junit.xml"),
          html: at("../report.html"),
          results: at("../results.json"),
        };
        const env = {
          ...process.env,
          GITHUB_ACTIONS: "true",
          GITHUB_STEP_SUMMARY: "",
          COWORK_CONTAINER_RUNTIME: runtime,
          COWORK_HARNESS_OUTPUT_FORMAT: "",
        };
        const r = spawnSync(
          process.execPath,
          [
            CLI,
            "check",
            CSV,
            "--rerun-stale",
            "--summary",
            out.summary,
            "--junit",
            out.junit,
            "--html",
            out.html,
            "--results",
            out.results,
          ],
          { cwd: copy.dir, env, encoding: "utf8", timeout: T },
        );
        const log = `${r.stdout}\n${r.stderr}`;
        expect(r.status, log).toBe(1);
        const outputs: Record<string, string> = {
          log,
          ...Object.fromEntries(Object.entries(out).map(([k, p]) => [k, readFileSync(p, "utf8")])),
        };
        for (const [name, text] of Object.entries(outputs))
          for (const form of FORMS) expect(text.includes(form), `${name} holds ${form}`).toBe(false);
        expect(outputs.summary).toContain("tool result");
        const evidence = log.match(
          /tool result (\d+) \(Bash, (toolu_\w+)\) differs from the recording: recorded \d+ bytes, sha256 [0-9a-f]{16}; re-run \d+ bytes, sha256 [0-9a-f]{16}/,
        );
        expect(evidence, log).not.toBeNull();
        expect(log).toMatch(
          /^::error file=scenarios\/csv-report\.yaml,line=\d+,title=assertion failed on re-run[^\n]*tool result \d+ \(Bash/m,
        );

        // the commands the evidence names show both texts on one's own machine
        const see = log.match(
          /to see both texts \(tool_use (toolu_\w+)\): (cowork-harness trace \S+ --full-results --output-format json); (COWORK_HARNESS_RUNS_DIR=\S+ cowork-harness rerun \S+) && (COWORK_HARNESS_RUNS_DIR=\S+ cowork-harness trace \S+ --full-results --output-format json)/,
        );
        expect(see, log).not.toBeNull();
        const sh = (cmd: string) =>
          spawnSync("sh", ["-c", cmd], {
            cwd: copy.dir,
            env: { ...env, GITHUB_ACTIONS: "", PATH: `${shimDir(at(".."))}:${process.env.PATH}` },
            encoding: "utf8",
            timeout: T,
          });
        const resultOf = (json: string) =>
          (JSON.parse(json) as { rows: { toolUseId?: string; resultTextFull?: string }[] }).rows.find(
            (x) => x.toolUseId === see![1],
          )?.resultTextFull;
        expect(resultOf(sh(see![2]!).stdout)).toContain("revenue");
        expect(sh(see![3]!).status).toBe(1);
        const rerun = sh(see![4]!);
        expect(resultOf(rerun.stdout), rerun.stderr).toContain(FORMS[1]);
      },
      T * 2,
    );
  },
);
