/**
 * What an address literal really names, for the egress proxy's judgement (issue 36): one IPv4
 * address has many spellings — `0x7f.1`, `2130706433`, `127.1`, `0177.0.0.1`, and inside IPv6 as
 * v4-mapped (`::ffff:7f00:1`, `0:0:0:0:0:ffff:127.0.0.1`), v4-translated (`::ffff:0:7f00:1`),
 * v4-compatible (`::7f00:1`), NAT64 (`64:ff9b::7f00:1`) and 6to4 (`2002:7f00:1::`). Every one is
 * brought to the IPv4 it reaches before anything is judged, so the private-range check and the
 * own-address check compare one form.
 *
 * Parsing is ipaddr.js's, not ours: it reads every spelling getaddrinfo and the WHATWG URL parser
 * accept (inet_aton's short and hex/octal IPv4 forms, any zero-expanded or mixed IPv6) into parts.
 * Node's `net.BlockList` would judge ranges but cannot say which IPv4 an IPv6 address embeds, and
 * `net.isIP` refuses the short IPv4 forms that `dns.lookup` then resolves. A zone id (`fe80::1%eth0`)
 * is refused: it names an interface of this machine, not a host. Pure.
 */
import ipaddr from "ipaddr.js";

export interface AddressLiteral {
  /** what is judged: the IPv4 the literal is or embeds (dotted quad), else the IPv6 in RFC 5952 form */
  judged: string;
  /** whether `judged` is IPv4 */
  v4: boolean;
  /** the address to connect to: the IPv4 where the socket would reach it directly, else the IPv6 */
  connect: string;
  /** the ipaddr.js range of `judged` ("unicast", "private", "loopback", "teredo", …) */
  range: string;
}

/** A literal's last label reads as a number: getaddrinfo and URL parsers take such a host for IPv4. */
export function looksNumeric(host: string): boolean {
  const last = host.replace(/\.$/, "").split(".").pop() ?? "";
  return /^(?:0x[0-9a-f]*|[0-9]+)$/i.test(last);
}

const zeros = (parts: readonly number[], from: number, to: number): boolean =>
  parts.slice(from, to).every((p) => p === 0);

const v4Of = (hi: number, lo: number): string => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;

/** The IPv4 an IPv6 address embeds, and whether a socket to the IPv6 reaches that IPv4 itself. */
function embedded(parts: readonly number[]): { v4: string; direct: boolean } | undefined {
  const [p0, p1, p2, , p4, p5, p6 = 0, p7 = 0] = parts;
  // ::ffff:a.b.c.d (mapped) and ::ffff:0:a.b.c.d (SIIT translated): the v4 on the wire
  if (zeros(parts, 0, 5) && p5 === 0xffff) return { v4: v4Of(p6, p7), direct: true };
  if (zeros(parts, 0, 4) && p4 === 0xffff && p5 === 0) return { v4: v4Of(p6, p7), direct: true };
  // ::a.b.c.d (v4-compatible, deprecated; :: and ::1 land in 0.0.0.0/8 and are refused with it)
  if (zeros(parts, 0, 6)) return { v4: v4Of(p6, p7), direct: false };
  // 64:ff9b::/96 (NAT64 well-known prefix): a translator forwards to the last 32 bits
  if (p0 === 0x64 && p1 === 0xff9b && zeros(parts, 2, 6)) return { v4: v4Of(p6, p7), direct: false };
  // 2002:V4HI:V4LO::/48 (6to4): a relay forwards to the IPv4 in bits 16–48
  if (p0 === 0x2002) return { v4: v4Of(p1 ?? 0, p2 ?? 0), direct: false };
  return undefined;
}

function parse(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (text.includes("%") || !ipaddr.isValid(text)) return undefined;
  try {
    return ipaddr.parse(text);
  } catch {
    return undefined;
  }
}

/** What `text` names when it is an address literal in any spelling; undefined for a name, garbage or a zone id. */
export function addressLiteral(text: string): AddressLiteral | undefined {
  const address = parse(text.replace(/^\[(.*)\]$/, "$1"));
  if (address === undefined) return undefined;
  if (address.kind() === "ipv4")
    return { judged: address.toString(), v4: true, connect: address.toString(), range: address.range() };
  const v6 = address as ipaddr.IPv6;
  const canonical = v6.toRFC5952String();
  const inner = embedded(v6.parts);
  if (inner)
    return {
      judged: inner.v4,
      v4: true,
      connect: inner.direct ? inner.v4 : canonical,
      range: ipaddr.IPv4.parse(inner.v4).range(),
    };
  return { judged: canonical, v4: false, connect: canonical, range: v6.range() };
}

/** The form `deny` entries and targets are compared in: `judged`, or the text lowercased when it is no address. */
export function comparableAddress(text: string): string {
  return addressLiteral(text)?.judged ?? text.trim().toLowerCase();
}
