/**
 * The content-redaction policy `replay --write` applies to the block it writes (the reference's src/redact.ts; docs/reference.md#gate-extras, the reference's src/redact.ts and src/scan.ts (docs/reference.md#fingerprints-and-staleness)): `.cowork-redact.json` from the working directory, the scenario's
 * directory and the cassette's directory, merged, plus COWORK_HARNESS_REDACT_PATTERNS /
 * COWORK_HARNESS_REDACT_KEYS (comma-separated). A match becomes `[REDACTED:<label>:<sha256[0:12]>]`;
 * the value under a configured key name becomes `[REDACTED:key:<sha256[0:12]>]`. Patterns run with
 * the time budget of every user regex. Reading is at the edge; the rest is pure.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { canonicalJson } from "../../core/protocol/canon.js";
import type { ReplayResult } from "../replay/result.js";
import { HarnessError, oneLine } from "../../core/util/errors.js";
import { boundedRegExp } from "../../core/util/safe-regex.js";
import { readRegularText } from "../../core/util/regular-file.js";
import type { AssertBlock } from "./write-block.js";

export const POLICY_FILE = ".cowork-redact.json";
export const PATTERNS_ENV = "COWORK_HARNESS_REDACT_PATTERNS";
export const KEYS_ENV = "COWORK_HARNESS_REDACT_KEYS";
/** The label of a pattern that names none (the env patterns never do). */
export const DEFAULT_LABEL = "custom";

export interface RedactPattern {
  regex: string;
  label: string;
  flags: string;
}

export interface RedactPolicy {
  patterns: RedactPattern[];
  keys: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const token = (label: string, text: string): string =>
  `[REDACTED:${label}:${createHash("sha256").update(text, "utf8").digest("hex").slice(0, 12)}]`;

/** One policy file's content; anything but `{patterns?: [{regex, label?, flags?}], keys?: [string]}` is refused. */
export function parsePolicy(text: string, path: string): RedactPolicy {
  const bad = (what: string): never => {
    throw new HarnessError(`${path}: invalid redaction policy: ${what}`);
  };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return bad(`not JSON (${oneLine(e)})`);
  }
  if (!isObject(raw)) return bad("expected an object with patterns and/or keys");
  const patterns = raw["patterns"] ?? [];
  const keys = raw["keys"] ?? [];
  if (!Array.isArray(patterns)) return bad("patterns must be an array");
  if (!Array.isArray(keys) || keys.some((k) => typeof k !== "string")) return bad("keys must be an array of strings");
  return {
    patterns: patterns.map((p, i) => {
      if (!isObject(p) || typeof p["regex"] !== "string" || p["regex"] === "")
        return bad(`patterns[${i}].regex must be a non-empty string`);
      if (p["label"] !== undefined && typeof p["label"] !== "string")
        return bad(`patterns[${i}].label must be a string`);
      if (p["flags"] !== undefined && typeof p["flags"] !== "string")
        return bad(`patterns[${i}].flags must be a string`);
      const pattern = {
        regex: p["regex"],
        label: (p["label"] as string | undefined) ?? DEFAULT_LABEL,
        flags: (p["flags"] as string | undefined) ?? "g",
      };
      compile(pattern, path);
      return pattern;
    }),
    keys: keys as string[],
  };
}

function compile(p: RedactPattern, where: string): RegExp {
  try {
    return boundedRegExp(p.regex, p.flags.includes("g") ? p.flags : `${p.flags}g`);
  } catch (e) {
    throw new HarnessError(`${where}: invalid redaction pattern /${p.regex}/: ${oneLine(e)}`);
  }
}

const csv = (v: string | undefined): string[] =>
  (v ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");

export function policyFromEnv(env: NodeJS.ProcessEnv): RedactPolicy {
  const patterns = csv(env[PATTERNS_ENV]).map((regex) => ({ regex, label: DEFAULT_LABEL, flags: "g" }));
  for (const p of patterns) compile(p, PATTERNS_ENV);
  return { patterns, keys: csv(env[KEYS_ENV]) };
}

export const isEmptyPolicy = (p: RedactPolicy): boolean => p.patterns.length === 0 && p.keys.length === 0;

/** The merged policy of the files in `dirs` (each directory read once, in order) and the env. */
export async function loadRedactPolicy(dirs: readonly string[], env: NodeJS.ProcessEnv): Promise<RedactPolicy> {
  const merged: RedactPolicy = { patterns: [], keys: [] };
  for (const dir of [...new Set(dirs)]) {
    const path = join(dir, POLICY_FILE);
    let text: string;
    try {
      text = readRegularText(path);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw new HarnessError(`${path}: cannot read the redaction policy (${oneLine(e)})`);
    }
    const p = parsePolicy(text, path);
    merged.patterns.push(...p.patterns);
    merged.keys.push(...p.keys);
  }
  const fromEnv = policyFromEnv(env);
  return { patterns: [...merged.patterns, ...fromEnv.patterns], keys: [...merged.keys, ...fromEnv.keys] };
}

/** A redactor over JSON values: every string leaf and object key; a configured key's value becomes a key token. */
export function createBlockRedactor(policy: RedactPolicy): { text(s: string): string; value(v: unknown): unknown } {
  const compiled = policy.patterns.map((p) => ({ re: compile(p, "redaction policy"), label: p.label }));
  const keys = new Set(policy.keys);
  const text = (s: string): string =>
    compiled.reduce((acc, { re, label }) => acc.replace(re, (m) => token(label, m)), s);
  const value = (v: unknown): unknown => {
    if (typeof v === "string") return text(v);
    if (Array.isArray(v)) return v.map(value);
    if (!isObject(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, inner] of Object.entries(v)) {
      const key = text(k);
      if (Object.prototype.hasOwnProperty.call(out, key))
        throw new HarnessError(`redaction maps two keys to \`${key}\` — refine the redaction policy`);
      out[key] = keys.has(k) ? token("key", typeof inner === "string" ? inner : canonicalJson(inner)) : value(inner);
    }
    return out;
  };
  return { text, value };
}

export function redactBlock(block: AssertBlock, policy: RedactPolicy): AssertBlock {
  const r = createBlockRedactor(policy);
  return {
    assert: r.value(block.assert) as AssertBlock["assert"],
    expectDenied: r.value(block.expectDenied) as string[],
  };
}

const TOKEN_RE = /\[REDACTED[^\]]*\]/g;

/**
 * Why the redacted block would not judge the recording as the plain one does, or undefined: the
 * same pass, the same `<firstKey>:<pass>` pairs, and the same failing messages once tokens are
 * deleted (the plain messages redacted first, so a redacted value compares equal).
 */
export function verdictChange(
  plain: ReplayResult,
  redacted: ReplayResult,
  redactText: (s: string) => string,
): string | undefined {
  if (plain.verdict.pass !== redacted.verdict.pass)
    return `the verdict would change from ${plain.verdict.pass ? "pass" : "fail"} to ${redacted.verdict.pass ? "pass" : "fail"}`;
  const pairs = (r: ReplayResult): string =>
    r.assertions
      .map((a) => `${Object.keys(a.assertion)[0] ?? a.source ?? ""}:${a.pass}`)
      .sort()
      .join(",");
  if (pairs(plain) !== pairs(redacted)) return "the set of passing and failing assertions would change";
  const failing = (r: ReplayResult, f: (s: string) => string): string =>
    r.assertions
      .filter((a) => !a.pass)
      .map((a) => f(a.message ?? "").replace(TOKEN_RE, ""))
      .sort()
      .join("\n");
  if (failing(plain, redactText) !== failing(redacted, (s) => s))
    return "the failing assertions' messages would change";
  return undefined;
}
