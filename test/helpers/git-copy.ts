/** Copies a directory into a fresh temp dir and, optionally, commits it into a new git repository. */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";

export interface TempCopy {
  dir: string;
  cleanup(): void;
}

const GIT_ID = ["-c", "user.name=cowork-test", "-c", "user.email=test@example.invalid", "-c", "commit.gpgsign=false"];

export function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", [...GIT_ID, ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GIT_DIR: undefined, GIT_WORK_TREE: undefined } as NodeJS.ProcessEnv,
  });
}

export function tempCopy(source: string, opts: { git?: boolean; name?: string } = {}): TempCopy {
  const base = mkdtempSync(join(tmpdir(), "cowork-test-"));
  const dir = join(base, opts.name ?? "repo");
  cpSync(source, dir, { recursive: true });
  if (opts.git) {
    git(dir, "init", "-q", "-b", "main");
    git(dir, "add", "-A");
    git(dir, "commit", "-q", "-m", "fixture");
  }
  return { dir, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}

/** A bare repository `remote.git` in `base` whose `main` holds one commit of `files` (path → text). */
export function seededRemote(base: string, files: Record<string, string>): string {
  const remote = join(base, "remote.git");
  git(base, "init", "-q", "--bare", "-b", "main", remote);
  const seed = mkdtempSync(join(base, "seed-"));
  git(seed, "init", "-q", "-b", "main");
  for (const [path, text] of Object.entries(files)) writeFileSync(join(seed, path), text);
  git(seed, "add", "-A");
  git(seed, "commit", "-q", "-m", "seed");
  git(seed, "push", "-q", remote, "main");
  rmSync(seed, { recursive: true, force: true });
  return remote;
}
