/**
 * The workflow that commits a rebuilt dist/ to Dependabot's pull requests
 * (.github/workflows/dependabot-dist.yml): the dependency's code runs only where the token is
 * read-only, the job that can write runs nothing but git and commits only dist/, and no event text
 * reaches a shell script through an expression.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { REPO_ROOT } from "../helpers/paths.js";

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  needs?: string;
  permissions?: Record<string, string>;
  steps: Step[];
}
const doc = parse(readFileSync(join(REPO_ROOT, ".github/workflows/dependabot-dist.yml"), "utf8")) as {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
};

describe("dist/ rebuilt on Dependabot's pull requests", () => {
  it("builds only Dependabot's own npm branches, with a read-only token", () => {
    expect(Object.keys(doc.on)).toEqual(["pull_request"]);
    expect(doc.permissions).toEqual({ contents: "read" });
    const build = doc.jobs.build!;
    expect(build.permissions).toBeUndefined();
    expect(build.if).toContain("github.event.pull_request.user.login == 'dependabot[bot]'");
    expect(build.if).toContain("github.event.pull_request.head.repo.full_name == github.repository");
    expect(build.steps.some((s) => s.run?.includes("npm run build"))).toBe(true);
    expect(build.steps.find((s) => s.uses?.startsWith("actions/checkout@"))?.with?.["persist-credentials"]).toBe(false);
  });

  it("commits with the write token running nothing but git, and only files under dist/", () => {
    const commit = doc.jobs.commit!;
    expect(commit.needs).toBe("build");
    expect(commit.permissions).toEqual({ contents: "write" });
    const scripts = commit.steps.flatMap((s) => (s.run ? [s.run] : []));
    for (const script of scripts) expect(script).not.toMatch(/\b(npm|npx|node|yarn|pnpm)\b/);
    expect(scripts.join("\n")).toContain("grep -v '^dist/'");
    expect(scripts.join("\n")).toMatch(/rev-parse HEAD\)" = "\$BUILT"/);
  });

  it("passes no expression into a shell script (event text goes through env)", () => {
    for (const job of Object.values(doc.jobs)) for (const s of job.steps) if (s.run) expect(s.run).not.toContain("${{");
  });
});
