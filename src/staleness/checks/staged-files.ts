/**
 * Staged files: are the files the agent found in uploads and connected folders still the bytes
 * it was shown? Our cassettes list each staged file with its source and sha256 (`inputs.files`).
 * For a cassette without that list, the session's uploads are matched to the recorded pre-run
 * hashes by the name they were staged under (`uploads/<basename>`), as the reference stages them.
 */
import { existsSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { runSha256OfFile } from "../../fingerprint/run-scope.js";
import type { StalenessFinding } from "../types.js";
import { empty, type CheckContext, type CheckResult, type StalenessCheck } from "./context.js";

interface Candidate {
  staged: string;
  /** absolute source path */
  source: string;
  /** as shown to the author */
  shown: string;
  sha256: string | null;
}

function recordedCandidates(ctx: CheckContext): Candidate[] | undefined {
  const files = ctx.cassette.inputs?.files;
  if (files === undefined) return undefined;
  const dir = dirname(ctx.cassettePath);
  return files.map((f) => ({ staged: f.staged, source: resolve(dir, f.source), shown: f.source, sha256: f.sha256 }));
}

async function derivedCandidates(ctx: CheckContext, out: CheckResult): Promise<Candidate[]> {
  const hashes = ctx.cassette.preRunHashes;
  const session = await ctx.session();
  if (!session.ok) return [];
  const uploads = session.session.resolved.uploads;
  if (uploads.length === 0) return [];
  if (hashes === undefined) {
    out.unchecked = [`upload files: the cassette records no pre-run hashes of its ${uploads.length} upload(s)`];
    return [];
  }
  const absent: string[] = [];
  const found = uploads.flatMap((source, i) => {
    const staged = `uploads/${basename(source)}`;
    const sha256 = hashes[staged];
    const shown = session.session.authored.uploads[i] ?? source;
    if (typeof sha256 !== "string") return [];
    // without a record of what was staged, a missing source may never have been part of this checkout
    if (!existsSync(source)) {
      absent.push(shown);
      return [];
    }
    return [{ staged, source, shown, sha256 }];
  });
  if (absent.length > 0) out.unchecked = [`upload files ${absent.join(", ")}: not found, and the cassette records no inputs to tell whether they were removed`];
  return found;
}

function finding(changed: Candidate[], missing: Candidate[]): StalenessFinding {
  const all = [...changed, ...missing];
  const names =
    all
      .slice(0, 5)
      .map((c) => c.shown)
      .join(", ") + (all.length > 5 ? `, +${all.length - 5} more` : "");
  const what = [changed.length ? `${changed.length} changed` : "", missing.length ? `${missing.length} missing` : ""].filter(Boolean).join(", ");
  return {
    class: "uploads",
    message: `upload/folder file(s) the agent was given changed since recording (${what}): ${names} — the recorded run read the old content; re-record`,
    files: { changed: changed.map((c) => c.shown), added: [], removed: missing.map((c) => c.shown) },
    paths: { changed: changed.map((c) => c.source), added: [], removed: missing.map((c) => c.source) },
    location: { path: all[0]!.source },
  };
}

export const stagedFilesCheck: StalenessCheck = {
  id: "uploads",
  question: "Are the files staged into uploads and connected folders the bytes the agent saw?",
  async run(ctx) {
    const out = empty();
    const candidates = recordedCandidates(ctx) ?? (await derivedCandidates(ctx, out));
    const changed: Candidate[] = [];
    const missing: Candidate[] = [];
    for (const c of candidates) {
      if (c.sha256 === null) continue; // scrubbed or over the cap at record time: nothing to compare
      const now = runSha256OfFile(c.source);
      if (now === null) missing.push(c);
      else if (now !== c.sha256) changed.push(c);
    }
    if (changed.length + missing.length > 0) out.findings.push(finding(changed, missing));
    return out;
  },
};
