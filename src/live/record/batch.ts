/**
 * A `record` batch (issue 40): several scenario files, or a directory of them, recorded up to
 * `--concurrency N` at a time. What is settled before the first agent starts: each scenario's name
 * and cassette path (a scenario that does not load is left to its own run, which names what is wrong),
 * and no two scenarios writing the same cassette. Runs are already apart from each other: each has its
 * own staged session dir, egress proxy, model server and, at the container tier, its own run token
 * naming its containers and networks (src/live/container/owner.ts).
 */
import { relative } from "node:path";
import { loadScenarioFile } from "../../core/scenario/load.js";
import { UsageError } from "../../core/util/errors.js";
import { cassettePathFor } from "./record-scenario.js";

/** The most scenarios recorded at once: each is a real agent (and, at the container tier, three containers). */
export const MAX_RECORD_CONCURRENCY = 8;

/** --concurrency N: an integer from 1 to MAX_RECORD_CONCURRENCY (default 1). */
export function parseConcurrency(raw: string | undefined): number {
  if (raw === undefined) return 1;
  const n = Number(raw);
  if (raw.trim() === "" || !Number.isInteger(n) || n < 1 || n > MAX_RECORD_CONCURRENCY)
    throw new UsageError(`--concurrency must be an integer from 1 to ${MAX_RECORD_CONCURRENCY} (got "${raw}")`);
  return n;
}

/** One scenario of a batch, as far as it could be read before anything runs. */
export interface BatchItem {
  /** absolute path of the scenario file */
  file: string;
  /** its name, when the scenario loaded */
  name?: string;
  /** where its cassette goes, when that could be worked out */
  cassettePath?: string;
}

/** Each file's name and cassette path (`out` as record takes it: a file, or a directory ending in "/"). */
export async function planBatch(files: readonly string[], out: string | undefined): Promise<BatchItem[]> {
  return Promise.all(
    files.map(async (file): Promise<BatchItem> => {
      try {
        const name = (await loadScenarioFile(file)).scenario.name;
        try {
          return { file, name, cassettePath: (await cassettePathFor(file, name, out)).path };
        } catch {
          return { file, name };
        }
      } catch {
        return { file }; // its own run reports what is wrong with it
      }
    }),
  );
}

/** The one-line refusal when two scenarios of the batch would write the same cassette, else undefined. */
export function duplicateCassettes(items: readonly BatchItem[], cwd: string): string | undefined {
  const shown = (p: string): string => relative(cwd, p) || p;
  const first = new Map<string, string>();
  const clashes: string[] = [];
  for (const it of items) {
    if (it.cassettePath === undefined) continue;
    const earlier = first.get(it.cassettePath);
    if (earlier === undefined) first.set(it.cassettePath, it.file);
    else if (earlier === it.file)
      clashes.push(`${shown(it.file)} is named twice (it would write ${shown(it.cassettePath)} twice)`);
    else clashes.push(`${shown(earlier)} and ${shown(it.file)} would both write ${shown(it.cassettePath)}`);
  }
  if (clashes.length === 0) return undefined;
  return `${clashes.join("; ")} — give each scenario its own name (the cassette is <name>.cassette.json), or record them separately; nothing was recorded`;
}

/**
 * Hands each finished item's output over in input order: item i is emitted once items 0..i-1 were,
 * so concurrent runs print as a one-at-a-time batch would.
 */
export class InOrder<T> {
  private readonly done = new Map<number, T>();
  private next = 0;

  constructor(private readonly emit: (value: T, index: number) => void) {}

  finish(index: number, value: T): void {
    this.done.set(index, value);
    while (this.done.has(this.next)) {
      const v = this.done.get(this.next)!;
      this.done.delete(this.next);
      this.emit(v, this.next);
      this.next++;
    }
  }
}
