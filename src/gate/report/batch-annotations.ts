/**
 * The log lines of a batch of cassettes (`check`, `replay DIR`), said the same way by every command:
 * a warning is about its cassette and is said at once, naming it; a notice repeats across a batch
 * (the reference's src/run/cassette.ts; docs/reference.md#replay-and-assertions: notes are summarized once per kind for a directory batch) and is said
 * once at the end, with how many cassettes it concerns.
 */
import type { Annotation } from "../replay/options.js";

export class BatchAnnotations {
  private readonly notes = new Map<string, Set<string>>();

  /** `a` of the cassette `label`: the line to say now (a warning, naming it), or undefined (a notice, kept). */
  add(label: string, a: Annotation): Annotation | undefined {
    if (a.level !== "notice") return { ...a, message: `${label}: ${a.message}` };
    const seen = this.notes.get(a.message);
    if (seen) seen.add(label);
    else this.notes.set(a.message, new Set([label]));
    return undefined;
  }

  /** Each notice once, in the order first seen, counting its cassettes when more than one. */
  notices(): Annotation[] {
    return [...this.notes].map(([message, labels]) => ({
      level: "notice",
      message: labels.size > 1 ? `${message} (${labels.size} cassettes)` : message,
    }));
  }
}
