/**
 * `analyze-skill` as a command on real skill folders (written to a temp dir): each rule fires at its
 * file and line and stays quiet where the skill is right; exit codes, --strict, JSON, bad input as
 * one line; and nothing hostile in a skill reaches the output able to start a workflow command or
 * mention anyone.
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { main } from "../../src/cli/main.js";
import type { CliIO } from "../../src/cli/io.js";

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), "analyze-skill-"));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

async function run(argv: string[], cwd = root): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIO = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    env: { COWORK_HARNESS_OUTPUT_FORMAT: "" },
    cwd,
  };
  const code = await main(["analyze-skill", ...argv], io);
  return { code, stdout, stderr };
}

interface JsonFinding {
  severity: string;
  rule: string;
  check: string | null;
  message: string;
  fix: string;
  file: string;
  line: number | null;
}

async function json(argv: string[], cwd = root) {
  const r = await run([...argv, "--output-format", "json"], cwd);
  const env = JSON.parse(r.stdout) as { ok: boolean; findings: JsonFinding[]; files: number; skills: number };
  return { code: r.code, ...env, rows: env.findings.map((f) => [f.rule, f.severity, f.file, f.line]) };
}

const FRONT = "---\nname: report\ndescription: d\n---\n";
/** SKILL.md text from lines; `at(marker)` is the 1-based line holding `marker` */
function skillMd(lines: string[]): { text: string; at: (marker: string) => number } {
  const all = [...FRONT.trimEnd().split("\n"), ...lines];
  return {
    text: `${all.join("\n")}\n`,
    at: (marker) => {
      const i = all.findIndex((l) => l.includes(marker));
      if (i < 0) throw new Error(`no line holds ${marker}`);
      return i + 1;
    },
  };
}

describe("analyze-skill: /sessions paths", () => {
  it("flags a path handed to a file tool or a sub-agent, never one in the VM's bash, a negation or a description", async () => {
    const md = skillMd([
      "# Report",
      "Write(/sessions/abc/mnt/outputs/report.md) when done.", // directive
      "Use the Write tool to save the summary at `/sessions/abc/mnt/outputs/s.md`.", // named tool
      "Then save the chart to /sessions/abc/mnt/outputs/chart.png.", // prose: advisory
      "The data is read from /sessions/abc/mnt/uploads/ by the script.", // passive: quiet
      "Never Write(/sessions/abc/mnt/outputs/x.md) — use bash.", // negated: quiet
      "With the bash tool, save the log to /sessions/abc/mnt/outputs/run.log.", // shell: quiet
      "Write(outputs/relative.md) and read a/sessions/x and /sessionsfoo/y.", // not /sessions paths
      "```bash",
      "OUTPUT_DIR=/sessions/abc/mnt/outputs", // VM bash: quiet
      "```",
      "```json",
      '{ "tool": "Edit", "file_path": "/sessions/abc/mnt/outputs/edit.json" }', // file_path key
      "```",
      "",
      "Dispatch a sub-agent for each section with Task(...).",
      "Tell it to write its findings to /sessions/abc/mnt/outputs/findings.md.", // dispatch paragraph
      "",
      "```text",
      'Task(subagent_type="writer", prompt=...)',
      "OUTPUT_PATH=/sessions/abc/mnt/outputs/part.md", // output key
      "  /sessions/abc/mnt/outputs/notes/", // bare path in a dispatch block
      "```",
    ]);
    const dir = tree({ "skills/report/SKILL.md": md.text });
    const r = await json(["skills/report"]);
    const F = "skills/report/SKILL.md";
    expect(r.rows).toEqual([
      ["sessions-path-to-file-tool", "ERROR", F, md.at("Write(/sessions/abc/mnt/outputs/report.md)")],
      ["sessions-path-to-file-tool", "ERROR", F, md.at("Use the Write tool")],
      ["sessions-path-in-file-instruction", "WARN", F, md.at("save the chart")],
      ["sessions-path-to-file-tool", "ERROR", F, md.at('"file_path"')],
      ["sessions-path-as-output", "ERROR", F, md.at("Tell it to write")],
      ["sessions-path-as-output", "ERROR", F, md.at("OUTPUT_PATH=")],
      ["sessions-path-as-output", "ERROR", F, md.at("  /sessions/abc/mnt/outputs/notes/")],
    ]);
    expect(r).toMatchObject({ code: 1, ok: false, files: 1, skills: 1 });
    const first = r.findings[0]!;
    expect(first.message).toMatch(
      /^Write\(…\) is handed "\/sessions\/abc\/mnt\/outputs\/report\.md": on the host-loop tier/,
    );
    expect(first.fix).toMatch(/relative to the session \(outputs\/…\).*bash tool/);
    expect(dir).toBe(root);
  });

  it("reads references/*.md and the file_path a script hands on; a script's own /sessions writes are its VM's", async () => {
    tree({
      "report/SKILL.md": `${FRONT}# Report\nSee references/guide.md.\n`,
      "report/references/guide.md": "# Guide\n\nFirst Read(/sessions/abc/mnt/uploads/data.csv).\n",
      "report/notes.md": "Read(/sessions/abc/mnt/uploads/ignored.csv) — not a reference, not read\n",
      "report/scripts/plan.py": [
        "import json",
        "# file_path: /sessions/in/a/comment.md is not code",
        'call = {"tool": "Write", "file_path": "/sessions/abc/mnt/outputs/r.md"}',
        "with open('/sessions/abc/mnt/outputs/own.csv', 'w') as f:",
        "    f.write(json.dumps(call))",
        'PROMPT = """When the table is ready:', // 6
        'then Write(/sessions/abc/mnt/outputs/summary.md)."""', // 7: an instruction the script prints
      ].join("\n"),
      "report/scripts/plan.mjs": "export const call = { file_path: `/sessions/abc/mnt/outputs/${name}.md` };\n",
    });
    const r = await json(["report"]);
    expect(r.rows).toEqual([
      ["sessions-path-to-file-tool", "ERROR", "report/references/guide.md", 3],
      ["sessions-path-to-file-tool", "ERROR", "report/scripts/plan.mjs", 1],
      ["sessions-path-to-file-tool", "ERROR", "report/scripts/plan.py", 3],
      ["sessions-path-to-file-tool", "ERROR", "report/scripts/plan.py", 7],
    ]);
    expect(r.files).toBe(4);
  });

  it("the analyze-skill: ignore marker turns the path checks off for its file (INFO, exit 0)", async () => {
    tree({ "vm-only/SKILL.md": `${FRONT}<!-- analyze-skill: ignore -->\nWrite(/sessions/abc/mnt/outputs/r.md)\n` });
    const r = await json(["vm-only"]);
    expect(r.rows).toEqual([["path-checks-ignored", "INFO", "vm-only/SKILL.md", 5]]);
    expect(r.code).toBe(0);
    expect(r.ok).toBe(true);
  });
});

describe("analyze-skill: lost write-backs in the skill's assets", () => {
  it("HTML and scripts through the shared analyser; vendored, minified and dot-folder files are not read", async () => {
    tree({
      "ed/SKILL.md": `${FRONT}# Editor\nOpen assets/editor.html.\n`,
      "ed/assets/editor.html": [
        "<!doctype html>",
        '<textarea id="t"></textarea>',
        "<script>",
        "t.oninput = () => localStorage.setItem('notes', t.value);", // 4
        "</script>",
      ].join("\n"),
      "ed/assets/app.js": 'if (ok) /"/.test(s); fetch("/api/save", { method: "POST", body: s });\n',
      "ed/assets/report.py": "import tempfile\ndf.to_csv(tempfile.gettempdir() + '/r.csv')\n",
      "ed/assets/broken.html": "<p>\n<script>\nlet a = 1;\n",
      "ed/assets/vendor/store.js": "localStorage.setItem('k', v);\n",
      "ed/assets/lib.min.js": "localStorage.setItem('k', v);\n",
      "ed/.cache/x.js": "localStorage.setItem('k', v);\n",
      "ed/assets/clean.html": '<textarea id="t"></textarea>\n<a download="t.txt" href="data:,">Save</a>\n',
    });
    const r = await json(["ed"]);
    expect(r.findings.map((f) => [f.rule, f.check, f.severity, f.file, f.line])).toEqual([
      ["artifact-write-back-lost", "relative-write-request", "ERROR", "ed/assets/app.js", 1],
      ["artifact-not-analysed", null, "WARN", "ed/assets/broken.html", 2],
      ["artifact-write-back-lost", "storage-without-export", "ERROR", "ed/assets/editor.html", 4],
      ["artifact-write-back-lost", "script-output-discarded", "ERROR", "ed/assets/report.py", 2],
    ]);
    expect(r.findings[1]!.message).toBe(
      "not checked for lost write-backs: it does not parse (unterminated <script> element, line 2)",
    );
    expect(r.files).toBe(6);
  });

  it("exit 0 with only advisories, 1 with --strict; a clean skill says so", async () => {
    tree({
      "s/SKILL.md": `${FRONT}# S\n`,
      "s/assets/keep.js": "export function keep(v) { localStorage.setItem('v', v); }\n",
      "clean/SKILL.md": `${FRONT}# Clean\nWrite(outputs/report.md)\n`,
    });
    const lax = await run(["s"]);
    expect(lax.code).toBe(0);
    expect(lax.stdout).toContain("⚠ WARN [artifact-write-back-suspect · storage-without-export] s/assets/keep.js:1\n");
    expect(lax.stdout).toMatch(/\n0 error\(s\), 1 warning\(s\), 0 info across 2 files of 1 skill\.\n$/);
    expect((await run(["s", "--strict"])).code).toBe(1);
    expect(await run(["clean"])).toEqual({
      code: 0,
      stdout: "✓ 1 file of 1 skill clean — no analyze-skill findings.\n",
      stderr: "",
    });
  });

  it("a plugin folder stands for every skill below it; files are named from the repository", async () => {
    tree({
      ".git/HEAD": "ref: refs/heads/main\n",
      "plugin/.claude-plugin/plugin.json": "{}",
      "plugin/skills/a/SKILL.md": `${FRONT}Write(/sessions/x/mnt/outputs/a.md)\n`,
      "plugin/skills/b/SKILL.md": `${FRONT}Edit(/sessions/x/mnt/outputs/b.md)\n`,
    });
    const r = await json(["skills"], join(root, "plugin"));
    expect(r.rows).toEqual([
      ["sessions-path-to-file-tool", "ERROR", "plugin/skills/a/SKILL.md", 5],
      ["sessions-path-to-file-tool", "ERROR", "plugin/skills/b/SKILL.md", 5],
    ]);
    expect(r.skills).toBe(2);
  });
});

describe("analyze-skill: input and output", () => {
  it("bad input is exit 2 with one line naming it, never a stack; JSON asked for gets the envelope", async () => {
    tree({ "empty/readme.md": "x", "s/SKILL.md": `${FRONT}x\n` });
    const cases: [string[], RegExp][] = [
      [[], /^cowork-harness analyze-skill: usage: analyze-skill <skill-dir\|SKILL\.md>\.\.\./],
      [["missing"], /^cowork-harness analyze-skill: missing: no such file or folder\n$/],
      [["empty"], /^cowork-harness analyze-skill: empty: no SKILL\.md in this folder or below it\n$/],
      [["empty/readme.md"], /^cowork-harness analyze-skill: empty\/readme\.md: not a skill/],
      [["s", "--bogus"], /^cowork-harness analyze-skill: .*--bogus/],
    ];
    for (const [argv, line] of cases) {
      const r = await run(argv);
      expect({ argv, code: r.code, stdout: r.stdout }).toEqual({ argv, code: 2, stdout: "" });
      expect(r.stderr).toMatch(line);
      expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
    const j = await run(["missing", "--output-format", "json"]);
    expect(j.code).toBe(2);
    expect(JSON.parse(j.stdout)).toMatchObject({
      command: "analyze-skill",
      ok: false,
      error: { category: "usage", message: "missing: no such file or folder" },
    });
  });

  it("a SKILL.md it cannot read is exit 2 naming it", async () => {
    tree({ "big/SKILL.md": `${FRONT}${"x".repeat(1024 * 1024)}\n` });
    const r = await run(["big"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      "cowork-harness analyze-skill: big/SKILL.md: cannot be read: it is larger than 1048576 bytes\n",
    );
  });

  it("nothing from the skill (its text, its file names) can start a workflow command or mention anyone", async () => {
    tree({
      "h/SKILL.md": `${FRONT}Write(/sessions/@octocat/::error::x##[warning]y)\n`,
      "h/assets/@octocat\n::error::file=x.js": "fetch('@octocat/\\n::error::owned', { method: 'POST' });\n",
    });
    for (const format of ["text", "json"]) {
      const r = await run(["h", "--output-format", format]);
      expect(r.code).toBe(1);
      for (const line of r.stdout.split("\n")) expect(line, line).not.toMatch(/^\s*::/);
      expect(r.stdout).not.toContain("##[");
      if (format === "text") {
        expect(r.stdout).not.toMatch(/@octocat/);
        expect(r.stdout).toContain("@\u2060octocat");
        expect(r.stdout).toContain("h/assets/@\u2060octocat␊::error::file=x.js:1");
      }
    }
  });
});
