/**
 * Large cassettes keep their events on disk: the file-backed lines read back exactly what a
 * whole-file JSON.parse gives, behave as a read-only array for every way the code reads
 * events, and anything the scan does not handle falls back to the ordinary load.
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { locateEvents, readLargeCassette } from "../../src/core/cassette/large-cassette.js";
import { loadCassetteFile } from "../../src/core/cassette/load.js";
import { HarnessError } from "../../src/core/util/errors.js";
import { EXAMPLE_REPLAYS } from "../helpers/fixtures.js";

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop() as string, { recursive: true, force: true });
});
function file(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), "large-cassette-"));
  dirs.push(dir);
  const path = join(dir, "c.cassette.json");
  writeFileSync(path, text);
  return path;
}

const reference = join(EXAMPLE_REPLAYS, "csv-report.cassette.json");

describe("readLargeCassette", () => {
  it("reads back every event line exactly, for indexing, for-of, forEach, map, spread and JSON", async () => {
    const text = readFileSync(reference, "utf8");
    const expected = JSON.parse(text) as { events: string[] };
    const large = await readLargeCassette(file(text), Infinity, 0);
    expect(large).toBeDefined();
    const events = large!.events;
    expect(Array.isArray(events)).toBe(true);
    expect(events.length).toBe(expected.events.length);
    expect(events[3]).toBe(expected.events[3]);
    expect([...events]).toEqual(expected.events);
    const viaForEach: string[] = [];
    events.forEach((l) => viaForEach.push(l));
    expect(viaForEach).toEqual(expected.events);
    expect(events.map((l) => l.length)).toEqual(expected.events.map((l) => l.length));
    expect(JSON.stringify(events)).toBe(JSON.stringify(expected.events));
    expect(Object.keys(events)).toEqual(Object.keys(expected.events));
    expect(events[events.length]).toBeUndefined();
    expect(large!.raw.events).toEqual([]);
    expect(large!.raw.scenario).toEqual((expected as unknown as { scenario: unknown }).scenario);
    expect(() => {
      (events as string[])[0] = "x";
    }).toThrow(TypeError);
  });

  it("loadCassetteFile gives the same cassette either way", async () => {
    const text = readFileSync(reference, "utf8");
    const path = file(text);
    const ordinary = await loadCassetteFile(path);
    const large = await readLargeCassette(path, Infinity, 0);
    expect([...large!.events]).toEqual(ordinary.cassette.events);
  });

  it("escapes, unicode and odd spacing decode as JSON.parse decodes them", async () => {
    const lines = ['{"a":"\\"q\\" \\\\ back"}', "é—\u{1F600}", "tab\there", '\\u0000-ish \\\\\\" end'];
    const text = `  {\n "scenario" : {"x":[1,{"y":"]"}]}, "events" :[ ${lines.map((l) => JSON.stringify(l)).join(" ,\n")} ] , "n": 1, "z": null}\n`;
    const large = await readLargeCassette(file(text), Infinity, 0);
    expect([...large!.events]).toEqual(lines);
    expect(large!.raw).toEqual({ scenario: { x: [1, { y: "]" }] }, events: [], n: 1, z: null });
  });

  it("falls back (undefined) for a layout the scan does not take on", async () => {
    for (const text of [
      '{"events":["a", 1]}', // a non-string event
      '{"events":["a"],"events":["b"]}', // duplicate key
      '{"events":["a"],"\\u0065vents":["b"]}', // a later escaped duplicate wins in JSON.parse
      '{"events":["bad \\x escape"]}', // not valid JSON
      '\ufeff{"events":["a"]}', // BOM
      '["events"]',
      '{"scenario":{}}', // no events at all
    ]) {
      expect(await readLargeCassette(file(text), Infinity, 0), text).toBeUndefined();
    }
    expect(await readLargeCassette(file('{"events":["a"]}'), Infinity, 1000)).toBeUndefined(); // small file
  });

  it("locates the array and each element's literal", () => {
    const buf = Buffer.from('{"k":"v","events":["a","b\\"c"]}');
    const where = locateEvents(buf)!;
    expect(buf.toString("utf8", where.start, where.end)).toBe('["a","b\\"c"]');
    expect(Array.from(where.offsets)).toEqual([19, 22, 23, 29]);
  });

  it("refuses to read lines from a file changed after the scan", async () => {
    const path = file(JSON.stringify({ scenario: {}, events: ["one", "two"] }));
    const large = await readLargeCassette(path, Infinity, 0);
    writeFileSync(path, JSON.stringify({ scenario: {}, events: ["uno", "dos"] }));
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    expect(() => large!.events[0]).toThrow(HarnessError);
    expect(() => large!.events[0]).toThrow(/changed while it was being read/);
  });
});
