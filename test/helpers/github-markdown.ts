/**
 * What GitHub's Markdown would act on in a text, for tests that prove a report makes no mention,
 * cross-reference or autolink: the patterns GitHub matches (mentions `@user`/`@org/team`, `#123`,
 * `owner/repo#123`, `GH-123`, and GFM's extended autolinks), outside code spans. No Markdown
 * parser is among the project's dependencies, so these are regexes, as wide as GitHub's own.
 */
export const GITHUB_PATTERNS: Record<string, RegExp> = {
  mention: /(?:^|[^\w`])@[A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9][\w-]*)?/m,
  "issue reference": /(?:^|[^\w&])(?:[\w.-]+\/[\w.-]+)?#\d/m,
  "GH- reference": /\bGH-\d/i,
  "URL autolink": /\b[a-z][a-z0-9+.-]*:\/\//i,
  "www autolink": /(?:^|[\s*_~(])www\./im,
  "protocol autolink": /\b(?:mailto|xmpp):[\w.+-]/i,
  "e-mail autolink": /[\w.+-]@[\w-]+\.[\w.-]+/,
};

/** The first thing GitHub would act on in `md` (outside code spans and `allowed` links of our own), or undefined. */
export function githubWouldAct(md: string, allowed: readonly string[] = []): string | undefined {
  let text = md.replace(/`[^`\n]*`/g, "``");
  for (const a of allowed) text = text.split(a).join("");
  for (const [what, re] of Object.entries(GITHUB_PATTERNS)) {
    const m = text.match(re);
    if (m) return `${what}: ${m[0]}`;
  }
  return undefined;
}
