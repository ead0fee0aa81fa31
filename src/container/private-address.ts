/**
 * Addresses the container tier's egress proxy never connects to unless the allowlist names the
 * host exactly (issue 21: nothing on this machine or its networks is reachable from the sandbox):
 * loopback, private (RFC 1918), carrier-grade NAT, link-local, documentation, unique-local, multicast
 * and unspecified addresses, IPv4 and IPv6 (IPv4-mapped included) — and this machine's own addresses,
 * which the harness names (`deny`), whatever the allowlist says. A name is judged by every address it
 * resolves to, and the proxy then connects to the address it judged (no second lookup to rebind). Pure.
 */
import { isIP } from "node:net";

function v4Private(ip: string): boolean {
  const [a = 0, b = 0, c = 0] = ip.split(".").map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224 ||
    // the documentation ranges (TEST-NET-1/2/3) are never routed on the internet
    (a === 192 && b === 0 && c === 2) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113)
  );
}

export function isPrivateAddress(ip: string): boolean {
  const kind = isIP(ip);
  if (kind === 4) return v4Private(ip);
  if (kind !== 6) return true; // not an address at all: refuse
  const lower = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return v4Private(mapped[1]!);
  if (lower === "::" || lower === "::1") return true;
  const first = parseInt(lower.split(":")[0] || "0", 16);
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00;
}
