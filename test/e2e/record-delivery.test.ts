/**
 * The delivery warnings at the protocol tier (issue 23; the reference's live lane; docs/reference.md#the-live-lane), with the real agent
 * against a scripted model: on `lane: remote` a file the run produced gives delivery_unobservable
 * (waived by allow_undelivered_deliverables); on the local lane the protocol tier has no scratchpad,
 * so undelivered_deliverables cannot be judged and the delivery guard says so (na) instead of passing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

let repo: TempCopy;
const w = (rel: string, text: string) => writeFileSync(join(repo.dir, rel), text);

function scenario(name: string, lane: "local" | "remote", asserts: string[] = []): string {
  w(
    `scenarios/${name}.yaml`,
    [
      `name: ${name}`,
      "session: ../sessions/default.yaml",
      "fidelity: protocol",
      `lane: ${lane}`,
      "# cowork-harness model_script: ../model-scripts/h23d-write.yaml",
      "prompt: make the report",
      "answers:",
      "  - {when_tool: Bash, decide: allow}",
      "assert:",
      "  - result: success",
      "  - allow_l0_plugin_divergence: true",
      ...asserts.map((a) => `  - ${a}`),
      "",
    ].join("\n"),
  );
  return `scenarios/${name}.yaml`;
}

interface Live {
  verdict: {
    pass: boolean;
    signals: { code: string; severity: string; message: string }[];
    guards: { name: string; status: string }[];
  };
  workspaceFiles?: { path: string; class: string }[];
}
function run(rel: string): { code: number; live: Live; stderr: string } {
  const r = runCli(["run", rel, "--output-format", "json"], { cwd: repo.dir });
  return { code: r.code, live: JSON.parse(r.stdout).results[0] as Live, stderr: r.stderr };
}
const codes = (l: Live) =>
  l.verdict.signals.map((s) => s.code).filter((c) => c === "undelivered_deliverables" || c === "delivery_unobservable");
const guard = (l: Live) => l.verdict.guards.find((g) => g.name === "delivery")?.status;

beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  w(
    "model-scripts/h23d-write.yaml",
    [
      "turns:",
      "  - respond:",
      `      - tool_use: {name: Bash, input: {command: ${JSON.stringify("mkdir -p outputs && printf 'total: 12\\n' > outputs/report.txt && echo draft > notes.md && echo step-done")}, description: work}}`,
      "  - expect: {tool_result_contains: step-done}",
      "    respond:",
      '      - text: "Finished: the report is in outputs."',
      "",
    ].join("\n"),
  );
});
afterAll(() => repo?.cleanup());

describe("delivery warnings at the protocol tier", () => {
  it("lane: remote with a produced file is delivery_unobservable, a warning naming it", () => {
    const r = run(scenario("remote-made", "remote"));
    expect(r.code, r.stderr).toBe(0);
    const s = r.live.verdict.signals.find((x) => x.code === "delivery_unobservable");
    expect(s).toMatchObject({ severity: "warn" });
    expect(s?.message).toMatch(
      /^1 file\(s\) the skill produced cannot be checked for delivery on lane: remote \(outputs\/report\.txt\)/,
    );
    expect(codes(r.live)).toEqual(["delivery_unobservable"]);
    expect(r.live.workspaceFiles).toEqual([{ path: "outputs/report.txt", class: "output" }]);
    expect(r.stderr).toMatch(/warning: \[delivery\] 1 file\(s\) the skill produced cannot be checked/);
  });

  it("allow_undelivered_deliverables: true waives delivery_unobservable", () => {
    const r = run(scenario("remote-waived", "remote", ["allow_undelivered_deliverables: true"]));
    expect(r.code, r.stderr).toBe(0);
    expect(codes(r.live)).toEqual([]);
    expect(guard(r.live)).toBe("fail");
  });

  it("the local lane at the protocol tier has no scratchpad: no undelivered warning, the guard is na", () => {
    const r = run(scenario("local-protocol", "local"));
    expect(r.code, r.stderr).toBe(0);
    expect(codes(r.live)).toEqual([]);
    expect(guard(r.live)).toBe("na");
  });
});
