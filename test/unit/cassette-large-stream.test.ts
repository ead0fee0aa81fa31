/**
 * The streaming scan behind large cassettes: fed in chunks of any size, it finds the same
 * events array, offsets and surrounding bytes as one whole-buffer pass, wherever a chunk edge
 * falls (inside a string, an escape, a \uXXXX, a multi-byte character); it refuses a malformed
 * event line, so the ordinary load reports it with the ordinary one-line error.
 */
import { afterEach, describe, expect, it } from "vitest";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  EventsScan,
  LARGE_CASSETTE_BYTES,
  locateEvents,
  readLargeCassette,
} from "../../src/core/cassette/large-cassette.js";
import { loadCassetteFile, parseCassetteText } from "../../src/core/cassette/load.js";
import { HarnessError } from "../../src/core/util/errors.js";

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop() as string, { recursive: true, force: true });
});
function tempFile(parts: Iterable<string>): string {
  const dir = mkdtempSync(join(tmpdir(), "large-stream-"));
  dirs.push(dir);
  const path = join(dir, "c.cassette.json");
  const fd = openSync(path, "w");
  try {
    for (const p of parts) writeSync(fd, p);
  } finally {
    closeSync(fd);
  }
  return path;
}

const LINES = [
  '{"type":"assistant","text":"a \\"quoted\\" word and a \\\\ backslash"}',
  "é — \u{1F600} ünïcödé ✓",
  "ends in a backslash \\",
  '\\\\\\"', // backslashes and an escaped quote back to back
  "\u0000\u001f\u2028 control characters, escaped in JSON",
  "",
  "\ud800 a lone surrogate",
];
const TEXT = `{\n  "scenario": {"name": "x \\" ] [ }", "assert": [{"a": "]"}]},\n  "events": [\n    ${LINES.map((l) => JSON.stringify(l)).join(",\n    ")}\n  ],\n  "n": 1.5e3, "z": null, "t": [true, {"u": "\\u0065vents"}]\n}\n`;
const BYTES = Buffer.from(TEXT);

function scanInChunks(buf: Uint8Array, sizes: (k: number) => number) {
  const scan = new EventsScan();
  for (let at = 0, k = 0; at < buf.length; k++) {
    const size = Math.max(1, sizes(k));
    if (!scan.push(buf.subarray(at, at + size))) return undefined;
    at += size;
  }
  return scan.finish();
}

function decode(buf: Buffer, offsets: Float64Array): string[] {
  const out: string[] = [];
  for (let i = 0; i < offsets.length; i += 2)
    out.push(JSON.parse(buf.toString("utf8", offsets[i], offsets[i + 1])) as string);
  return out;
}

describe("EventsScan", () => {
  const whole = scanInChunks(BYTES, () => BYTES.length)!;

  it("a whole-buffer scan finds the array, every literal and the bytes around the array", () => {
    expect(whole).toBeDefined();
    expect(BYTES.toString("utf8", whole.start, whole.end)).toMatch(/^\[\n {4}".*"\n {2}\]$/s);
    expect(decode(BYTES, whole.offsets)).toEqual(LINES);
    expect(Buffer.concat([whole.before, Buffer.from("[]"), whole.after]).toString("utf8")).toBe(
      TEXT.slice(0, TEXT.indexOf('"events": [') + 10) + "[]" + TEXT.slice(TEXT.indexOf("\n  ],") + 4),
    );
  });

  it("every chunk size from 1 to 97 bytes gives the same result", () => {
    for (let size = 1; size <= 97; size++) {
      const r = scanInChunks(BYTES, () => size);
      expect(r, `chunk ${size}`).toEqual(whole);
    }
  });

  it("any two-chunk split gives the same result, inside strings, escapes, \\u escapes and multi-byte characters", () => {
    for (let cut = 1; cut < BYTES.length; cut++) {
      const r = scanInChunks(BYTES, (k) => (k === 0 ? cut : BYTES.length));
      expect(r, `cut at ${cut}`).toEqual(whole);
    }
  });

  it("irregular chunk sizes give the same result", () => {
    let seed = 11;
    const rand = (): number => (seed = (seed * 48271) % 2147483647) % 13;
    expect(scanInChunks(BYTES, () => 1 + rand())).toEqual(whole);
  });

  it("refuses a malformed event literal at any chunk edge: bad escape, short \\u, raw control character", () => {
    for (const bad of [
      '"bad \\x escape"',
      '"short \\u12g4"',
      '"three digits \\u123"',
      '"\\u004',
      '"raw\ttab"',
      '"raw\nnewline"',
      '"raw\u001funit separator"',
    ]) {
      const buf = Buffer.from(`{"events":["ok",${bad},"ok"]}`);
      expect(locateEvents(buf), bad).toBeUndefined();
      for (let size = 1; size <= 8; size++)
        expect(
          scanInChunks(buf, () => size),
          `${bad} / ${size}`,
        ).toBeUndefined();
    }
  });

  it("refuses what the scan does not take on, and takes on an escaped `events` key before the real one", () => {
    for (const text of [
      '{"events":["a",]}',
      '{"events":[,"a"]}',
      '{"events":["a" "b"]}',
      '{"a":1 ]',
      " [",
      '{"events":{}}',
    ]) {
      expect(locateEvents(Buffer.from(text)), text).toBeUndefined();
    }
    const buf = Buffer.from('{"\\u0065vents":["x"],"events":["y"]}');
    expect(decode(buf, locateEvents(buf)!.offsets)).toEqual(["y"]);
  });
});

describe("readLargeCassette", () => {
  it("serves the same lines whatever the file's size relative to the scan chunk", async () => {
    const lines = Array.from({ length: 3000 }, (_, i) =>
      JSON.stringify({ i, text: `é\\"${"x".repeat(i % 700)}\u{1F600}` }),
    );
    const path = tempFile([
      `{"scenario":{"name":"s"},"events":[`,
      lines.map((l) => JSON.stringify(l)).join(","),
      `],"tail":"\\""}`,
    ]);
    const large = await readLargeCassette(path, Infinity, 0);
    expect(large).toBeDefined();
    expect(large!.events.length).toBe(lines.length);
    expect([...large!.events]).toEqual(lines);
    expect(large!.raw).toEqual({ scenario: { name: "s" }, events: [], tail: '"' });
  });

  it("a malformed line in a large cassette fails the load with the same one-line error as a whole-file parse", async () => {
    // over LARGE_CASSETTE_BYTES, so loadCassetteFile takes the streaming path first
    const filler = JSON.stringify(
      JSON.stringify({ type: "assistant", message: { content: [{ type: "text", text: "y".repeat(4000) }] } }),
    );
    const count = Math.ceil(LARGE_CASSETTE_BYTES / filler.length) + 10;
    const parts = function* (): Generator<string> {
      yield '{"cassetteVersion":12,"scenario":{"name":"s"},"events":[';
      for (let i = 0; i < count; i++) yield (i === 0 ? "" : ",") + (i === count >> 1 ? '"bad \\q escape"' : filler);
      yield "]}";
    };
    const path = tempFile(parts());
    expect(await readLargeCassette(path, Infinity)).toBeUndefined();
    let err: unknown;
    try {
      await loadCassetteFile(path);
    } catch (e) {
      err = e;
    }
    let expected: unknown;
    try {
      parseCassetteText([...parts()].join(""), path);
    } catch (e) {
      expected = e;
    }
    expect(err).toBeInstanceOf(HarnessError);
    expect((err as Error).message).toBe((expected as Error).message);
    expect((err as Error).message).toMatch(/^.*c\.cassette\.json: unreadable \/ invalid cassette JSON: [^\n]+$/);
  });
});
