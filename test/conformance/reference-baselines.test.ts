/** The reference's own Desktop baselines (reference-repo/baselines): latest, promptAssetsHash, tier, and the staleness checks on them. */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Cassette, Fingerprint } from "../../src/core/cassette/types.js";
import { listBaselineVersions, loadBaseline } from "../../src/core/baselines/load.js";
import { promptAssetsHash } from "../../src/core/baselines/prompt-assets.js";
import { resolveCoworkTier } from "../../src/core/baselines/tier.js";
import { computeStaleness } from "../../src/gate/staleness/compute.js";
import { REFERENCE_REPO } from "./corpus.js";

const refBaselines = join(REFERENCE_REPO, "baselines");
const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, COWORK_HARNESS_GITSET: "0" };
const cassettePath = join(REFERENCE_REPO, "examples/replays/x.cassette.json");

function cassette(over: Partial<Cassette> = {}, fp?: Fingerprint): Cassette {
  return {
    cassetteVersion: 12,
    scenario: { prompt: "p", session: "(inline)", fidelity: "container", assert: [] },
    events: [],
    ...(fp ? { fingerprint: fp } : {}),
    ...over,
  };
}

describe("the reference baselines", () => {
  it("latest is the highest desktop-*.json of the directory", async () => {
    expect((await listBaselineVersions(refBaselines))[0]).toBe("1.34493.1");
    expect((await loadBaseline(refBaselines, "latest")).baseline.appVersion).toBe("1.34493.1");
    expect((await loadBaseline(refBaselines, "1.18286.0")).baseline.appVersion).toBe("1.18286.0");
    await expect(loadBaseline(refBaselines, "9.9.9")).rejects.toThrow(/baseline '9.9.9': no file .*desktop-9.9.9.json/);
  });

  it("promptAssetsHash reproduces the reference value for desktop-1.34493.1", async () => {
    expect(await promptAssetsHash(await loadBaseline(refBaselines, "1.34493.1"))).toBe("491afe2862dc67ea");
  });

  it("desktop-1.34493.1 resolves fidelity cowork to the host loop", async () => {
    expect(resolveCoworkTier((await loadBaseline(refBaselines, "1.34493.1")).baseline)).toBe("hostloop");
  });

  it("with the reference baselines: tier, baseline and prompt assets are checked", async () => {
    const c = cassette(
      {
        scenario: { prompt: "p", session: "(inline)", fidelity: "cowork", assert: [] },
        effectiveFidelity: "container",
      },
      { baseline: "1.34493.1", promptAssetsHash: "491afe2862dc67ea" },
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
});
