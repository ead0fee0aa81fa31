/**
 * The message of the re-record commit: a title (the first cassettes of unrecorded scenarios named
 * apart), every refreshed or new cassette one per line, then the details (report-md.ts: a few
 * lines of semantic diff per cassette and the spend). `skipCi` adds
 * `[skip ci]` to the title and the `skip-checks: true` trailer, for tokens whose pushes do start
 * workflows (a PAT or an App token).
 */

export interface MessageOptions {
  skipCi?: boolean;
  /** plain text after the list of files */
  details?: string;
  /** how many of the files are the first cassettes of unrecorded scenarios */
  unrecorded?: number;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** `count` cassettes written, `unrecorded` of them the first of their scenario. */
export function rerecordTitle(count: number, unrecorded = 0): string {
  const stale = count - unrecorded;
  if (unrecorded === 0) return `Re-record ${plural(stale, "stale cassette")}`;
  const scenarios = plural(unrecorded, "unrecorded scenario");
  return stale === 0 ? `Record ${scenarios}` : `Re-record ${plural(stale, "stale cassette")}, record ${scenarios}`;
}

/** `files` are repository-relative POSIX paths. */
export function rerecordCommitMessage(files: readonly string[], opts: MessageOptions = {}): string {
  const title = rerecordTitle(files.length, opts.unrecorded ?? 0) + (opts.skipCi ? " [skip ci]" : "");
  const body = files.map((f) => `- ${f}`).join("\n");
  const details = opts.details ? `\n\n${opts.details.trimEnd()}` : "";
  const trailer = opts.skipCi ? "\n\nskip-checks: true" : "";
  return `${title}\n\n${body}${details}${trailer}\n`;
}
