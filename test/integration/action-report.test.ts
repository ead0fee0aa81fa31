/**
 * The Action's HTML report: written on every gate run, uploaded through @actions/artifact to a
 * loopback stand-in of the Actions results service that checks every request (Twirp JSON, then
 * the blob upload), and linked from the job summary (with each failing cassette's deep link), the
 * check run and the PR comment; `report: false` writes and uploads nothing, and a runner without
 * the service keeps the file and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runActionEntrypoint } from "../helpers/run-action.js";
import type { TempCopy } from "../helpers/git-copy.js";
import { examplesRepo, writeFailingAssertCassette } from "../helpers/fixtures.js";
import { startGitHubServer, type GitHubTestServer } from "../helpers/github-server.js";
import { RUNTIME_TOKEN, startArtifactService, type ArtifactService } from "../helpers/artifact-service.js";

let copy: TempCopy;
let github: GitHubTestServer;
let artifacts: ArtifactService;
let runnerDir: string;
const PATHS = ["examples/replays/metric-choice.cassette.json", "examples/replays/failing-assert.cassette.json"].join(
  "\n",
);

beforeAll(async () => {
  copy = examplesRepo({ git: true });
  writeFailingAssertCassette(copy.dir, "csv-report");
  github = await startGitHubServer();
  artifacts = await startArtifactService();
  runnerDir = mkdtempSync(join(tmpdir(), "cowork-runner-"));
});
afterAll(async () => {
  copy?.cleanup();
  await github?.close();
  await artifacts?.close();
  rmSync(runnerDir, { recursive: true, force: true });
});

const run = (inputs: Record<string, string>, env: NodeJS.ProcessEnv) =>
  runActionEntrypoint({
    workspace: copy.dir,
    apiUrl: github.url,
    runnerDir,
    inputs: { paths: PATHS, comment: "always", ...inputs },
    env,
  });

describe("the Action's HTML report", () => {
  it("is written, uploaded as an artifact through the results service, and linked from the summary, check run and comment", async () => {
    // a GitHub Enterprise Cloud host: @actions/artifact refuses GHES server URLs (github.example would be one)
    const r = await run(
      {},
      {
        ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN,
        ACTIONS_RESULTS_URL: `${artifacts.url}/`,
        GITHUB_SERVER_URL: "https://acme.ghe.com",
      },
    );
    expect(r.code, r.stdout).toBe(1); // the failing cassette fails the gate
    expect(r.stdout, artifacts.requests.join("\n")).toContain(
      "uploaded artifact cowork-harness-report.html (un-archived, text/html: it opens in the browser)",
    );
    expect(artifacts.problems).toEqual([]);
    // the HTML file itself, no zip around it, declared and stored as text/html: GitHub opens it in the browser
    const uploaded = artifacts.artifacts.get("cowork-harness-report.html");
    expect(uploaded?.finalized).toBe(true);
    expect(uploaded!.mimeType).toBe("text/html");
    expect(uploaded!.blobContentType).toBe("text/html");
    expect(uploaded!.bytes.equals(readFileSync(r.outputs.report!))).toBe(true);
    expect([...artifacts.artifacts.keys()]).toEqual(["cowork-harness-report.html"]);
    expect(artifacts.requests[0]).toBe("POST /twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact");
    expect(artifacts.requests.at(-1)).toBe(
      "POST /twirp/github.actions.results.api.v1.ArtifactService/FinalizeArtifact",
    );
    expect(artifacts.requests.some((q) => q.startsWith("PUT /blob/"))).toBe(true);

    const path = r.outputs.report!;
    expect(path).toBe(join(runnerDir, "cowork-harness-report.html"));
    const html = readFileSync(path, "utf8");
    expect(html).toContain("Content-Security-Policy");
    expect(html).toContain("failing-assert");
    const url = `https://acme.ghe.com/acme/skills/actions/runs/42/artifacts/${uploaded!.id}`;
    expect(r.outputs["report-url"]).toBe(url);
    expect(r.summary).toContain(`[open the HTML report](${url}) (it opens in the browser)`);
    expect(r.summary).toContain("cowork-harness-report.html#cassette/examples/replays/failing-assert");
    const checkRun = github.checkRuns.at(-1);
    expect(JSON.stringify(checkRun)).toContain(url);
    expect(JSON.stringify(github.comments)).toContain(`[HTML report](${url})`);
  });

  it("a service that takes zips only (GitHub Enterprise Server): the report goes up zipped, and the log says so", async () => {
    const zipsOnly = await startArtifactService({ refuseUnarchived: true });
    try {
      const r = await run(
        {},
        {
          ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN,
          ACTIONS_RESULTS_URL: `${zipsOnly.url}/`,
          GITHUB_SERVER_URL: "https://acme.ghe.com",
        },
      );
      expect(r.code, r.stdout).toBe(1);
      expect(r.stdout).toMatch(
        /the artifact service took no un-archived upload \(.*\): the report goes up zipped as cowork-harness-report, to download and unzip/,
      );
      expect(r.stdout).toContain("uploaded artifact cowork-harness-report (1 file(s))");
      const zip = zipsOnly.artifacts.get("cowork-harness-report");
      expect(zip?.finalized).toBe(true);
      expect(zip!.mimeType).toBe("application/zip");
      expect(zip!.bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
      expect(zip!.bytes.toString("latin1")).toContain("cowork-harness-report.html");
      const url = `https://acme.ghe.com/acme/skills/actions/runs/42/artifacts/${zip!.id}`;
      expect(r.outputs["report-url"]).toBe(url);
      expect(r.summary).toContain(`[download the HTML report](${url}) (a zip)`);
    } finally {
      await zipsOnly.close();
    }
  });

  it("without the runner's artifact service: the file is kept and the log says it was not uploaded", async () => {
    const before = artifacts.requests.length;
    const r = await run({}, {});
    expect(r.outputs.report).toBeDefined();
    expect(existsSync(r.outputs.report!)).toBe(true);
    expect(r.outputs["report-url"]).toBeUndefined();
    expect(r.stdout).toContain("not uploaded: the runner provides no artifact service here");
    expect(r.summary).toContain("the HTML report is at");
    expect(artifacts.requests.length).toBe(before);
  });

  it("report: false writes and uploads nothing", async () => {
    const before = artifacts.requests.length;
    const r = await run(
      { report: "false" },
      { ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN, ACTIONS_RESULTS_URL: `${artifacts.url}/` },
    );
    expect(r.outputs.report).toBeUndefined();
    expect(r.summary).not.toContain("HTML report");
    expect(artifacts.requests.length).toBe(before);
  });
});
