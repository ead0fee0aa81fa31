/**
 * Skill files: are the skill and plugin files the session mounts still the ones recorded
 * (skillHash, with per-file attribution), and are the gate labels the recording found in their
 * prose still there? Changed files are located in the skill dir that holds them, for annotations.
 */
import { existsSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { labelProvenanceDrift, labelProvenanceEntries } from "../label-provenance.js";
import { skillCheck } from "../skill-check.js";
import type { StalenessFinding } from "../types.js";
import type { StalenessCheck } from "./context.js";

const isPlainRelative = (rel: string): boolean =>
  !isAbsolute(rel) && !rel.includes("\0") && !rel.split(/[\\/]/).includes("..");

/** A drift finding's files found in the skill dirs that hold them; the first changed (else added) one is where to annotate. */
export function locate(f: StalenessFinding, dirs: string[]): StalenessFinding {
  if (!f.files || dirs.length === 0) return f;
  // a recorded name comes from the cassette: only a plain relative one is looked for (no `..`, no
  // absolute path), so which dir is named never says whether a file outside the skill dirs exists
  const holder = (rel: string): string | undefined =>
    isPlainRelative(rel) ? dirs.find((d) => existsSync(join(d, rel))) : undefined;
  const abs = (rel: string): string => join(holder(rel) ?? dirs[0]!, rel);
  const paths = { changed: f.files.changed.map(abs), added: f.files.added.map(abs), removed: f.files.removed.map(abs) };
  const first = paths.changed[0] ?? paths.added[0];
  return { ...f, paths, ...(first !== undefined ? { location: { path: first } } : {}) };
}

export const skillFilesCheck: StalenessCheck = {
  id: "skill-files",
  question: "Are the skill and plugin files the session mounts unchanged since the recording?",
  async run(ctx) {
    const out = { findings: [] as StalenessFinding[], notes: [] as string[] };
    const fp = ctx.cassette.fingerprint;
    if (!fp) return out;
    let skillDirs: string[] | undefined;
    if (fp.skillHash) {
      const skill = await skillCheck(ctx.cassette, fp, ctx.opts.sessionOverride, ctx.env, await ctx.session());
      if (skill.session.ok) skillDirs = skill.session.dirs;
      out.findings.push(...skill.findings.map((f) => locate(f, skillDirs ?? [])));
      out.notes.push(...skill.notes);
    }
    const labels = labelProvenanceEntries(fp.labelProvenance);
    if (labels.length) {
      if (skillDirs === undefined) {
        const session = await ctx.session();
        if (session.ok) skillDirs = session.dirs;
      }
      // An unresolvable session is already reported by the skill check; don't double-report it.
      if (skillDirs !== undefined) {
        for (const d of await labelProvenanceDrift(labels, skillDirs))
          out.findings.push({ class: "skill", message: `${d} — re-record` });
      }
    }
    const roots = fp.skillSources?.length ?? 0;
    if (roots >= 2) {
      out.notes.push(
        `multi-root: cassette records ${roots} skill roots — skillHash cannot distinguish a file MOVED between roots, and root fold order follows absolute paths — a rename can read as drift.`,
      );
    }
    return out;
  },
};
