/**
 * Existence keys over the materialized artifact tree (the reference's src/assert.ts; docs/reference.md#replay-and-assertions "Filesystem"),
 * plus the lookup every manifest-backed key shares:
 *  - `file_exists: <rel path>` — the path exists under the work root. A body-less manifest
 *    entry (a 0-byte placeholder) passes: its recorded hash proves it existed. A link entry
 *    is "evidence unavailable": the placeholder says nothing about where the link pointed.
 *  - `user_visible_artifact: <rel path>` — as file_exists, and the path is one of the
 *    user-visible roots or below one. Location delivers nothing on `lane: remote`.
 * Paths are contained (lexically and through symlinks) before anything on disk is touched.
 */
import { existsSync } from "node:fs";
import type { ArtifactView, AssertContext, KeyEvaluator } from "./context.js";
import { badArg, fail, isNonEmptyString, pass } from "./describe.js";
import { containLexically, containReal, escapingLinkMessage, unsafePathMessage } from "./contained-path.js";

export type ArtifactLookup =
  /** the path leaves the work root (lexically or through a symlink): `message` says so */
  | { state: "unsafe"; message: string }
  /** nothing was materialized for this cassette */
  | { state: "no-tree" }
  /** a symlink/hardlink at record time: only a placeholder exists */
  | { state: "link"; rel: string }
  /** a manifest entry recorded without its body (size / readonly / unreadable / input / other) */
  | { state: "body-less"; rel: string; real: string; reason: string | undefined }
  | { state: "missing"; rel: string }
  /** `body`: the file's bytes when the tree's manifest holds them (nothing read from disk) */
  | { state: "present"; rel: string; real: string; body?: Buffer }
  | { state: "unreadable"; rel: string; error: string };

export function isLinkEntry(ctx: AssertContext, rel: string): boolean {
  return ctx.linkPaths.has(rel) || ctx.linkResolution.linkPaths.has(rel);
}

/** Lexical checks need a root even when nothing was materialized; this one is never touched. */
const NO_TREE_ROOT = "/no-artifact-tree/root";

/** Locates an assertion path in the artifact tree, in the order every file key checks it. */
export function lookupArtifact(key: string, p: string, ctx: AssertContext): ArtifactLookup {
  return (ctx.artifactView && viewLookup(key, p, ctx, ctx.artifactView)) ?? diskLookup(key, p, ctx);
}

/**
 * The lookup answered from the tree's manifest: the same states the disk would give, since the
 * written tree is exactly the manifest's files and their directories, with no symlink in it.
 * Undefined (ask the disk) for a directory or a path that is not there, whose messages name the
 * written tree.
 */
function viewLookup(key: string, p: string, ctx: AssertContext, view: ArtifactView): ArtifactLookup | undefined {
  const lexical = containLexically(view.location, p);
  if (!lexical.ok) return { state: "unsafe", message: unsafePathMessage(key, p) };
  const { rel } = lexical;
  if (isLinkEntry(ctx, rel)) return { state: "link", rel };
  const node = view.at(rel);
  if (node?.kind !== "file") return undefined;
  if (ctx.truncatedPaths.has(rel))
    return { state: "body-less", rel, real: lexical.abs, reason: ctx.truncatedPaths.get(rel) };
  return { state: "present", rel, real: lexical.abs, body: node.raw };
}

/** Where messages say the tree is, without writing it when its manifest answers. */
export function treeLocation(ctx: AssertContext): string {
  return ctx.artifactView?.location ?? ctx.workRoot;
}

function diskLookup(key: string, p: string, ctx: AssertContext): ArtifactLookup {
  const lexical = containLexically(ctx.workRoot || NO_TREE_ROOT, p);
  if (!lexical.ok) return { state: "unsafe", message: unsafePathMessage(key, p) };
  if (ctx.workRoot === "") return { state: "no-tree" };
  const { rel } = lexical;
  if (isLinkEntry(ctx, rel)) return { state: "link", rel };
  const real = containReal(ctx.workRoot, lexical.abs);
  if (real.kind === "escapes") return { state: "unsafe", message: escapingLinkMessage(key, p) };
  if (real.kind === "unreadable") return { state: "unreadable", rel, error: real.error };
  if (real.kind === "missing" || !existsSync(real.real)) return { state: "missing", rel };
  if (ctx.truncatedPaths.has(rel))
    return { state: "body-less", rel, real: real.real, reason: ctx.truncatedPaths.get(rel) };
  return { state: "present", rel, real: real.real };
}

/** The reference's "link placeholder" wording for existence keys. */
export function linkUnavailable(p: string): string {
  return `evidence unavailable: "${p}" was a symlink/hardlink at record time — replay can't confirm it resolves to real in-root content; re-record or assert on the deliverable`;
}

function isUserVisible(rel: string, prefixes: readonly string[]): boolean {
  return prefixes.some((pre) => rel === pre || rel.startsWith(pre + "/"));
}

const fileExists: KeyEvaluator = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("file_exists", arg, "a relative path");
  const found = lookupArtifact("file_exists", arg, ctx);
  switch (found.state) {
    case "unsafe":
      return fail(found.message);
    case "no-tree":
      return fail(`file not found: ${arg} (no artifact tree was materialized)`);
    case "link":
      return fail(linkUnavailable(arg));
    case "unreadable":
      return fail(`file_exists: "${arg}" could not be checked: ${found.error}`);
    case "missing":
      return fail(`file not found: ${arg} (under ${ctx.workRoot})`);
    case "body-less":
      // existence is proven by the recorded hash; only content keys need the body
      return pass();
    case "present":
      return pass(`file_exists: "${arg}" present under ${treeLocation(ctx)}`);
  }
};

const userVisibleArtifact: KeyEvaluator = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("user_visible_artifact", arg, "a relative path");
  const lexical = containLexically(treeLocation(ctx) || NO_TREE_ROOT, arg);
  if (!lexical.ok) return fail(unsafePathMessage("user_visible_artifact", arg));
  // the lane decides before any location-based branch: location proves nothing on remote
  if (ctx.lane === "remote")
    return fail(
      "user_visible_artifact asserts LOCATION, which delivers nothing on `lane: remote` — a remote container has no auto-delivering outputs dir and is reclaimed at session end. Tool-level delivery is NOT YET ASSERTABLE on this lane (no remote delivery tool is modeled). Either assert the written path plus the agent's own statement of it (`file_exists` + `transcript_matches`), or use `lane: local` if this scenario models the desktop lane",
    );
  const found = lookupArtifact("user_visible_artifact", arg, ctx);
  if (found.state === "link") return fail(linkUnavailable(arg));
  if (!isUserVisible(lexical.rel, ctx.userVisiblePrefixes))
    return fail(
      `"${arg}" is not under a user-visible prefix (${ctx.userVisiblePrefixes.join(", ")}) — invisible to the user in Cowork`,
    );
  switch (found.state) {
    case "unsafe":
      return fail(found.message);
    case "no-tree":
      return fail(`user-visible artifact not found: ${arg} (no artifact tree was materialized)`);
    case "unreadable":
      return fail(`user_visible_artifact: "${arg}" could not be checked: ${found.error}`);
    case "missing":
      return fail(`user-visible artifact not found: ${arg}`);
    case "body-less":
    case "present":
      return pass();
  }
};

export const fileKeys: Record<string, KeyEvaluator> = {
  file_exists: fileExists,
  user_visible_artifact: userVisibleArtifact,
};
