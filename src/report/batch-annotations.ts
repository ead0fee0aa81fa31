/**
 * The notices and warnings of a batch of cassettes, each said once (spec/replay.md §3.5 step 3:
 * notes are summarized once per kind for a directory batch). A repository of 200 cassettes that
 * share one skill would otherwise print the same note 200 times without saying for which file;
 * here each distinct line is printed once, in the order first seen, naming the cassettes it
 * concerns. One cassette's annotations are printed as they are.
 */
import type { Annotation } from "../replay/options.js";

export interface FileAnnotations {
  /** the cassette as the user named it (repository-relative when under the working directory) */
  label: string;
  annotations: readonly Annotation[];
}

/** How many cassette names a grouped line spells out before it counts the rest. */
export const NAMED_CASSETTES = 3;

export function batchAnnotations(files: readonly FileAnnotations[]): Annotation[] {
  if (files.length <= 1) return files.flatMap((f) => f.annotations);
  const groups = new Map<string, { annotation: Annotation; labels: string[] }>();
  for (const f of files) {
    for (const a of f.annotations) {
      const key = `${a.level}\0${a.message}`;
      const g = groups.get(key);
      if (g === undefined) groups.set(key, { annotation: a, labels: [f.label] });
      else if (g.labels[g.labels.length - 1] !== f.label) g.labels.push(f.label);
    }
  }
  return [...groups.values()].map(({ annotation, labels }) => ({
    ...annotation,
    message: `${annotation.message} [${whichCassettes(labels, files.length)}]`,
  }));
}

function whichCassettes(labels: readonly string[], total: number): string {
  if (labels.length === 1) return labels[0]!;
  if (labels.length === total) return `all ${total} cassettes`;
  const named = labels.slice(0, NAMED_CASSETTES).join(", ");
  const rest = labels.length - NAMED_CASSETTES;
  return `${labels.length} cassettes: ${named}${rest > 0 ? ` and ${rest} more` : ""}`;
}
