import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cassette, Fingerprint } from "../../src/core/cassette/types.js";
import { computeTreeFingerprint } from "../../src/gate/fingerprint/tree-fingerprint.js";
import type { TreeFingerprint } from "../../src/gate/fingerprint/types.js";
import { computeStaleness } from "../../src/gate/staleness/compute.js";
import { promptAssetsHash } from "../../src/core/baselines/prompt-assets.js";
import { loadBaseline } from "../../src/core/baselines/load.js";
import { writeBaselines } from "../helpers/fixtures.js";

const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, COWORK_HARNESS_GITSET: "0" };

let root = "";
let cassettePath = "";
let tree: TreeFingerprint;

function cassette(over: Partial<Cassette> = {}, fp?: Fingerprint): Cassette {
  return {
    cassetteVersion: 12,
    scenario: { prompt: "p", session: "../sessions/s.yaml", fidelity: "container", assert: [] },
    events: [],
    ...(fp ? { fingerprint: fp } : {}),
    ...over,
  };
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "staleness-"));
  mkdirSync(join(root, "skills/p/.claude-plugin"), { recursive: true });
  mkdirSync(join(root, "skills/p/skills/s"), { recursive: true });
  mkdirSync(join(root, "sessions"));
  mkdirSync(join(root, "replays"));
  // unsorted keys: the legacy and jcs1 manifest digests differ
  writeFileSync(join(root, "skills/p/.claude-plugin/plugin.json"), '{"skills":"./skills","name":"p","version":"1"}');
  writeFileSync(join(root, "skills/p/skills/s/SKILL.md"), "Pick Yes or No.\n");
  writeFileSync(join(root, "sessions/s.yaml"), "plugins:\n  local_plugins: [../skills/p]\n");
  cassettePath = join(root, "replays/x.cassette.json");
  tree = await computeTreeFingerprint({ dirs: [join(root, "skills/p")], env });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("computeStaleness skill check", () => {
  it("the fixture really has different legacy and jcs1 digests", () => {
    expect(tree.legacy.skillHash).toBeDefined();
    expect(tree.legacy.skillHash).not.toBe(tree.jcs1.skillHash);
  });

  it("verifies a v11 cassette with the legacy digest it was recorded with (not unverifiable)", async () => {
    const c = cassette(
      { cassetteVersion: 11 },
      { baseline: "1", skillHash: tree.legacy.skillHash!, fileSigs: tree.legacy.fileSigs! },
    );
    const r = await computeStaleness(c, cassettePath, { env });
    expect(r.findings).toEqual([]);
  });

  it("verifies a v12 cassette with the jcs1 digest", async () => {
    const ok = await computeStaleness(
      cassette({}, { baseline: "1", hashFormat: "jcs1", skillHash: tree.jcs1.skillHash! }),
      cassettePath,
      { env },
    );
    expect(ok.findings).toEqual([]);
    const wrong = await computeStaleness(
      cassette({}, { baseline: "1", hashFormat: "jcs1", skillHash: tree.legacy.skillHash! }),
      cassettePath,
      { env },
    );
    expect(wrong.findings.map((f) => f.class)).toEqual(["skill"]);
  });

  it("names the changed file in the finding", async () => {
    const fp: Fingerprint = {
      baseline: "1",
      hashFormat: "jcs1",
      skillHash: "0".repeat(64),
      fileSigs: tree.jcs1.fileSigs!.map(([p, s]) => [p, p.endsWith("SKILL.md") ? "old" : s]),
    };
    const r = await computeStaleness(cassette({}, fp), cassettePath, { env });
    expect(r.findings).toEqual([
      {
        class: "skill",
        message: "skill files changed since record — 1 changed (skills/s/SKILL.md) — re-record",
        files: { changed: ["skills/s/SKILL.md"], added: [], removed: [] },
        // the same file, found in the skill dir that holds it: where the annotation goes
        paths: { changed: [join(root, "skills/p/skills/s/SKILL.md")], added: [], removed: [] },
        location: { path: join(root, "skills/p/skills/s/SKILL.md") },
      },
    ]);
  });

  it("a missing session is unverifiable-skill and says where it looked", async () => {
    const c = cassette(
      { scenario: { prompt: "p", session: "../sessions/none.yaml", assert: [] } },
      { baseline: "1", hashFormat: "jcs1", skillHash: "x" },
    );
    const r = await computeStaleness(c, cassettePath, { env });
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]?.class).toBe("unverifiable-skill");
    expect(r.findings[0]?.message).toContain(`no session file at ${join(root, "sessions/none.yaml")}`);
  });

  it("a mode flip is a format finding", async () => {
    const c = cassette({}, { baseline: "1", hashFormat: "jcs1", skillHash: tree.jcs1.skillHash!, mode: "git" });
    const r = await computeStaleness(c, cassettePath, { env });
    expect(r.findings.map((f) => f.class)).toEqual(["format"]);
  });

  it("label provenance drift is a skill finding", async () => {
    const fp: Fingerprint = {
      baseline: "1",
      hashFormat: "jcs1",
      skillHash: tree.jcs1.skillHash!,
      labelProvenance: [
        { file: "skills/s/SKILL.md", labels: ["No", "Yes"] },
        { file: "skills/s/SKILL.md", labels: ["Maybe"] },
      ],
    };
    const r = await computeStaleness(cassette({}, fp), cassettePath, { env });
    expect(r.findings.map((f) => f.message)).toEqual([
      "gate option labels reordered in skills/s/SKILL.md: No, Yes — re-record",
      "gate option label(s) no longer in skills/s/SKILL.md: Maybe — re-record",
    ]);
  });

  it("notes a multi-root recording", async () => {
    const r = await computeStaleness(cassette({}, { baseline: "1", skillSources: ["a", "b"] }), cassettePath, { env });
    expect(r.notes.some((n) => n.startsWith("multi-root: cassette records 2 skill roots"))).toBe(true);
  });
});

describe("computeStaleness baseline-dependent checks", () => {
  it("without a baselines dir they are notes only", async () => {
    const c = cassette(
      {
        scenario: { prompt: "p", session: "(inline)", fidelity: "cowork", assert: [] },
        effectiveFidelity: "container",
      },
      { baseline: "1", promptAssetsHash: "abc" },
    );
    const r = await computeStaleness(c, cassettePath, { env });
    expect(r.findings).toEqual([]);
    expect(r.notes.map((n) => n.split(":")[0])).toEqual(["resolved-tier", "baseline", "prompt-assets"]);
  });

  it("with a baselines dir: tier, baseline and prompt assets are checked", async () => {
    const refBaselines = writeBaselines(join(root, "baselines"), [
      { appVersion: "1.9.0", prompt: "older" },
      { appVersion: "1.34493.1", hostLoop: true, prompt: "Cowork prompt <!-- note -->" },
    ]);
    const assets = await promptAssetsHash(await loadBaseline(refBaselines, "1.34493.1"));
    expect(assets).toMatch(/^[0-9a-f]{16}$/);
    const c = cassette(
      {
        scenario: { prompt: "p", session: "(inline)", fidelity: "cowork", assert: [] },
        effectiveFidelity: "container",
      },
      { baseline: "1.34493.1", promptAssetsHash: assets },
    );
    const r = await computeStaleness(c, cassettePath, { env, baselinesDir: refBaselines });
    expect(r.findings.map((f) => f.class)).toEqual(["resolved-tier"]);
    expect(r.findings[0]?.message).toContain("now resolves to 'hostloop'");
    const drift = await computeStaleness(
      cassette({}, { baseline: "1.34493.1", promptAssetsHash: "0000000000000000" }),
      cassettePath,
      {
        env,
        baselinesDir: refBaselines,
      },
    );
    expect(drift.findings.map((f) => f.class)).toEqual(["prompt-assets"]);
    const moved = await computeStaleness(cassette({}, { baseline: "1.0.0", promptAssetsHash: "x" }), cassettePath, {
      env,
      baselinesDir: refBaselines,
    });
    expect(moved.findings.map((f) => f.message)).toEqual(["baseline moved 1.0.0 → 1.34493.1 since record — re-record"]);
  });

  it("cowork without effectiveFidelity is unverifiable-tier, and unloadable baselines are unverifiable", async () => {
    const empty = mkdtempSync(join(tmpdir(), "nobaselines-"));
    try {
      const c = cassette(
        { scenario: { prompt: "p", session: "(inline)", fidelity: "cowork", assert: [] } },
        { baseline: "1" },
      );
      const r = await computeStaleness(c, cassettePath, { env, baselinesDir: empty });
      expect(r.findings.map((f) => f.class)).toEqual(["unverifiable-tier", "unverifiable-baseline"]);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
