/** The catalog and the replay buckets agree: every evaluable key has exactly one evaluator. */
import { describe, expect, it } from "vitest";
import { ASSERTION_CATALOG } from "../../src/gate/assert/catalog.js";
import {
  ALWAYS_CONTENT_KEYS,
  LIVE_ONLY_KEYS,
  MANIFEST_BODY_KEYS,
  PRE_RUN_KEYS,
  QUESTION_GATE_KEYS,
} from "../../src/gate/replay/buckets.js";
import { ASSERTION_KEYS } from "../../src/core/scenario/assertion-schema.js";

const evaluable = [...ALWAYS_CONTENT_KEYS, ...QUESTION_GATE_KEYS, ...MANIFEST_BODY_KEYS, ...PRE_RUN_KEYS];

describe("assertion catalog", () => {
  it("has an evaluator for every key replay evaluates, and none for live-only keys", () => {
    expect(Object.keys(ASSERTION_CATALOG).sort()).toEqual([...evaluable].sort());
    for (const k of LIVE_ONLY_KEYS) expect(ASSERTION_CATALOG[k]).toBeUndefined();
  });

  it("every schema key falls in exactly one bucket", () => {
    for (const key of ASSERTION_KEYS) {
      const buckets = [
        ALWAYS_CONTENT_KEYS,
        QUESTION_GATE_KEYS,
        MANIFEST_BODY_KEYS,
        PRE_RUN_KEYS,
        LIVE_ONLY_KEYS,
      ].filter((b) => b.has(key)).length;
      expect(buckets, key).toBe(1);
    }
    expect([...evaluable, ...LIVE_ONLY_KEYS].sort()).toEqual([...ASSERTION_KEYS].sort());
  });
});
