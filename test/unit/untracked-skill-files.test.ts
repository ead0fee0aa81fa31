/**
 * `record`'s warning about skill files git does not track (src/live/record/untracked-skill-files.ts): git
 * runs as the fingerprint runs it, so a GIT_DIR or GIT_INDEX_FILE in the caller's environment (a
 * hook's) cannot hide the files, and a file name holding a line break or a workflow command is
 * printed neutralised. A real git repository.
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { git } from "../helpers/git-copy.js";
import { untrackedFilesUnder, untrackedWarning } from "../../src/live/record/untracked-skill-files.js";

const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

function skillRepo(): { repo: string; skill: string } {
  const repo = realpathSync(mkdtempSync(join(tmpdir(), "h36-untracked-")));
  temps.push(repo);
  git(repo, "init", "-q", "-b", "main");
  const skill = join(repo, "skills", "demo");
  mkdirSync(skill, { recursive: true });
  writeFileSync(join(skill, "SKILL.md"), "# demo\n");
  git(repo, "add", "skills");
  writeFileSync(join(skill, "draft.md"), "new\n");
  return { repo, skill };
}

describe("untracked skill files", () => {
  it("are found whatever GIT_* variables the caller's environment holds", async () => {
    const { repo, skill } = skillRepo();
    const env = { ...process.env, GIT_DIR: join(repo, "nowhere"), GIT_INDEX_FILE: join(repo, "no-index") };
    expect(await untrackedFilesUnder([skill], env)).toEqual([join(skill, "draft.md")]);
  });

  it("a name with a line break or a workflow command is shown neutralised", async () => {
    const { repo, skill } = skillRepo();
    writeFileSync(join(skill, "x\n##[error]FORGED"), "y");
    const warning = untrackedWarning(await untrackedFilesUnder([skill]), repo)!;
    expect(warning).not.toMatch(/\n|##\[/);
    expect(warning).toContain("skills/demo/x␊#·#[error]FORGED");
  });
});
