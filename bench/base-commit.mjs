// Which commit the quick bench (bench/compare.mjs) compares this build against: the build that
// was there before this change landed. The first rule that applies:
//
//   1. given: --base REF / BENCH_BASE=REF (GitHub CI passes the PR's base, or the push's `before`)
//   2. a branch or a PR: `git merge-base HEAD U` for the first of @{upstream}, origin/HEAD,
//      origin/main that exists and that HEAD has not reached (HEAD is not one of its ancestors)
//   3. HEAD is the tip of what was pushed (.ci/run's clean clone of main, where origin/main is
//      HEAD): the last landed commit, i.e. the newest first-parent ancestor before the current
//      submission. A submission is the run of first-parent commits made without a pause longer
//      than BENCH_SUBMISSION_GAP_HOURS (default 2 hours; sessions land hours or days apart, the
//      commits within one minutes apart), so a submission that commits dist/ twice is compared
//      as a whole, not against its own first build. When that commit's dist/ is HEAD's (the
//      submission did not change the product), the previous build of dist/ before it is taken.
//   4. no pause in the history (a young repository): the previous build of dist/, the first
//      parent of the newest first-parent commit that changed dist/.
//
// resolveBase never throws: it returns { sha, why } or, when there is no base, { why } (the run
// is then skipped), or { error } for a given ref that is not a commit (a usage error).
import { execFileSync } from "node:child_process";

export const DEFAULT_SUBMISSION_GAP_HOURS = 2;

function gitIn(cwd) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("GIT_")));
  return (...args) => {
    try {
      return execFileSync("git", args, { cwd, encoding: "utf8", env, stdio: ["ignore", "pipe", "pipe"] }).trim();
    } catch {
      return undefined;
    }
  };
}

const short = (sha) => sha.slice(0, 12);

/**
 * @param {{ cwd: string, given?: string, gapHours?: number }} opts
 * @returns {{ sha: string, why: string } | { why: string } | { error: string }}
 */
export function resolveBase({ cwd, given, gapHours = DEFAULT_SUBMISSION_GAP_HOURS }) {
  const git = gitIn(cwd);
  if (given) {
    const sha = git("rev-parse", "--verify", "--quiet", `${given}^{commit}`);
    if (!sha) return { error: `base ${given} is not a commit here (a shallow clone? fetch with depth 0)` };
    return { sha, why: `given (${given})` };
  }
  const head = git("rev-parse", "--verify", "--quiet", "HEAD^{commit}");
  if (!head) return { why: "not a git checkout" };

  for (const ref of ["@{upstream}", "origin/HEAD", "origin/main"]) {
    const tip = git("rev-parse", "--verify", "--quiet", `${ref}^{commit}`);
    if (!tip || tip === head) continue;
    const mb = git("merge-base", "HEAD", tip);
    if (mb && mb !== head) return { sha: mb, why: `git merge-base HEAD ${ref}` };
  }

  const landed = lastLanded(git, gapHours);
  if (landed) {
    if (git("rev-parse", `${landed}:dist`) !== git("rev-parse", "HEAD:dist")) {
      return {
        sha: landed,
        why: `the last landed commit (before the ${gapHours} h pause that starts this submission)`,
      };
    }
    const before = previousBuild(git, landed);
    if (before.sha) return { sha: before.sha, why: `${before.why}; this submission did not change dist/` };
    return before;
  }
  return previousBuild(git, "HEAD");
}

/** The newest first-parent ancestor of HEAD followed by a pause longer than `gapHours`, or undefined. */
function lastLanded(git, gapHours) {
  if (!(gapHours > 0)) return undefined;
  const log = git("log", "--first-parent", "--format=%H %ct", "HEAD");
  if (!log) return undefined;
  let newer;
  for (const line of log.split("\n")) {
    const [sha, ct] = line.split(" ");
    const t = Number(ct);
    if (newer && newer.t - t > gapHours * 3600) return sha;
    newer = { sha, t };
  }
  return undefined;
}

/** The first parent of the newest first-parent commit at or before `from` that changed dist/. */
function previousBuild(git, from) {
  const lastBuild = git("log", "--first-parent", "--format=%H", "-1", from, "--", "dist");
  if (!lastBuild) return { why: "no commit in this history changed dist/" };
  const before = git("rev-parse", "--verify", "--quiet", `${lastBuild}^1`);
  if (!before)
    return {
      why: `${short(lastBuild)}, the newest change to dist/, has no parent here (a shallow clone? fetch with depth 0)`,
    };
  return {
    sha: before,
    why: `the previous build of dist/ (parent of ${short(lastBuild)}, the newest commit that changed dist/)`,
  };
}
