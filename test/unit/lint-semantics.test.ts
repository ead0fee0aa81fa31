/** How the linter reads values (YAML 1.1, Python-style numbers and truthiness), its helpers, and rule variants. */
import { describe, expect, it } from "vitest";
import { lintScenarioText } from "../../src/gate/lint/lint-text.js";
import { numeric, pyList, truthy } from "../../src/gate/lint/py-values.js";
import { slashCommandNames } from "../../src/gate/lint/rules/prompt-slash.js";
import { unclassifiedKeyFindings } from "../../src/gate/lint/self-check.js";
import { matchesAnyPathGlob } from "../../src/core/util/path-glob.js";
import { closestMatch, editDistance } from "../../src/core/util/edit-distance.js";

const findings = (text: string) => lintScenarioText(text, "s.yaml");
const ids = (text: string) => findings(text).map((f) => f.ruleId);

describe("value reading", () => {
  it("numbers as Python float() reads them; booleans are not numbers", () => {
    expect([numeric(1), numeric("1e0"), numeric(" 2.5 "), numeric("1_000"), numeric("-inf")]).toEqual([
      1,
      1,
      2.5,
      1000,
      -Infinity,
    ]);
    expect([numeric(true), numeric("one"), numeric(""), numeric(null)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
  it("truthiness and list reprs", () => {
    expect([truthy([]), truthy({}), truthy(""), truthy(0), truthy(["x"]), truthy("no")]).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(pyList(["a", "it's"])).toBe(`['a', "it's"]`);
    expect(pyList([0, 3])).toBe("[0, 3]");
  });
  it("YAML 1.1: `no` is false, so `gate_answers_delivered: no` is not vacuous", () => {
    expect(ids("prompt: p\nassert:\n  - gate_answers_delivered: no\n")).not.toContain("vacuous-gate-assert");
    expect(ids("prompt: p\nassert:\n  - gate_answers_delivered: 'no'\n")).toContain("vacuous-gate-assert");
  });
  it("YAML 1.1: `on` is a boolean, so `on_unanswered: on` is invalid", () => {
    expect(ids("prompt: p\non_unanswered: on\nassert:\n  - result: success\n")).toContain("on-unanswered-invalid");
  });
});

describe("helpers", () => {
  it("tool globs: segments, ** spans segments, * and ? stay inside one, anchored and case-sensitive", () => {
    expect(matchesAnyPathGlob(["Ask*"], "AskUserQuestion")).toBe(true);
    expect(matchesAnyPathGlob(["Ask?serQuestion"], "AskUserQuestion")).toBe(true);
    expect(matchesAnyPathGlob(["ask*"], "AskUserQuestion")).toBe(false);
    expect(matchesAnyPathGlob(["Ask"], "AskUserQuestion")).toBe(false);
    expect(matchesAnyPathGlob(["a/**/d"], "a/b/c/d")).toBe(true);
    expect(matchesAnyPathGlob(["a/*"], "a/b/c")).toBe(false);
    expect(matchesAnyPathGlob(["a\\b"], "a/b")).toBe(true);
  });
  it("slash tokens: after whitespace or an opener, names only, path roots ignored, de-duplicated", () => {
    expect(slashCommandNames("use /deploy, then (/deploy) and '/plug:run'. See /mnt/x and /TMP. a/b /9x")).toEqual([
      "deploy",
      "plug:run",
    ]);
  });
  it("edit distance and did-you-mean", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(closestMatch("tool_caled", ["tool_not_called", "tool_called"])).toBe("tool_called");
    expect(closestMatch("timeout", ["prompt", "timeout_ms"])).toBe("timeout_ms");
    expect(closestMatch("zzz", ["prompt", "assert"])).toBeUndefined();
  });
});

describe("rule variants and order", () => {
  it("vacuous-gate-assert names `questions_count_max: 0` when the scenario is gate-free by design", () => {
    const [f] = findings("prompt: p\nassert:\n  - gate_answers_delivered: true\n  - questions_count_max: '0'\n").filter(
      (x) => x.ruleId === "vacuous-gate-assert",
    );
    expect(f?.message).toMatch(/questions_count_max: 0/);
  });
  it("a tool_called glob matching AskUserQuestion is a presence companion", () => {
    expect(ids("prompt: p\nassert:\n  - gate_answers_delivered: true\n  - tool_called: Ask*\n")).not.toContain(
      "vacuous-gate-assert",
    );
  });
  it("assert-contradiction joins clauses and says `all of them` for several", () => {
    const text =
      "prompt: p\nassert:\n  - questions_count_max: 0\n  - question_asked: x\n  - no_path_denied: true\n  - vm_path_denied: true\n";
    const [f] = findings(text).filter((x) => x.ruleId === "assert-contradiction");
    expect(f?.message).toMatch(/; and .*no run can satisfy all of them\.$/);
  });
  it("container-only key is a WARN at cowork", () => {
    const [f] = findings("prompt: p\nfidelity: cowork\nassert:\n  - no_scratchpad_leak: true\n").filter(
      (x) => x.ruleId === "container-only-key-off-container",
    );
    expect(f?.severity).toBe("WARN");
  });
  it("expect_denied at protocol counts as egress", () => {
    expect(ids("prompt: p\nfidelity: protocol\nexpect_denied: [evil.com]\nassert:\n  - result: success\n")).toContain(
      "egress-on-protocol",
    );
    expect(ids("prompt: p\nfidelity: protocol\nexpect_denied: []\nassert:\n  - result: success\n")).not.toContain(
      "egress-on-protocol",
    );
  });
  it("a single mapping under assert counts as one item", () => {
    expect(ids("prompt: p\nassert:\n  tool_caled: Bash\n")).toContain("unknown-assert-key");
  });
  it("manifest-needs-snapshot leaves out remote-incompatible keys on the remote lane", () => {
    expect(ids("prompt: p\nlane: remote\nassert:\n  - user_visible_artifact: outputs/a\n")).not.toContain(
      "manifest-needs-snapshot",
    );
  });
  it("on a parse error only the raw-text findings come first, then `parse`, nothing else", () => {
    expect(ids('prompt: p\ntimeout: 3\nassert:\n  - transcript_matches: "\\d"\n')).toEqual([
      "regex-double-quoted",
      "parse",
    ]);
  });
  it("a document that is not a mapping is a `parse` error", () => {
    expect(ids("- a\n- b\n")).toEqual(["parse"]);
    expect(ids("")).toEqual(["parse"]);
  });
  it("findings follow the rule order, not the file order", () => {
    const text = "prompt: p\nassert:\n  - file_exists: outputs/a\n  - tool_caled: x\nzzz: 1\n";
    expect(ids(text)).toEqual([
      "unknown-top-key",
      "unknown-assert-key",
      "manifest-needs-snapshot",
      "scenario-does-not-load",
    ]);
  });
  it("the self-check reports keys in no family, once", () => {
    expect(unclassifiedKeyFindings()).toEqual([]);
    const [f, ...rest] = unclassifiedKeyFindings(["result", "brand_new"], [new Set(["result"])]);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ ruleId: "linter-unclassified-key", severity: "ERROR" });
    expect(f?.message).toContain("['brand_new']");
  });
});
