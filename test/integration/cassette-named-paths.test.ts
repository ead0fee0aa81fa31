/**
 * Issue 36, class 6: plain `check` — which runs no code and which SECURITY.md calls fine on
 * `pull_request_target` — read any host path a cassette named. `inputs.files[].source` was
 * resolved without containment and hashed with a blocking read: `/dev/zero` hung the gate
 * forever; `/etc/shadow` or a key file answered "changed" / "unchanged" / "removed", an existence
 * and content oracle. Each attack here is a pull request's edit to a real git repository of our
 * examples, run through the built CLI as the gate runs it, with a timeout: the gate must finish
 * at once with a finding that names the field and says the path was not read, and its output
 * must not depend on what lies at the path.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { examplesRepo, type CassetteJson } from "../helpers/fixtures.js";
import type { TempCopy } from "../helpers/git-copy.js";
import { makeFifo } from "../helpers/fifo.js";
import { runCli, type CliRun } from "../helpers/run-cli.js";

const CASSETTE = "examples/replays/csv-report.cassette.json";
/** from examples/replays/ or examples/scenarios/: up to the file-system root, whatever the temp dir's depth */
const UP = "../".repeat(30);

const made: TempCopy[] = [];
afterEach(() => {
  for (const r of made.splice(0)) r.cleanup();
});

function repo(): TempCopy {
  const r = examplesRepo({ git: true });
  made.push(r);
  return r;
}

function editCassette(r: TempCopy, change: (c: CassetteJson) => void, rel = CASSETTE): void {
  const p = join(r.dir, rel);
  const c = JSON.parse(readFileSync(p, "utf8")) as CassetteJson;
  change(c);
  writeFileSync(p, JSON.stringify(c, null, 2));
}

/** `check` of the cassette as the gate runs it; a run that hangs is killed after 20 s (code -1). */
function check(r: TempCopy, cassette = CASSETTE): CliRun & { ms: number } {
  const started = Date.now();
  const run = runCli(["check", cassette], { cwd: r.dir, timeoutMs: 20_000 });
  return { ...run, ms: Date.now() - started };
}

function expectFinishedWith(run: CliRun & { ms: number }, line: string): void {
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(1);
  expect(run.ms).toBeLessThan(15_000);
  expect(run.stdout).toContain(line);
}

const sha256 = (p: string): string => createHash("sha256").update(readFileSync(p)).digest("hex");
const WRONG = "0".repeat(64);

/** Output that would differ between a right and a wrong guess, or a present and an absent file, if the gate were an oracle. */
const verdictLines = (run: CliRun): string => run.stdout.replace(/\d+(\.\d+)? ?m?s\b/g, "");

describe("plain check reads no path a cassette names outside the repository", () => {
  it("inputs.files[0].source naming /dev/zero finishes at once with a finding, not a hang", () => {
    const r = repo();
    editCassette(r, (c) => (c.inputs.files[0].source = "/dev/zero"));
    const run = check(r);
    expectFinishedWith(run, "inputs.files[0].source names /dev/zero, outside the repository: not read");
    expect(run.stdout).not.toMatch(/changed since recording|missing/);
  });

  it("a readable file outside (/etc/passwd) is no oracle: a right guess, a wrong one and an absent file read the same", () => {
    const runs = [
      ["/etc/passwd", sha256("/etc/passwd")],
      ["/etc/passwd", WRONG],
      ["/etc/passwd-absent", WRONG],
    ].map(([source, sha]) => {
      const r = repo();
      editCassette(r, (c) => {
        c.inputs.files[0].source = source;
        c.inputs.files[0].sha256 = sha;
      });
      return check(r);
    });
    expectFinishedWith(runs[0]!, "inputs.files[0].source names /etc/passwd, outside the repository: not read");
    expect(verdictLines(runs[1]!)).toBe(verdictLines(runs[0]!));
    expect(verdictLines(runs[2]!).replaceAll("/etc/passwd-absent", "/etc/passwd")).toBe(verdictLines(runs[0]!));
  });

  it("a `..` path out of the repository is refused the same way", () => {
    const r = repo();
    editCassette(r, (c) => (c.inputs.files[0].source = `${UP}etc/passwd`));
    expectFinishedWith(check(r), "outside the repository: not read");
  });

  it("a symbolic link inside the repository to a file outside is not followed, whatever the recorded digest", () => {
    const outside = mkdtempSync(join(tmpdir(), "h36-key-"));
    try {
      const key = join(outside, "id_ed25519");
      writeFileSync(key, "-----BEGIN OPENSSH PRIVATE KEY-----\nnot really\n");
      const runs = [sha256(key), WRONG].map((sha) => {
        const r = repo();
        symlinkSync(key, join(r.dir, "examples/data/key"));
        editCassette(r, (c) => {
          c.inputs.files[0].source = "../data/key";
          c.inputs.files[0].sha256 = sha;
        });
        return check(r);
      });
      expectFinishedWith(
        runs[0]!,
        "inputs.files[0].source names ../data/key, reached through a symbolic link (examples/data/key): not read",
      );
      expect(verdictLines(runs[1]!)).toBe(verdictLines(runs[0]!));
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("a FIFO inside the repository does not hold the gate", () => {
    const r = repo();
    makeFifo(join(r.dir, "examples/data/pipe"), 30_000);
    editCassette(r, (c) => (c.inputs.files[0].source = "../data/pipe"));
    expectFinishedWith(
      check(r),
      "inputs.files[0].source names ../data/pipe, not a regular file (a FIFO, device, socket or directory): not read",
    );
  });

  it("a recorded model script path naming /dev/zero (the scenario naming the same) is not read", () => {
    const r = repo();
    editCassette(r, (c) => (c.inputs.modelScript.path = `${UP}dev/zero`));
    const scenario = join(r.dir, "examples/scenarios/csv-report.yaml");
    writeFileSync(
      scenario,
      readFileSync(scenario, "utf8").replace(
        "model_script: ../model-scripts/csv-report.yaml",
        `model_script: ${UP}dev/zero`,
      ),
    );
    const run = check(r);
    expectFinishedWith(run, `inputs.modelScript.path names ${UP}dev/zero, outside the repository: not read`);
  });

  it("the uploads of the cassette's session (a cassette without inputs.files) are held to the same rule, with no oracle", () => {
    const runs = [sha256("/etc/passwd"), WRONG].map((sha) => {
      const r = repo();
      const session = join(r.dir, "examples/sessions/default.yaml");
      writeFileSync(session, readFileSync(session, "utf8").replace("../data/sales.csv", "/etc/passwd"));
      editCassette(r, (c) => {
        delete c.inputs.files;
        c.preRunHashes = { "uploads/passwd": sha };
      });
      return check(r);
    });
    expectFinishedWith(runs[0]!, "session uploads[0] names /etc/passwd, outside the repository: not read");
    expect(verdictLines(runs[1]!)).toBe(verdictLines(runs[0]!));
  });
});

describe("the files the gate reads itself", () => {
  it("a cassette replaced by a link to a file outside the repository is not read (its text is never quoted)", () => {
    const r = repo();
    rmSync(join(r.dir, CASSETTE));
    symlinkSync("/etc/passwd", join(r.dir, CASSETTE));
    const run = check(r);
    expectFinishedWith(run, "is a symbolic link to a file outside the repository — not read");
    expect(run.stdout + run.stderr).not.toContain("root:");
  });

  it("a cassette replaced by a link to /dev/zero finishes at once", () => {
    const r = repo();
    rmSync(join(r.dir, CASSETTE));
    symlinkSync("/dev/zero", join(r.dir, CASSETTE));
    expectFinishedWith(check(r), "is a symbolic link to a file outside the repository — not read");
  });

  it("`rerun` of a cassette replaced by a FIFO finishes at once, before any digest of it is read", () => {
    const r = repo();
    rmSync(join(r.dir, CASSETTE));
    makeFifo(join(r.dir, CASSETTE), 30_000);
    const started = Date.now();
    const run = runCli(["rerun", CASSETTE], { cwd: r.dir, timeoutMs: 20_000 });
    expect(run.code, `${run.stdout}\n${run.stderr}`).not.toBe(-1);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(run.stdout + run.stderr).toContain("is not a regular file (a FIFO, a device or a socket) — not read");
  });

  it("a session file replaced by a FIFO does not hold the gate", () => {
    const r = repo();
    rmSync(join(r.dir, "examples/sessions/default.yaml"));
    makeFifo(join(r.dir, "examples/sessions/default.yaml"), 30_000);
    const run = check(r);
    expect(run.code, run.stdout).toBe(1);
    expect(run.ms).toBeLessThan(15_000);
    expect(run.stdout).toContain("not a regular file");
  });
});
