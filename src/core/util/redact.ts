/**
 * Scrubbing secrets and local paths out of text that goes into a cassette (the reference's src/secrets.ts and src/redact.ts (docs/reference.md#recording-and-the-agent-protocol),
 * the reference's src/redact.ts and src/scan.ts (docs/reference.md#fingerprints-and-staleness)). Pure.
 *
 *  - secret values (raw, base64, base64url, URI-encoded, JSON-escaped) → `[REDACTED]`;
 *  - token shapes (Anthropic, GitHub, AWS, npm, Slack, Bearer, private key blocks) → `[REDACTED:<label>]`;
 *  - a whole string that is base64 (≥ 20 chars) or URI-encoded and hides a secret → `[REDACTED:base64|uri]`;
 *  - local absolute paths (/Users, /home, /root, /private/var, /var/folders, /Volumes) →
 *    `[REDACTED:local-path:<sha256(match)[0:12]>]`, keeping a `/mnt/…` tail so mount-relative
 *    paths and computer:// links still resolve (same text → same token, everywhere).
 *
 * JSON lines are redacted structurally — string leaves and object keys — so every line stays valid
 * JSON and a question text stays identical between the events and the controlOut `answers` keys.
 * A line nothing was redacted in is kept byte for byte.
 */
import { createHash } from "node:crypto";
import { HarnessError } from "./errors.js";
import { LOCAL_PATH_RE, SECRET_PATTERNS, secretForms } from "./secret-patterns.js";

export interface RedactorOptions {
  /** exact secret values (see secretValuesFromEnv) */
  secretValues?: readonly string[];
  /** redact local absolute paths (default true) */
  localPaths?: boolean;
}

export interface Redactor {
  /** one string */
  text(s: string): string;
  /** one JSON line (or, if it is not JSON, the raw text) */
  jsonLine(line: string): string;
  /** a JSON value: every string leaf and object key */
  value<T>(v: T): T;
  /** true when raw bytes (e.g. a binary artifact) contain a secret */
  bytesHaveSecret(bytes: Buffer): boolean;
}

const WHOLE_BASE64 = /^[A-Za-z0-9+/_-]{20,}={0,2}$/;
const MNT = "/mnt/";

function localPathToken(text: string): string {
  return `[REDACTED:local-path:${createHash("sha256").update(text, "utf8").digest("hex").slice(0, 12)}]`;
}

/** Redacts a local path match, keeping the `/mnt/…` tail (or a trailing `/mnt`). */
function redactLocalPath(match: string): string {
  const at = match.indexOf(MNT);
  if (at > 0) return localPathToken(match.slice(0, at)) + match.slice(at);
  if (match.endsWith("/mnt") && match.length > 4) return localPathToken(match.slice(0, -4)) + "/mnt";
  return localPathToken(match);
}

export function createRedactor(opts: RedactorOptions = {}): Redactor {
  const forms = secretForms(opts.secretValues ?? []);
  const localPaths = opts.localPaths ?? true;

  const hasSecret = (s: string): boolean =>
    forms.some((f) => s.includes(f)) || SECRET_PATTERNS.some((p) => new RegExp(p.re.source, p.re.flags).test(s));

  /** Whether a whole base64 or URI-encoded string hides a secret only its decoded form shows. */
  const hiddenWhole = (s: string): string | undefined => {
    if (WHOLE_BASE64.test(s)) {
      const decoded = Buffer.from(s.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("latin1");
      if (hasSecret(decoded)) return "[REDACTED:base64]";
    }
    if (s.includes("%")) {
      try {
        const decoded = decodeURIComponent(s);
        if (decoded !== s && hasSecret(decoded)) return "[REDACTED:uri]";
      } catch {
        /* not URI-encoded */
      }
    }
    return undefined;
  };

  const replaceSecrets = (s: string): string => {
    let out = s;
    for (const f of forms) if (out.includes(f)) out = out.split(f).join("[REDACTED]");
    for (const p of SECRET_PATTERNS) {
      out = out.replace(p.re, () => (p.label === "bearer" ? "Bearer [REDACTED:bearer]" : `[REDACTED:${p.label}]`));
    }
    return out;
  };

  const text = (s: string): string => {
    if (s.length === 0) return s;
    let out = replaceSecrets(s);
    if (out === s) {
      const hidden = hiddenWhole(s);
      if (hidden !== undefined) return hidden;
    }
    if (localPaths) out = out.replace(LOCAL_PATH_RE, redactLocalPath);
    return out;
  };

  const walk = (v: unknown, changed: { hit: boolean }): unknown => {
    if (typeof v === "string") {
      const r = text(v);
      if (r !== v) changed.hit = true;
      return r;
    }
    if (Array.isArray(v)) return v.map((x) => walk(x, changed));
    if (v !== null && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
        const key = text(k);
        if (key !== k) changed.hit = true;
        if (Object.prototype.hasOwnProperty.call(out, key)) {
          throw new HarnessError(
            `redaction would merge two keys into "${key}" — refusing to write a cassette that loses data`,
          );
        }
        out[key] = walk(x, changed);
      }
      return out;
    }
    return v;
  };

  return {
    text,
    value<T>(v: T): T {
      return walk(v, { hit: false }) as T;
    },
    jsonLine(line: string): string {
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        return text(line);
      }
      const changed = { hit: false };
      const out = walk(parsed, changed);
      return changed.hit ? JSON.stringify(out) : line;
    },
    bytesHaveSecret(bytes: Buffer): boolean {
      return hasSecret(bytes.toString("latin1"));
    },
  };
}
