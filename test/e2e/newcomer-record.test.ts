/**
 * A newcomer's own skill recorded at the protocol tier with a scripted model (issue 26): what
 * `record` and `run` say must be true and name what to do — untracked skill files are named with
 * `git add`, `run` names no cassette and does not say "recording", the line shows the tier it ran
 * at (not `replay:`), a model-script `expect` the run does not meet is a failed run (exit 1) whose
 * message names where the session was staged, and the protocol tier says the plugin is not loaded.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { git } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

const STAGED = ".local-plugins/marketplaces/local-desktop-app-uploads/md-outline/";
const FILES: Record<string, string> = {
  "md/skills/md-outline/.claude-plugin/plugin.json":
    '{"name":"md-outline","version":"0.1.0","description":"Outline","skills":"./skills"}\n',
  "md/skills/md-outline/skills/md-outline/SKILL.md":
    "---\nname: md-outline\ndescription: Count the headings of a Markdown file.\n---\nRun scripts/outline.mjs on the file.\n",
  "md/skills/md-outline/skills/md-outline/scripts/outline.mjs":
    'import { readFileSync } from "node:fs";\nconst t = readFileSync(process.argv[2], "utf8");\nconsole.log(JSON.stringify({ headings: t.split("\\n").filter((l) => l.startsWith("#")).length }));\n',
  "md/data/doc.md": "# A\n## B\n## C\ntext\n",
  "md/sessions/s.yaml": "uploads:\n  - ../data/doc.md\nplugins:\n  local_plugins:\n    - ../skills/md-outline\n",
  "md/scenarios/outline.yaml":
    "# cowork-harness model_script: ../model-scripts/outline.yaml\nname: outline\nfidelity: protocol\nsession: ../sessions/s.yaml\nprompt: Outline doc.md in my uploads.\nanswers:\n  - when_tool: Bash\n    decide: allow\nassert:\n  - result: success\n  - tool_result_contains: '\"headings\":3'\n  - allow_l0_plugin_divergence: true\n",
  "md/model-scripts/outline.yaml": `turns:\n  - respond:\n      - tool_use: {name: Bash, input: {command: "node ${STAGED}skills/md-outline/scripts/outline.mjs uploads/doc.md"}}\n  - expect: {tool_result_contains: '"headings":3'}\n    respond:\n      - text: "doc.md has 3 headings."\n`,
};
// no allow pattern: at the protocol tier the pinned agent's own built-in skills (plugin-authoring,
// workflow-authoring) are not this machine's inventory, so a clean machine records with no finding
const ALLOW: string[] = [];
const NO_TOKEN = { ANTHROPIC_API_KEY: "", ANTHROPIC_AUTH_TOKEN: "", CLAUDE_CODE_OAUTH_TOKEN: "" };

let base: string;
let repo: string;
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "cowork-h26-newcomer-"));
  repo = join(base, "repo");
  for (const [p, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(repo, p)), { recursive: true });
    writeFileSync(join(repo, p), text);
  }
  git(repo, "init", "-q", "-b", "main");
  git(repo, "add", "md/scenarios", "md/model-scripts", "md/sessions", "md/data"); // the skill itself is not added yet
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("a newcomer records an own skill at the protocol tier", () => {
  it("run: says it runs (not records), names no cassette, shows the tier it ran at, warns the plugin is not loaded", () => {
    const r = runCli(["run", "md/scenarios/outline.yaml", ...ALLOW], { cwd: repo, env: NO_TOKEN });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^running outline at the protocol tier \(scripted model; judged, nothing written\)$/m);
    expect(r.stderr).not.toMatch(/^recording /m);
    expect(r.stdout).toMatch(/^✓ outline \[protocol\] 1 tool call\(s\), 3\/3 assertion\(s\) passed$/m);
    expect(r.stdout).not.toContain("cassette.json");
    expect(r.stderr).toContain(`plugin dir(s) were staged but their skills do not reach the agent`);
    expect(r.stderr.match(/staged/g), "one warning, not two").toHaveLength(1);
    expect(r.stderr).toContain(STAGED);
    expect(existsSync(join(repo, "md/scenarios/outline.cassette.json"))).toBe(false);
  });

  it("record with untracked skill files names them and the git add that fixes it; the line shows the tier and the cassette", () => {
    const r = runCli(["record", "md/scenarios/outline.yaml", ...ALLOW], { cwd: repo, env: NO_TOKEN });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(
      /warning: 3 skill file\(s\) are not tracked by git, .* md\/skills\/md-outline\/\.claude-plugin\/plugin\.json, .* — run `git add .*md\/skills\/md-outline\/skills\/md-outline\/scripts\/outline\.mjs`, then record again/,
    );
    expect(r.stdout).toMatch(
      /^✓ outline \[protocol\] 1 tool call\(s\), 3\/3 assertion\(s\) passed {2}\(md\/scenarios\/outline\.cassette\.json\)$/m,
    );
    expect(r.stdout).not.toContain("[replay:");
    git(repo, "add", "md/skills");
    const again = runCli(["record", "md/scenarios/outline.yaml", ...ALLOW], { cwd: repo, env: NO_TOKEN });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).not.toContain("not tracked by git");
  });

  it("rerun names the cassette repository-relative, not by its absolute path", () => {
    // a protocol-tier cassette re-runs only with the person's own opt-in (the gate never: issue 36)
    const r = runCli(["rerun", "md/scenarios/outline.cassette.json", "--allow-protocol-tier"], {
      cwd: repo,
      env: NO_TOKEN,
    });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^re-running md\/scenarios\/outline\.cassette\.json with 2 recorded model turn\(s\)/m);
    expect(r.stdout + r.stderr).not.toContain(base);
  });

  it("record with an --allow flag says the gate does not see it (it reads .cowork-allow-patterns)", () => {
    const r = runCli(
      ["record", "md/scenarios/outline.yaml", "--allow-phone", "x", "--out", join(base, "y.cassette.json")],
      { cwd: repo, env: NO_TOKEN },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      "note: --allow-phone cover this record only; the gate (check, the Action) reads .cowork-allow-patterns",
    );
  });

  it("a model-script expect the run does not meet is a failed run (exit 1) naming where the session was staged", () => {
    const script = join(repo, "md/model-scripts/outline.yaml");
    writeFileSync(script, FILES["md/model-scripts/outline.yaml"]!.replace(STAGED, "md/skills/md-outline/"));
    try {
      const r = runCli(["record", "md/scenarios/outline.yaml", ...ALLOW, "--out", join(base, "x.cassette.json")], {
        cwd: repo,
        env: NO_TOKEN,
      });
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr).toMatch(
        /turn 2: expected a tool_result containing .* — the session was staged relative to the agent's cwd: plugins at \.local-plugins\/marketplaces\/local-desktop-app-uploads\/md-outline\/; uploads at uploads\/doc\.md$/m,
      );
      expect(existsSync(join(base, "x.cassette.json"))).toBe(false);
    } finally {
      writeFileSync(script, FILES["md/model-scripts/outline.yaml"]!);
    }
  });

  it("a script with too few turns names the model script repository-relative, with no staging hint", () => {
    const script = join(repo, "md/model-scripts/outline.yaml");
    // the last turn dropped: the agent's request after the tool call finds no turn
    writeFileSync(script, FILES["md/model-scripts/outline.yaml"]!.split("  - expect:")[0]!);
    try {
      const r = runCli(["record", "md/scenarios/outline.yaml", ...ALLOW, "--out", join(base, "z.cassette.json")], {
        cwd: repo,
        env: NO_TOKEN,
      });
      expect(r.code, r.stderr).not.toBe(0);
      expect(r.stderr).toMatch(
        /md\/model-scripts\/outline\.yaml: turn 2: unexpected request: the script has only 1 turn\(s\)/,
      );
      expect(r.stderr).not.toContain(script); // the absolute path
      expect(r.stderr).not.toContain("the session was staged");
    } finally {
      writeFileSync(script, FILES["md/model-scripts/outline.yaml"]!);
    }
  });
});
