/**
 * The Action's last resort (issue 36, class 2): an error nothing handled during the gate still ends
 * in what later steps read. That is one log line, the job summary and results file naming the
 * error, every output set, the step failed, and exit 2, with no stack trace. Before, the process
 * died with a stack trace and wrote no summary or report. The entrypoint is the real one, bundled
 * with a planted fault (test/fixtures/last-resort/action-entry.ts) and run as GitHub runs it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bundleCli, type BundledCli } from "../helpers/bundle-cli.js";
import { examplesRepo } from "../helpers/fixtures.js";
import type { TempCopy } from "../helpers/git-copy.js";
import { startGitHubServer, type GitHubTestServer } from "../helpers/github-server.js";
import { runActionEntrypoint } from "../helpers/run-action.js";

let bundle: BundledCli;
let copy: TempCopy;
let server: GitHubTestServer;
let runnerDir: string;

beforeAll(async () => {
  bundle = await bundleCli("test/fixtures/last-resort/action-entry.ts");
  copy = examplesRepo({ git: true });
  server = await startGitHubServer();
  runnerDir = mkdtempSync(join(tmpdir(), "cowork-runner-"));
});
afterAll(async () => {
  await server?.close();
  bundle?.cleanup();
  copy?.cleanup();
  rmSync(runnerDir, { recursive: true, force: true });
});

describe("the Action's last resort", () => {
  it.each(["throw", "reject"])(
    "a fault (%s) during the gate: one line, the summary and outputs written, exit 2",
    async (fault) => {
      const trigger = join(runnerDir, `fire-${fault}`);
      writeFileSync(trigger, "");
      const r = await runActionEntrypoint({
        workspace: copy.dir,
        apiUrl: server.url,
        runnerDir,
        entry: bundle.cli,
        inputs: { paths: "examples/replays/", comment: "never" },
        env: { PLANTED_FAULT: fault, PLANTED_FAULT_TRIGGER: trigger },
      });
      const plain = r.stdout.split("\n").filter((l) => l.includes("internal error") && !l.startsWith("::"));
      expect(plain, r.stdout).toHaveLength(1);
      expect(plain[0]).toMatch(
        /^cowork-harness check: internal error: planted fault: Cannot create a string longer than 0x1fffffe8 characters; the run stopped — /,
      );
      expect(r.stdout).toMatch(/^::error::cowork-harness: cowork-harness check: internal error: planted fault/m);
      expect(r.stdout).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
      expect(r.code).toBe(2);
      expect(r.summary).toMatch(/## cowork-harness check\n\n❌ cowork-harness check: internal error: planted fault/);
      expect(r.outputs).toMatchObject({ ok: "false", failed: "0" });
      expect(existsSync(r.outputs.results!)).toBe(true);
      expect(JSON.parse(readFileSync(r.outputs.results!, "utf8"))).toMatchObject({
        ok: false,
        error: { message: expect.stringMatching(/internal error: planted fault/) },
      });
    },
  );
});
