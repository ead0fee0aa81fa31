/** Effort against the baseline's model table (the reference's live lane; docs/reference.md#the-live-lane): refused with one line at the session's line. */
import { describe, expect, it } from "vitest";
import { baselineEffortDefault, validateEffort } from "../../src/live/judge/effort.js";

const baseline = {
  appVersion: "1.99999.0",
  spawn: {
    effortDefault: "high",
    effortByModel: { "claude-a": { effortLevels: ["low", "medium"] }, "claude-old": { modes: ["extended"] } },
    effortRegexDefault: { pattern: "^claude-fable", effortLevels: ["high"] },
  },
};
const at = "sessions/s.yaml (line 3)";

describe("effort against the baseline", () => {
  it("a level the model offers, an unknown model, or no effort passes", () => {
    expect(() => validateEffort(baseline, "claude-a", "low", at)).not.toThrow();
    expect(() => validateEffort(baseline, "claude-unknown", "max", at)).not.toThrow();
    expect(() => validateEffort(baseline, "claude-old", undefined, at)).not.toThrow();
  });
  it("a level the model does not offer, an effort for a model without a selector, or a pattern model's missing level is refused at the line", () => {
    expect(() => validateEffort(baseline, "claude-a", "max", at)).toThrow(
      'sessions/s.yaml (line 3): effort "max" is not offered by model claude-a (baseline 1.99999.0 offers low, medium)',
    );
    expect(() => validateEffort(baseline, "claude-old", "low", at)).toThrow(
      'sessions/s.yaml (line 3): model "claude-old" has no effort selector (baseline 1.99999.0) — remove effort',
    );
    expect(() => validateEffort(baseline, "claude-fable-1", "low", at)).toThrow(
      /effort "low" is not offered by model claude-fable-1/,
    );
  });
  it("a session with no effort runs at the baseline's default", () => {
    expect(baselineEffortDefault(baseline)).toBe("high");
    expect(baselineEffortDefault({ appVersion: "1" })).toBeUndefined();
  });
});
