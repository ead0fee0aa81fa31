/**
 * The capability guard at the protocol tier (issue 23; the reference's live lane; docs/reference.md#the-live-lane): there is no image to
 * probe, so a family the scenario requires cannot be checked — the run says so on stderr, fails
 * missing_capability (unverifiable) at the requires_capabilities line, and the guard is not applicable.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

let repo: TempCopy;

beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  writeFileSync(
    join(repo.dir, "model-scripts/cap.yaml"),
    ["turns:", "  - respond:", '      - text: "Finished."', ""].join("\n"),
  );
  writeFileSync(
    join(repo.dir, "scenarios/cap-protocol.yaml"),
    [
      "name: cap-protocol",
      "session: ../sessions/default.yaml",
      "fidelity: protocol",
      "# cowork-harness model_script: ../model-scripts/cap.yaml",
      "requires_capabilities: [ocr]",
      "prompt: read the scan",
      "assert:",
      "  - result: success",
      "  - allow_l0_plugin_divergence: true",
      "",
    ].join("\n"),
  );
});
afterAll(() => repo?.cleanup());

describe("the capability guard at the protocol tier", () => {
  it("a required family is unverifiable there, and the run fails at the requires_capabilities line", () => {
    const r = runCli(["run", "scenarios/cap-protocol.yaml"], { cwd: repo.dir });
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stderr).toMatch(
      /\[capability\] \(FAILED THIS RUN\) requires_capabilities ocr cannot be checked at the protocol tier/,
    );
    expect(r.stdout).toMatch(
      /✗ requires_capabilities: ocr could not be checked \(the protocol tier runs the agent on this machine, with no image to probe\).* {2}\(scenario line 5\)/,
    );
    const json = runCli(["run", "scenarios/cap-protocol.yaml", "--output-format", "json"], { cwd: repo.dir });
    const live = JSON.parse(json.stdout).results[0];
    expect(live.requiresCapabilityUnmet).toEqual({ caps: [{ name: "ocr", reason: "unverifiable" }] });
    expect(live.capabilityProbe).toBe("skipped");
    expect(live.verdict.guards).toContainEqual({ name: "capability-use", status: "na" });
  });
});
