/** The `fingerprint` command: text and JSON output, --session, --scope/--ignore, usage errors. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { command as fingerprintCommand } from "../../src/cli/commands/fingerprint.js";
import { main } from "../../src/cli/main.js";
import type { CliIO } from "../../src/cli/io.js";
import { EXAMPLE_SKILL, examplesRepo, readExampleCassette } from "../helpers/fixtures.js";
import type { TempCopy } from "../helpers/git-copy.js";

// what our recorder wrote into the csv-report example for its skill and session
const recorded = readExampleCassette("csv-report");
const EX_SKILL_HASH: string = recorded.fingerprint.skillHash;
const EX_CONTENT_SIG_V12: string = recorded.fingerprint.contentSig;
const sigOf = (path: string): string =>
  (recorded.fingerprint.fileSigs as [string, string][]).find(([p]) => p === path)![1];
const EX_MANIFEST_SHA = sigOf(".claude-plugin/plugin.json");
const SKILL_MD_SHA = sigOf("skills/csv-metrics/SKILL.md");
const DEFAULT_SESSION_FP: string = recorded.sessionFingerprint;

function captureIO(cwd: string): CliIO & { out: () => string; err: () => string } {
  let out = "";
  let err = "";
  const env = { ...process.env };
  delete env.COWORK_HARNESS_GITSET;
  delete env.COWORK_HARNESS_AGENT_SCOPE;
  return { stdout: (t) => void (out += t), stderr: (t) => void (err += t), env, cwd, out: () => out, err: () => err };
}

let copy: TempCopy;
let plugin: string;
let scratch: string;

beforeAll(() => {
  copy = examplesRepo({ git: true });
  plugin = join(copy.dir, EXAMPLE_SKILL);
  scratch = mkdtempSync(join(tmpdir(), "fp-cmd-"));
  mkdirSync(join(scratch, "plug/skills/alpha"), { recursive: true });
  mkdirSync(join(scratch, "plug/skills/beta"), { recursive: true });
  mkdirSync(join(scratch, "plug/scripts"), { recursive: true });
  writeFileSync(join(scratch, "plug/skills/alpha/SKILL.md"), "alpha\n");
  writeFileSync(join(scratch, "plug/skills/beta/SKILL.md"), "beta\n");
  writeFileSync(join(scratch, "plug/scripts/run.py"), "print(1)\n");
});

afterAll(() => {
  copy.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

describe("fingerprint command", () => {
  it("prints a readable text fingerprint of a git-tracked plugin", async () => {
    const io = captureIO(copy.dir);
    const code = await fingerprintCommand.run([EXAMPLE_SKILL], io);
    expect(code).toBe(0);
    const text = io.out();
    expect(text).toMatch(/^mode\s+git$/m);
    expect(text).toMatch(/^roots\s+examples\/skills\/csv-metrics$/m);
    expect(text).toMatch(new RegExp(`^skillHash jcs1 \\(v12\\)\\s+${EX_SKILL_HASH}$`, "m"));
    expect(text).toMatch(new RegExp(`^skillHash legacy \\(v9-v11\\)\\s+[0-9a-f]{64}$`, "m"));
    expect(text).toMatch(new RegExp(`^contentSig algo 5 \\(v12\\)\\s+${EX_CONTENT_SIG_V12}$`, "m"));
    expect(text).toMatch(/^contentSig algo 4 \(v9-v11\)\s+[0-9a-f]{64}$/m);
    expect(text).toMatch(/^sharedHash\s+\(none/m);
    expect(text).toContain(`fileSigs (3):\n  ${EX_MANIFEST_SHA}  .claude-plugin/plugin.json\n`);
    expect(text).toContain(`  ${SKILL_MD_SHA}  skills/csv-metrics/SKILL.md\n`);
    expect(io.err()).toBe("");
  });

  it("--json prints one object with both formats", async () => {
    const io = captureIO(copy.dir);
    expect(await fingerprintCommand.run(["--json", plugin], io)).toBe(0);
    const lines = io.out().trim().split("\n");
    expect(lines).toHaveLength(1);
    const obj = JSON.parse(lines[0] as string);
    expect(obj.command).toBe("fingerprint");
    expect(obj.mode).toBe("git");
    expect(obj.jcs1.skillHash).toBe(EX_SKILL_HASH);
    expect(obj.jcs1.contentSig).toBe(EX_CONTENT_SIG_V12);
    expect(obj.legacy.contentSig).toMatch(/^[0-9a-f]{64}$/);
    expect(obj.legacy.contentSig).not.toBe(obj.jcs1.contentSig);
    expect(obj.jcs1.fileSigs[0]).toEqual([".claude-plugin/plugin.json", EX_MANIFEST_SHA]);
    expect(obj.readErrors).toEqual([]);
    expect(obj.sessionFingerprint).toBeUndefined();
  });

  it("--session without DIR hashes the declared dirs and prints the sessionFingerprint", async () => {
    const io = captureIO(copy.dir);
    expect(await fingerprintCommand.run(["--session", "examples/sessions/default.yaml", "--json"], io)).toBe(0);
    const obj = JSON.parse(io.out());
    expect(obj.roots).toEqual([EXAMPLE_SKILL]);
    expect(obj.jcs1.skillHash).toBe(EX_SKILL_HASH);
    expect(obj.sessionFingerprint).toBe(DEFAULT_SESSION_FP);

    const textIO = captureIO(copy.dir);
    await fingerprintCommand.run(["--session", "examples/sessions/default.yaml"], textIO);
    expect(textIO.out()).toMatch(new RegExp(`^sessionFingerprint\\s+${DEFAULT_SESSION_FP}$`, "m"));
  });

  it("--session drops a missing declared dir with a warning", async () => {
    const session = join(scratch, "s.yaml");
    writeFileSync(session, "plugins:\n  local_plugins: [./plug, ./gone]\n");
    const io = captureIO(scratch);
    expect(await fingerprintCommand.run(["--session", session, "--json"], io)).toBe(0);
    expect(io.err()).toMatch(/warning: declared skill dir .*gone does not exist/);
    expect(JSON.parse(io.out()).roots).toEqual(["plug"]);
  });

  it("--scope and --ignore shape the hash; sharedHash appears for a scoped plugin", async () => {
    const whole = captureIO(scratch);
    await fingerprintCommand.run(["--json", "plug"], whole);
    const scoped = captureIO(scratch);
    await fingerprintCommand.run(["--json", "--scope", "alpha", "--ignore", "*.py", "--walk", "plug"], scoped);
    const w = JSON.parse(whole.out());
    const s = JSON.parse(scoped.out());
    expect(s.skillScope).toEqual(["alpha"]);
    expect(s.scoped).toBe(true);
    expect(s.jcs1.skillHash).not.toBe(w.jcs1.skillHash);
    expect(s.jcs1.sharedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(w.jcs1.sharedHash).toBeUndefined();
    const paths = s.walk.map((e: { path: string }) => e.path);
    expect(paths).toContain("skills/alpha/SKILL.md");
    expect(paths).not.toContain("skills/beta/SKILL.md");
    expect(paths).not.toContain("scripts/run.py");

    const text = captureIO(scratch);
    await fingerprintCommand.run(["--scope", "alpha,nope", "plug"], text);
    expect(text.out()).toMatch(/^skillScope\s+alpha, nope \(fell back to the whole tree; not found: nope\)$/m);
    expect(text.err()).toMatch(/warning: scenario\.skills \[nope\]/);
  });

  it("usage errors exit 2 with a one-line message", async () => {
    const none = captureIO(scratch);
    expect(await main(["fingerprint"], none)).toBe(2);
    expect(none.err()).toMatch(/^cowork-harness fingerprint: give one or more skill DIRs, or --session FILE\n$/);
    const missing = captureIO(scratch);
    expect(await main(["fingerprint", "no-such-dir"], missing)).toBe(2);
    expect(missing.err()).toMatch(/no-such-dir: no such directory/);
    const flag = captureIO(scratch);
    expect(await main(["fingerprint", "--bogus", "plug"], flag)).toBe(2);
    const badSession = captureIO(scratch);
    writeFileSync(join(scratch, "bad.yaml"), "nonsense_key: 1\n");
    expect(await main(["fingerprint", "--session", "bad.yaml"], badSession)).toBe(2);
    expect(badSession.err()).toMatch(/bad\.yaml/);
  });

  it("exits 3 when a file cannot be read (no skillHash)", async () => {
    const dir = join(scratch, "nonfinite");
    mkdirSync(join(dir, ".claude-plugin"), { recursive: true });
    writeFileSync(join(dir, ".claude-plugin/plugin.json"), '{"n":1e400}');
    const io = captureIO(scratch);
    expect(await fingerprintCommand.run([dir], io)).toBe(3);
    expect(io.out()).toMatch(/^skillHash jcs1 \(v12\)\s+\(none: 1 read error\(s\)\)$/m);
    expect(io.err()).toMatch(/cannot canonicalize manifest/);
  });
});
