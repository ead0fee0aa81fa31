/**
 * Gate-option label provenance (the reference's src/run/cassette.ts; docs/reference.md#fingerprints-and-staleness): the recording noted
 * which prose files under the skill dirs carried each gate option label verbatim. A label
 * that vanished, or labels whose order changed, mean the skill's catalog drifted even when
 * the file is hash-ignored.
 */
import { readRegularText } from "../../core/util/regular-file.js";
import { join, resolve } from "node:path";
import { escapesRoot, isWithin } from "../../core/util/repo-root.js";

export interface LabelProvenanceEntry {
  file: string;
  labels: string[];
}

/** Parses the recorded field loosely; anything malformed is ignored. */
export function labelProvenanceEntries(value: unknown): LabelProvenanceEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((e) => {
    const file = (e as { file?: unknown })?.file;
    const labels = (e as { labels?: unknown })?.labels;
    if (typeof file !== "string" || !Array.isArray(labels)) return [];
    return [{ file, labels: labels.filter((l): l is string => typeof l === "string") }];
  });
}

/** The drift text for one file's current content (pure); null when every label is present in order. */
export function labelDrift(entry: LabelProvenanceEntry, text: string | undefined): string | null {
  const missing = entry.labels.filter((l) => text === undefined || !text.includes(l));
  if (missing.length) return `gate option label(s) no longer in ${entry.file}: ${missing.join(", ")}`;
  const positions = entry.labels.map((l) => (text as string).indexOf(l));
  const reordered = positions.some((p, i) => i > 0 && p < (positions[i - 1] as number));
  return reordered ? `gate option labels reordered in ${entry.file}: ${entry.labels.join(", ")}` : null;
}

/**
 * Reads each recorded file from the first skill dir that has it. The file name comes from the
 * cassette, so it must stay inside the skill dir (no "..", no absolute path, no symlink out);
 * one that does not, or that is not a regular file (a FIFO never holds us), is treated as absent.
 */
export async function labelProvenanceDrift(entries: LabelProvenanceEntry[], dirs: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const entry of entries) {
    let text: string | undefined;
    for (const dir of dirs) {
      const target = join(dir, entry.file);
      if (entry.file.includes("\0") || !isWithin(resolve(dir), resolve(target)) || escapesRoot(dir, target)) continue;
      try {
        text = readRegularText(target);
        break;
      } catch {
        // try the next root
      }
    }
    const drift = labelDrift(entry, text);
    if (drift) out.push(drift);
  }
  return out;
}
