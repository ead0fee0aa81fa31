/**
 * The egress allowlist (the reference's src/runtime/container.ts; docs/reference.md#recording-and-the-agent-protocol "Egress sidecar"): entries are bare hosts or
 * `*.suffix`; a scheme, path, port or whitespace is an error. A bare host allows itself and its
 * proper subdomains; `*.x` allows subdomains of x only; `*` allows everything. Matching is by host
 * only (the port is ignored), case-insensitive, ignoring a trailing dot. Pure.
 */
import { HarnessError } from "../../core/util/errors.js";

export type AllowRule = { kind: "any" } | { kind: "host"; host: string } | { kind: "subdomains"; suffix: string };

function normalizeHost(h: string): string {
  return h
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^\[(.*)\]$/, "$1");
}

/** Parses allowlist entries; `source` names where they came from in the error. */
export function parseAllowlist(entries: readonly string[], source = "egress allowlist"): AllowRule[] {
  return entries.map((raw) => {
    if (raw === "*") return { kind: "any" };
    if (
      raw.length === 0 ||
      /\s/.test(raw) ||
      raw.includes("://") ||
      raw.includes("/") ||
      /:\d+$/.test(raw) ||
      raw.includes("@")
    ) {
      throw new HarnessError(
        `${source}: "${raw}" is not a host — use a bare host like example.com or *.example.com (no scheme, path, port or spaces)`,
      );
    }
    if (raw.startsWith("*.")) {
      const suffix = normalizeHost(raw.slice(2));
      if (suffix === "" || suffix.includes("*"))
        throw new HarnessError(`${source}: "${raw}" is not a valid wildcard — use *.example.com`);
      return { kind: "subdomains", suffix };
    }
    if (raw.includes("*")) throw new HarnessError(`${source}: "${raw}" — a wildcard is only allowed as a leading "*."`);
    return { kind: "host", host: normalizeHost(raw) };
  });
}

export function hostAllowed(host: string, rules: readonly AllowRule[]): boolean {
  const h = normalizeHost(host);
  return rules.some((r) => {
    if (r.kind === "any") return true;
    if (r.kind === "host") return h === r.host || h.endsWith(`.${r.host}`);
    return h.endsWith(`.${r.suffix}`);
  });
}

/** The allowlist of a session: `["*"]` when unrestricted, else the baseline's domains plus extra_allow. */
export function sessionAllowlist(
  egress: { extra_allow: readonly string[]; unrestricted: boolean },
  baselineDomains: readonly string[] = [],
): string[] {
  return egress.unrestricted ? ["*"] : [...baselineDomains, ...egress.extra_allow];
}
