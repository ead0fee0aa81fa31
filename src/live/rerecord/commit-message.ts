/**
 * The message of the re-record commit: a title, every refreshed cassette one per line, then the
 * details (report-md.ts: a few lines of semantic diff per cassette and the spend). `skipCi` adds
 * `[skip ci]` to the title and the `skip-checks: true` trailer, for tokens whose pushes do start
 * workflows (a PAT or an App token).
 */

export interface MessageOptions {
  skipCi?: boolean;
  /** plain text after the list of files */
  details?: string;
}

export function rerecordTitle(count: number): string {
  return `Re-record ${count} stale cassette${count === 1 ? "" : "s"}`;
}

/** `files` are repository-relative POSIX paths. */
export function rerecordCommitMessage(files: readonly string[], opts: MessageOptions = {}): string {
  const title = rerecordTitle(files.length) + (opts.skipCi ? " [skip ci]" : "");
  const body = files.map((f) => `- ${f}`).join("\n");
  const details = opts.details ? `\n\n${opts.details.trimEnd()}` : "";
  const trailer = opts.skipCi ? "\n\nskip-checks: true" : "";
  return `${title}\n\n${body}${details}${trailer}\n`;
}
