/**
 * The capability guard at the container tier (issue 23; the reference's live lane; docs/reference.md#the-live-lane), with the real agent
 * in the agent image against a scripted model: a scenario that requires OCR is refused before the
 * agent starts on an image without tesseract (exit 3, at the requires_capabilities line) unless it
 * asserts allow_missing_capability; a run that calls tesseract there fails missing_capability, and
 * its run dir's result.json holds the guard's inputs; on an image that has it (the agent image plus
 * a tesseract program) the same run passes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { git, tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

let repo: TempCopy;
const w = (rel: string, text: string) => writeFileSync(join(repo.dir, rel), text);
const rt = process.env.COWORK_CONTAINER_RUNTIME || "podman";
const rtArgs = rt === "podman" && process.env.COWORK_OCI_RUNTIME ? ["--runtime", process.env.COWORK_OCI_RUNTIME] : [];
/** the agent image plus a `tesseract` program: an image that has the ocr family */
const withOcr = `localhost/cowork-cap-test-${process.pid}:ocr`;
let built = false;

/** A model script: one Bash call running `command`, then "Finished." once its result says step-done. */
function bashScript(command: string): string {
  return [
    "turns:",
    "  - respond:",
    `      - tool_use: {name: Bash, input: {command: ${JSON.stringify(command)}, description: work}}`,
    "  - expect: {tool_result_contains: step-done}",
    "    respond:",
    '      - text: "Finished."',
    "",
  ].join("\n");
}

function script(name: string, command: string): void {
  w(`model-scripts/${name}.yaml`, bashScript(command));
}

/** requires_capabilities is on line 5 */
function scenario(name: string, scriptName: string, requires: string[], asserts: string[] = []): string {
  w(
    `scenarios/${name}.yaml`,
    [
      `name: hcap-${name}`,
      "session: ../sessions/default.yaml",
      "fidelity: container",
      `# cowork-harness model_script: ../model-scripts/${scriptName}.yaml`,
      `requires_capabilities: [${requires.join(", ")}]`,
      "prompt: read the scan",
      "answers:",
      "  - {when_tool: Bash, decide: allow}",
      "assert:",
      "  - result: success",
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
  capabilityProbe?: string;
  missingCapabilityUse?: { family: string; evidence: string }[];
}
const run = (rel: string, env: NodeJS.ProcessEnv = {}, extra: string[] = []) => {
  const r = runCli(["run", rel, "--output-format", "json", ...extra], { cwd: repo.dir, timeoutMs: 590_000, env });
  const out = r.stdout.trim() ? (JSON.parse(r.stdout) as { results: Live[] }) : { results: [] };
  return { code: r.code, live: out.results[0], stderr: r.stderr, stdout: r.stdout };
};
const guard = (l: Live | undefined) => l?.verdict.guards.find((g) => g.name === "capability-use")?.status;

beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  script("plain", "echo step-done");
  script("ocr", "tesseract scan.png out 2>&1; echo step-done");
  const ctx = mkdtempSync(join(tmpdir(), "hcap-image-"));
  try {
    writeFileSync(
      join(ctx, "Containerfile"),
      [
        `FROM ${process.env.COWORK_AGENT_IMAGE}`,
        `RUN printf '#!/bin/sh\\necho "recognised text"\\n' > /usr/local/bin/tesseract && chmod 755 /usr/local/bin/tesseract`,
        "",
      ].join("\n"),
    );
    const b = spawnSync(
      rt,
      [...rtArgs, "build", "--pull=never", "-t", withOcr, "-f", join(ctx, "Containerfile"), ctx],
      { encoding: "utf8" },
    );
    if (b.status !== 0) throw new Error(`could not build ${withOcr}: ${b.stderr}`);
    built = true;
  } finally {
    rmSync(ctx, { recursive: true, force: true });
  }
}, 300_000);
afterAll(() => {
  if (built) spawnSync(rt, [...rtArgs, "rmi", "-f", withOcr]);
  repo?.cleanup();
});

describe("the capability guard at the container tier", { timeout: 600_000 }, () => {
  it("a required family the image lacks stops record before the agent starts: exit 3 at the requires_capabilities line", () => {
    const rel = scenario("needs-ocr", "plain", ["ocr"]);
    const r = runCli(["record", rel, "--out", "out/"], { cwd: repo.dir, timeoutMs: 590_000 });
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stderr).toMatch(
      /^cowork-harness record: scenarios\/needs-ocr\.yaml:5: \[capability\] requires_capabilities lists ocr \(tesseract OCR\), which the agent image \S+ lacks/m,
    );
    expect(
      r.stderr
        .trim()
        .split("\n")
        .filter((l) => l.includes("[capability]")),
    ).toHaveLength(1);
    // the agent never ran: no "recording …" line, no cassette
    expect(r.stderr).not.toMatch(/recording hcap-needs-ocr/);
    expect(existsSync(join(repo.dir, "out/hcap-needs-ocr.cassette.json"))).toBe(false);
    // run, repeated too, ends with the same code
    expect(runCli(["run", rel, "--repeat", "2"], { cwd: repo.dir, timeoutMs: 590_000 }).code).toBe(3);
  });

  it("with allow_missing_capability: true the run goes on, with a notice", () => {
    const r = run(scenario("needs-ocr-waived", "plain", ["ocr"], ["allow_missing_capability: true"]));
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stderr).toMatch(
      /notice: \[capability\] requires_capabilities lists ocr .* running anyway \(allow_missing_capability\)/,
    );
    expect(r.live?.verdict.signals.map((s) => s.code)).not.toContain("missing_capability");
  });

  it("a run that calls tesseract on an image without it fails missing_capability, and result.json keeps the inputs", () => {
    const runs = mkdtempSync(join(tmpdir(), "hcap-runs-"));
    try {
      const r = run(scenario("uses-ocr", "ocr", []), {}, ["--run-dir", runs]);
      expect(r.code, r.stdout + r.stderr).toBe(1);
      const sig = r.live?.verdict.signals.find((s) => s.code === "missing_capability");
      expect(sig?.message).toMatch(
        /^the run used ocr \(tesseract OCR\) in "tesseract scan\.png out 2>&1; echo step-done", which the agent image \S+ lacks/,
      );
      expect(guard(r.live)).toBe("fail");
      expect(r.live?.capabilityProbe).toBe("definitive");
      const dir = join(runs, "hcap-uses-ocr");
      const id = readdirSync(dir).find((n) => existsSync(join(dir, n, "turns/1/result.json")))!;
      const saved = JSON.parse(readFileSync(join(dir, id, "turns/1/result.json"), "utf8")) as Live;
      expect(saved.missingCapabilityUse).toEqual([
        { family: "ocr", evidence: "tesseract scan.png out 2>&1; echo step-done" },
      ]);
      expect(saved.verdict.guards).toContainEqual({ name: "capability-use", status: "fail" });
    } finally {
      rmSync(runs, { recursive: true, force: true });
    }
  });

  it("on an image that has the family, the required and used family passes", () => {
    const r = run(scenario("has-ocr", "ocr", ["ocr"]), { COWORK_AGENT_IMAGE: withOcr });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(guard(r.live)).toBe("pass");
    expect(r.live?.missingCapabilityUse).toEqual([]);
  });

  it("rerun judges the guard too: a cassette recorded with the waiver fails once the scenario drops it", () => {
    const rel = scenario("rerun-ocr", "ocr", [], ["allow_missing_capability: true"]);
    const rec = runCli(["record", rel, "--out", "replays/"], { cwd: repo.dir, timeoutMs: 590_000 });
    expect(rec.code, rec.stdout + rec.stderr).toBe(0);
    expect(rec.stderr).toMatch(/\[capability\] waived by allow_missing_capability: the run used ocr/);
    w(rel, readFileSync(join(repo.dir, rel), "utf8").replace("  - allow_missing_capability: true\n", ""));
    const r = runCli(["rerun", "replays/hcap-rerun-ocr.cassette.json", "--output-format", "json"], {
      cwd: repo.dir,
      timeoutMs: 590_000,
    });
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const summary = JSON.parse(r.stdout).results[0] as { status: string; message?: string; assertionsFrom: string };
    expect(summary).toMatchObject({
      status: "failed",
      assertionsFrom: "scenario file",
      message: expect.stringMatching(/^the run used ocr \(tesseract OCR\)/),
    });
  });

  it("rerecord commits nothing when the new run uses a family the image lacks", () => {
    const base = mkdtempSync(join(tmpdir(), "hcap-rerecord-"));
    try {
      const remote = join(base, "remote.git");
      git(base, "init", "-q", "--bare", "-b", "main", remote);
      const work = join(base, "work");
      for (const d of ["skills", "sessions", "data"]) cpSync(join(repo.dir, d), join(work, d), { recursive: true });
      const say = (command: string) => writeFileSync(join(work, "scan.yaml"), bashScript(command));
      say("echo step-done");
      writeFileSync(
        join(work, "read-scan.yaml"),
        [
          "name: hcap-read-scan",
          "session: sessions/default.yaml",
          "fidelity: container",
          "# cowork-harness model_script: scan.yaml",
          "prompt: read the scan",
          "answers:",
          "  - {when_tool: Bash, decide: allow}",
          "assert:",
          "  - result: success",
          "",
        ].join("\n"),
      );
      git(work, "init", "-q", "-b", "main");
      git(work, "remote", "add", "origin", remote);
      git(work, "add", "-A"); // a live run stages only what git tracks (the upload too)
      const rec = runCli(["record", "read-scan.yaml", "--out", "replays/"], { cwd: work, timeoutMs: 590_000 });
      expect(rec.code, rec.stdout + rec.stderr).toBe(0);
      git(work, "add", "-A");
      git(work, "commit", "-q", "-m", "fixture");
      git(work, "push", "-q", "-u", "origin", "main");
      say("tesseract scan.png out 2>&1; echo step-done");
      git(work, "commit", "-qam", "script: OCR the scan");
      git(work, "push", "-q", "origin", "main");
      const head = git(work, "rev-parse", "HEAD").trim();
      const cassette = readFileSync(join(work, "replays/hcap-read-scan.cassette.json"), "utf8");
      const r = runCli(["rerecord", "replays", "--commit-mode", "push"], { cwd: work, timeoutMs: 590_000 });
      expect(r.code, r.stdout + r.stderr).toBe(1);
      expect(r.stdout).toMatch(/the live run failed its assertions: the run used ocr \(tesseract OCR\)/);
      expect(git(work, "rev-parse", "HEAD").trim()).toBe(head);
      expect(readFileSync(join(work, "replays/hcap-read-scan.cassette.json"), "utf8")).toBe(cassette);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it("COWORK_SKIP_CAPABILITY_PROBE=1 skips the probe: a required family is unverifiable and fails the run", () => {
    const r = run(scenario("skip-probe", "plain", ["ocr"]), { COWORK_SKIP_CAPABILITY_PROBE: "1" });
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.live?.verdict.signals.find((s) => s.code === "missing_capability")?.message).toMatch(
      /ocr could not be checked \(COWORK_SKIP_CAPABILITY_PROBE=1 skipped the probe\)/,
    );
    expect(guard(r.live)).toBe("na");
  });
});
