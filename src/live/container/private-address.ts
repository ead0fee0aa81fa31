/**
 * Addresses the container tier's egress proxy never connects to unless the allowlist names the
 * host exactly (issue 21: nothing on this machine or its networks is reachable from the sandbox):
 * loopback, private (RFC 1918), carrier-grade NAT, link-local, documentation, benchmarking,
 * reserved, unique-local, multicast and unspecified addresses — and this machine's own addresses,
 * which the harness names (`deny`), whatever the allowlist says. A name is judged by every address it
 * resolves to, and the proxy then connects to the address it judged (no second lookup to rebind).
 *
 * Every spelling is judged as what it reaches (issue 36, see address-literal.ts): an IPv6 address
 * embedding an IPv4 one (mapped, translated, compatible, NAT64, 6to4) is judged as that IPv4, in any
 * notation. Teredo (2001::/32) is refused: its client address is obfuscated and its server is a
 * relay, and nothing a skill needs lives there; so is the local-use NAT64 prefix (64:ff9b:1::/48),
 * whose translator is on a local network by definition. An IPv6 address outside 2000::/3 is never on
 * the internet; anything that is not an address, or has a zone id, is refused. Ranges are
 * ipaddr.js's. Pure.
 */
import { addressLiteral, comparableAddress, type AddressLiteral } from "./address-literal.js";

/** ipaddr.js ranges reachable on the internet (AS112 and AMT are public anycast services) */
const PUBLIC_V4 = new Set(["unicast", "as112", "amt"]);
const PUBLIC_V6 = new Set(["unicast", "as112v6", "amt"]);

/** 2000::/3, the only IPv6 space allocated for global unicast (`v6` in RFC 5952 form) */
function globalUnicast(v6: string): boolean {
  const first = parseInt(v6.split(":")[0] || "0", 16);
  return (first & 0xe000) === 0x2000;
}

/** Whether a parsed literal reaches a private, local or unroutable address. */
export function isPrivateLiteral(a: AddressLiteral): boolean {
  if (a.v4) return !PUBLIC_V4.has(a.range);
  return !(PUBLIC_V6.has(a.range) && globalUnicast(a.judged));
}

export function isPrivateAddress(ip: string): boolean {
  const a = addressLiteral(ip);
  return a === undefined || isPrivateLiteral(a); // not an address at all, or a zone id: refuse
}

/** This machine's own addresses, in the one form targets are compared in (any spelling of one matches). */
export function ownAddressSet(addresses: readonly string[]): ReadonlySet<string> {
  return new Set(addresses.map(comparableAddress));
}
