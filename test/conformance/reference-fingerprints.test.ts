/**
 * The reference's recorded fingerprints reproduced byte for byte: its pdf-skill cassette's
 * fingerprint in a git copy of reference-repo, and the `fingerprint` command's output on its skill
 * and session (values the reference recorded).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { computeTreeFingerprint } from "../../src/gate/fingerprint/tree-fingerprint.js";
import { fingerprintFieldsFor } from "../../src/gate/fingerprint/fingerprint-fields.js";
import { command as fingerprintCommand } from "../../src/cli/commands/fingerprint.js";
import type { CliIO } from "../../src/cli/io.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { REFERENCE_REPO } from "./corpus.js";

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

function env(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const e = { ...process.env };
  delete e.COWORK_HARNESS_GITSET;
  delete e.COWORK_HARNESS_AGENT_SCOPE;
  return { ...e, ...extra };
}

function referenceCopy(): TempCopy {
  const copy = tempCopy(REFERENCE_REPO, { git: true });
  cleanups.push(copy.cleanup);
  return copy;
}

describe("the reference pdf cassette's recorded fingerprint", () => {
  it("reproduces skillHash, contentSig, fileSigs and mode in a git copy, in key order", async () => {
    const copy = referenceCopy();
    const cassette = JSON.parse(
      readFileSync(join(copy.dir, "examples/replays/example-pdf-skill.cassette.json"), "utf8"),
    );
    const recorded = cassette.fingerprint;
    const tree = await computeTreeFingerprint({ dirs: [join(copy.dir, "examples/skills/my-pdf-skill")], env: env() });
    expect(tree.mode).toBe("git");
    const fields = fingerprintFieldsFor(tree, "jcs1", {
      baseline: recorded.baseline,
      promptAssetsHash: recorded.promptAssetsHash,
      sessionDir: join(copy.dir, "examples/sessions"),
    });
    expect(JSON.stringify(fields)).toBe(JSON.stringify(recorded));
    // the manifest keys were already sorted, so the legacy digest is the same skillHash
    expect(tree.legacy.skillHash).toBe(recorded.skillHash);
    expect(tree.legacy.contentSig).not.toBe(tree.jcs1.contentSig);
    const legacyFields = fingerprintFieldsFor(tree, "legacy");
    expect(legacyFields.hashFormat).toBeUndefined();
    expect(Object.keys(legacyFields)).toEqual(["skillHash", "contentSig", "mode", "fileSigs"]);
  });

  it("a non-repository copy is raw mode with the same skillHash (no untracked files there)", async () => {
    const copy = tempCopy(REFERENCE_REPO);
    cleanups.push(copy.cleanup);
    const tree = await computeTreeFingerprint({ dirs: [join(copy.dir, "examples/skills/my-pdf-skill")], env: env() });
    expect(tree.mode).toBe("raw");
    expect(fingerprintFieldsFor(tree, "jcs1").mode).toBeUndefined();
    expect(tree.jcs1.skillHash).toBe("b760ea90682777367fbd44d866ea66d316452da1abb18bf8cb61f1cec8e67806");
  });
});

const PDF_SKILL_HASH = "b760ea90682777367fbd44d866ea66d316452da1abb18bf8cb61f1cec8e67806";
const PDF_CONTENT_SIG_V12 = "22d43c07dc2c8efcd648d280027317e2b586e5bf5bc42c274b19fc28de8ad552";
const PDF_MANIFEST_SHA = "d7e743622f41cee7a6089bbc989193868849501bfe9a905b40f9c62c16b22b2a";
const DEFAULT_SESSION_FP = "d4844ea2882c1c65348deceb2ccc5c3003f3c1a9aaa23e3b8d82e22382a830f4";

function captureIO(cwd: string): CliIO & { out: () => string; err: () => string } {
  let out = "";
  let err = "";
  const env = { ...process.env };
  delete env.COWORK_HARNESS_GITSET;
  delete env.COWORK_HARNESS_AGENT_SCOPE;
  return { stdout: (t) => void (out += t), stderr: (t) => void (err += t), env, cwd, out: () => out, err: () => err };
}

describe("fingerprint command on the reference skill and session", () => {
  let copy: TempCopy;
  let plugin: string;
  beforeAll(() => {
    copy = tempCopy(REFERENCE_REPO, { git: true });
    plugin = join(copy.dir, "examples/skills/my-pdf-skill");
  });
  afterAll(() => copy.cleanup());

  it("prints a readable text fingerprint of a git-tracked plugin", async () => {
    const io = captureIO(copy.dir);
    const code = await fingerprintCommand.run(["examples/skills/my-pdf-skill"], io);
    expect(code).toBe(0);
    const text = io.out();
    expect(text).toMatch(/^mode\s+git$/m);
    expect(text).toMatch(/^roots\s+examples\/skills\/my-pdf-skill$/m);
    expect(text).toMatch(new RegExp(`^skillHash jcs1 \\(v12\\)\\s+${PDF_SKILL_HASH}$`, "m"));
    expect(text).toMatch(new RegExp(`^skillHash legacy \\(v9-v11\\)\\s+${PDF_SKILL_HASH}$`, "m"));
    expect(text).toMatch(new RegExp(`^contentSig algo 5 \\(v12\\)\\s+${PDF_CONTENT_SIG_V12}$`, "m"));
    expect(text).toMatch(/^contentSig algo 4 \(v9-v11\)\s+ddf68cf6[0-9a-f]{56}$/m);
    expect(text).toMatch(/^sharedHash\s+\(none/m);
    expect(text).toContain(`fileSigs (2):\n  ${PDF_MANIFEST_SHA}  .claude-plugin/plugin.json\n`);
    expect(text).toMatch(/^ {2}63a5ad9d[0-9a-f]{56} {2}skills\/my-pdf-skill\/SKILL\.md$/m);
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
    expect(obj.jcs1.skillHash).toBe(PDF_SKILL_HASH);
    expect(obj.jcs1.contentSig).toBe(PDF_CONTENT_SIG_V12);
    expect(obj.legacy.contentSig).toMatch(/^ddf68cf6/);
    expect(obj.jcs1.fileSigs[0]).toEqual([".claude-plugin/plugin.json", PDF_MANIFEST_SHA]);
    expect(obj.readErrors).toEqual([]);
    expect(obj.sessionFingerprint).toBeUndefined();
  });

  it("--session without DIR hashes the declared dirs and prints the sessionFingerprint", async () => {
    const io = captureIO(copy.dir);
    expect(await fingerprintCommand.run(["--session", "examples/sessions/default.yaml", "--json"], io)).toBe(0);
    const obj = JSON.parse(io.out());
    expect(obj.roots).toEqual(["examples/skills/my-pdf-skill"]);
    expect(obj.jcs1.skillHash).toBe(PDF_SKILL_HASH);
    expect(obj.sessionFingerprint).toBe(DEFAULT_SESSION_FP);

    const textIO = captureIO(copy.dir);
    await fingerprintCommand.run(["--session", "examples/sessions/default.yaml"], textIO);
    expect(textIO.out()).toMatch(new RegExp(`^sessionFingerprint\\s+${DEFAULT_SESSION_FP}$`, "m"));
  });
});
