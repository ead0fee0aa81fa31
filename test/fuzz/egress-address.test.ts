/**
 * Fuzzing the container tier's address judgement (issue 36, class 7): for a random private or own
 * IPv4 address, every spelling of it — inet_aton's short, hex and octal IPv4 forms, and each IPv6
 * embedding (mapped, translated, compatible, NAT64, 6to4) in any notation: zero compression
 * anywhere, leading zeros, either case, the last 32 bits dotted, in brackets — is refused, and
 * matches the own-address set whichever spelling that was built from. For a random public IPv4,
 * every spelling stays public, is judged as that IPv4, agrees with what the WHATWG URL parser and
 * getaddrinfo make of it, and the address the proxy would connect to reaches that same IPv4.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { lookup } from "node:dns/promises";
import { addressLiteral } from "../../src/live/container/address-literal.js";
import { isPrivateAddress, ownAddressSet } from "../../src/live/container/private-address.js";
import { params, timeoutFor } from "./fuzz-support.js";

type V4 = [number, number, number, number];

const byte = fc.integer({ min: 0, max: 255 });
const dotted = (v: V4): string => v.join(".");
const asInt = (v: V4): number => ((v[0] << 24) | (v[1] << 16) | (v[2] << 8) | v[3]) >>> 0;

/** Private, local and reserved IPv4 blocks, written out here (not taken from the code under test). */
const PRIVATE_BLOCKS: [V4, number][] = [
  [[0, 0, 0, 0], 8],
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10],
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16],
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24],
  [[192, 0, 2, 0], 24],
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15],
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4],
  [[240, 0, 0, 0], 4],
];

const fromInt = (n: number): V4 => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

const privateV4: fc.Arbitrary<V4> = fc
  .tuple(fc.constantFrom(...PRIVATE_BLOCKS), fc.integer({ min: 0, max: 0xffffffff }))
  .map(([[base, bits], r]) => fromInt((asInt(base) | (r >>> bits)) >>> 0));

/** First octets holding no special block at all (0, 10, 100, 127, 169, 172, 192, 198, 203, 224+ left out). */
const PUBLIC_FIRST = Array.from({ length: 223 }, (_, i) => i + 1).filter(
  (a) => ![10, 100, 127, 169, 172, 192, 198, 203].includes(a),
);
const publicV4: fc.Arbitrary<V4> = fc.tuple(fc.constantFrom(...PUBLIC_FIRST), byte, byte, byte);

/** One number in inet_aton's notations: decimal, hex (either case), octal. */
const numberIn = (n: number): fc.Arbitrary<string> =>
  fc.constantFrom(
    String(n),
    `0x${n.toString(16)}`,
    `0X${n.toString(16).toUpperCase()}`,
    n === 0 ? "0" : `0${n.toString(8)}`,
  );

/** The IPv4 spellings inet_aton reads: a.b.c.d, a.b.c16, a.b24, a32, each part in any notation. */
function v4Spelling(v: V4): fc.Arbitrary<string> {
  const splits: number[][] = [
    v,
    [v[0], v[1], (v[2] << 8) | v[3]],
    [v[0], ((v[1] << 16) | (v[2] << 8) | v[3]) >>> 0],
    [asInt(v)],
  ];
  return fc.constantFrom(...splits).chain((parts) => fc.tuple(...parts.map(numberIn)).map((p) => p.join(".")));
}

/** Renders eight 16-bit groups in any notation RFC 4291 allows. */
function v6Spelling(groups: readonly number[]): fc.Arbitrary<string> {
  return fc
    .record({
      dottedTail: fc.boolean(),
      pad: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      upper: fc.boolean(),
      cut: fc.nat(),
      brackets: fc.boolean(),
    })
    .map((o) => {
      const head = o.dottedTail ? groups.slice(0, 6) : groups;
      let cells = head.map((g, i) => (o.pad[i] ? g.toString(16).padStart(4, "0") : g.toString(16)));
      const runs: [number, number][] = [];
      for (let i = 0; i < head.length; i++)
        if (head[i] === 0) for (let j = i; j < head.length && head[j] === 0; j++) runs.push([i, j + 1]);
      let text: string;
      const tail = o.dottedTail
        ? `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`
        : undefined;
      if (runs.length > 0 && o.cut % (runs.length + 1) !== runs.length) {
        const [from, to] = runs[o.cut % (runs.length + 1)]!;
        const left = cells.slice(0, from).join(":");
        const right = [...cells.slice(to), ...(tail ? [tail] : [])].join(":");
        text = `${left}::${right}`;
      } else {
        cells = tail ? [...cells, tail] : cells;
        text = cells.join(":");
      }
      if (o.upper) text = text.toUpperCase();
      return o.brackets ? `[${text}]` : text;
    });
}

/** Every IPv6 embedding of `v`, as groups: mapped, translated, compatible, NAT64, 6to4 (random subnet and host). */
function embeddings(v: V4): fc.Arbitrary<readonly number[]> {
  const hi = (v[0] << 8) | v[1];
  const lo = (v[2] << 8) | v[3];
  const g16 = fc.integer({ min: 0, max: 0xffff });
  const compatible = hi === 0 && lo <= 1 ? [] : [fc.constant([0, 0, 0, 0, 0, 0, hi, lo])];
  return fc.oneof(
    fc.constant([0, 0, 0, 0, 0, 0xffff, hi, lo]),
    fc.constant([0, 0, 0, 0, 0xffff, 0, hi, lo]),
    ...compatible,
    fc.constant([0x64, 0xff9b, 0, 0, 0, 0, hi, lo]),
    fc.tuple(g16, g16, g16, g16, g16).map((r) => [0x2002, hi, lo, ...r]),
  );
}

/** Any spelling of `v`: an inet_aton form or an IPv6 embedding in any notation. */
const spellingOf = (v: V4): fc.Arbitrary<string> => fc.oneof(v4Spelling(v), embeddings(v).chain(v6Spelling));

const withSpelling = (v4: fc.Arbitrary<V4>): fc.Arbitrary<[V4, string]> =>
  v4.chain((v) => spellingOf(v).map((s): [V4, string] => [v, s]));

describe("fuzzing the egress address judgement", () => {
  it(
    "refuses every spelling of a private IPv4, judged as that IPv4",
    () => {
      fc.assert(
        fc.property(withSpelling(privateV4), ([v, s]) => {
          expect(addressLiteral(s)?.judged, s).toBe(dotted(v));
          expect(isPrivateAddress(s), s).toBe(true);
        }),
        params(2000),
      );
    },
    timeoutFor(2000, 1),
  );

  it(
    "matches this machine's own address whichever spelling the target and the own list use",
    () => {
      const pair = fc.oneof(privateV4, publicV4).chain((v) => fc.tuple(fc.constant(v), spellingOf(v), spellingOf(v)));
      fc.assert(
        fc.property(pair, ([v, ownSpelling, target]) => {
          const own = ownAddressSet([ownSpelling]);
          expect([...own], ownSpelling).toEqual([dotted(v)]);
          expect(own.has(addressLiteral(target)!.judged), `${target} vs ${ownSpelling}`).toBe(true);
        }),
        params(2000),
      );
    },
    timeoutFor(2000, 1),
  );

  it(
    "keeps every spelling of a public IPv4 public, consistent with the URL parser, and connects to what it judged",
    () => {
      fc.assert(
        fc.property(withSpelling(publicV4), ([v, s]) => {
          const a = addressLiteral(s)!;
          expect(a.judged, s).toBe(dotted(v));
          expect(isPrivateAddress(s), s).toBe(false);
          // the proxy connects to the IPv4 itself, or to an IPv6 address that reaches it
          expect(addressLiteral(a.connect)?.judged, `${s} connects to ${a.connect}`).toBe(dotted(v));
          // a plain-HTTP target arrives as the WHATWG parser normalised it: judged the same
          const host = new URL(`http://${s.includes(":") && !s.startsWith("[") ? `[${s}]` : s}/`).hostname;
          expect(addressLiteral(host)?.judged, `${s} → ${host}`).toBe(dotted(v));
        }),
        params(2000),
      );
    },
    timeoutFor(2000, 1),
  );

  it(
    "reads inet_aton's IPv4 spellings as getaddrinfo does",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(privateV4, publicV4).chain(v4Spelling), async (s) => {
          const [resolved] = await lookup(s, { all: true });
          expect(addressLiteral(s)?.judged, s).toBe(resolved?.address);
        }),
        params(300),
      );
    },
    timeoutFor(300, 5),
  );
});
