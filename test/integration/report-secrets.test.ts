/**
 * Secrets planted in a cassette (assistant text, tool results, artifact bodies, the scenario) and
 * in the environment must not reach anything we write: annotations, the job summary, the check
 * run, the PR comment, or the CLI's output. The unmasked replay results DO carry them (checked
 * first), so each "not contained" below can fail.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { checkCassette } from "../../src/core/cassette/load.js";
import { publishContextFromEnv, publishReport } from "../../src/gate/github/publish.js";
import { buildGateReport } from "../../src/gate/report/gate-report.js";
import { replayLoaded } from "../../src/gate/replay/replay-cassette.js";
import type { ReplayResult } from "../../src/gate/replay/result.js";
import { startGitHubServer, type GitHubTestServer } from "../helpers/github-server.js";
import { CLI } from "../helpers/paths.js";
import { realCassetteTexts } from "../fuzz/fuzz-support.js";
import { AWS_SECRET_KEY, AWS_SECRET_LINES, PLANTED, PRIVATE_KEY } from "../helpers/planted-secrets.js";

const ENV_SECRET = "env-planted-secret-3f9a1c";
const IN_TRANSCRIPT = PLANTED.anthropic as string;
const IN_TOOL_RESULT = PLANTED["github-pat"] as string;
const IN_ARTIFACT = PLANTED.aws as string;
const IN_SCENARIO = PLANTED.slack as string;
const ALL = [
  IN_TRANSCRIPT,
  IN_TOOL_RESULT,
  IN_ARTIFACT,
  IN_SCENARIO,
  ENV_SECRET,
  PRIVATE_KEY,
  "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun",
  // every other shape the scanner knows, in the transcript and in failing assertions' messages
  ...Object.values(PLANTED),
  AWS_SECRET_KEY,
];
const OTHER_SHAPES = Object.values(PLANTED).filter(
  (t) => ![IN_TRANSCRIPT, IN_TOOL_RESULT, IN_ARTIFACT, IN_SCENARIO].includes(t),
);

let dir: string;
let cassetteFile: string;
let result: ReplayResult;
let server: GitHubTestServer;

function plantedCassette(): Record<string, unknown> {
  const c = JSON.parse(realCassetteTexts[0] as string) as {
    events: string[];
    artifacts: Record<string, unknown>[];
    scenario: Record<string, unknown>;
  };
  const at = c.events.length - 1;
  c.events.splice(
    at,
    0,
    JSON.stringify({
      type: "assistant",
      message: {
        content: [
          {
            type: "text",
            text: `my key is ${IN_TRANSCRIPT} and ${ENV_SECRET}\n${PRIVATE_KEY}\n${OTHER_SHAPES.join("\n")}\n${AWS_SECRET_LINES[1]}`,
          },
          { type: "tool_use", id: "toolu_planted", name: "Bash", input: { command: "env" } },
        ],
      },
    }),
    JSON.stringify({
      type: "user",
      message: {
        content: [{ type: "tool_result", tool_use_id: "toolu_planted", content: `GH_TOKEN=${IN_TOOL_RESULT}` }],
      },
    }),
  );
  const body = `aws_access_key_id = ${IN_ARTIFACT}\n${AWS_SECRET_LINES[0]}\n`;
  c.artifacts.push({
    path: "project/outputs/creds.txt",
    bytes: Buffer.byteLength(body),
    sha256: createHash("sha256").update(body).digest("hex"),
    body,
  });
  c.scenario.name = `leaky ${IN_SCENARIO}`;
  c.scenario.assert = [
    { transcript_not_contains: IN_TRANSCRIPT },
    { transcript_not_contains: ENV_SECRET },
    { transcript_not_contains: PRIVATE_KEY },
    { tool_result_not_contains: IN_TOOL_RESULT },
    { artifact_text: { artifact: "project/outputs/creds.txt", not_contains: [IN_ARTIFACT] } },
    ...OTHER_SHAPES.map((t) => ({ transcript_not_contains: t })),
    // an AWS secret access key is one by the name it is given: quoted with it
    { transcript_not_contains: AWS_SECRET_LINES[1] },
  ];
  return c;
}

beforeAll(async () => {
  process.env.PLANTED_SERVICE_TOKEN = ENV_SECRET;
  dir = mkdtempSync(join(tmpdir(), "cowork-secrets-"));
  mkdirSync(join(dir, "cassettes"));
  cassetteFile = join(dir, "cassettes", "leaky.cassette.json");
  const raw = plantedCassette();
  writeFileSync(cassetteFile, JSON.stringify(raw, null, 2));
  const loaded = checkCassette(raw, cassetteFile);
  result = replayLoaded(loaded.cassette, cassetteFile, { findings: [], notes: [] }, {}, []);
  server = await startGitHubServer();
});
afterAll(async () => {
  delete process.env.PLANTED_SERVICE_TOKEN;
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

function expectNoSecrets(label: string, text: string): void {
  for (const s of ALL) expect(text.includes(s), `${label} leaks ${s.slice(0, 16)}…`).toBe(false);
}

describe("planted secrets", () => {
  it("reach the unmasked replay results (so the checks below can fail)", () => {
    const json = JSON.stringify(result);
    for (const s of [
      IN_TRANSCRIPT,
      IN_TOOL_RESULT,
      IN_ARTIFACT,
      IN_SCENARIO,
      ENV_SECRET,
      ...OTHER_SHAPES,
      AWS_SECRET_KEY,
    ])
      expect(json).toContain(JSON.stringify(s).slice(1, -1));
    expect(result.assertions.filter((a) => !a.pass).length).toBeGreaterThanOrEqual(5);
  });

  it("never reach annotations, the job summary, the check run or the PR comment", async () => {
    const log: string[] = [];
    const eventPath = join(dir, "event.json");
    writeFileSync(
      eventPath,
      JSON.stringify({
        number: 7,
        pull_request: {
          number: 7,
          head: { sha: "a".repeat(40), repo: { full_name: "acme/skills" } },
          base: { repo: { full_name: "acme/skills" } },
        },
        repository: { full_name: "acme/skills" },
      }),
    );
    const summaryPath = join(dir, "summary.md");
    const ctx = {
      ...publishContextFromEnv(
        {
          GITHUB_API_URL: server.url,
          GITHUB_REPOSITORY: "acme/skills",
          GITHUB_EVENT_NAME: "pull_request",
          GITHUB_EVENT_PATH: eventPath,
          GITHUB_STEP_SUMMARY: summaryPath,
        },
        { token: "ghs_testtoken", checkRun: "cowork-harness", comment: "always", annotations: true },
      ),
      write: (t: string) => void log.push(t),
      retry: { sleep: async () => {} },
    };
    const out = await publishReport(buildGateReport([result], { root: dir }), ctx);
    expect(out.checkRun.status).toBe("done");
    expect(out.comment.status).toBe("done");

    const logText = log.join("");
    const summary = readFileSync(summaryPath, "utf8");
    const run = server.checkRuns[0]!;
    const checkText = JSON.stringify({ output: run.output, annotations: run.annotations });
    const comment = server.comments[0]!.body;
    for (const [label, text] of [
      ["annotations log", logText],
      ["job summary", summary],
      ["check run", checkText],
      ["PR comment", comment],
    ] as const) {
      expect(text, `${label} shows the masked failures`).toMatch(/\\?\*\\?\*\\?\*/);
      expectNoSecrets(label, text);
    }
    // every request body we sent to GitHub
    expectNoSecrets("API requests", JSON.stringify(server.requests.map((r) => r.body)));
  });

  it("never reach the CLI's text or JSON output", () => {
    for (const format of ["text", "json"]) {
      const r = spawnSync(process.execPath, [CLI, "replay", cassetteFile, "--output-format", format], {
        encoding: "utf8",
        env: {
          ...process.env,
          PLANTED_SERVICE_TOKEN: ENV_SECRET,
          GITHUB_ACTIONS: "",
          COWORK_HARNESS_OUTPUT_FORMAT: "",
        },
        maxBuffer: 16 * 1024 * 1024,
      });
      expect(r.status).toBe(1);
      expect(r.stdout + r.stderr).toContain("***");
      expectNoSecrets(`CLI ${format}`, r.stdout + r.stderr);
      if (format === "json") expect(() => JSON.parse(r.stdout)).not.toThrow();
    }
  });

  it("never reach the check command's results file, summary file or output", () => {
    const results = join(dir, "results.json");
    const summary = join(dir, "summary-check.md");
    const r = spawnSync(process.execPath, [CLI, "check", cassetteFile, "--results", results, "--summary", summary], {
      encoding: "utf8",
      cwd: dir,
      env: { ...process.env, PLANTED_SERVICE_TOKEN: ENV_SECRET, GITHUB_ACTIONS: "", COWORK_HARNESS_OUTPUT_FORMAT: "" },
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(r.status).toBe(1);
    const written = readFileSync(results, "utf8");
    expect(written).toContain("***");
    expect(() => JSON.parse(written)).not.toThrow();
    expectNoSecrets("check results file", written);
    expectNoSecrets("check summary file", readFileSync(summary, "utf8"));
    expectNoSecrets("check output", r.stdout + r.stderr);
  });
});
