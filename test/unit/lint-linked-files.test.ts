/**
 * `lint` knows each kind of file (issue 39, items 1, 3 and 15): a scenario's session file and model
 * script are linted with it, at their own file and line; a session or model script named alone is
 * linted as what it is, a typo and all; a missing upload or linked file is an error; a model
 * script's foreign `/sessions/<id>` path names the scenario's own root, which lint prints; our own
 * rules are marked "ours", and --reference-exit keeps the reference CLI's exit.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { command as lintCommand } from "../../src/cli/commands/lint.js";
import type { CliIO } from "../../src/cli/io.js";
import { sessionRootOf } from "../../src/core/scenario/session-root.js";

const root = mkdtempSync(join(tmpdir(), "lint-linked-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SCENARIO = [
  "name: notes",
  "prompt: write the notes",
  "session: ../sessions/s.yaml",
  "# cowork-harness model_script: ../model-scripts/notes.yaml",
  "assert:",
  "  - transcript_contains: done",
  "",
].join("\n");
const SCRIPT = "turns:\n  - respond:\n      - text: done\n";
const SESSION = "permission_parity: cowork\nuploads:\n  - ../data/in.json\n";

function write(rel: string, text: string): void {
  mkdirSync(join(root, rel, ".."), { recursive: true });
  writeFileSync(join(root, rel), text);
}

beforeEach(() => {
  rmSync(root, { recursive: true, force: true });
  write("scenarios/notes.yaml", SCENARIO);
  write("model-scripts/notes.yaml", SCRIPT);
  write("sessions/s.yaml", SESSION);
  write("data/in.json", "{}\n");
});

async function lint(...argv: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = "";
  const io: CliIO = { stdout: (t) => void (stdout += t), stderr: () => undefined, env: {}, cwd: root };
  const code = await lintCommand.run(argv, io);
  return { code, stdout };
}
const heads = (out: string): string[] => out.split("\n").filter((l) => /^[✗⚠ℹ] /.test(l));
const at = (rel: string): string => join(root, rel);

describe("lint <scenario> lints what it names", () => {
  it("clean: counts each kind, and says where the agent works for the model script", async () => {
    const r = await lint(at("scenarios/notes.yaml"));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("✓ 1 scenario, 1 session file and 1 model script clean");
    expect(r.stdout).toContain(`note: ${at("scenarios/notes.yaml")}: the agent works in ${sessionRootOf("notes")}`);
  });

  it("a model script's typo, at the model script's own line, with the key it meant", async () => {
    write("model-scripts/notes.yaml", "# a script\nturnz:\n  - respond:\n      - text: done\n");
    const r = await lint(at("scenarios/notes.yaml"));
    expect(r.code).toBe(1);
    expect(heads(r.stdout)).toEqual([`✗ ERROR [model-script-invalid · ours] ${at("model-scripts/notes.yaml")}:2`]);
    expect(r.stdout).toContain('turnz: unknown key — did you mean "turns"?');
  });

  it("a session's typo and a missing upload, at the session file's lines", async () => {
    write("sessions/s.yaml", "permision_parity: cowork\n");
    let r = await lint(at("scenarios/notes.yaml"));
    expect(heads(r.stdout)).toEqual([`✗ ERROR [session-invalid · ours] ${at("sessions/s.yaml")}:1`]);
    expect(r.stdout).toContain('did you mean "permission_parity"?');
    rmSync(at("data/in.json"));
    write("sessions/s.yaml", SESSION);
    r = await lint(at("scenarios/notes.yaml"));
    expect(r.code).toBe(1);
    expect(heads(r.stdout)).toEqual([`✗ ERROR [session-upload-missing · ours] ${at("sessions/s.yaml")}:3`]);
    expect(r.stdout).toContain("upload ../data/in.json does not exist (line 3)");
  });

  it("a linked file that is not there, at the scenario's line that names it", async () => {
    rmSync(at("model-scripts/notes.yaml"));
    const r = await lint(at("scenarios/notes.yaml"));
    expect(heads(r.stdout)).toEqual([`✗ ERROR [linked-file-missing · ours] ${at("scenarios/notes.yaml")}:4`]);
  });

  it("a model script's /sessions path of another scenario names this scenario's root", async () => {
    write(
      "model-scripts/notes.yaml",
      "turns:\n  - respond:\n      - tool_use: {name: Read, input: {file_path: /sessions/local_0123456789ab/mnt/uploads/in.json}}\n",
    );
    const r = await lint(at("scenarios/notes.yaml"));
    expect(heads(r.stdout)).toEqual([`✗ ERROR [model-script-session-path · ours] ${at("model-scripts/notes.yaml")}:3`]);
    expect(r.stdout).toContain(`the agent works in ${sessionRootOf("notes")}`);
    write("model-scripts/notes.yaml", SCRIPT.replace("done", `see ${sessionRootOf("notes")}/mnt/outputs/x.md`));
    expect((await lint(at("scenarios/notes.yaml"))).code).toBe(0);
  });
});

describe("lint of a folder or file of another kind", () => {
  it("a model-scripts folder is linted as model scripts, a typo in one named by its loader", async () => {
    write("model-scripts/other.yaml", "turnz:\n  - respond:\n      - text: hi\n");
    const r = await lint(at("model-scripts"));
    expect(heads(r.stdout)).toEqual([`✗ ERROR [model-script-invalid · ours] ${at("model-scripts/other.yaml")}:1`]);
    expect(r.stdout).toContain("across 2 model scripts");
  });

  it("a session file named alone is a session (not a scenario missing its prompt), its uploads checked", async () => {
    rmSync(at("data/in.json"));
    const r = await lint(at("sessions/s.yaml"));
    expect(heads(r.stdout)).toEqual([`✗ ERROR [session-upload-missing · ours] ${at("sessions/s.yaml")}:3`]);
    expect(r.stdout).not.toContain("prompt");
  });

  it("a file named both alone and by its scenario is linted once, as what the scenario names it", async () => {
    write("model-scripts/notes.yaml", "turnz: []\n");
    const r = await lint(at("scenarios"), at("model-scripts"));
    expect(heads(r.stdout)).toEqual([`✗ ERROR [model-script-invalid · ours] ${at("model-scripts/notes.yaml")}:1`]);
    expect(r.stdout).toContain("across 1 scenario, 1 session file and 1 model script");
  });
});

describe("--reference-exit", () => {
  it("our rules' findings are shown but leave the exit to the reference's rules", async () => {
    rmSync(at("data/in.json"));
    expect((await lint(at("scenarios/notes.yaml"))).code).toBe(1);
    const r = await lint(at("scenarios/notes.yaml"), "--reference-exit");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("[session-upload-missing · ours]");
    expect(r.stdout).toContain('1 from cowork-harness rules, marked "ours"');
    // a reference rule still decides: --strict and a WARN of the reference's catalogue
    write(
      "scenarios/notes.yaml",
      SCENARIO.replace("  - transcript_contains: done", "  - allow_delete_in: [mnt/outputs]"),
    );
    expect((await lint(at("scenarios/notes.yaml"), "--reference-exit", "--strict")).code).toBe(1);
  });
});

describe("what a scenario names is hostile input", () => {
  it("a session or model script outside the repository, or reached through a link out, is not read", async () => {
    const outside = mkdtempSync(join(tmpdir(), "lint-outside-"));
    try {
      writeFileSync(join(outside, "secret.yaml"), "turnz: PRIVATE KEY\n");
      write("scenarios/notes.yaml", SCENARIO.replace("../sessions/s.yaml", join(outside, "secret.yaml")));
      rmSync(at("model-scripts/notes.yaml"));
      symlinkSync(join(outside, "secret.yaml"), at("model-scripts/notes.yaml"));
      const r = await lint(at("scenarios/notes.yaml"));
      expect(r.code).toBe(1);
      expect(heads(r.stdout)).toEqual([
        `✗ ERROR [linked-file-missing · ours] ${at("scenarios/notes.yaml")}:3`,
        `✗ ERROR [linked-file-missing · ours] ${at("scenarios/notes.yaml")}:4`,
      ]);
      expect(r.stdout).toContain("is outside the repository: not read");
      expect(r.stdout).not.toContain("PRIVATE KEY");
      expect(r.stdout).not.toContain("turnz");
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("an upload outside the repository is not probed", async () => {
    write("sessions/s.yaml", "permission_parity: cowork\nuploads:\n  - /nonexistent-outside/in.json\n");
    const r = await lint(at("scenarios/notes.yaml"));
    expect(r.stdout).not.toContain("does not exist");
  });
});
