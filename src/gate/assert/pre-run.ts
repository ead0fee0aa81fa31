/**
 * Keys comparing the run's end state with the pre-run manifest (the reference's src/assert.ts; docs/reference.md#replay-and-assertions
 * "Filesystem"):
 *  - `no_unexpected_files: [glob…]` — every file under the user-visible roots of the
 *    materialized tree that was not in `preRunPaths` must match an allowed glob (`[]` allows
 *    none). The tree is walked without following links; a subtree that escapes the work root
 *    or cannot be read makes the result "evidence unavailable".
 *  - `input_unmodified: glob | [glob…]` — every pre-run path the globs select must still have
 *    its pre-run sha256 (the manifest's post-run hash; a path with none was removed). Zero
 *    selected paths fails; a pre-run hash of null cannot be compared ("evidence unavailable").
 * A pre-run manifest of origin local-unreadable / remote-unavailable proves nothing.
 */
import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { AssertContext, KeyEvaluator, KeyResult } from "./context.js";
import { badArg, fail, pass } from "./describe.js";
import { containLexically, containReal } from "./contained-path.js";
import { matchesAnyPathGlob } from "../../core/util/path-glob.js";

export interface TreeWalk {
  /** "/"-separated paths relative to the work root, sorted; `link` for symlinks (not followed) */
  entries: { path: string; link: boolean }[];
  /** subtrees left out because they lead outside the work root */
  containmentSkips: string[];
  /** subtrees that could not be read */
  errors: { path: string; error: string }[];
}

function errorText(e: unknown): string {
  if (typeof e === "object" && e !== null && "code" in e) return String((e as { code: unknown }).code);
  return e instanceof Error ? e.message : String(e);
}

/** Walks the files under each user-visible root of `workRoot`, never following a link. */
export function walkUserVisible(workRoot: string, roots: readonly string[]): TreeWalk {
  const found = new Map<string, boolean>();
  const walk: TreeWalk = { entries: [], containmentSkips: [], errors: [] };
  const visit = (rel: string, abs: string): void => {
    let st;
    try {
      st = lstatSync(abs);
    } catch (e) {
      walk.errors.push({ path: rel, error: errorText(e) });
      return;
    }
    if (st.isSymbolicLink()) {
      if (containReal(workRoot, abs).kind === "escapes") walk.containmentSkips.push(rel);
      else found.set(rel, true);
      return;
    }
    if (!st.isDirectory()) {
      found.set(rel, false);
      return;
    }
    let names: string[];
    try {
      names = readdirSync(abs);
    } catch (e) {
      walk.errors.push({ path: rel, error: errorText(e) });
      return;
    }
    for (const name of names) visit(`${rel}/${name}`, join(abs, name));
  };
  for (const root of roots) {
    const lexical = containLexically(workRoot, root);
    if (!lexical.ok || lexical.rel === "") {
      walk.containmentSkips.push(root);
      continue;
    }
    const real = containReal(workRoot, lexical.abs);
    if (real.kind === "missing") continue;
    if (real.kind === "escapes") walk.containmentSkips.push(lexical.rel);
    else if (real.kind === "unreadable") walk.errors.push({ path: lexical.rel, error: real.error });
    else visit(lexical.rel, lexical.abs);
  }
  walk.entries = [...found]
    .map(([path, link]) => ({ path, link }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return walk;
}

function originUnavailable(ctx: AssertContext, what: string): KeyResult | null {
  const origin = ctx.preRunOrigin;
  if (origin !== "remote-unavailable" && origin !== "local-unreadable") return null;
  const why =
    origin === "remote-unavailable"
      ? "a cloud run's filesystem is not locally observable"
      : "a connected-folder source was unreadable, so the baseline is incomplete";
  return fail(`evidence unavailable: pre-run manifest origin is ${origin} (${why}) — cannot ${what}`);
}

function isGlobList(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((g) => typeof g === "string" && g.length > 0);
}

const noUnexpectedFiles: KeyEvaluator = (arg, ctx) => {
  if (!isGlobList(arg)) return badArg("no_unexpected_files", arg, "a list of path globs");
  const origin = originUnavailable(ctx, "compute created files");
  if (origin) return origin;
  if (ctx.preRunPaths === undefined)
    return fail(
      "evidence unavailable: no pre-run manifest for this run/cassette (it never armed one, or predates 0.24) — cannot compute created files; re-run live, or re-record",
    );
  const walk =
    ctx.workRoot === ""
      ? { entries: [], containmentSkips: [], errors: [] }
      : walkUserVisible(ctx.workRoot, ctx.userVisiblePrefixes);
  if (walk.containmentSkips.length > 0)
    return fail(
      `evidence unavailable: ${walk.containmentSkips.length} subtree(s) under the user-visible roots were skipped for escaping the work root (${walk.containmentSkips.slice(0, 3).join(", ")}) — cannot prove no unexpected files were created there`,
    );
  if (walk.errors.length > 0)
    return fail(
      `evidence unavailable: the post-run filesystem walk was incomplete (${walk.errors.map((e) => `${e.path || "<root>"}: ${e.error}`).join("; ")}) — cannot prove no unexpected files were created`,
    );
  const before = new Set(ctx.preRunPaths.map((p) => p.replace(/\\/g, "/")));
  // a baseline captured blind to links must be compared blind to links
  const after = walk.entries
    .filter((e) => ctx.preRunLinkAware || !(e.link || ctx.linkPaths.has(e.path)))
    .map((e) => e.path);
  const stray = after.filter((p) => !before.has(p) && !matchesAnyPathGlob(arg, p));
  return stray.length === 0
    ? pass()
    : fail(
        `unexpected file(s) created outside the allowlist: ${stray.join(", ")} (allow: ${arg.join(", ") || "(none)"})`,
      );
};

const inputUnmodified: KeyEvaluator = (arg, ctx) => {
  const globs = typeof arg === "string" && arg.length > 0 ? [arg] : arg;
  if (!isGlobList(globs) || globs.length === 0)
    return badArg("input_unmodified", arg, "a path glob or a non-empty list of them");
  const origin = originUnavailable(ctx, "compare content");
  if (origin) return origin;
  const pre = ctx.preRunHashes;
  if (pre === undefined)
    return fail(
      "evidence unavailable: no pre-run hash manifest for this run/cassette (it never armed one, or predates the fingerprinted manifest) — cannot compare content; re-run live, or re-record",
    );
  const matched = Object.keys(pre).filter((p) => matchesAnyPathGlob(globs, p));
  if (matched.length === 0)
    return fail(
      `input_unmodified matched no pre-run path(s): glob(s) ${globs.join(", ")} matched nothing in the pre-run manifest — nothing to verify; check the mount name/glob (a typo or renamed mount reads as a vacuous pass otherwise)`,
    );
  const uncheckable = matched.filter((p) => pre[p] === null);
  if (uncheckable.length > 0)
    return fail(
      `evidence unavailable: pre-run hash missing (over size cap, or nulled because the recorded body was scrubbed or redacted) for: ${uncheckable.slice(0, 5).join(", ")} — raise COWORK_HARNESS_PRERUN_HASH_CAP or narrow the glob (a scrubbed/redacted body cannot be compared on replay)`,
    );
  // the manifest's post-run hash is authoritative: body-less entries materialize as empty placeholders
  const removed = matched.filter((p) => ctx.postRunHashes[p] === undefined);
  const modified = matched.filter((p) => ctx.postRunHashes[p] !== undefined && ctx.postRunHashes[p] !== pre[p]);
  if (removed.length === 0 && modified.length === 0) return pass();
  const parts: string[] = [];
  if (modified.length > 0) parts.push(`modified in place: ${modified.slice(0, 5).join(", ")}`);
  if (removed.length > 0) parts.push(`removed: ${removed.slice(0, 5).join(", ")}`);
  return fail(`pre-existing file(s) changed — ${parts.join("; ")}`);
};

export const preRunKeys: Record<string, KeyEvaluator> = {
  no_unexpected_files: noUnexpectedFiles,
  input_unmodified: inputUnmodified,
};
