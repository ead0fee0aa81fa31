/**
 * Staged files: are the files the agent found in uploads and connected folders still the bytes
 * it was shown? Our cassettes list each staged file with its source and sha256 (`inputs.files`).
 * For a cassette without that list, the session's uploads are matched to the recorded pre-run
 * hashes by the name they were staged under (`uploads/<basename>`), as the reference stages them.
 * Every source is hostile input, read only inside the repository (./named-file.ts).
 */
import { basename, dirname, relative, resolve } from "node:path";
import type { StalenessFinding } from "../types.js";
import { empty, type CheckContext, type CheckResult, type StalenessCheck } from "./context.js";
import { cassetteDir, namedFileVerdict, notReadFinding, type NamedPath } from "./named-file.js";

interface Candidate {
  path: NamedPath;
  /** absolute source path */
  source: string;
  /** as shown to the author */
  shown: string;
  sha256: string | null;
}

interface Candidates {
  list: Candidate[];
  /** the file that names them, where a refusal is reported */
  namedIn: string;
}

function recordedCandidates(ctx: CheckContext): Candidates | undefined {
  const files = ctx.cassette.inputs?.files;
  if (files === undefined) return undefined;
  const baseDir = cassetteDir(ctx);
  const list = files.map((f, i) => ({
    path: { field: `inputs.files[${i}].source`, baseDir, named: f.source },
    source: resolve(baseDir, f.source),
    shown: f.source,
    sha256: f.sha256,
  }));
  return { list, namedIn: ctx.cassettePath };
}

async function derivedCandidates(ctx: CheckContext, out: CheckResult): Promise<Candidates> {
  const hashes = ctx.cassette.preRunHashes;
  const session = await ctx.session();
  if (!session.ok) return { list: [], namedIn: ctx.cassettePath };
  const uploads = session.session.resolved.uploads;
  if (uploads.length > 0 && hashes === undefined)
    out.unchecked = [`upload files: the cassette records no pre-run hashes of its ${uploads.length} upload(s)`];
  const baseDir = dirname(resolve(session.path));
  const list = uploads.flatMap((source, i) => {
    const sha256 = hashes?.[`uploads/${basename(source)}`];
    if (typeof sha256 !== "string") return [];
    const shown = session.session.authored.uploads[i] ?? source;
    return [
      {
        path: { field: `session uploads[${i}]`, baseDir, named: relative(baseDir, source), shown },
        source,
        shown,
        sha256,
      },
    ];
  });
  return { list, namedIn: session.path };
}

function finding(changed: Candidate[], missing: Candidate[]): StalenessFinding {
  const all = [...changed, ...missing];
  const names =
    all
      .slice(0, 5)
      .map((c) => c.shown)
      .join(", ") + (all.length > 5 ? `, +${all.length - 5} more` : "");
  const what = [changed.length ? `${changed.length} changed` : "", missing.length ? `${missing.length} missing` : ""]
    .filter(Boolean)
    .join(", ");
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
    const recorded = recordedCandidates(ctx);
    const candidates = recorded ?? (await derivedCandidates(ctx, out));
    const changed: Candidate[] = [];
    const missing: Candidate[] = [];
    const absent: string[] = [];
    const refused: { path: NamedPath; why: string }[] = [];
    for (const c of candidates.list) {
      if (c.sha256 === null) continue; // scrubbed or over the cap at record time: nothing to compare
      const now = namedFileVerdict(ctx, c.path);
      if (now.kind === "refused") refused.push({ path: c.path, why: now.why });
      // without a record of what was staged, a missing source may never have been part of this checkout
      else if (now.kind === "missing") {
        if (recorded) missing.push(c);
        else absent.push(c.shown);
      } else if (now.sha256 !== c.sha256) changed.push(c);
    }
    if (absent.length > 0)
      out.unchecked = [
        `upload files ${absent.join(", ")}: not found, and the cassette records no inputs to tell whether they were removed`,
      ];
    if (changed.length + missing.length > 0) out.findings.push(finding(changed, missing));
    if (refused.length > 0) out.findings.push(notReadFinding("uploads", refused, candidates.namedIn));
    return out;
  },
};
