/**
 * The message of the re-record commit and the pull request text: a title, then every refreshed
 * cassette, one per line. `skipCi` adds `[skip ci]` to the title and the `skip-checks: true`
 * trailer, for tokens whose pushes do start workflows (a PAT or an App token).
 */

export interface MessageOptions {
  skipCi?: boolean;
}

export function rerecordTitle(count: number): string {
  return `Re-record ${count} stale cassette${count === 1 ? "" : "s"}`;
}

/** `files` are repository-relative POSIX paths. */
export function rerecordCommitMessage(files: readonly string[], opts: MessageOptions = {}): string {
  const title = rerecordTitle(files.length) + (opts.skipCi ? " [skip ci]" : "");
  const body = files.map((f) => `- ${f}`).join("\n");
  const trailer = opts.skipCi ? "\n\nskip-checks: true" : "";
  return `${title}\n\n${body}${trailer}\n`;
}

export interface PullRequestItem {
  path: string;
  reasons: string[];
}

/** The PR body: what was refreshed and why. */
export function rerecordPullRequestBody(refreshed: readonly PullRequestItem[], failed: readonly { path: string; error: string }[]): string {
  const lines = ["Cassettes re-recorded by `cowork-harness rerecord` because they were stale:", ""];
  for (const r of refreshed) lines.push(`- \`${r.path}\`${r.reasons.length ? ` — ${r.reasons[0]}` : ""}`);
  if (failed.length > 0) {
    lines.push("", "Could not be re-recorded (the committed cassette is unchanged):", "");
    for (const f of failed) lines.push(`- \`${f.path}\` — ${f.error}`);
  }
  lines.push("", "Each new cassette replayed green before it replaced the old one.");
  return lines.join("\n") + "\n";
}
