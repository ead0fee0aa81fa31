/**
 * What counts as a secret in recorded text (the reference's src/secrets.ts and src/redact.ts (docs/reference.md#recording-and-the-agent-protocol)): the values of the credential
 * env vars (plus COWORK_HARNESS_SCRUB_KEYS / COWORK_HARNESS_SCRUB_VALUES), and common token
 * shapes wherever they appear. Also the local-path shape of the repository redaction policy.
 * Data and tiny pure helpers only.
 */
import { SECRET_SHAPES, encodedSecretForms, envSecretValues } from "./secret-scan.js";

export interface SecretPattern {
  label: string;
  re: RegExp;
}

/**
 * Token shapes scrubbed wherever they occur; each match becomes `[REDACTED:<label>]`. The shapes
 * are the ones our report masking uses (src/core/util/secret-scan.ts), so both sides agree on what a
 * secret looks like, and every pattern there is linear-time.
 */
export const SECRET_PATTERNS: readonly SecretPattern[] = SECRET_SHAPES.map((s) => ({ label: s.kind, re: s.re }));

/**
 * A local absolute path under a user or OS-temp prefix (the privacy scan's path class). The
 * lookbehind lets `computer:///home/…` match while `/srv/home/…` does not.
 */
export const LOCAL_PATH_RE =
  /(?<![A-Za-z0-9_.~-])(?:\/Users\/|\/home\/|\/root\/|\/private\/var\/|\/var\/folders\/|\/Volumes\/)[^\s"'`)\]]+/g;

/**
 * The secret values to scrub, read from every given environment (e.g. the parent's and the
 * agent's overlay): the same rule our reports mask by — every secret-looking variable
 * (…TOKEN, …SECRET, …PASSWORD, …API_KEY, …CUSTOM_HEADERS: ANTHROPIC_API_KEY and the other
 * agent credentials among them), the names in COWORK_HARNESS_SCRUB_KEYS and the literals of COWORK_HARNESS_SCRUB_VALUES.
 */
export function secretValuesFromEnv(...envs: (Readonly<Record<string, string | undefined>> | undefined)[]): string[] {
  const out = new Set<string>();
  for (const env of envs) if (env) for (const v of envSecretValues(env as NodeJS.ProcessEnv)) out.add(v);
  return [...out];
}

/**
 * Each value in the forms it may be recorded in — raw, reversed, JSON-escaped, URI-encoded, hex,
 * base64 and base64url (whole and inside longer encoded text): a skill can leave a key it read
 * encoded in outputs, and the redaction must catch what the attacker chose.
 */
export function secretForms(values: readonly string[]): string[] {
  return encodedSecretForms(values);
}
