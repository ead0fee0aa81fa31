/**
 * verify against the reference's own cassettes, in a git copy of the conformance
 * reference-repo (the fingerprints were recorded in git mode).
 */
import { runCli } from "../helpers/run-cli.js";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { command as verifyCommand } from "../../src/cli/commands/verify.js";
import type { CliIO } from "../../src/cli/io.js";
import { CONFORMANCE } from "./corpus.js";

const conformance = CONFORMANCE;
const summary = JSON.parse(readFileSync(join(conformance, "expected/summary.json"), "utf8")) as Record<
  string,
  { verify_exit: number }
>;

const env: NodeJS.ProcessEnv = { ...process.env };
for (const k of ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "COWORK_HARNESS_GITSET", "COWORK_HARNESS_AGENT_SCOPE"])
  delete env[k];

function gitCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "verify-conf-"));
  cpSync(join(conformance, "reference-repo"), dir, { recursive: true });
  const git = (...args: string[]): void => {
    execFileSync("git", args, { cwd: dir, env, stdio: "ignore" });
  };
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "copy");
  return dir;
}

async function runVerify(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: CliIO = { stdout: (t) => (out += t), stderr: (t) => (err += t), env, cwd: process.cwd() };
  const code = await verifyCommand.run(argv, io);
  return { code, out, err };
}

interface Envelope {
  ok: boolean;
  results: {
    file: string;
    findings: { cls: string }[];
    staleness: string[];
    unverifiable: string[];
    notes: string[];
    version: string[];
    error?: string;
  }[];
}

describe("verify on the reference cassettes (git copy)", () => {
  let dir = "";
  beforeAll(() => {
    dir = gitCopy();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const [name, expected] of Object.entries(summary)) {
    it(`${name} exits ${expected.verify_exit} with --baselines`, async () => {
      const file = join(dir, "examples/replays", `${name}.cassette.json`);
      const r = await runVerify([file, "--baselines", join(dir, "baselines"), "--output-format", "json"]);
      const env = JSON.parse(r.out) as Envelope;
      expect(r.code, r.out).toBe(expected.verify_exit);
      const ref = JSON.parse(readFileSync(join(conformance, "expected", `${name}.verify.json`), "utf8")) as Envelope;
      const ours = env.results[0]!;
      const theirs = ref.results[0]!;
      expect(ours.staleness).toEqual(theirs.staleness);
      expect(ours.version).toEqual(theirs.version);
      expect(ours.notes).toEqual(theirs.notes);
      expect(ours.findings.map((f) => f.cls)).toEqual(theirs.findings.map((f) => f.cls));
      expect(ours.unverifiable).toEqual([]);
    });
  }

  it("the envelope has the reference's key order", async () => {
    const r = await runVerify([
      join(dir, "examples/replays/example-pdf-skill.cassette.json"),
      "--baselines",
      join(dir, "baselines"),
      "--output-format",
      "json",
    ]);
    expect(r.out.trim().split("\n")).toHaveLength(1);
    const obj = JSON.parse(r.out) as Record<string, unknown>;
    expect(Object.keys(obj)).toEqual(["tool", "version", "command", "ok", "coverage", "results", "error"]);
    expect(Object.keys((obj.results as Record<string, unknown>[])[0]!)).toEqual([
      "file",
      "findings",
      "staleness",
      "unverifiable",
      "notes",
      "version",
      "scenarioDrift",
      "privacyScanned",
    ]);
  });

  it("without --baselines the baseline checks are notes, never findings", async () => {
    const r = await runVerify([
      join(dir, "examples/replays/hostloop-computer-links-v9.cassette.json"),
      "--output-format",
      "json",
    ]);
    const res = (JSON.parse(r.out) as Envelope).results[0]!;
    expect(r.code).toBe(0);
    expect(res.staleness).toEqual([]);
    expect(res.unverifiable).toEqual([]);
    expect(res.notes.some((n) => n.startsWith("baseline: not checked"))).toBe(true);
  });

  it("a directory verifies every cassette; the future-version one makes it 3, no finding makes it 1", async () => {
    const r = await runVerify([join(dir, "examples/replays"), "--baselines", join(dir, "baselines")]);
    // hostloop-computer-links-v9 has a baseline finding → 1 wins over the future-version 3
    expect(r.code).toBe(1);
    expect(r.out).toContain("[stale] baseline moved 1.18286.0 → 1.34493.1 since record — re-record");
    expect(r.out).toContain("[version] cassette format v99");
  });
});

describe("verify detects skill drift and mode flips", () => {
  let dir = "";
  beforeAll(() => {
    dir = gitCopy();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("an edited SKILL.md exits 1 naming the file", async () => {
    const skill = join(dir, "examples/skills/my-pdf-skill/skills/my-pdf-skill/SKILL.md");
    const before = readFileSync(skill, "utf8");
    appendFileSync(skill, "\nedited\n");
    try {
      const r = await runVerify([
        join(dir, "examples/replays/example-pdf-skill.cassette.json"),
        "--baselines",
        join(dir, "baselines"),
      ]);
      expect(r.code).toBe(1);
      expect(r.out).toContain(
        "[stale] skill files changed since record — 1 changed (skills/my-pdf-skill/SKILL.md) — re-record",
      );
      // replay still passes by default, and says the cassette is stale (skill class)
      const replay = runCli(
        ["replay", join(dir, "examples/replays/example-pdf-skill.cassette.json"), "--output-format", "json"],
        { cwd: dir },
      );
      expect(replay.code).toBe(0);
      expect(replay.stderr).toMatch(
        /cassette stale: skill files changed since record — 1 changed \(skills\/my-pdf-skill\/SKILL\.md\)/,
      );
      const result = JSON.parse(replay.stdout).results[0];
      expect(result.staleness.map((s: { class: string }) => s.class)).toEqual(["skill"]);
      expect(result.verdict.pass).toBe(true);
    } finally {
      writeFileSync(skill, before);
    }
  });

  it("a non-git copy: the reference reports the git → raw mode flip; we verify the content over all files instead", async () => {
    const raw = mkdtempSync(join(tmpdir(), "verify-raw-"));
    try {
      cpSync(join(conformance, "reference-repo"), raw, { recursive: true });
      const file = join(raw, "examples/replays/example-pdf-skill.cassette.json");
      // improvement over the reference (which exits 1 with a COWORK_HARNESS_GITSET mode-flip message):
      // the copy holds exactly the tracked files, so the digest over all files proves them unchanged
      const clean = await runVerify([file, "--output-format", "json"]);
      expect(clean.code, clean.out).toBe(0);
      expect((JSON.parse(clean.out) as Envelope).results[0]!.staleness).toEqual([]);
      // an extra (untracked-looking) file makes the digests differ: one honest format finding
      writeFileSync(join(raw, "examples/skills/my-pdf-skill/NOTES.txt"), "scratch\n");
      const r = await runVerify([file, "--output-format", "json"]);
      const res = (JSON.parse(r.out) as Envelope).results[0]!;
      expect(r.code).toBe(1);
      expect(res.staleness).toHaveLength(1);
      expect(res.staleness[0]).toMatch(/^not a git repository: fingerprints computed over all files \(raw mode\)/);
      expect(res.staleness[0]).not.toContain("COWORK_HARNESS_GITSET");
    } finally {
      rmSync(raw, { recursive: true, force: true });
    }
  });
});
