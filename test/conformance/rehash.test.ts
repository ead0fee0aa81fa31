/** rehash in a git copy of the conformance reference-repo: prove, migrate, then verify. */
import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { command as rehashCommand } from "../../src/cli/commands/rehash.js";
import { command as verifyCommand } from "../../src/cli/commands/verify.js";
import type { CliIO, Command } from "../../src/cli/io.js";
import { REFERENCE_REPO } from "./corpus.js";

const reference = REFERENCE_REPO;
const env: NodeJS.ProcessEnv = { ...process.env };
for (const k of ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "COWORK_HARNESS_GITSET", "COWORK_HARNESS_AGENT_SCOPE"])
  delete env[k];

async function run(cmd: Command, argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: CliIO = { stdout: (t) => (out += t), stderr: (t) => (err += t), env, cwd: process.cwd() };
  return { code: await cmd(argv, io), out, err };
}

let dir = "";
let replays = "";
let baselines = "";
const readJson = (p: string): Record<string, any> => JSON.parse(readFileSync(p, "utf8")) as Record<string, any>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rehash-"));
  cpSync(reference, dir, { recursive: true });
  replays = join(dir, "examples/replays");
  baselines = join(dir, "baselines");
  // a v11 copy of the pdf-skill cassette: legacy digests, no hashFormat, an algo-4-era contentSig
  const v12 = readJson(join(replays, "example-pdf-skill.cassette.json"));
  const v11 = { ...v12, cassetteVersion: 11, fingerprint: { ...v12.fingerprint, contentSig: "ddf68cf6" } };
  delete v11.fingerprint.hashFormat;
  writeFileSync(join(replays, "pdf-v11.cassette.json"), JSON.stringify(v11, null, 2));
  const git = (...args: string[]): void => void execFileSync("git", args, { cwd: dir, env, stdio: "ignore" });
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "copy");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("rehash", () => {
  it("--dry-run writes nothing and says what it would do", async () => {
    const file = join(replays, "pdf-v11.cassette.json");
    const before = readFileSync(file, "utf8");
    const r = await run(rehashCommand.run, [file, "--dry-run"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("1 migratable");
    expect(r.out).toContain("v11 → v12 (dry-run — would rewrite");
    expect(readFileSync(file, "utf8")).toBe(before);
  });

  it("a v11 cassette verifies clean before rehash (legacy digest) and migrates to the v12 digests", async () => {
    const file = join(replays, "pdf-v11.cassette.json");
    const pre = await run(verifyCommand.run, [file, "--baselines", baselines]);
    expect(pre.code, pre.out).toBe(0);
    const r = await run(rehashCommand.run, [file, "--output-format", "json"]);
    const env = JSON.parse(r.out) as { migrated: number; results: { action: string; reason: string }[] };
    expect(r.code, r.out).toBe(0);
    expect(env.migrated).toBe(1);
    const migrated = readJson(file);
    const original = readJson(join(replays, "example-pdf-skill.cassette.json"));
    expect(migrated.cassetteVersion).toBe(12);
    expect(migrated.fingerprint).toEqual(original.fingerprint);
    expect(migrated.events).toEqual(original.events);
    expect(readdirSync(replays).filter((n) => n.endsWith(".tmp"))).toEqual([]);
    const post = await run(verifyCommand.run, [file, "--baselines", baselines]);
    expect(post.code, post.out).toBe(0);
    const again = await run(rehashCommand.run, [file]);
    expect(again.out).toContain("already at v12");
  });

  it("the real v9 cassette migrates (metadata only) and then verifies clean", async () => {
    const file = join(replays, "hostloop-computer-links-v9.cassette.json");
    const r = await run(rehashCommand.run, [file]);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain("v9 → v12 (metadata only — zero skill sources)");
    const migrated = readJson(file);
    expect(migrated.cassetteVersion).toBe(12);
    expect(migrated.fingerprint).toEqual({ baseline: "1.18286.0", hashFormat: "jcs1" });
    expect(migrated.$schema).toMatch(/cassette\.v12\.json$/);
    const post = await run(verifyCommand.run, [file, "--output-format", "json"]);
    expect(post.code, post.out).toBe(0);
  });

  it("refuses when the skill content changed", async () => {
    const v12 = readJson(join(replays, "example-pdf-skill.cassette.json"));
    const v11 = { ...v12, cassetteVersion: 11, fingerprint: { ...v12.fingerprint } };
    delete v11.fingerprint.hashFormat;
    const file = join(replays, "tampered-v11.cassette.json");
    writeFileSync(file, JSON.stringify(v11, null, 2));
    const skill = join(dir, "examples/skills/my-pdf-skill/skills/my-pdf-skill/SKILL.md");
    const before = readFileSync(skill, "utf8");
    appendFileSync(skill, "\ntampered\n");
    try {
      const text = readFileSync(file, "utf8");
      const r = await run(rehashCommand.run, [file]);
      expect(r.code).toBe(1);
      expect(r.out).toContain("skill content changed since recording (legacy skillHash mismatch) — re-record required");
      expect(readFileSync(file, "utf8")).toBe(text);
    } finally {
      writeFileSync(skill, before);
      rmSync(file);
    }
  });

  it("a missing target is a usage error", async () => {
    const r = await run(rehashCommand.run, [join(dir, "nope")]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("path not found");
  });
});
