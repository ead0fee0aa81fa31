/** rehash in a git copy of our examples: prove, migrate, then verify (the reference cassettes: test/conformance). */
import { appendFileSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { command as rehashCommand } from "../../src/cli/commands/rehash.js";
import { command as verifyCommand } from "../../src/cli/commands/verify.js";
import type { CliIO, Command } from "../../src/cli/io.js";
import { computeTreeFingerprint } from "../../src/gate/fingerprint/tree-fingerprint.js";
import { sessionFingerprintOfFile } from "../helpers/staleness-checks.js";
import { EXAMPLE_SKILL, EXAMPLE_SKILL_MD, examplesRepo, olderFormat } from "../helpers/fixtures.js";
import type { TempCopy } from "../helpers/git-copy.js";
import { git } from "../helpers/git-copy.js";

const env: NodeJS.ProcessEnv = { ...process.env };
for (const k of ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "COWORK_HARNESS_GITSET", "COWORK_HARNESS_AGENT_SCOPE"])
  delete env[k];

async function run(cmd: Command, argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: CliIO = { stdout: (t) => (out += t), stderr: (t) => (err += t), env, cwd: process.cwd() };
  return { code: await cmd(argv, io), out, err };
}

let repo: TempCopy;
let dir = "";
let replays = "";
const readJson = (p: string): Record<string, any> => JSON.parse(readFileSync(p, "utf8")) as Record<string, any>;

let legacySkillHash = "";
beforeAll(async () => {
  repo = examplesRepo({ git: true });
  dir = repo.dir;
  replays = join(dir, "examples/replays");
  // a v11 copy of the csv-report cassette: the legacy digests our own code computes on its skill
  // (an algo-4 contentSig), no hashFormat
  const tree = await computeTreeFingerprint({ dirs: [join(dir, EXAMPLE_SKILL)], env });
  legacySkillHash = tree.legacy.skillHash!;
  const v12 = readJson(join(replays, "csv-report.cassette.json"));
  writeFileSync(join(replays, "csv-v11.cassette.json"), JSON.stringify(olderFormat(v12, 11, tree), null, 2));
  // a v9 cassette recorded in a session with no skills: only metadata to migrate
  const session = join(dir, "examples/sessions/no-skills.yaml");
  writeFileSync(session, "permission_mode: default\nuploads:\n  - ../data/sales.csv\n");
  const bare = olderFormat(readJson(join(replays, "metric-choice.cassette.json")), 9, tree);
  bare.fingerprint = { baseline: "1.18286.0" };
  bare.scenario = { ...bare.scenario, session: "../sessions/no-skills.yaml" };
  bare.sessionFingerprint = await sessionFingerprintOfFile(session);
  // rehash renames a `cassette.vN.json` $schema (the reference's naming); ours ends in .schema.json
  bare.$schema = "https://example.invalid/schema/cassette.v9.json";
  writeFileSync(join(replays, "bare-v9.cassette.json"), JSON.stringify(bare, null, 2));
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "older formats");
});
afterAll(() => repo?.cleanup());

describe("rehash", () => {
  it("--dry-run writes nothing and says what it would do", async () => {
    const file = join(replays, "csv-v11.cassette.json");
    const before = readFileSync(file, "utf8");
    const r = await run(rehashCommand.run, [file, "--dry-run"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("1 migratable");
    expect(r.out).toContain("v11 → v12 (dry-run — would rewrite");
    expect(readFileSync(file, "utf8")).toBe(before);
  });

  it("a v11 cassette verifies clean before rehash (legacy digest) and migrates to the v12 digests", async () => {
    const file = join(replays, "csv-v11.cassette.json");
    expect(readJson(file).fingerprint.skillHash).toBe(legacySkillHash);
    const pre = await run(verifyCommand.run, [file]);
    expect(pre.code, pre.out).toBe(0);
    const r = await run(rehashCommand.run, [file, "--output-format", "json"]);
    const env = JSON.parse(r.out) as { migrated: number; results: { action: string; reason: string }[] };
    expect(r.code, r.out).toBe(0);
    expect(env.migrated).toBe(1);
    const migrated = readJson(file);
    const original = readJson(join(replays, "csv-report.cassette.json"));
    expect(migrated.cassetteVersion).toBe(12);
    expect(migrated.fingerprint).toEqual(original.fingerprint);
    expect(migrated.events).toEqual(original.events);
    expect(readdirSync(replays).filter((n) => n.endsWith(".tmp"))).toEqual([]);
    const post = await run(verifyCommand.run, [file]);
    expect(post.code, post.out).toBe(0);
    const again = await run(rehashCommand.run, [file]);
    expect(again.out).toContain("already at v12");
  });

  it("a v9 cassette with no skill sources migrates (metadata only) and then verifies clean", async () => {
    const file = join(replays, "bare-v9.cassette.json");
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
    const v11 = readJson(join(replays, "csv-v11.cassette.json"));
    v11.cassetteVersion = 11;
    v11.fingerprint = { ...v11.fingerprint, skillHash: legacySkillHash };
    delete v11.fingerprint.hashFormat;
    const file = join(replays, "tampered-v11.cassette.json");
    writeFileSync(file, JSON.stringify(v11, null, 2));
    const skill = join(dir, EXAMPLE_SKILL_MD);
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
