/**
 * The Action's cancellation reads its inputs as readInputs does (src/action/inputs.ts): a
 * `check-run` of false/no/off/0 (any case) means no check run, so a cancelled run with
 * `check-run: off` creates none (it used to create one named "off").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { actionCancellationOptions, installCancellation } from "../../src/action/cancel.js";
import { readInputs } from "../../src/action/inputs.js";
import { startGitHubServer, type GitHubTestServer } from "../helpers/github-server.js";

let gh: GitHubTestServer;
let dir: string;
beforeAll(async () => {
  gh = await startGitHubServer();
  dir = mkdtempSync(join(tmpdir(), "ch-cancel-inputs-"));
});
afterAll(async () => {
  await gh?.close();
  rmSync(dir, { recursive: true, force: true });
});

function actionEnv(checkRun: string | undefined): NodeJS.ProcessEnv {
  return {
    GITHUB_WORKSPACE: dir,
    GITHUB_REPOSITORY: "acme/skills",
    GITHUB_SHA: "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678",
    GITHUB_API_URL: gh.url,
    "INPUT_GITHUB-TOKEN": "ghs_testtoken0123456789abcdefghijklmnopqrstu",
    ...(checkRun !== undefined ? { "INPUT_CHECK-RUN": checkRun } : {}),
  };
}

/** Installs the Action's cancellation for `env`, sends SIGINT to this process and waits for its exit. */
async function cancelWith(env: NodeJS.ProcessEnv): Promise<number> {
  let c: ReturnType<typeof installCancellation> | undefined;
  const code = await new Promise<number>((resolve) => {
    c = installCancellation({ ...actionCancellationOptions(env), log: () => {}, exit: resolve });
    process.kill(process.pid, "SIGINT");
  });
  c?.dispose();
  return code;
}

describe("the Action's cancellation reads check-run as readInputs does", () => {
  it.each(["false", "no", "off", "0", "OFF", " Off "])("check-run %j: no check run, as readInputs", (value) => {
    expect(actionCancellationOptions(actionEnv(value)).checkRun).toBe(false);
    expect(readInputs(actionEnv(value)).checkRun).toBe(false);
  });

  it.each([
    [undefined, "cowork-harness"],
    ["", "cowork-harness"],
    [" gate ", "gate"],
  ])("check-run %j: the check run %j, as readInputs", (value, name) => {
    expect(actionCancellationOptions(actionEnv(value)).checkRun).toBe(name);
    expect(readInputs(actionEnv(value)).checkRun).toBe(name);
  });

  it("a cancelled run with check-run off creates no check run", async () => {
    const before = gh.checkRuns.length;
    expect(await cancelWith(actionEnv("off"))).toBe(1);
    expect(gh.checkRuns.slice(before)).toEqual([]);
  });

  it("a cancelled run with a named check run completes it as cancelled", async () => {
    const before = gh.checkRuns.length;
    expect(await cancelWith(actionEnv("gate"))).toBe(1);
    expect(gh.checkRuns.slice(before).map((r) => [r.name, r.status, r.conclusion])).toEqual([
      ["gate", "completed", "cancelled"],
    ]);
  });
});
