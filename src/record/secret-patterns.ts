/**
 * What counts as a secret in recorded text (spec/record.md §2.6): the values of the credential
 * env vars (plus COWORK_HARNESS_SCRUB_KEYS / COWORK_HARNESS_SCRUB_VALUES), and common token
 * shapes wherever they appear. Also the local-path shape of the repository redaction policy.
 * Data and tiny pure helpers only.
 */

/** Env vars whose values are always secrets. */
export const SECRET_ENV_KEYS: readonly string[] = ["CLAUDE_CODE_OAUTH_TOKEN", "ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "ANTHROPIC_CUSTOM_HEADERS"];

/** Shorter values are not scrubbed: replacing them would shred unrelated text. */
export const MIN_SECRET_LENGTH = 8;

export interface SecretPattern {
  label: string;
  re: RegExp;
}

/** Token shapes scrubbed wherever they occur; each match becomes `[REDACTED:<label>]`. */
export const SECRET_PATTERNS: readonly SecretPattern[] = [
  { label: "private-key", re: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z0-9 ]*PRIVATE KEY-----/g },
  { label: "anthropic-key", re: /\bsk-ant-[A-Za-z0-9_-]{16,}/g },
  { label: "github-token", re: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g },
  { label: "aws-access-key", re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { label: "npm-token", re: /\bnpm_[A-Za-z0-9]{36,}/g },
  { label: "slack-token", re: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { label: "bearer", re: /\bBearer\s+[A-Za-z0-9._~+/-]{16,}=*/g },
];

/**
 * A local absolute path under a user or OS-temp prefix (the privacy scan's path class). The
 * lookbehind lets `computer:///home/…` match while `/srv/home/…` does not.
 */
export const LOCAL_PATH_RE = /(?<![A-Za-z0-9_.~-])(?:\/Users\/|\/home\/|\/root\/|\/private\/var\/|\/var\/folders\/|\/Volumes\/)[^\s"'`)\]]+/g;

/** Names listed in a comma-separated env var. */
function csv(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * The secret values to scrub: the credential env vars, the vars named by
 * COWORK_HARNESS_SCRUB_KEYS and the literals of COWORK_HARNESS_SCRUB_VALUES, read from every
 * given environment (e.g. the parent's and the agent's overlay).
 */
export function secretValuesFromEnv(...envs: (Readonly<Record<string, string | undefined>> | undefined)[]): string[] {
  const out = new Set<string>();
  for (const env of envs) {
    if (!env) continue;
    const keys = [...SECRET_ENV_KEYS, ...csv(env["COWORK_HARNESS_SCRUB_KEYS"])];
    for (const k of keys) {
      const v = env[k];
      if (v !== undefined && v.length >= MIN_SECRET_LENGTH) out.add(v);
    }
    for (const v of csv(env["COWORK_HARNESS_SCRUB_VALUES"])) if (v.length >= MIN_SECRET_LENGTH) out.add(v);
  }
  return [...out];
}

/** Each value in the forms it may be recorded in: raw, base64, base64url, URI-encoded, JSON-escaped. */
export function secretForms(values: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const v of values) {
    if (v.length < MIN_SECRET_LENGTH) continue;
    forms.add(v);
    const b64 = Buffer.from(v, "utf8").toString("base64");
    forms.add(b64);
    forms.add(b64.replace(/=+$/, ""));
    forms.add(Buffer.from(v, "utf8").toString("base64url"));
    forms.add(encodeURIComponent(v));
    forms.add(JSON.stringify(v).slice(1, -1));
  }
  // longest first, so a form containing another is replaced whole
  return [...forms].sort((a, b) => b.length - a.length);
}
