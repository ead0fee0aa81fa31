/** The pure parts of `replay --write` and the notice texts (the reference's src/run/cassette.ts; docs/reference.md#gate-extras). */
import { describe, expect, it } from "vitest";
import { spliceBlock, writeRefusal } from "../../src/gate/reassert/write-block.js";
import { compactLoadMessage, noScenarioFound } from "../../src/gate/reassert/notices.js";
import type { Verdict } from "../../src/gate/replay/result.js";

const verdict = (pass: boolean, signals: Verdict["signals"] = []): Verdict => ({
  pass,
  exitCode: pass ? 0 : 1,
  signals,
  guards: [],
  failures: [],
});

describe("spliceBlock", () => {
  const cassette = () => ({
    zeta: 1,
    scenario: { name: "n", assert: [{ result: "success" }], future: { a: 1 } },
    alpha: [1, 2],
  });

  it("replaces only scenario.assert, keeps unknown fields and key order, 2-space JSON without a trailing newline", () => {
    const raw = cassette();
    const text = spliceBlock(raw, { assert: [{ tool_called: "Bash" }], expectDenied: [] })!;
    expect(text).toBe(
      JSON.stringify(
        { zeta: 1, scenario: { name: "n", assert: [{ tool_called: "Bash" }], future: { a: 1 } }, alpha: [1, 2] },
        null,
        2,
      ),
    );
    expect(text.endsWith("\n")).toBe(false);
  });

  it("never adds an empty expect_denied, sets a non-empty one, and updates one already present", () => {
    expect(JSON.parse(spliceBlock(cassette(), { assert: [], expectDenied: [] })!).scenario).not.toHaveProperty(
      "expect_denied",
    );
    expect(
      JSON.parse(spliceBlock(cassette(), { assert: [{ result: "success" }], expectDenied: ["x.org"] })!).scenario
        .expect_denied,
    ).toEqual(["x.org"]);
    const present = { scenario: { assert: [{ result: "success" }], expect_denied: ["x.org"] } };
    expect(
      JSON.parse(spliceBlock(present, { assert: [{ result: "success" }], expectDenied: [] })!).scenario.expect_denied,
    ).toEqual([]);
  });

  it("is a no-op (undefined) when the block already matches, whatever the key order inside items", () => {
    const raw = { scenario: { assert: [{ artifact_text: { contains: ["a"], artifact: "f" } }] } };
    expect(
      spliceBlock(raw, { assert: [{ artifact_text: { artifact: "f", contains: ["a"] } }], expectDenied: [] }),
    ).toBeUndefined();
    expect(
      spliceBlock(raw, { assert: [{ artifact_text: { artifact: "f", contains: ["b"] } }], expectDenied: [] }),
    ).toBeDefined();
  });

  it("refuses a cassette without a scenario object", () => {
    expect(() => spliceBlock({ scenario: [] }, { assert: [], expectDenied: [] })).toThrow(/no scenario object/);
  });
});

describe("writeRefusal", () => {
  const live = { key: "egress_denied", code: "live-only" as const, message: "live-only" };
  const noManifest = {
    key: "file_exists",
    code: "manifest-missing" as const,
    message: "no artifact manifest in this cassette",
  };

  it("lets live-only keys through, refuses keys that would freeze as silent no-ops, before the verdict guard", () => {
    expect(writeRefusal([live], verdict(true), false)).toBeUndefined();
    expect(
      writeRefusal([live, noManifest], verdict(false, [{ code: "assertion", severity: "fail", message: "m" }]), false),
    ).toBe(
      "refusing to --write: 1 on-disk assert key(s) would freeze as a SILENT no-op on this cassette (a permanent false-green): `file_exists` (no artifact manifest in this cassette). These need evidence only a live re-record captures (artifact manifest / pre-run hashes / controlOut) — re-record to embed them.",
    );
  });

  it("refuses a failing verdict listing every failing signal, unless allowFailing", () => {
    const v = verdict(false, [
      { code: "assertion", severity: "fail", message: "4 tool calls exceeds max 1" },
      { code: "exec_infra_error", severity: "warn", message: "ignored" },
      { code: "stalled", severity: "fail", message: "stalled" },
    ]);
    expect(writeRefusal([], v, false)).toBe(
      "refusing to --write a FAILING reassert verdict — assertion: 4 tool calls exceeds max 1; stalled: stalled (fix the scenario, or pass --allow-failing; mirrors record)",
    );
    expect(writeRefusal([], v, true)).toBeUndefined();
  });
});

describe("compactLoadMessage", () => {
  it("collapses whitespace and clips at 200 characters with an ellipsis", () => {
    expect(compactLoadMessage("a\n   b\t c ")).toBe("a b c");
    const long = "x".repeat(250);
    expect(compactLoadMessage(long)).toBe(`${"x".repeat(200)}…`);
    expect(compactLoadMessage("y".repeat(200))).toBe("y".repeat(200));
  });
});

describe("noScenarioFound", () => {
  it("says why the recorded source was not used", () => {
    const tail = " — pass --assert-from <scenario.yaml> explicitly";
    expect(noScenarioFound("c.json", { via: "none" })).toBe(
      `--reassert: no on-disk scenario found for c.json (looked via none)${tail}`,
    );
    expect(noScenarioFound("c.json", { via: "none", persistedMissing: "../s.yaml" })).toBe(
      `--reassert: no on-disk scenario found for c.json (looked via none; recorded source '../s.yaml' is missing)${tail}`,
    );
    expect(
      noScenarioFound("c.json", { via: "none", persistedMissing: "../../x.yaml", persistedOutside: "../../x.yaml" }),
    ).toContain("recorded source '../../x.yaml' is outside the repository (not read)");
  });
});
