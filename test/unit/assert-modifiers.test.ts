import { describe, it, expect } from "vitest";
import { modifierKeys } from "../../src/gate/assert/modifiers.js";
import { makeContext } from "../helpers/context.js";

describe("verdict modifiers", () => {
  it("are exactly the seven reference modifiers", () => {
    expect(Object.keys(modifierKeys).sort()).toEqual([
      "allow_delete_in",
      "allow_l0_plugin_divergence",
      "allow_missing_capability",
      "allow_outputs_delete",
      "allow_permissive_auto_allow",
      "allow_stall",
      "allow_undelivered_deliverables",
    ]);
  });
  it("each passes without evidence, even on a failed run", () => {
    const ctx = makeContext({ result: "error" });
    for (const [key, evaluate] of Object.entries(modifierKeys)) {
      expect(evaluate(key === "allow_delete_in" ? ["outputs"] : true, ctx), key).toEqual({ pass: true });
    }
  });
});
