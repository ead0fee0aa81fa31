/**
 * The reference's own hash vectors (conformance/hash-vectors): every row of vectors.jsonl must
 * reproduce exactly, on trees built by build-trees.sh; the rows kept back from the jsonl are
 * checked against the 16-hex prefixes of the spec's §7 table.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { computeSharedHash, computeTreeFingerprint } from "../../src/gate/fingerprint/tree-fingerprint.js";
import { walkLine } from "../../src/gate/fingerprint/walk-listing.js";
import { CONFORMANCE, SPEC } from "./corpus.js";

interface VectorRow {
  name: string;
  dirs: string[];
  scope?: string[];
  ignore?: string[];
  mode: "git" | "raw";
  scoped: boolean;
  agentScoped: boolean;
  readErrors: number;
  skillHash_jcs1: string;
  skillHash_legacy: string;
  contentSig_v12?: string;
  contentSig_v9to11?: string;
  sharedHash: string | null;
  fileSigs_jcs1: [string, string][];
  walk: string[];
}

const VECTORS_DIR = join(CONFORMANCE, "hash-vectors");
const rows: VectorRow[] = readFileSync(join(VECTORS_DIR, "vectors.jsonl"), "utf8")
  .trim()
  .split("\n")
  .map((l) => JSON.parse(l) as VectorRow);

/** An env with the harness switches unset, as the vectors were produced. */
function cleanEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.COWORK_HARNESS_GITSET;
  delete env.COWORK_HARNESS_AGENT_SCOPE;
  return { ...env, ...extra };
}

/** The 16-hex prefixes of one row of the spec's §7 table, by the row's leading label. */
function specTableRow(label: string): string[] {
  const spec = readFileSync(join(SPEC, "staleness.md"), "utf8");
  const line = spec.split("\n").find((l) => l.startsWith(`| ${label}`));
  if (!line) throw new Error(`no §7 table row "${label}"`);
  return line
    .split("|")
    .slice(2)
    .map((cell) => /[0-9a-f]{16}/.exec(cell)?.[0] ?? "");
}

let base: string;
let trees: string;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "fp-vectors-"));
  trees = join(base, "trees");
  execFileSync("bash", [join(VECTORS_DIR, "build-trees.sh"), trees], { stdio: "pipe" });
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("hash vectors (vectors.jsonl)", () => {
  it("has the rows the suite expects", () => {
    expect(rows.length).toBeGreaterThanOrEqual(10);
  });

  for (const row of rows) {
    it(`reproduces ${row.name}`, async () => {
      const dirs = row.dirs.map((d) => join(trees, d));
      const env = cleanEnv();
      const t = await computeTreeFingerprint({ dirs, scopeSkills: row.scope, hashIgnore: row.ignore, env });
      expect(t.mode).toBe(row.mode);
      expect(t.scoped).toBe(row.scoped);
      expect(t.agentScoped).toBe(row.agentScoped);
      expect(t.readErrors.length).toBe(row.readErrors);
      expect(t.walk.map(walkLine)).toEqual(row.walk);
      expect(t.jcs1.skillHash).toBe(row.skillHash_jcs1);
      expect(t.legacy.skillHash).toBe(row.skillHash_legacy);
      expect(t.jcs1.contentSig).toBe(row.contentSig_v12);
      expect(t.legacy.contentSig).toBe(row.contentSig_v9to11);
      expect(t.jcs1.fileSigs).toEqual(row.fileSigs_jcs1);
      const shared = await computeSharedHash({ dirs, hashIgnore: row.ignore, env });
      expect(shared?.jcs1 ?? null).toBe(row.sharedHash);
      // buildFingerprint writes sharedHash only for scoped cassettes whose roots all have skills/
      if (row.scope && row.sharedHash) expect(t.jcs1.sharedHash).toBe(row.sharedHash);
      if (!row.scope) expect(t.jcs1.sharedHash).toBeUndefined();
    });
  }
});

describe("rows kept back from the jsonl (spec §7 table prefixes)", () => {
  it("t2 scoped [alpha] + session ignore", async () => {
    const [sj, sl, c5, c4, shared] = specTableRow("t2 scoped `[alpha]` + session ignore");
    const env = cleanEnv();
    const t = await computeTreeFingerprint({
      dirs: [join(trees, "t2")],
      scopeSkills: ["alpha"],
      hashIgnore: ["scripts/", "**/*.py"],
      env,
    });
    expect(t.jcs1.skillHash?.slice(0, 16)).toBe(sj);
    expect(t.legacy.skillHash?.slice(0, 16)).toBe(sl);
    expect(t.jcs1.contentSig?.slice(0, 16)).toBe(c5);
    expect(t.legacy.contentSig?.slice(0, 16)).toBe(c4);
    expect(t.jcs1.sharedHash?.slice(0, 16)).toBe(shared);
    expect(t.walk.some((e) => e.path.endsWith(".py") || e.path.startsWith("scripts"))).toBe(false);
  });

  it("t6 with COWORK_HARNESS_GITSET=0 is raw and counts untracked files", async () => {
    const [sj] = specTableRow("t6 with `COWORK_HARNESS_GITSET=0`");
    const t = await computeTreeFingerprint({
      dirs: [join(trees, "t6/repo/plug")],
      env: cleanEnv({ COWORK_HARNESS_GITSET: "0" }),
    });
    expect(t.mode).toBe("raw");
    expect(t.jcs1.skillHash?.slice(0, 16)).toBe(sj);
    expect(t.walk.map((e) => e.path)).toContain("untracked.md");
  });

  it("t7b manifest array keeps a nested version", async () => {
    const [sj, sl, c5, c4] = specTableRow("t7b manifest array");
    const t = await computeTreeFingerprint({ dirs: [join(trees, "t7/b")], env: cleanEnv() });
    expect(t.jcs1.skillHash?.slice(0, 16)).toBe(sj);
    expect(t.legacy.skillHash?.slice(0, 16)).toBe(sl);
    expect(t.jcs1.contentSig?.slice(0, 16)).toBe(c5);
    expect(t.legacy.contentSig?.slice(0, 16)).toBe(c4);
  });

  describe("t9 = t2 + agents/beta.md, scoped [alpha]", () => {
    let t9: string;
    beforeAll(() => {
      t9 = join(base, "t9");
      cpSync(join(trees, "t2"), t9, { recursive: true, verbatimSymlinks: true });
      writeFileSync(join(t9, "agents/beta.md"), "agent beta\n");
    });

    it("agent scope off keeps the skill-named agent", async () => {
      const [sj, , , , shared] = specTableRow("t9 = t2 + `agents/beta.md`");
      const t = await computeTreeFingerprint({ dirs: [t9], scopeSkills: ["alpha"], env: cleanEnv() });
      expect(t.agentScoped).toBe(false);
      expect(t.walk.map((e) => e.path)).toContain("agents/beta.md");
      expect(t.jcs1.skillHash?.slice(0, 16)).toBe(sj);
      expect(t.jcs1.sharedHash?.slice(0, 16)).toBe(shared);
    });

    it("COWORK_HARNESS_AGENT_SCOPE=skill drops agents of skills out of scope", async () => {
      const [sj, , , , shared] = specTableRow("t9 scoped `[alpha]`, `COWORK_HARNESS_AGENT_SCOPE=skill`");
      const t = await computeTreeFingerprint({
        dirs: [t9],
        scopeSkills: ["alpha"],
        env: cleanEnv({ COWORK_HARNESS_AGENT_SCOPE: "skill" }),
      });
      expect(t.agentScoped).toBe(true);
      expect(t.walk.map((e) => e.path)).not.toContain("agents/beta.md");
      expect(t.walk.map((e) => e.path)).toContain("agents/alpha.md");
      expect(t.jcs1.skillHash?.slice(0, 16)).toBe(sj);
      expect(t.jcs1.sharedHash?.slice(0, 16)).toBe(shared);
    });
  });
});
