/**
 * Egress through our proxy while recording with the real agent: a network call the session
 * does not allow is refused and logged, so the live-only `egress_denied` holds; an expectation
 * nothing backs fails the live verdict and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

let repo: TempCopy;
beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  writeFileSync(
    join(repo.dir, "model-scripts/egress.yaml"),
    [
      "turns:",
      "  - respond:",
      '      - tool_use: {name: Bash, input: {command: "curl -sS --max-time 5 -o /dev/null https://blocked.example.test/ ; echo curl-exit=$?", description: fetch}}',
      "  - expect: {tool_result_contains: curl-exit=}",
      "    respond:",
      '      - text: "The download was blocked."',
      "",
    ].join("\n"),
  );
  const scenario = (name: string, extra: string[]) =>
    writeFileSync(
      join(repo.dir, `scenarios/${name}.yaml`),
      [
        `name: ${name}`,
        "session: ../sessions/default.yaml",
        "model_script: ../model-scripts/egress.yaml",
        "prompt: fetch it",
        "answers:",
        "  - {when_tool: Bash, decide: allow}",
        "assert:",
        "  - result: success",
        ...extra,
        "",
      ].join("\n"),
    );
  scenario("egress-denied", ["  - egress_denied: blocked.example.test"]);
  scenario("egress-unbacked", ["  - egress_allowed: never-called.example.test"]);
});
afterAll(() => repo?.cleanup());

describe("egress while recording", () => {
  it("a refused host is logged by the proxy and egress_denied holds", () => {
    const rec = runCli(["record", "scenarios/egress-denied.yaml", "--out", "out/", "--output-format", "json"], {
      cwd: repo.dir,
    });
    expect(rec.code, rec.stderr + rec.stdout).toBe(0);
    const live = JSON.parse(rec.stdout).results[0];
    const denied = live.assertions.find((a: { assertion: Record<string, unknown> }) => "egress_denied" in a.assertion);
    expect(denied.pass).toBe(true);
    expect(live.egress).toContainEqual({ host: "blocked.example.test", port: 443, decision: "deny" });
    expect(existsSync(join(repo.dir, "out/egress-denied.cassette.json"))).toBe(true);
  });

  it("an expectation nothing backs fails the live verdict, and nothing is written", () => {
    const rec = runCli(["record", "scenarios/egress-unbacked.yaml", "--out", "out/"], { cwd: repo.dir });
    expect(rec.code, rec.stderr + rec.stdout).toBe(1); // the README's record exit codes: 1 the live verdict failed
    expect(rec.stdout).toMatch(/egress_allowed: expected an attempt that was allowed to never-called\.example\.test/);
    expect(existsSync(join(repo.dir, "out/egress-unbacked.cassette.json"))).toBe(false);
  });
});
