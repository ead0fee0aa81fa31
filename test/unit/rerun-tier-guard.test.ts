/**
 * Issue 36, class 1: every place a pull request could name the tier of a re-run is judged — the
 * cassette's recorded tier, its frozen scenario, the scenario file on disk — and anything but the
 * container tier, an unknown one included, refuses the re-run. Pure (src/live/rerun/tier-guard.ts).
 */
import { describe, expect, it } from "vitest";
import { nonContainerTier, tierName } from "../../src/live/rerun/tier-guard.js";
import type { Cassette } from "../../src/core/cassette/types.js";
import type { OnDiskScenario } from "../../src/core/scenario/on-disk-scenario.js";
import type { LoadedScenario } from "../../src/core/scenario/load.js";

const none: OnDiskScenario = { status: "none", source: { via: "none" } as never };
const onDisk = (fidelity: string, line = 4): OnDiskScenario => ({
  status: "loaded",
  path: "/repo/scenarios/x.yaml",
  via: "persisted",
  loaded: { scenario: { fidelity }, keyLines: { fidelity: line } } as unknown as LoadedScenario,
});
const cassette = (over: Partial<Cassette> & { fidelity?: unknown } = {}): Cassette => {
  const { fidelity, ...rest } = over;
  return {
    effectiveFidelity: "container",
    environment: { tier: "container" },
    scenario: { name: "x", ...(fidelity !== undefined ? { fidelity } : {}) },
    ...rest,
  } as unknown as Cassette;
};

describe("the re-run's tier, judged from every source", () => {
  it("all container (a frozen scenario without fidelity is the default, container): no refusal", () => {
    expect(nonContainerTier(cassette(), none)).toBeUndefined();
    expect(nonContainerTier(cassette({ fidelity: "container" }), onDisk("container"))).toBeUndefined();
  });

  it("the recorded tier says protocol, or says nothing", () => {
    expect(nonContainerTier(cassette({ effectiveFidelity: "protocol" }), none)).toMatch(
      /^the protocol tier is not a sandbox — it was recorded at the protocol tier; /,
    );
    expect(nonContainerTier(cassette({ environment: { tier: "protocol" } } as never), none)).toContain(
      "recorded at the protocol tier",
    );
    const unknown = cassette();
    delete unknown.effectiveFidelity;
    delete unknown.environment;
    expect(nonContainerTier(unknown, none)).toContain("the recording does not say which tier made it");
  });

  it("only the frozen scenario says protocol", () => {
    expect(nonContainerTier(cassette({ fidelity: "protocol" }), onDisk("container"))).toContain(
      "its frozen scenario says fidelity: protocol",
    );
  });

  it("only the scenario file on disk says protocol (at its line), or does not load", () => {
    expect(nonContainerTier(cassette(), onDisk("protocol", 4))).toMatch(
      /its scenario file .*scenarios\/x\.yaml:4 says fidelity: protocol/,
    );
    const invalid: OnDiskScenario = {
      status: "invalid",
      path: "/repo/scenarios/x.yaml",
      via: "persisted",
      message: "bad",
    };
    expect(nonContainerTier(cassette(), invalid)).toMatch(
      /scenarios\/x\.yaml does not load, so the tier it asks for is unknown/,
    );
  });

  it("says what to do: re-record at the container tier, or rerun --allow-protocol-tier on your own machine", () => {
    expect(nonContainerTier(cassette({ fidelity: "protocol" }), none)).toMatch(
      /re-record it at fidelity: container \(or, on your own machine, rerun --allow-protocol-tier\)$/,
    );
  });

  it("a tier name the pull request wrote is quoted short, never as free text", () => {
    expect(tierName("protocol")).toBe("protocol");
    const forged = `x\n##[error]FORGED ${"A".repeat(500)}`;
    expect(tierName(forged)).toBe('unknown ("x????error?FORGED?AA")');
    const why = nonContainerTier(cassette({ effectiveFidelity: forged }), none)!;
    expect(why).not.toMatch(/\n|##\[/);
    expect(why.length).toBeLessThan(400);
  });
});
