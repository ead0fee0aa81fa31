import { describe, it, expect } from "vitest";
import { resultKeys } from "../../src/gate/assert/result.js";
import { makeContext } from "../helpers/context.js";

const result = resultKeys.result!;

describe("result", () => {
  it("passes when the recorded outcome equals the expected one, with the reference evidence", () => {
    expect(result("success", makeContext({ result: "success" }))).toEqual({ pass: true, evidence: "result: success" });
    expect(result("error", makeContext({ result: "error" }))).toEqual({ pass: true, evidence: "result: error" });
  });

  it("fails naming both values when they differ", () => {
    expect(result("success", makeContext({ result: "error" }))).toEqual({
      pass: false,
      message: "result was error, expected success",
    });
  });

  it("fails (never throws) on an argument that is neither success nor error", () => {
    for (const bad of ["ok", 1, null, undefined, {}]) {
      const r = result(bad, makeContext());
      expect(r.pass).toBe(false);
      expect(r.message).toMatch(/^result: invalid argument/);
    }
  });
});
