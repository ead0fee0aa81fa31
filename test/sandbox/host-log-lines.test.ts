/**
 * Issue 21, item 7: log lines are data. Under GITHUB_ACTIONS=true the runner splits a step's output
 * at LF and CR and runs every line that starts with `::` (or `##[`). A git-tracked file name with a
 * newline (or a CR) followed by `::warning::…` must not become such a line; only the annotations
 * this process builds (data escaped) may start one. Runs the real CLI (dist/) on a real repository.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CLI, REPO_ROOT } from "../helpers/paths.js";
import { NEUTRAL_PREFIX, neutraliseLog, oneLogLine, startsWorkflowCommand } from "../../src/core/util/log-guard.js";
import { formatNotice } from "../../src/gate/report/annotations.js";
import { runActionOnHost } from "../helpers/action-on-host.js";

const made: string[] = [];
afterEach(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Lines as the runner reads them. */
const runnerLines = (text: string): string[] => text.split(/\r\n|\r|\n/);
/** The annotation shapes our formatters produce: `::level[ props]::data`. */
const OUR_COMMAND = /^::(?:error|warning|notice)(?: [^\r\n]*?)?::/;

describe("file names with newlines under GITHUB_ACTIONS=true", () => {
  it("no line of check's output starts a workflow command except our own annotations", () => {
    const repo = mkdtempSync(join(tmpdir(), "h21-log-"));
    made.push(repo);
    execFileSync("git", ["init", "-q", repo]);
    copyFileSync(
      join(REPO_ROOT, "examples/replays/csv-report.cassette.json"),
      join(repo, "a\n::warning::INJECTED-LF.cassette.json"),
    );
    writeFileSync(join(repo, "b\r::error file=x::INJECTED-CR.cassette.json"), "{}\n");
    writeFileSync(join(repo, "c\n##[error]INJECTED-V1.cassette.json"), "{}\n");
    execFileSync("git", ["-C", repo, "add", "-A"]);
    const r = spawnSync(process.execPath, [CLI, "check", "."], {
      cwd: repo,
      encoding: "utf8",
      env: { ...process.env, GITHUB_ACTIONS: "true" },
      timeout: 60_000,
    });
    expect(r.status).toBe(1); // the gate really ran over the files
    const lines = [...runnerLines(r.stdout), ...runnerLines(r.stderr)];
    expect(lines.some((l) => l.includes("INJECTED-LF"))).toBe(true);
    const commands = lines.filter((l) => startsWorkflowCommand(l));
    expect(commands.length).toBeGreaterThan(0); // our annotations are there…
    for (const c of commands) expect(c).toMatch(OUR_COMMAND); // …and nothing else starts a command
    expect(commands.filter((c) => /^::warning::INJECTED|^::error file=x::INJECTED|^##\[/.test(c.trimStart()))).toEqual(
      [],
    );
  });
});

describe("the Action's log under the same names", () => {
  it("no line of dist/action.js's output starts a workflow command except the ones it builds", () => {
    const repo = mkdtempSync(join(tmpdir(), "h21-log-action-"));
    made.push(repo);
    execFileSync("git", ["init", "-q", repo]);
    copyFileSync(
      join(REPO_ROOT, "examples/replays/csv-report.cassette.json"),
      join(repo, "a\n::warning::INJECTED-LF.cassette.json"),
    );
    writeFileSync(join(repo, "b\r::error file=x::INJECTED-CR.cassette.json"), "{}\n");
    const r = runActionOnHost(repo);
    const lines = [...runnerLines(r.stdout), ...runnerLines(r.stderr)];
    expect(lines.some((l) => l.includes("INJECTED-LF"))).toBe(true); // the names were printed…
    const commands = lines.filter((l) => startsWorkflowCommand(l));
    expect(commands.length).toBeGreaterThan(0);
    // …and every command line is one @actions/core or our formatters built (a known command, data escaped)
    for (const c of commands)
      expect(c).toMatch(/^::(?:error|warning|notice|group|endgroup|add-mask|debug)(?: [^\r\n]*?)?::/);
    expect(commands.filter((c) => /^::warning::INJECTED|^::error file=x::INJECTED/.test(c))).toEqual([]);
  });
});

describe("the one escaping function", () => {
  it("neutralises CR, LF-started commands and legacy ##[ commands; our own lines pass", () => {
    const ours = formatNotice("hello\n::error::x");
    const out = neutraliseLog(`ok\n::error::bad\n  ::warning::indented\r::notice::cr\n##[error]v1\n${ours}\n`);
    const lines = runnerLines(out);
    expect(lines).toContain(ours);
    expect(lines.filter((l) => startsWorkflowCommand(l))).toEqual([ours]);
    expect(out).toContain(`${NEUTRAL_PREFIX}::error::bad`);
    expect(oneLogLine("::error::a\nb\rc")).toBe(`${NEUTRAL_PREFIX}::error::a␊b␍c`);
  });
});
