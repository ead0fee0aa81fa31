/**
 * The privacy scan's text classes (the reference's src/redact.ts and src/scan.ts (docs/reference.md#fingerprints-and-staleness), the reference's src/secrets.ts and src/redact.ts (docs/reference.md#recording-and-the-agent-protocol)): email,
 * currency, bare domain, local absolute path and machine-inventory boilerplate, and (ours) phone. The scan
 * only flags; it never rewrites anything.
 */
import { EMAIL_RE, emailMatches } from "./email-matches.js";
import { domainMatcher } from "./domain-matches.js";
import { PHONE_RE, phoneMatches } from "./phone-matches.js";

export interface ScanPattern {
  cls: string;
  re: RegExp;
  /** an equivalent, faster matcher than `text.matchAll(re)` (same matches, same order) */
  matches?: (text: string) => string[];
}

const DOMAIN_TLDS =
  "com|io|net|org|co|app|ai|dev|xyz|vc|fund|capital|tech|cloud|health|finance|us|uk|de|fr|ca|au|me|tv|info|biz|edu|gov|mil|ch|nl|se|no|it|jp|br|nz|in|sg|kr|mx|es|pt|pl|be|at|dk|fi|ie|ru|cn|tw|hu|cz|ro|il|za|ar|cl|pe|tr";

const MACHINE_INVENTORY_RE =
  /\b(?:(?:available|installed|running)\s+(?:applications?|apps|processes)|(?:applications?|apps|processes)\s+(?:currently\s+)?(?:available|installed|running))\s+on\s+(?:this|the|your)\s+(?:machine|computer|system|device|mac|host)\b\s*:?/gi;
const INVENTORY_WORD = /app|process/i;
/** What every MACHINE_INVENTORY_RE match ends with ("on this machine"), same /i folding; starting at a
 * letter, not at the whitespace before it, lets the search skip ahead (~2× faster on event lines). */
const INVENTORY_TAIL = /on\s+(?:this|the|your)\s+(?:machine|computer|system|device|mac|host)\b/i;

const CURRENCY_RE = /\$\s?\d[\d,]*(?:\.\d+)?\s?(?:k|m|b|bn|million|billion)?/gi;
const PATH_RE =
  /(?<![^\s"'(=:])(?:\/Users\/|\/home\/|\/root\/|\/private\/var\/|\/var\/folders\/|\/Volumes\/)[^\s"')]+/g;
/** Any of PATH_RE's prefixes, in one native pass instead of a search for each. */
const PATH_PREFIX = /\/(?:Users|home|root|private\/var|var\/folders|Volumes)\//;

/** All of `re`'s matches in `text`, or none without running it when `mayMatch` rules every match out. */
function gated(re: RegExp, mayMatch: (text: string) => boolean): (text: string) => string[] {
  return (text) => (mayMatch(text) ? Array.from(text.matchAll(re), (m) => m[0]) : []);
}

export const FULL_PATTERNS: ScanPattern[] = [
  { cls: "email", re: EMAIL_RE, matches: emailMatches },
  // every match starts with "$"
  { cls: "currency", re: CURRENCY_RE, matches: gated(CURRENCY_RE, (text) => text.includes("$")) },
  {
    cls: "domain",
    re: new RegExp(`\\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.(?:${DOMAIN_TLDS})\\b`, "gi"),
    matches: domainMatcher(DOMAIN_TLDS),
  },
  // every match holds one of the prefixes literally
  { cls: "path", re: PATH_RE, matches: gated(PATH_RE, (text) => PATH_PREFIX.test(text)) },
  // ours, beyond the reference's classes: cleared with --allow-phone (or --allow)
  { cls: "phone", re: PHONE_RE, matches: phoneMatches },
  {
    cls: "machine-inventory",
    re: MACHINE_INVENTORY_RE,
    // every match holds "app" or "process" and ends with "on this machine" or the like (same /i
    // folding): other lines skip the long regex, which tries its alternation at every word
    matches: gated(MACHINE_INVENTORY_RE, (text) => INVENTORY_WORD.test(text) && INVENTORY_TAIL.test(text)),
  },
];

/** On the agent's capability manifests (tool/skill catalogs) currency and domain hits are noise. */
export const MANIFEST_PATTERNS: ScanPattern[] = FULL_PATTERNS.filter(
  (p) => p.cls !== "currency" && p.cls !== "domain" && p.cls !== "phone",
);

/** An allow entry: a regex that must match a whole finding, optionally only for one class. */
export interface AllowPattern {
  cls?: string;
  re: RegExp;
}
