import { describe, it, expect } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadScenarioFile, loadScenarioText } from "../../src/core/scenario/load.js";
import { ScenarioSchema, SCENARIO_KEYS } from "../../src/core/scenario/model.js";
import { validateScenario } from "../../src/core/schema/validators.js";
import { HarnessError } from "../../src/core/util/errors.js";
import { EXAMPLES } from "../helpers/fixtures.js";

/** The thrown HarnessError's message (fails the test when nothing or something else is thrown). */
function loadError(text: string, path = "s.yaml"): string {
  try {
    loadScenarioText(text, path);
  } catch (e) {
    expect(e).toBeInstanceOf(HarnessError);
    expect((e as HarnessError).exitCode).toBe(2);
    const message = (e as Error).message;
    expect(message).not.toContain("\n");
    return message;
  }
  throw new Error("expected the scenario to be rejected");
}

/** 1-based line of the first line of `text` that equals `needle` after trimming. */
function lineOf(text: string, needle: string): number {
  const i = text.split("\n").findIndex((l) => l.trim() === needle);
  if (i < 0) throw new Error(`not found: ${needle}`);
  return i + 1;
}

describe("loadScenarioFile on our example scenarios", () => {
  const file = join(EXAMPLES, "scenarios/csv-report.yaml");
  const text = readFileSync(file, "utf8");

  it("parses and applies defaults", async () => {
    const loaded = await loadScenarioFile(file);
    expect(loaded.path).toBe(file);
    expect(loaded.scenario.name).toBe("csv-report");
    expect(loaded.scenario.session).toBe("../sessions/default.yaml");
    expect(loaded.scenario.fidelity).toBe("container");
    expect(loaded.scenario.lane).toBe("local");
    expect(loaded.scenario.execution).toBe("local");
    expect(loaded.scenario.skills).toEqual([]);
    expect(loaded.scenario.answers).toHaveLength(2);
    expect(loaded.scenario.answers[0]).toEqual({
      when_tool: "Bash",
      allow_if: "command.includes('metrics.mjs') && !command.includes('rm ')",
      else: "deny",
    });
    expect(loaded.scenario.assert).toEqual([
      { result: "success" },
      { skill_triggered: "csv-metrics" },
      { tool_called: "Bash" },
      { tool_result_contains: '"revenue"' },
      { file_exists: "outputs/metrics.md" },
      { artifact_text: { artifact: "outputs/metrics.md", contains: ["Rows: 5", "| revenue | 10531.50"] } },
      { transcript_contains: "outputs/metrics.md" },
      { tool_not_called: "WebFetch" },
    ]);
    expect(loaded.authored).not.toHaveProperty("lane");
  });

  it("reports the line of every assert item and top-level key", async () => {
    const loaded = await loadScenarioFile(file);
    expect(loaded.assertLines).toEqual([
      lineOf(text, "- result: success"),
      lineOf(text, '- skill_triggered: "csv-metrics"'),
      lineOf(text, "- tool_called: Bash"),
      lineOf(text, "- tool_result_contains: '\"revenue\"'"),
      lineOf(text, "- file_exists: outputs/metrics.md"),
      lineOf(text, "- artifact_text:"),
      lineOf(text, '- transcript_contains: "outputs/metrics.md"'),
      lineOf(text, "- tool_not_called: WebFetch"),
    ]);
    expect(loaded.keyLines["prompt"]).toBe(lineOf(text, "prompt: |"));
    expect(loaded.keyLines["assert"]).toBe(lineOf(text, "assert:"));
    expect(Object.keys(loaded.keyLines).sort()).toEqual(["answers", "assert", "fidelity", "name", "prompt", "session"]);
    expect(loaded.modelScript).toEqual({
      path: "../model-scripts/csv-report.yaml",
      line: lineOf(text, "# cowork-harness model_script: ../model-scripts/csv-report.yaml"),
      form: "directive",
    });
  });

  it("loads the multi-select scenario with a list choose, and names a nameless copy after its file", async () => {
    const loaded = await loadScenarioFile(join(EXAMPLES, "scenarios/metric-choice.yaml"));
    expect(loaded.scenario.answers[0]).toEqual({ when_question: "which metrics", choose: ["Totals", "Ranges"] });
    const dir = mkdtempSync(join(tmpdir(), "scn-"));
    const copy = join(dir, "smoke-multiselect.yaml");
    writeFileSync(
      copy,
      readFileSync(join(EXAMPLES, "scenarios/metric-choice.yaml"), "utf8")
        .replace("name: metric-choice\n", "fidelity: protocol\n")
        .replace("fidelity: container\n", ""),
    );
    const nameless = await loadScenarioFile(copy);
    expect(nameless.scenario.name).toBe("smoke-multiselect");
    expect(nameless.scenario.fidelity).toBe("protocol");
  });

  it("keeps an explicit name", () => {
    expect(loadScenarioText("name: custom\nprompt: hi\n", "dir/file.yml").scenario.name).toBe("custom");
    expect(loadScenarioText("prompt: hi\n", "dir/file.yml").scenario.name).toBe("file");
  });

  it("names the file when it cannot be read", async () => {
    const dir = mkdtempSync(join(tmpdir(), "scn-"));
    await expect(loadScenarioFile(join(dir, "missing.yaml"))).rejects.toThrow(
      /missing\.yaml: cannot read scenario file \(ENOENT\)/,
    );
  });

  it("reads a real temp file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "scn-"));
    const p = join(dir, "t.yaml");
    writeFileSync(p, "prompt: go\nassert:\n  - result: success\n  - tool_called: Write\n");
    const loaded = await loadScenarioFile(p);
    expect(loaded.assertLines).toEqual([3, 4]);
    expect(loaded.keyLines).toEqual({ prompt: 1, assert: 2 });
  });
});

describe("scenario errors: one line, file and line named", () => {
  it("unknown top-level key", () => {
    expect(loadError("prompt: hi\nassertions:\n  - result: success\n")).toBe(
      's.yaml: assertions: unknown key — did you mean "assert"? (line 2)',
    );
  });

  it("missing prompt: no line (its parent's line would point at another key), and a typo's line first in line order", () => {
    expect(loadError("name: x\n")).toBe("s.yaml: prompt: missing (a required key)");
    expect(loadError("# c\nname: x\npromt: hi\n")).toBe(
      's.yaml: prompt: missing (a required key); promt: unknown key — did you mean "prompt"? (line 3)',
    );
  });

  it("wrong types and enums", () => {
    expect(loadError("prompt: hi\nfidelity: vm\n")).toMatch(
      /^s\.yaml: fidelity: Invalid option: expected one of .* \(line 2\)$/,
    );
    expect(loadError("prompt: hi\ntimeout_ms: 0\n")).toMatch(/^s\.yaml: timeout_ms: .* \(line 2\)$/);
    expect(loadError("prompt: [a]\n")).toBe("s.yaml: prompt: expected string (line 1)");
  });

  it("a bad assertion names its index, key and line", () => {
    const text = "prompt: hi\nassert:\n  - result: success\n  - tool_called: 'Write|Edit'\n";
    expect(loadError(text)).toBe(
      "s.yaml: assert[1].tool_called: tool glob looks like a regex — only * and ? are special (line 4)",
    );
  });

  it("an unknown assertion key names the key and its line", () => {
    const text = "prompt: hi\nassert:\n  - result: success\n    file_not_empty: x\n";
    expect(loadError(text)).toBe('s.yaml: assert[0]: Unrecognized key: "file_not_empty" (line 4)');
  });

  it("several problems are joined on one line", () => {
    expect(loadError("prompt: 1\nlane: far\n")).toMatch(
      /^s\.yaml: prompt: expected string \(line 1\); lane: .* \(line 2\)$/,
    );
  });

  it("duplicate keys are a YAML error", () => {
    expect(loadError("prompt: a\nprompt: b\n")).toBe("s.yaml: invalid YAML: duplicate key (line 2)");
  });

  it("invalid YAML", () => {
    expect(loadError("prompt: [unclosed\n")).toMatch(/^s\.yaml: invalid YAML: .*\(line \d+\)$/);
  });

  it("a document that is not a mapping", () => {
    expect(loadError("- a\n- b\n")).toMatch(/^s\.yaml: a scenario must be a YAML mapping/);
    expect(loadError("")).toMatch(/^s\.yaml: a scenario must be a YAML mapping/);
  });

  it("authoring replay_protocol_fidelity", () => {
    const text = "prompt: hi\nassert:\n  - replay_protocol_fidelity: true\n";
    expect(loadError(text)).toBe(
      "s.yaml: assert[0].replay_protocol_fidelity: replay synthesizes this check — it cannot be authored (line 3)",
    );
  });

  it("execution: cloud-describe is reserved", () => {
    expect(loadError("prompt: hi\nexecution: cloud-describe\n")).toMatch(
      /^s\.yaml: execution: cloud-describe is reserved.*\(line 2\)$/,
    );
  });

  it("a when_question that is not a valid regex", () => {
    const text = "prompt: hi\nanswers:\n  - when_question: '(unclosed'\n    choose: A\n";
    expect(loadError(text)).toMatch(/^s\.yaml: answers\[0\]\.when_question: bad regex "\(unclosed": .* \(line 3\)$/);
  });
});

describe("answer rules", () => {
  const rule = (r: string): string => `prompt: hi\nanswers:\n  - ${r}\n`;
  it.each([
    ["{ when_question: x, choose: A }", true],
    ["{ when_question: x, choose: [A, B] }", true],
    ["{ when_question: x, answer: free text }", true],
    ["{ when_tool: Write, decide: allow }", true],
    ["{ when_tool: Bash, allow_if: 'true', else: deny }", true],
    ["{ when_tool: 'webfetch:example.com', decide: allow, grant: domain }", true],
    ["{ when_tool: 'webfetch:example.com', allow_if: 'true', grant: once }", true],
    ["{ choose: A }", false],
    ["{ when_question: x, when_tool: Bash, choose: A, decide: allow }", false],
    ["{ when_question: x }", false],
    ["{ when_question: x, choose: A, answer: B }", false],
    ["{ when_tool: Bash }", false],
    ["{ when_tool: Bash, decide: allow, allow_if: 'true' }", false],
    ["{ when_tool: Bash, decide: allow, grant: once }", false],
    ["{ when_tool: 'webfetch:example.com', decide: deny, grant: once }", false],
    ["{ when_question: x, choose: A, grant: once }", false],
    ["{ when_tool: Bash, decide: maybe }", false],
    ["{ when_tool: Bash, decide: allow, priority: 1 }", false],
  ])("%s → valid %s", (r, valid) => {
    const text = rule(r);
    if (valid) expect(loadScenarioText(text, "s.yaml").scenario.answers).toHaveLength(1);
    else expect(loadError(text)).toMatch(/^s\.yaml: answers\[0\].* \(line 3\)$/);
  });
});

describe("cross-key rules", () => {
  it("no_delete_in_outputs excludes allow_outputs_delete and allow_delete_in [outputs]", () => {
    expect(loadError("prompt: hi\nassert:\n  - no_delete_in_outputs: true\n  - allow_outputs_delete: true\n")).toMatch(
      /^s\.yaml: assert: no_delete_in_outputs and allow_outputs_delete contradict each other.*\(line 2\)$/,
    );
    expect(
      loadError("prompt: hi\nassert:\n  - no_delete_in_outputs: true\n    allow_delete_in: [reports, outputs]\n"),
    ).toMatch(/^s\.yaml: assert: no_delete_in_outputs contradicts allow_delete_in/);
    expect(
      loadScenarioText(
        "prompt: hi\nassert:\n  - no_delete_in_outputs: true\n  - allow_delete_in: [reports]\n",
        "s.yaml",
      ).scenario.assert,
    ).toHaveLength(2);
    expect(
      loadScenarioText("prompt: hi\nassert:\n  - no_delete_in_mounts: true\n  - allow_delete_in: [outputs]\n", "s.yaml")
        .scenario.assert,
    ).toHaveLength(2);
  });
});

describe("schema/scenario.schema.json agrees with the zod model", () => {
  const samples: unknown[] = [
    { prompt: "p" },
    {},
    { prompt: 1 },
    { prompt: "p", extra: 1 },
    {
      prompt: "p",
      fidelity: "hostloop",
      lane: "remote",
      execution: "local",
      timeout_ms: 5,
      on_unanswered: "first",
      allow_host_writes: true,
    },
    { prompt: "p", timeout_ms: 1.5 },
    { prompt: "p", lane: "cloud" },
    { prompt: "p", skills: ["a"], requires_capabilities: ["ocr"], expect_denied: ["x.com"] },
    { prompt: "p", skills: [1] },
    { prompt: "p", answers: [{ when_question: "x", choose: "A" }] },
    { prompt: "p", answers: [{ when_question: "x" }] },
    { prompt: "p", answers: [{ when_tool: "T", decide: "allow", allow_if: "x" }] },
    { prompt: "p", answers: [{ when_tool: "webfetch:a.com", decide: "allow", grant: "domain" }] },
    { prompt: "p", answers: [{ when_tool: "webfetch:a.com", decide: "deny", grant: "domain" }] },
    { prompt: "p", answers: [{ when_tool: "Bash", decide: "allow", grant: "once" }] },
    { prompt: "p", answers: [{ when_question: "q", answer: "a", grant: "once" }] },
    { prompt: "p", answers: [{ when_question: "q", when_tool: "T", choose: "a", decide: "allow" }] },
    { prompt: "p", answers: [{}] },
    { prompt: "p", assert: [{ tool_called: "mcp__*" }] },
    { prompt: "p", assert: [{ tool_called: "a.*" }] },
    { prompt: "p", assert: [{ path_denied: { tool: "(x)" } }] },
    { prompt: "p", assert: [{ subagent_file_write: { tool: "Write" } }] },
    { prompt: "p", assert: [{ subagent_file_write: { path_suffix: "x" } }] },
    { prompt: "p", assert: [{ artifact_text: { artifact: "a" } }] },
    { prompt: "p", assert: [{ artifact_text: { artifact: "a", not_matches: "x" } }] },
    { prompt: "p", assert: [{ no_delete_in_outputs: true }, { allow_outputs_delete: true }] },
    { prompt: "p", assert: [{ no_delete_in_outputs: true, allow_delete_in: ["outputs"] }] },
    { prompt: "p", assert: [{ no_delete_in_outputs: true, allow_delete_in: ["data"] }] },
    { prompt: "p", assert: [{ allow_stall: false }] },
    { prompt: "p", assert: [{ max_cost_usd: 0 }] },
    { prompt: "p", assert: [{ semantic_matches: { rubric: ["x"], min_pass: "all" } }] },
    { prompt: "p", assert: [{ unknown_key: 1 }] },
    { prompt: "p", assert: [{ replay_protocol_fidelity: true }] },
  ];
  it("lists the reference's 15 top-level keys plus our model_script", () => {
    expect(SCENARIO_KEYS).toHaveLength(16);
    expect(SCENARIO_KEYS).toContain("model_script");
  });
  it.each(samples.map((s) => [JSON.stringify(s), s]))("%s", (_label, sample) => {
    const zodValid = ScenarioSchema.safeParse(sample).success;
    expect(validateScenario(sample).length === 0).toBe(zodValid);
  });
});
