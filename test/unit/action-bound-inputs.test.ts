/**
 * Issue 36, classes 1 and 4, the Action's side: the time ceiling (max-timeout-ms) and the re-run
 * step's budget (rerun-budget-ms) are workflow inputs, parsed in one place with a one-line error
 * naming the input; record and rerecord take only the container tier on an event that runs a pull
 * request's code; and nothing the Action reads can lift the tier rule — no input names it, the
 * Action's code never sets the protocol-tier opt-in.
 */
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { REPO_ROOT } from "../helpers/paths.js";
import { liveRunBounds, readInputs } from "../../src/action/inputs.js";
import { readRerecordInputs } from "../../src/action/rerecord-inputs.js";

const action = parse(readFileSync(join(REPO_ROOT, "action.yml"), "utf8")) as {
  inputs: Record<string, { default?: string }>;
};

describe("the Action's time inputs", () => {
  it("default to the built-in ceiling (180 s) and budget (30 min)", () => {
    expect(action.inputs["max-timeout-ms"]?.default).toBe("180000");
    expect(action.inputs["rerun-budget-ms"]?.default).toBe("1800000");
    expect(readInputs({ "INPUT_MAX-TIMEOUT-MS": "180000", "INPUT_RERUN-BUDGET-MS": "1800000" })).toMatchObject({
      maxTimeoutMs: 180_000,
      rerunBudgetMs: 1_800_000,
    });
    const unset = readInputs({});
    expect(unset.maxTimeoutMs).toBeUndefined();
    expect(unset.rerunBudgetMs).toBeUndefined();
  });

  it("take the workflow's values; a bad one is one line naming the input", () => {
    expect(readInputs({ "INPUT_MAX-TIMEOUT-MS": "5000", "INPUT_RERUN-BUDGET-MS": "60000" })).toMatchObject({
      maxTimeoutMs: 5_000,
      rerunBudgetMs: 60_000,
    });
    expect(() => readInputs({ "INPUT_MAX-TIMEOUT-MS": "3 minutes" })).toThrow(
      /^input max-timeout-ms must be a whole number of milliseconds/,
    );
    expect(() => readInputs({ "INPUT_RERUN-BUDGET-MS": "0" })).toThrow(
      /^input rerun-budget-ms must be a whole number of milliseconds/,
    );
    expect(readRerecordInputs({ "INPUT_MAX-TIMEOUT-MS": "7000" }).bounds.maxTimeoutMs).toBe(7_000);
    expect(() => readRerecordInputs({ "INPUT_MAX-TIMEOUT-MS": "-1" })).toThrow(/^input max-timeout-ms must be/);
  });
});

describe("record and rerecord on a pull request's event", () => {
  it("take only the container tier there, and not on a push", () => {
    expect(liveRunBounds({ GITHUB_EVENT_NAME: "pull_request" }).containerTierOnly).toBe(true);
    expect(liveRunBounds({ GITHUB_EVENT_NAME: "pull_request_target" }).containerTierOnly).toBe(true);
    expect(readRerecordInputs({ GITHUB_EVENT_NAME: "pull_request" }).bounds.containerTierOnly).toBe(true);
    expect(liveRunBounds({}).containerTierOnly).toBeUndefined();
  });

  it("no input can lift the rule: the tier rule has no input, and no Action code sets the protocol-tier opt-in", () => {
    const names = Object.keys(action.inputs);
    expect(names.filter((n) => /protocol|tier|fidelity/i.test(n))).toEqual([]);
    // every input set to true on a pull request still leaves the container tier only
    const all = Object.fromEntries(names.map((n) => [`INPUT_${n.toUpperCase()}`, "true"]));
    expect(
      liveRunBounds({ ...all, "INPUT_MAX-TIMEOUT-MS": "1000", GITHUB_EVENT_NAME: "pull_request" }).containerTierOnly,
    ).toBe(true);
    const dir = join(REPO_ROOT, "src/action");
    for (const f of readdirSync(dir))
      expect(readFileSync(join(dir, f), "utf8"), f).not.toMatch(/allowProtocolTier|allow-protocol-tier/);
  });
});
