/**
 * Faults while RECORDING with the real claude binary (issue 9, record side): the scripted model
 * server answering 500, 429 (retry-after) or dropping the connection; an agent that prints garbage,
 * sends an unknown control subtype, or crashes; a catastrophic `when_question` regex; secrets
 * planted in an artifact the agent writes and in a tool result.
 *
 * Every fault ends in ONE typed error line per scenario on stderr (`cowork-harness record: <scenario>:
 * <message>`, as the README documents; progress lines may precede it), no stack trace, exit 1 (2 for
 * a scenario/script error), and no cassette: each failing run records two scenarios into one out
 * dir — one whose cassette was recorded before (it must stay byte-identical) and one fresh (it must
 * stay absent) — and the dir must hold nothing else afterwards (no temp files). No run may print a
 * planted secret. Retries are bounded with CLAUDE_CODE_MAX_RETRIES (the scripted default is 2).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chmodSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createHash } from "node:crypto";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli, type CliRun } from "../helpers/run-cli.js";
import { PLANTED } from "../helpers/planted-secrets.js";

const KEY = PLANTED.anthropic as string;
const GH = PLANTED["github-classic"] as string;
/** planted in the environment of every run: none of it may reach stdout or stderr */
const PARENT_ENV = { GITHUB_TOKEN: GH, SOME_SERVICE_API_KEY: KEY, CLAUDE_CODE_MAX_RETRIES: undefined };

let repo: TempCopy;
let keptBefore: Buffer;
const KEEP = "keep";
const KEPT = join(KEEP, "denied-delete.cassette.json");

function write(rel: string, text: string, executable = false): string {
  const path = join(repo.dir, rel);
  writeFileSync(path, text);
  if (executable) chmodSync(path, 0o755);
  return path;
}

function record(args: string[], env: NodeJS.ProcessEnv = {}): CliRun {
  return runCli(["record", ...args], { cwd: repo.dir, env: { ...PARENT_ENV, ...env } });
}

/** Records the earlier-recorded scenario and a fresh one into keep/, expecting both to fail. */
function recordBothFailing(extra: string[], env: NodeJS.ProcessEnv = {}): CliRun {
  return record(["scenarios/denied-delete.yaml", "scenarios/fresh-copy.yaml", "--out", `${KEEP}/`, ...extra], env);
}

/** The error lines the CLI printed for each scenario, and the invariants every fault shares. */
function expectTypedFailure(run: CliRun, exitCode: number, message: RegExp): void {
  const all = run.stdout + run.stderr;
  expect(run.code, all).toBe(exitCode);
  expect(run.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m); // no stack trace
  expect(run.stderr).not.toMatch(/^(?:Type|Reference|Range|Syntax)?Error\b/m); // no uncaught error banner
  for (const scenario of ["denied-delete", "fresh-copy"]) {
    const lines = run.stderr
      .split("\n")
      .filter((l) => l.startsWith(`cowork-harness record: scenarios/${scenario}.yaml: `));
    expect(lines, run.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  }
  // the earlier cassette byte-identical, the fresh one absent, nothing else (no temp file) in the out dir
  expect(readFileSync(join(repo.dir, KEPT)).equals(keptBefore)).toBe(true);
  expect(readdirSync(join(repo.dir, KEEP))).toEqual(["denied-delete.cassette.json"]);
  expect(all).not.toContain(KEY);
  expect(all).not.toContain(GH);
}

beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  const original = readFileSync(join(repo.dir, "scenarios/denied-delete.yaml"), "utf8");
  write("scenarios/fresh-copy.yaml", original.replace(/^name: denied-delete$/m, "name: fresh-copy"));
  const first = record(["scenarios/denied-delete.yaml", "--out", `${KEEP}/`]);
  expect(first.code, first.stderr).toBe(0);
  keptBefore = readFileSync(join(repo.dir, KEPT));
}, 60_000);
afterAll(() => repo?.cleanup());

describe("model server faults while recording with the real agent", () => {
  it("(a) 500 on every retry: a typed model API error naming the status and the retries (scripted default: 2)", () => {
    write("model-scripts/f500.yaml", "turns:\n" + '  - fault: "500"\n'.repeat(3));
    const run = recordBothFailing(["--model-script", "model-scripts/f500.yaml", "--timeout-ms", "30000"]);
    expectTypedFailure(
      run,
      1,
      /: model API error: HTTP 500 api_error, the agent gave up after 2 retries — API Error: 500/,
    );
  });

  it("(a) 500 even with --allow-failing: a run the API cut short is never written", () => {
    write("model-scripts/f500.yaml", "turns:\n" + '  - fault: "500"\n'.repeat(2));
    const run = recordBothFailing(
      ["--model-script", "model-scripts/f500.yaml", "--allow-failing", "--timeout-ms", "30000"],
      { CLAUDE_CODE_MAX_RETRIES: "1" },
    );
    expectTypedFailure(run, 1, /: model API error: HTTP 500 api_error, the agent gave up after 1 retry/);
  });

  it("(a) a 500 the script has no turn left for: exit 2, the message says the request was the agent's retry", () => {
    write("model-scripts/f500-once.yaml", 'turns:\n  - fault: "500"\n');
    const run = recordBothFailing(["--model-script", "model-scripts/f500-once.yaml", "--timeout-ms", "30000"]);
    expectTypedFailure(
      run,
      2,
      /f500-once\.yaml: turn 2: unexpected request: the script has only 1 turn\(s\) \(this request is the agent's retry after turn 1's scripted 500 fault/,
    );
  });

  it("(b) 429 with retry-after on every retry: a typed rate-limit error", () => {
    write("model-scripts/f429.yaml", "turns:\n" + '  - fault: "429"\n'.repeat(2));
    const run = recordBothFailing(["--model-script", "model-scripts/f429.yaml", "--timeout-ms", "30000"], {
      CLAUDE_CODE_MAX_RETRIES: "1",
    });
    expectTypedFailure(
      run,
      1,
      /: model API error: HTTP 429 rate_limit_error, the agent gave up after 1 retry — API Error: Request rejected \(429\)/,
    );
  });

  it("(b) one 429, then the script: the agent waits, retries and the recording succeeds", () => {
    const script = readFileSync(join(repo.dir, "model-scripts/denied-delete.yaml"), "utf8").replace(
      /^turns:\n/m,
      'turns:\n  - fault: "429"\n',
    );
    write("model-scripts/recover-429.yaml", script);
    const t0 = Date.now();
    const run = record([
      "scenarios/fresh-copy.yaml",
      "--out",
      "recovered/",
      "--model-script",
      "model-scripts/recover-429.yaml",
      "--timeout-ms",
      "30000",
    ]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000); // retry-after: 1 was honoured
    expect(existsSync(join(repo.dir, "recovered/fresh-copy.cassette.json"))).toBe(true);
  });

  it("(c) a dropped connection on every retry: a typed error naming the hang-up (the egress proxy's 502 at the container tier)", () => {
    // at the container tier the agent reaches the model only through the egress proxy container: the
    // model server dropping the connection is the proxy's upstream error, which the agent gets as a 502
    write("model-scripts/fdrop.yaml", "turns:\n" + "  - fault: drop\n".repeat(2));
    const run = recordBothFailing(["--model-script", "model-scripts/fdrop.yaml", "--timeout-ms", "30000"], {
      CLAUDE_CODE_MAX_RETRIES: "1",
    });
    expectTypedFailure(
      run,
      1,
      /: model API error: HTTP 502, the agent gave up after 1 retry — API Error: 502 upstream error: (?:socket hang up|read ECONNRESET)/,
    );
  });
});

describe("agent faults while recording", () => {
  it("(d) an agent printing garbage on stdout: the run ends at the first line, quoting it (secrets masked)", () => {
    // it lingers a moment before exiting, as a real agent does: podman's attach can drop the output of a
    // container that exits the instant it has written (seen once in a CI run), which is not what this tests
    const agent = write(
      "garbage-agent.sh",
      [
        "#!/bin/sh",
        `echo "not json at all ${KEY}"`,
        "echo '{half: a frame'",
        "echo '<html>502 Bad Gateway</html>'",
        "sleep 1",
        "exit 0",
        "",
      ].join("\n"),
      true,
    );
    const run = recordBothFailing(["--agent", agent, "--timeout-ms", "10000"]);
    expectTypedFailure(
      run,
      1,
      // at the container tier a non-JSON line is something else writing into the agent's stdout (issue 21)
      /: stream integrity: stdout line 1 is not a JSON object \("not json at all \*\*\*"\)/,
    );
  });

  it("(d) an agent printing endlessly without a newline is stopped, not buffered", () => {
    // 40 MiB of one line, over the 32 MiB cap, then it would hang: the cap ends it long before the timeout
    const agent = write(
      "endless-agent.sh",
      ["#!/bin/sh", "head -c 41943040 /dev/zero | tr '\\0' a", "sleep 60", ""].join("\n"),
      true,
    );
    const run = recordBothFailing(["--agent", agent, "--timeout-ms", "50000"]);
    // the line cap ends the run, and the unfinished line is not read further (nor kept: src/live/agent/stdout-bound.ts)
    expectTypedFailure(
      run,
      1,
      /: protocol error: the agent printed more than 33554432 bytes without a newline — not a stream-json line; stopped$/,
    );
  });

  it("(d) an agent sending a control_request of an unknown subtype: a protocol error naming it", () => {
    const agent = write(
      "unknown-subtype-agent.sh",
      [
        "#!/bin/sh",
        `echo '{"type":"system","subtype":"init","session_id":"s1","cwd":"/tmp","tools":[],"model":"m"}'`,
        `echo '{"type":"control_request","request_id":"r1","request":{"subtype":"frobnicate"}}'`,
        "sleep 1",
        "exit 0",
        "",
      ].join("\n"),
      true,
    );
    const run = recordBothFailing(["--agent", agent, "--timeout-ms", "10000"]);
    expectTypedFailure(run, 1, /: protocol error: unsupported control_request subtype "frobnicate"$/);
  });

  it("(e) an agent crashing mid-stream (exit 3 after init): a crash error with its stderr tail, secrets masked", () => {
    // it lingers a moment before crashing, as (c) does: podman's attach can drop the output of a container that exits at once
    const agent = write(
      "crash-agent.sh",
      [
        "#!/bin/sh",
        `echo '{"type":"system","subtype":"init","session_id":"s1","cwd":"/tmp","tools":[],"model":"m"}'`,
        `echo "fatal: token ${GH} rejected" >&2`,
        "sleep 1",
        "exit 3",
        "",
      ].join("\n"),
      true,
    );
    const run = recordBothFailing(["--agent", agent, "--timeout-ms", "10000"]);
    expectTypedFailure(
      run,
      1,
      /: agent process exited with code 3 before a result line — stderr tail: fatal: token \*\*\* rejected$/,
    );
  });

  it("(g) a when_question regex over its time budget: a one-line decider error naming the pattern, exit 2", () => {
    const script = readFileSync(join(repo.dir, "model-scripts/metric-choice.yaml"), "utf8").replace(
      "Which metrics should the report include?",
      `${"a".repeat(40)}!`,
    );
    write("model-scripts/evil-question.yaml", script);
    const scenario = readFileSync(join(repo.dir, "scenarios/metric-choice.yaml"), "utf8").replace(
      'when_question: "which metrics"',
      'when_question: "^(a+)+$"',
    );
    write(
      "scenarios/evil-question.yaml",
      scenario
        .replace(/^name: metric-choice$/m, "name: evil-question")
        .replace("model-scripts/metric-choice.yaml", "model-scripts/evil-question.yaml"),
    );
    const run = record(["scenarios/evil-question.yaml", "--out", "evil/", "--timeout-ms", "30000"], {
      COWORK_HARNESS_REGEX_TIMEOUT_MS: "100",
    });
    expect(run.code, run.stdout + run.stderr).toBe(2);
    const lines = run.stderr.split("\n").filter((l) => l.startsWith("cowork-harness record: "));
    expect(lines, run.stderr).toEqual([
      expect.stringMatching(
        /^cowork-harness record: scenarios\/evil-question\.yaml: decider error: answers: when_question \/\^\(a\+\)\+\$\/ did not finish within 100 ms/,
      ),
    ]);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(existsSync(join(repo.dir, "evil"))).toBe(false);
  });
});

describe("(f) secrets planted in an artifact the agent writes and in a tool result", () => {
  const plantScript = (finalText: string): string =>
    [
      "turns:",
      "  - respond:",
      `      - tool_use: {name: Write, input: {file_path: mnt/outputs/creds.env, content: "ANTHROPIC_API_KEY=${KEY}\\nGITHUB_TOKEN=${GH}\\n"}}`,
      "  - respond:",
      '      - tool_use: {name: Bash, input: {command: "cat mnt/outputs/creds.env", description: "show the file"}}',
      `  - expect: {tool_result_contains: "${GH}"}`,
      "    respond:",
      `      - text: "${finalText}"`,
      "",
    ].join("\n");
  /** the tokens are NOT in the environment here: only their shapes can catch them */
  const NO_ENV_SECRETS = { GITHUB_TOKEN: undefined, SOME_SERVICE_API_KEY: undefined };
  const plantScenario = (name: string, asserts: string[]): string =>
    [
      `name: ${name}`,
      "session: ../sessions/default.yaml",
      `model_script: ../model-scripts/${name}.yaml`,
      "prompt: write the credentials file",
      "answers:",
      "  - {when_tool: Write, decide: allow}",
      "  - {when_tool: Bash, decide: allow}",
      "assert:",
      ...asserts,
      "",
    ].join("\n");

  it("a passing run writes a cassette where both are redacted (body digest recomputed); nothing is printed", () => {
    write("model-scripts/plant.yaml", plantScript(`Saved the key ${KEY}`));
    write(
      "scenarios/plant.yaml",
      plantScenario("plant", [
        "  - result: success",
        "  - file_exists: outputs/creds.env",
        '  - artifact_text: {artifact: outputs/creds.env, contains: ["ANTHROPIC_API_KEY="]}',
      ]),
    );
    const run = record(["scenarios/plant.yaml", "--out", "plant/", "--output-format", "json"], NO_ENV_SECRETS);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const text = readFileSync(join(repo.dir, "plant/plant.cassette.json"), "utf8");
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(GH);
    const cassette = JSON.parse(text) as {
      artifacts: { path: string; body?: string; sha256: string; bytes: number }[];
      events: string[];
    };
    const artifact = cassette.artifacts.find((a) => a.path === "outputs/creds.env")!;
    expect(artifact.body).toBe("ANTHROPIC_API_KEY=[REDACTED:anthropic-key]\nGITHUB_TOKEN=[REDACTED:github-token]\n");
    expect(artifact.sha256).toBe(createHash("sha256").update(artifact.body!).digest("hex"));
    expect(artifact.bytes).toBe(Buffer.byteLength(artifact.body!));
    expect(
      cassette.events.some((l) => l.includes("tool_result") && l.includes("GITHUB_TOKEN=[REDACTED:github-token]")),
    ).toBe(true);
    expect(run.stdout + run.stderr).not.toContain(KEY);
    expect(run.stdout + run.stderr).not.toContain(GH);
  });

  it("a failing run is not written, and its failure report prints no planted secret", () => {
    write("model-scripts/plant-fail.yaml", plantScript(`Saved the key ${KEY}`));
    write(
      "scenarios/plant-fail.yaml",
      plantScenario("plant-fail", [
        '  - transcript_contains: "no such text"',
        '  - artifact_text: {artifact: outputs/creds.env, contains: ["no such text"]}',
        '  - tool_result_contains: "no such text"',
      ]),
    );
    for (const format of ["text", "json"]) {
      const run = record(
        ["scenarios/plant-fail.yaml", "--out", "plant-fail/", "--output-format", format],
        NO_ENV_SECRETS,
      );
      expect(run.code, run.stdout + run.stderr).toBe(1);
      expect(run.stdout + run.stderr).not.toContain(KEY);
      expect(run.stdout + run.stderr).not.toContain(GH);
      expect(existsSync(join(repo.dir, "plant-fail"))).toBe(false);
    }
  });
});
