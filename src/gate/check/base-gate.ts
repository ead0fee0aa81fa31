/**
 * The gate on the base: the base's versions of this run's cassettes checked against the base's
 * own tree, in a temporary worktree of the base commit (the user's checkout is never touched; the
 * worktree is removed after), so that each cassette gets one change against the base: added,
 * newly failing, fixed, newly stale, re-recorded (its content changed) or unchanged. Token-free
 * like the gate itself: replay and staleness only, no re-run.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { gitClient } from "../../core/git/client.js";
import type { BaseView } from "../coverage/base-view.js";
import type { CassetteChange } from "../coverage/types.js";
import type { FailOn } from "../report/fail-on.js";
import { buildGateReport, type GateRow } from "../report/gate-report.js";
import type { CheckOptions } from "./check-one.js";
import { runCheck } from "./run-check.js";

/** A cassette's one change against the base. */
export type CassetteDelta = NonNullable<GateRow["change"]>;

type Judged = Pick<GateRow, "status" | "gateFailing">;

const failing = (r: Judged): boolean => r.gateFailing || r.status === "fail" || r.status === "error";

/** The change of one cassette, from its row on the base (absent: the base lacks it) and here. */
export function deltaOf(base: Judged | undefined, head: Judged, content: CassetteChange | undefined): CassetteDelta {
  if (base === undefined) return "added";
  if (failing(head) && !failing(base)) return "newly-failing";
  if (!failing(head) && failing(base)) return "fixed";
  if (head.status === "stale" && base.status !== "stale") return "newly-stale";
  return content === "re-recorded" ? "re-recorded" : "unchanged";
}

/**
 * The base's row of each of `cassettes` (absolute paths of this run) that the base holds, keyed by
 * its index; judged under the same options and policy as this run.
 */
export async function judgeOnBase(
  base: BaseView,
  cassettes: readonly string[],
  check: CheckOptions,
  failOn: readonly FailOn[],
): Promise<Map<number, Judged>> {
  const inBase = cassettes
    .map((abs, i) => ({ i, rel: relative(base.top, abs).split(sep).join("/") }))
    .filter(({ rel }) => !rel.startsWith("../") && base.files.has(rel));
  const out = new Map<number, Judged>();
  if (inBase.length === 0) return out;
  const git = gitClient(base.top, check.env ?? process.env);
  const parent = mkdtempSync(join(tmpdir(), "cowork-base-"));
  const tree = join(parent, "base");
  try {
    await git.raw(["worktree", "add", "--detach", "--quiet", tree, base.sha]);
    const files = inBase.map(({ rel }) => join(tree, ...rel.split("/")));
    // no persistent digest cache: the worktree's paths are temporary, its entries would only crowd it;
    // no report pass (check --mutate): the base is judged for its verdict alone
    const { digestCache: _cache, observe: _observe, ...opts } = check as CheckOptions & { digestCache?: unknown };
    const run = await runCheck(files, { ...opts, reassert: check.reassert });
    const report = buildGateReport(
      run.outcomes.map((o) => o.result),
      { failOn: [...failOn], root: tree },
    );
    report.rows.forEach((row, k) => out.set(inBase[k]!.i, { status: row.status, gateFailing: row.gateFailing }));
  } finally {
    await git.raw(["worktree", "remove", "--force", tree]).catch(() => undefined);
    rmSync(parent, { recursive: true, force: true });
    await git.raw(["worktree", "prune"]).catch(() => undefined);
  }
  return out;
}
