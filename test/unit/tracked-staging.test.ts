/**
 * Issue 36, class 3: a live run stages only what git tracks. A real git repository with files an
 * earlier workflow step would leave behind (an `.npmrc` with a token, cloud credentials, a build
 * directory): staging a connected folder copies the tracked files alone and names the rest in one
 * line; an untracked upload is refused at its session line; a folder that is the repository root
 * or holds `.git` is refused at its line; outside git every file is staged, and the run says so.
 */
import { afterEach, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { git } from "../helpers/git-copy.js";
import { stageSessionLayout, type SessionLayout } from "../../src/live/record/layout.js";
import { planStaging } from "../../src/live/record/tracked-staging.js";
import { assertNoRepositoryFolders } from "../../src/core/session/connected-folders.js";
import { loadSessionText } from "../../src/core/session/load.js";

const temps: string[] = [];
const layouts: SessionLayout[] = [];
afterEach(() => {
  for (const l of layouts.splice(0)) l.cleanup();
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "h36-staged-"));
  temps.push(dir);
  return dir;
}

function put(root: string, rel: string, text: string): void {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), text);
}

/** A repository with tracked `data/in.csv` and `data/sub/keep.txt`, and untracked credentials beside them. */
function repo(): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "h36-stage-")));
  temps.push(dir);
  git(dir, "init", "-q", "-b", "main");
  put(dir, "data/in.csv", "a,b\n1,2\n");
  put(dir, "data/sub/keep.txt", "kept\n");
  put(dir, "sessions/s.yaml", "folders:\n  - from: ../data\n");
  git(dir, "add", "data", "sessions");
  put(dir, "data/.npmrc", "//registry.npmjs.org/:_authToken=h36-stage-TOKEN\n");
  put(dir, "data/gha-creds-abc.json", '{"private_key":"h36-stage-KEY"}\n');
  put(dir, "data/build/out.bin", "x");
  put(dir, "data/sub/new.txt", "untracked\n");
  return dir;
}

async function stage(dir: string, sessionText: string): Promise<SessionLayout> {
  const file = join(dir, "sessions", "s.yaml");
  writeFileSync(file, sessionText);
  const session = loadSessionText(sessionText, file);
  const staging = await planStaging(session.resolved, { env: process.env, repoRoot: dir, sessionFile: file });
  const layout = stageSessionLayout(session.resolved, { parentDir: scratch(), staging });
  layouts.push(layout);
  return layout;
}

/** Every path under `root`, relative, sorted. */
function tree(root: string, rel = ""): string[] {
  return readdirSync(join(root, rel), { withFileTypes: true }).flatMap((e) => {
    const p = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? [p, ...tree(root, p)] : [p];
  });
}

describe("a live run stages only what git tracks", () => {
  it("a connected folder: the tracked files alone; the rest named in one line, repository-relative", async () => {
    const dir = repo();
    const layout = await stage(dir, "folders:\n  - from: ../data\n");
    expect(tree(join(layout.workRoot, "data")).sort()).toEqual(["in.csv", "sub", "sub/keep.txt"]);
    expect(layout.warnings).toEqual([
      "4 path(s) git does not track were not staged (a live run stages only the files git tracks): data/.npmrc, data/build/, data/gha-creds-abc.json, data/sub/new.txt — git add what the run needs",
    ]);
    expect(layout.notices).toEqual([]);
  });

  it("a projects entry likewise", async () => {
    const dir = repo();
    const layout = await stage(dir, "projects:\n  - uuid: p1\n    from: ../data\n");
    expect(existsSync(join(layout.workRoot, ".projects", "p1", "in.csv"))).toBe(true);
    expect(existsSync(join(layout.workRoot, ".projects", "p1", ".npmrc"))).toBe(false);
  });

  it("a tracked path replaced on disk by a directory is not staged (its contents are not what git tracks)", async () => {
    const dir = repo();
    rmSync(join(dir, "data", "in.csv"));
    put(dir, "data/in.csv/secret.txt", "h36-stage-SWAP\n");
    const layout = await stage(dir, "folders:\n  - from: ../data\n");
    expect(existsSync(join(layout.workRoot, "data", "in.csv"))).toBe(false);
    expect(layout.warnings[0]).toContain("data/in.csv/");
  });

  it("a skill or plugin directory that is a repository root stages only its tracked files; one below the root stages what is on disk", async () => {
    const dir = repo();
    put(dir, "skills/demo/SKILL.md", "# demo\n");
    git(dir, "add", "skills");
    put(dir, "skills/demo/draft.md", "not yet added\n");
    const below = await stage(dir, "skills:\n  local: [../skills/demo]\n");
    expect(existsSync(join(below.configDir, "skills", "demo", "draft.md"))).toBe(true);
    const atRoot = await stage(dir, "plugins:\n  local_plugins: [..]\n");
    const staged = atRoot.pluginDirs[0]!;
    expect(existsSync(join(staged, "data", "in.csv"))).toBe(true);
    expect(existsSync(join(staged, "data", ".npmrc"))).toBe(false);
    expect(existsSync(join(staged, "data", "gha-creds-abc.json"))).toBe(false);
  });

  it("an upload git does not track is refused at its session line (exit 2)", async () => {
    const dir = repo();
    const err = await stage(dir, "model: x\nuploads:\n  - ../data/in.csv\n  - ../data/.npmrc\n").catch(
      (e: unknown) => e as Error & { exitCode?: number },
    );
    expect(String(err)).toBe(
      'HarnessError: sessions/s.yaml:4: uploads[1] "data/.npmrc" is not tracked by git: a live run stages only the files git tracks — git add it, or leave it out of the session',
    );
    expect((err as { exitCode?: number }).exitCode).toBe(2);
  });

  it("outside any git work tree every file is staged, and the run says so", async () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "h36-nogit-")));
    temps.push(dir);
    put(dir, "data/in.csv", "a\n");
    put(dir, "data/.npmrc", "x\n");
    const file = join(dir, "s.yaml");
    const session = loadSessionText("folders:\n  - from: data\n", file);
    const staging = await planStaging(session.resolved, { env: process.env, repoRoot: dir, sessionFile: file });
    const layout = stageSessionLayout(session.resolved, { parentDir: scratch(), staging });
    layouts.push(layout);
    expect(tree(join(layout.workRoot, "data")).sort()).toEqual([".npmrc", "in.csv"]);
    expect(layout.notices).toEqual(["data: not in a git work tree, so every file under it was staged"]);
  });

  it("inside a git work tree that git cannot list (no git on PATH) nothing is staged whole: the run stops", async () => {
    const dir = repo();
    const file = join(dir, "sessions", "s.yaml");
    const session = loadSessionText("folders:\n  - from: ../data\n", file);
    await expect(
      planStaging(session.resolved, {
        env: { ...process.env, PATH: "/nonexistent" },
        repoRoot: dir,
        sessionFile: file,
      }),
    ).rejects.toThrow(
      'cannot list what git tracks in "data" (a git work tree): is git installed? — a live run stages only the files git tracks',
    );
  });

  it("a left-out name that would be a workflow command or a second line is neutralised", async () => {
    const dir = repo();
    put(dir, "data/x\n##[error]FORGED", "y");
    const layout = await stage(dir, "folders:\n  - from: ../data\n");
    expect(layout.warnings).toHaveLength(1);
    expect(layout.warnings[0]).not.toMatch(/\n|##\[/);
    expect(layout.warnings[0]).toContain("data/x␊#·#[error]FORGED");
  });
});

describe("a connected folder is never a repository", () => {
  const refusal = (dir: string, text: string): string => {
    const file = join(dir, "sessions", "s.yaml");
    writeFileSync(file, text);
    try {
      assertNoRepositoryFolders(file, loadSessionText(text, file).resolved, { repoRoot: dir });
      return "accepted";
    } catch (e) {
      return (e as Error).message;
    }
  };

  it("the repository root is refused at its session line", () => {
    const dir = repo();
    expect(refusal(dir, "model: x\nfolders:\n  - from: ..\n")).toBe(
      'sessions/s.yaml:3: folders[0].from "." is the repository root: connect a subfolder — a live run stages only the files git tracks, never a whole repository',
    );
  });

  it("a folder holding .git (a nested repository or submodule) is refused; a project likewise", () => {
    const dir = repo();
    git(join(dir, "data", "sub"), "init", "-q");
    expect(refusal(dir, "folders:\n  - from: ../data/sub\n")).toMatch(
      /^sessions\/s\.yaml:2: folders\[0\]\.from "data\/sub" holds \.git \(a repository of its own\): connect a subfolder of it/,
    );
    expect(refusal(dir, "projects:\n  - uuid: p\n    from: ..\n")).toMatch(
      /^sessions\/s\.yaml:3: projects\[0\]\.from "\." is the repository root/,
    );
  });

  it("a subfolder is accepted", () => {
    expect(refusal(repo(), "folders:\n  - from: ../data\n")).toBe("accepted");
  });
});
