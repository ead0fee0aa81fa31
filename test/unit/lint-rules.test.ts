/** Each lint rule on a scenario written for it: the rule fires with its severity and line, and stays quiet on a near miss. */
import { describe, expect, it } from "vitest";
import { lintScenarioText } from "../../src/gate/lint/lint-text.js";
import { OWN_RULE_IDS, RULE_IDS } from "../../src/gate/lint/registry.js";
import { LINKED_RULE_IDS } from "../../src/gate/lint/linked-files.js";
import type { LintFinding } from "../../src/gate/lint/types.js";

const lint = (text: string): LintFinding[] => lintScenarioText(text, "s.yaml");
const rules = (text: string): string[] => lint(text).map((f) => f.ruleId);
const only = (text: string, ruleId: string): LintFinding[] => lint(text).filter((f) => f.ruleId === ruleId);

interface Case {
  rule: string;
  severity: LintFinding["severity"];
  line: number | null;
  fires: string;
  quiet: string;
  message?: RegExp;
}

const CASES: Case[] = [
  {
    rule: "scenario-does-not-load",
    severity: "ERROR",
    line: 3,
    fires: "prompt: p\nassert:\n  - tool_caled: Bash\n",
    quiet: "prompt: p\nassert:\n  - tool_called: Bash\n",
    message: /tool_caled: unknown key — did you mean "tool_called"\?/,
  },
  {
    rule: "model-script-invalid",
    severity: "ERROR",
    line: 2,
    fires: "turns:\n  - respnd:\n      - text: hi\n",
    quiet: "turns:\n  - respond:\n      - text: hi\n",
  },
  {
    rule: "session-invalid",
    severity: "ERROR",
    line: 1,
    fires: "permission_mode: sometimes\nuploads: []\n",
    quiet: "permission_mode: default\nuploads: []\n",
  },
  {
    rule: "assertions-key",
    severity: "ERROR",
    line: 2,
    fires: "prompt: p\nassertions:\n  - result: success\n",
    quiet: "prompt: p\nassert:\n  - result: success\n",
  },
  {
    rule: "unknown-top-key",
    severity: "WARN",
    line: 2,
    fires: "prompt: p\ntimeout: 30\nassert:\n  - result: success\n",
    quiet: "prompt: p\ntimeout_ms: 30\nassert:\n  - result: success\n",
    message: /`timeout`.*Did you mean `timeout_ms`\?/,
  },
  {
    rule: "prompt-slash-not-leading",
    severity: "WARN",
    line: 1,
    fires: "prompt: please run /my-skill:go now\nassert:\n  - result: success\n",
    quiet: "prompt: /my-skill:go now, then /other\nassert:\n  - result: success\n",
    message: /`\/my-skill:go`/,
  },
  {
    rule: "unknown-assert-key",
    severity: "WARN",
    line: 4,
    fires: "prompt: p\nassert:\n  - result: success\n  - tool_caled: Bash\n",
    quiet: "prompt: p\nassert:\n  - result: success\n  - tool_called: Bash\n",
    message: /`tool_caled`.*Did you mean `tool_called`\?/,
  },
  {
    rule: "egress-on-protocol",
    severity: "ERROR",
    line: 5,
    fires: "prompt: p\nfidelity: protocol\nassert:\n  - result: success\n  - egress_denied: evil.com\n",
    quiet: "prompt: p\nfidelity: container\nassert:\n  - result: success\n  - egress_denied: evil.com\n",
  },
  {
    rule: "host-path-assert-tier",
    severity: "ERROR",
    line: 4,
    fires: "prompt: p\nfidelity: hostloop\nassert:\n  - transcript_no_host_path: true\n  - result: success\n",
    quiet: "prompt: p\nassert:\n  - transcript_no_host_path: true\n  - result: success\n",
  },
  {
    rule: "host-path-assert-cowork",
    severity: "WARN",
    line: 4,
    fires: "prompt: p\nfidelity: cowork\nassert:\n  - transcript_no_host_path: true\n  - result: success\n",
    quiet: "prompt: p\nfidelity: microvm\nassert:\n  - transcript_no_host_path: true\n  - result: success\n",
  },
  {
    rule: "lane-remote-incompatible-key",
    severity: "ERROR",
    line: 4,
    fires:
      "prompt: p\nlane: remote\nassert:\n  - user_visible_artifact: outputs/a.md\n  - present_files_called: true\n",
    quiet: "prompt: p\nassert:\n  - user_visible_artifact: outputs/a.md\n  - present_files_called: true\n",
    message: /\['present_files_called', 'user_visible_artifact'\]/,
  },
  {
    rule: "container-only-key-off-container",
    severity: "ERROR",
    line: 4,
    fires: "prompt: p\nfidelity: microvm\nassert:\n  - no_scratchpad_leak: true\n",
    quiet: "prompt: p\nfidelity: microvm\nlane: remote\nassert:\n  - no_scratchpad_leak: true\n",
  },
  {
    rule: "present-files-key-off-tier",
    severity: "ERROR",
    line: 4,
    fires: "prompt: p\nfidelity: protocol\nassert:\n  - present_files_called: true\n",
    quiet: "prompt: p\nfidelity: hostloop\nassert:\n  - present_files_called: true\n",
  },
  {
    rule: "capabilities-on-protocol",
    severity: "ERROR",
    line: 3,
    fires: "prompt: p\nfidelity: protocol\nrequires_capabilities: [pdf]\nassert:\n  - result: success\n",
    quiet:
      "prompt: p\nfidelity: protocol\nrequires_capabilities: [pdf]\nassert:\n  - result: success\n  - allow_missing_capability: true\n",
  },
  {
    rule: "on-unanswered-invalid",
    severity: "ERROR",
    line: 2,
    fires: "prompt: p\non_unanswered: agent\nassert:\n  - result: success\n",
    quiet: "prompt: p\non_unanswered: llm\nassert:\n  - result: success\n",
    message: /`agent` is now called `llm`/,
  },
  {
    rule: "authored-replay-fidelity",
    severity: "ERROR",
    line: 4,
    fires: "prompt: p\nassert:\n  - result: success\n  - replay_protocol_fidelity: true\n",
    quiet: "prompt: p\nassert:\n  - result: success\n",
  },
  {
    rule: "replay-noop",
    severity: "WARN",
    line: 2,
    fires: "prompt: p\nassert:\n  - egress_denied: evil.com\n  - allow_stall: true\n",
    quiet: "prompt: p\nassert:\n  - egress_denied: evil.com\n  - tool_called: Bash\n",
  },
  {
    rule: "vacuous-gate-assert",
    severity: "WARN",
    line: 3,
    fires: "prompt: p\nassert:\n  - gate_answers_delivered: true\n",
    quiet: "prompt: p\nassert:\n  - gate_answers_delivered: true\n  - gate_answer_count_min: 1\n",
  },
  {
    rule: "assert-contradiction",
    severity: "ERROR",
    line: 3,
    fires: "prompt: p\nassert:\n  - no_hook_blocked: true\n  - hook_blocked: Bash\n",
    quiet: "prompt: p\nassert:\n  - no_hook_blocked: true\n  - tool_called: Bash\n",
    message: /no run can satisfy both\.$/,
  },
  {
    rule: "mixed-assert-item",
    severity: "WARN",
    line: 4,
    fires:
      "prompt: p\nassert:\n  - result: success\n  - transcript_contains: done\n    egress_allowed: api.example.com\n",
    quiet: "prompt: p\nassert:\n  - transcript_contains: done\n  - egress_allowed: api.example.com\n",
    message: /item #1 .*\['transcript_contains'\].*\['egress_allowed'\]/,
  },
  {
    rule: "manifest-needs-snapshot",
    severity: "INFO",
    line: 3,
    fires: "prompt: p\nassert:\n  - file_exists: outputs/a.md\n",
    quiet: "prompt: p\nassert:\n  - result: success\n",
  },
  {
    rule: "positional-choose-order",
    severity: "INFO",
    line: 6,
    fires:
      'prompt: p\nanswers:\n  - when_question: "Which"\n    choose: "Markdown"\n  - when_question: "Format"\n    choose: ["a", "2"]\nassert:\n  - result: success\n',
    quiet: 'prompt: p\nanswers:\n  - when_question: "Which"\n    choose: 2\nassert:\n  - result: success\n',
    message: /answer rule\(s\) \[1\]/,
  },
  {
    rule: "gate-needs-controlout",
    severity: "INFO",
    line: 4,
    fires: "prompt: p\nassert:\n  - result: success\n  - question_asked: format\n",
    quiet: "prompt: p\nassert:\n  - result: success\n",
  },
  {
    rule: "file-absent-contradiction",
    severity: "ERROR",
    line: 4,
    fires: "prompt: p\nassert:\n  - file_exists: outputs/a.md\n  - file_absent: outputs/a.md\n",
    quiet: "prompt: p\nassert:\n  - file_exists: outputs/a.md\n  - file_absent: outputs/b.md\n",
  },
  {
    rule: "regex-double-quoted",
    severity: "WARN",
    line: 4,
    fires: 'prompt: p\nassert:\n  - result: success\n  - transcript_matches: "a\\d+"\n',
    quiet: "prompt: p\nassert:\n  - result: success\n  - transcript_matches: 'a\\d+'\n",
  },
  {
    rule: "parse",
    severity: "ERROR",
    line: 2,
    fires: "prompt: p\nassert: b: c\n",
    quiet: "prompt: p\nassert: []\n",
    message: /^YAML parse error: mapping values are not allowed here$/,
  },
];

describe("lint rules, one scenario each", () => {
  for (const c of CASES) {
    it(`${c.rule}: fires with ${c.severity} at line ${c.line}, quiet on the near miss`, () => {
      const found = only(c.fires, c.rule);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ file: "s.yaml", ruleId: c.rule, severity: c.severity, line: c.line });
      if (c.message) expect(found[0]?.message).toMatch(c.message);
      expect(rules(c.quiet)).not.toContain(c.rule);
    });
  }

  it("covers every rule id that a scenario text can produce", () => {
    const covered = new Set(CASES.map((c) => c.rule));
    // the rules about files a scenario names need those files: test/unit/lint-linked-files.test.ts
    const notText = ["not-found", "no-scenarios", "linter-unclassified-key", ...LINKED_RULE_IDS];
    const textRules = RULE_IDS.filter((id) => !notText.includes(id));
    expect(textRules.filter((id) => !covered.has(id))).toEqual([]);
    expect(RULE_IDS).toHaveLength(32); // the reference's 26 and our own six (OWN_RULE_IDS)
    expect(OWN_RULE_IDS).toHaveLength(6);
  });

  it("a clean scenario has no findings at all", () => {
    expect(lint("prompt: p\nfidelity: container\nassert:\n  - result: success\n  - tool_called: Write\n")).toEqual([]);
  });
});
