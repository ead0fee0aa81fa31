/**
 * A scanner for credential-shaped text, applied to everything we write for people to read
 * (annotations, the job summary, check-run text, PR comments, CLI output): each match is masked
 * as `***` before it leaves the process. Two sources of secrets:
 *  - token shapes (SECRET_SHAPES: one row each, data): Anthropic `sk-ant-…`, OpenAI project,
 *    service-account, admin and legacy keys, GitHub `ghp_/gho_/ghs_/ghu_/ghr_…` and `github_pat_…`,
 *    GitLab `glpat-…` (and its other token prefixes), Stripe secret, restricted and webhook keys,
 *    Hugging Face `hf_…`, AWS access key ids and secret access keys (by the name they are given),
 *    Slack `xox?-…`, `xapp-…` and webhook URLs, npm `npm_…`, Google `AIza…`, `Bearer …` headers,
 *    and PEM private-key blocks (also when their newlines are JSON- or annotation-escaped);
 *  - the values of the process's secret-looking env vars (…TOKEN, …SECRET, …PASSWORD,
 *    …API_KEY, …PRIVATE_KEY, …CREDENTIALS, plus COWORK_HARNESS_SCRUB_KEYS / _VALUES), raw and in
 *    their common encodings (encodedSecretForms: reversed, hex, base64/base64url at any
 *    alignment, URI-encoded).
 * Every pattern is linear-time: bounded repetitions, no nested quantifiers.
 */

export const SECRET_MASK = "***";

/** Values shorter than this are never masked as env secrets: it would shred unrelated text. */
export const MIN_ENV_SECRET_LENGTH = 8;

export interface SecretShape {
  kind: string;
  /** what every match holds literally (a regex source, matched case-sensitively): text without it skips `re` */
  mark: string;
  re: RegExp;
}

export const SECRET_SHAPES: readonly SecretShape[] = [
  {
    kind: "private-key",
    mark: "-----BEGIN ",
    re: /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY-----(?:[A-Za-z0-9+/=\s]|\\[nr]|%0[AD]){0,20000}(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY-----)?/g,
  },
  { kind: "anthropic-key", mark: "sk-ant-", re: /\bsk-ant-[A-Za-z0-9_-]{16,}/g },
  // project, service-account and admin keys; a legacy key carries "T3BlbkFJ" (base64 of "OpenAI") in its middle
  {
    kind: "openai-key",
    mark: "sk-proj-|sk-svcacct-|sk-admin-|T3BlbkFJ",
    re: /\bsk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,}|\bsk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}\b/g,
  },
  {
    kind: "github-token",
    mark: "gh[pousr]_|github_pat_",
    re: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g,
  },
  {
    kind: "gitlab-token",
    mark: "gl(?:pat|dt|rt|ptt|ft|cbt|soat)-",
    re: /\bgl(?:pat|dt|rt|ptt|ft|cbt|soat)-[A-Za-z0-9_-]{20,}/g,
  },
  {
    kind: "stripe-key",
    mark: "_live_|_test_|whsec_",
    re: /\b(?:(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}|whsec_[A-Za-z0-9]{24,})/g,
  },
  { kind: "huggingface-token", mark: "hf_", re: /\bhf_[A-Za-z0-9]{34,}/g },
  { kind: "aws-access-key", mark: "AKIA|ASIA", re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  // 40 base64 characters are a secret access key only by the name given to them: the value alone is masked
  {
    kind: "aws-secret-key",
    mark: "[Ss]ecret_?[Aa]ccess_?[Kk]ey|SECRET_ACCESS_KEY",
    re: /(?<=(?:[Ss]ecret_?[Aa]ccess_?[Kk]ey|SECRET_ACCESS_KEY)["']?\s{0,5}[:=]\s{0,5}["']?)[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g,
  },
  {
    kind: "slack-token",
    mark: "xox[abposr]-|xapp-|hooks\\.slack\\.com",
    re: /\b(?:xox[abposr]-[A-Za-z0-9-]{10,}|xapp-[0-9]-[A-Za-z0-9-]{10,})|https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]{6,12}\/B[A-Z0-9]{6,12}\/[A-Za-z0-9]{20,}/g,
  },
  { kind: "npm-token", mark: "npm_", re: /\bnpm_[A-Za-z0-9]{36,}/g },
  { kind: "google-api-key", mark: "AIza", re: /\bAIza[0-9A-Za-z_-]{35}/g },
  { kind: "bearer", mark: "Bearer", re: /\bBearer\s{1,10}[A-Za-z0-9._~+/-]{16,}=*/g },
];

const SECRET_ENV_NAME =
  /(?:TOKEN|SECRET|PASSWORD|PASSWD|API_KEY|APIKEY|PRIVATE_KEY|CREDENTIALS?|AUTH_HEADER|CUSTOM_HEADERS)$/i;

function csv(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/** The secret values of an environment, longest first (so a longer secret is masked whole). */
export function envSecretValues(env: NodeJS.ProcessEnv = process.env): string[] {
  const out = new Set<string>();
  const named = new Set(csv(env["COWORK_HARNESS_SCRUB_KEYS"]));
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined || v.length < MIN_ENV_SECRET_LENGTH) continue;
    if (SECRET_ENV_NAME.test(k) || named.has(k) || k === "INPUT_GITHUB-TOKEN") out.add(v);
  }
  for (const v of csv(env["COWORK_HARNESS_SCRUB_VALUES"])) if (v.length >= MIN_ENV_SECRET_LENGTH) out.add(v);
  return [...out].sort((a, b) => b.length - a.length);
}

/** The shortest encoded fragment matched on its own: shorter ones would shred unrelated text. */
const MIN_FORM_LENGTH = 12;

/**
 * The stable middle of the base64 of `v` when it starts `offset` bytes into a 3-byte group (so
 * it is found inside the base64 of any longer text holding `v`): the groups that mix in bytes of
 * the surrounding text are dropped at both ends.
 */
function base64Middle(v: Buffer, offset: number): string {
  const enc = Buffer.concat([Buffer.alloc(offset), v]).toString("base64");
  const head = offset === 0 ? 0 : 4;
  const total = offset + v.length;
  const tail = total % 3 === 0 ? 0 : 4;
  return enc.slice(head, enc.length - tail);
}

const percentAll = (b: Buffer, upper: boolean): string => {
  const lower = [...b].map((x) => `%${x.toString(16).padStart(2, "0")}`).join("");
  return upper ? lower.toUpperCase() : lower;
};

/**
 * Each value in the forms an attacker (or a tool) may leave it in: raw, reversed, JSON-escaped,
 * URI-encoded (reserved characters, and every byte), hex (both cases), base64 and base64url —
 * whole, and the stable middle at each of the three byte alignments, so a secret inside a longer
 * encoded text is found too. Longest first, so a form containing another is replaced whole.
 */
export function encodedSecretForms(values: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const v of values) {
    if (v.length < MIN_ENV_SECRET_LENGTH) continue;
    const b = Buffer.from(v, "utf8");
    forms.add(v);
    forms.add([...v].reverse().join(""));
    forms.add(JSON.stringify(v).slice(1, -1));
    forms.add(encodeURIComponent(v));
    forms.add(percentAll(b, false));
    forms.add(percentAll(b, true));
    forms.add(b.toString("hex"));
    forms.add(b.toString("hex").toUpperCase());
    const b64 = b.toString("base64");
    forms.add(b64);
    forms.add(b64.replace(/=+$/, ""));
    forms.add(b.toString("base64url"));
    for (const offset of [0, 1, 2]) {
      const mid = base64Middle(b, offset);
      if (mid.length < MIN_FORM_LENGTH) continue;
      forms.add(mid);
      forms.add(mid.replace(/\+/g, "-").replace(/\//g, "_"));
    }
  }
  return [...forms].filter((f) => f.length >= MIN_ENV_SECRET_LENGTH).sort((a, b) => b.length - a.length);
}

const formsCache = new WeakMap<readonly string[], string[]>();
function formsOf(values: readonly string[]): string[] {
  let f = formsCache.get(values);
  if (f === undefined) {
    f = encodedSecretForms(values);
    formsCache.set(values, f);
  }
  return f;
}

export interface SecretHit {
  kind: string;
  index: number;
  length: number;
}

/** Every secret found in `text` (token shapes, then the given literal values), in text order. */
export function findSecrets(text: string, values: readonly string[] = envSecretValues()): SecretHit[] {
  const hits: SecretHit[] = [];
  for (const { kind, re } of SECRET_SHAPES) {
    for (const m of text.matchAll(re)) hits.push({ kind, index: m.index ?? 0, length: m[0].length });
  }
  for (const v of formsOf(values)) {
    for (let at = text.indexOf(v); at !== -1; at = text.indexOf(v, at + v.length))
      hits.push({ kind: "env", index: at, length: v.length });
  }
  return hits.sort((a, b) => a.index - b.index);
}

/**
 * What every SECRET_SHAPES match holds literally, one alternative per shape: text without any of
 * them skips the replaces (a gate run masks every key and string of every result).
 */
const SHAPE_MARK = new RegExp(SECRET_SHAPES.map((s) => s.mark).join("|"));

/** `text` with every secret replaced by `***`. */
export function maskSecrets(text: string, values: readonly string[] = envSecretValues()): string {
  // shorter than every env form (MIN_ENV_SECRET_LENGTH) and every shape's shortest match (15)
  if (text.length < MIN_ENV_SECRET_LENGTH) return text;
  let out = text;
  for (const v of formsOf(values)) if (out.includes(v)) out = out.split(v).join(SECRET_MASK);
  if (SHAPE_MARK.test(out)) for (const { re } of SECRET_SHAPES) out = out.replace(re, SECRET_MASK);
  return out;
}

/**
 * A copy of a JSON-like value with every string (and object key) masked. Objects keep their
 * prototype-free plain shape; non-plain values (Dates, Maps, functions) are returned as they are.
 */
export function maskSecretsDeep<T>(value: T, values: readonly string[] = envSecretValues()): T {
  const seen = new WeakMap<object, unknown>();
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return maskSecrets(v, values);
    if (v === null || typeof v !== "object") return v;
    const hit = seen.get(v);
    if (hit !== undefined) return hit;
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      seen.set(v, out);
      for (const item of v) out.push(walk(item));
      return out;
    }
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) return v;
    const out: Record<string, unknown> = {};
    seen.set(v, out);
    for (const [k, item] of Object.entries(v)) out[maskSecrets(k, values)] = walk(item);
    return out;
  };
  return walk(value) as T;
}
