/**
 * lint-skill's rules on real folders (a plugin with a manifest, agents and hooks): each rule fires
 * at its file and line, and stays quiet where the skill is right.
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { lintSkillPaths } from "../../src/gate/lint-skill/run.js";
import { readMarkdown } from "../../src/gate/lint-skill/markdown.js";
import { guardToken } from "../../src/gate/lint-skill/plugin-root.js";
import { skillLintExitCode } from "../../src/gate/lint-skill/format.js";

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function plugin(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), "lint-skill-"));
  const all: Record<string, string> = {
    ".claude-plugin/plugin.json": JSON.stringify({ name: "acme" }),
    "agents/writer.md": "---\nname: writer\n---\n# writer\n",
    ...files,
  };
  for (const [rel, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

const SKILL = (body: string): string => `---\nname: report\ndescription: d\n---\n${body}`;
const rules = (dir: string, paths: string[]) =>
  lintSkillPaths(paths, dir).findings.map((f) => [f.ruleId, f.severity, f.file, f.line]);

describe("lint-skill", () => {
  it("flags ${CLAUDE_PLUGIN_ROOT} in bash, a JSON command and a Bash() directive, never in prose", () => {
    const dir = plugin({
      "skills/report/SKILL.md": SKILL(
        [
          "Read ${CLAUDE_PLUGIN_ROOT}/references/a.md and $CLAUDE_PLUGIN_ROOTS too.", // 5: prose
          "```bash",
          'python3 "${CLAUDE_PLUGIN_ROOT}/scripts/x.py"', // 7
          "```",
          "````json",
          '{ "command": "$CLAUDE_PLUGIN_ROOT/run.sh", "note": "${CLAUDE_PLUGIN_ROOT}" }', // 10
          '{ "note": "${CLAUDE_PLUGIN_ROOT}" }', // 11: not a command
          "````",
          "Allowed: Bash(node ${CLAUDE_PLUGIN_ROOT}/a.mjs)", // 13
          "```python",
          "print('${CLAUDE_PLUGIN_ROOT}')", // 15: not bash
          "```",
        ].join("\n"),
      ),
    });
    expect(rules(dir, ["skills/report"])).toEqual([
      ["plugin-root-in-vm-bash", "WARN", "skills/report/SKILL.md", 7],
      ["plugin-root-in-vm-bash", "WARN", "skills/report/SKILL.md", 10],
      ["plugin-root-in-vm-bash", "WARN", "skills/report/SKILL.md", 13],
    ]);
  });

  it("a block that finds the plugin under /sessions is INFO; one that finds another skill is guard-pattern-mismatch", () => {
    const guarded = (name: string): string =>
      [
        "```sh",
        `S=$(find /sessions -path '*/skills/${name}/scripts' -type d | head -1)`,
        'cd "${S:-$CLAUDE_PLUGIN_ROOT/skills/report/scripts}"',
        "```",
      ].join("\n");
    const dir = plugin({ "skills/report/SKILL.md": SKILL(`${guarded("report")}\n${guarded("other")}\n`) });
    expect(rules(dir, ["skills/report/SKILL.md"])).toEqual([
      ["plugin-root-guarded", "INFO", "skills/report/SKILL.md", 7],
      ["guard-pattern-mismatch", "WARN", "skills/report/SKILL.md", 10],
    ]);
    expect(guardToken("*/plugins/acme/x")).toBe("acme");
    expect(guardToken("*/foo/scripts/*")).toBe("foo");
    expect(guardToken("*/skills/*/scripts")).toBeUndefined();
  });

  it("hooks: a misplaced file, an unknown or miscapitalised event, an unserved one, host-side writes", () => {
    const hooks = JSON.stringify(
      {
        hooks: {
          PreToolUse: [{ hooks: [{ type: "command", command: "export A=1 && date | tee -a /tmp/log" }] }],
          sessionStart: [],
          Stop: [{ hooks: [{ type: "command", command: "echo done > /tmp/x; cat /tmpfile >/dev/null" }] }],
        },
      },
      null,
      2,
    );
    const dir = plugin({
      "hooks/hooks.json": hooks,
      "skills/report/hooks.json": "{}",
      "skills/report/SKILL.md": SKILL(""),
    });
    expect(rules(dir, ["hooks/hooks.json", "skills/report"])).toEqual([
      ["hook-event-unknown", "ERROR", "hooks/hooks.json", 13],
      ["hook-event-not-served", "INFO", "hooks/hooks.json", 14],
      ["hook-host-side-write", "WARN", "hooks/hooks.json", 8], // the export
      ["hook-host-side-write", "WARN", "hooks/hooks.json", 8], // the tee
      ["hook-host-side-write", "WARN", "hooks/hooks.json", 19], // the redirect (not /tmpfile)
      ["hooks-json-misplaced", "WARN", "skills/report/hooks.json", null],
    ]);
    const unknown = lintSkillPaths(["hooks/hooks.json"], dir).findings.find((f) => f.ruleId === "hook-event-unknown");
    expect(unknown?.fix).toBe('write "SessionStart"');
  });

  it("subagent_type: one the plugin lacks warns, built-ins pass, another plugin's and no plugin are INFO", () => {
    const dir = plugin({
      "skills/report/SKILL.md": SKILL(
        'Use subagent_type: "writer", then "subagent_type": "reviewer", subagent_type: general-purpose, subagent_type: other:x\n',
      ),
      "loose/SKILL.md": SKILL("subagent_type: helper\n"),
    });
    rmSync(join(dir, "loose/.claude-plugin"), { force: true, recursive: true });
    expect(rules(dir, ["skills/report"])).toEqual([
      ["subagent-type-not-found-in-plugin", "WARN", "skills/report/SKILL.md", 5],
      ["subagent-type-unknown", "INFO", "skills/report/SKILL.md", 5],
    ]);
    // the loose skill sits in the temp folder: no plugin.json above it within four levels of it
    const loose = mkdtempSync(join(tmpdir(), "lint-skill-loose-"));
    try {
      writeFileSync(join(loose, "SKILL.md"), SKILL("subagent_type: helper\n"));
      expect(rules(loose, ["SKILL.md"])).toEqual([["subagent-type-unresolvable", "INFO", "SKILL.md", 5]]);
    } finally {
      rmSync(loose, { recursive: true, force: true });
    }
  });

  it("the evidence ceiling: past 512 KiB warns, from 80 % it is INFO", () => {
    const dir = plugin({
      "skills/big/SKILL.md": SKILL("x\n"),
      "skills/big/references/a.md": "a".repeat(600 * 1024),
      "skills/near/SKILL.md": SKILL("x\n"),
      "skills/near/references/deep/b.md": "b".repeat(450 * 1024),
    });
    expect(rules(dir, ["skills/big", "skills/near"])).toEqual([
      ["skill-corpus-over-evidence-ceiling", "WARN", "skills/big/SKILL.md", null],
      ["skill-corpus-near-evidence-ceiling", "INFO", "skills/near/SKILL.md", null],
    ]);
  });

  it("no-skill, not-found, a link never followed, and the exit codes", () => {
    const dir = plugin({ "empty/readme.txt": "x", "skills/report/SKILL.md": SKILL("fine\n") });
    symlinkSync("/etc", join(dir, "skills/report/references"));
    expect(rules(dir, ["empty", "skills/report"])).toEqual([["no-skill", "ERROR", "empty", null]]);
    const missing = lintSkillPaths(["nope"], dir).findings;
    expect(missing.map((f) => f.ruleId)).toEqual(["not-found"]);
    expect(skillLintExitCode(missing, false)).toBe(2);
    const warn = [{ file: "a", line: 1, ruleId: "r", severity: "WARN" as const, message: "", fix: "" }];
    expect(skillLintExitCode(warn, false)).toBe(0);
    expect(skillLintExitCode(warn, true)).toBe(1);
    expect(skillLintExitCode([{ ...warn[0]!, severity: "INFO" }], true)).toBe(0);
  });

  it("reads fences as CommonMark does: the closing run as long or longer, of the same character", () => {
    const v = readMarkdown("---\nname: n\n---\n````bash\n```\nin\n````\n~~~sh\nx\n~~~~\nout\n");
    expect(v.name).toBe("n");
    expect(v.fences.map((f) => [f.lang, f.open, f.lines.map((l) => l.n)])).toEqual([
      ["bash", 4, [5, 6]],
      ["sh", 8, [9]],
    ]);
    expect(v.prose.map((l) => l.text)).toEqual(["out", ""]);
  });
});
