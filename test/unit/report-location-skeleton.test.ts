/**
 * The location skeleton the report reads instead of a whole cassette: fed in chunks of any
 * size, it keeps every line number, every key and the `scenario` member, and drops the long
 * strings (the event lines) that no annotation points into.
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LocationSkeleton, lineOfJsonPointer } from "../../src/gate/report/locate-json.js";
import { loadCassetteSource } from "../../src/gate/report/sources.js";
import { REPO_ROOT } from "../helpers/paths.js";

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop() as string, { recursive: true, force: true });
});

const example = JSON.parse(
  readFileSync(join(REPO_ROOT, "examples/replays/csv-report.cassette.json"), "utf8"),
) as Record<string, unknown> & {
  events: string[];
  scenario: { assert: unknown[] };
};
const long = `a "long" line é \u{1F600} \\ ${"z".repeat(300)}`;
type Doc = Record<string, unknown> & {
  events: string[];
  scenario: { assert: unknown[]; prompt?: string };
  scenarioSource?: string;
};
const cassette: Doc = {
  ...example,
  events: [...example.events, long],
  scenario: { ...example.scenario, prompt: long },
  scenarioSource: `../scenarios/${"nested/".repeat(12)}csv-report.yaml`, // a long top-level string stays
};
const TEXT = JSON.stringify(cassette, null, 2) + "\n";

function skeletonOf(text: string, size: number): string {
  const buf = Buffer.from(text);
  const s = new LocationSkeleton();
  for (let at = 0; at < buf.length; at += size) s.push(buf.subarray(at, at + size));
  return s.text();
}

const POINTERS = [
  "/fingerprint",
  "/scenario",
  "/scenario/assert",
  "/scenario/prompt",
  "/timeline",
  "/artifacts",
  "/events",
  "/events/3",
  "/cassetteVersion",
];
for (let i = 0; i < example.scenario.assert.length; i++) POINTERS.push(`/scenario/assert/${i}`);

const whole = skeletonOf(TEXT, TEXT.length);

describe("LocationSkeleton", () => {
  it("is much smaller than the text and drops the long event lines", () => {
    expect(whole.length).toBeLessThan(TEXT.length / 2);
    // the long line is the last event and scenario.prompt: only the scenario's copy stays
    expect(TEXT.split("z".repeat(300)).length - 1).toBe(2);
    expect(whole.split("z".repeat(300)).length - 1).toBe(1);
    expect(whole.split("\n").length).toBe(TEXT.split("\n").length);
  });

  it("locates every pointer on the same line as the full text, whatever the chunk size", () => {
    expect(lineOfJsonPointer(TEXT, "/fingerprint")).toBeGreaterThan(1);
    for (const size of [1, 2, 3, 7, 64, 4096, TEXT.length]) {
      const sk = size === TEXT.length ? whole : skeletonOf(TEXT, size);
      expect(sk, `chunk ${size}`).toBe(whole);
    }
    for (const p of POINTERS) expect(lineOfJsonPointer(whole, p), p).toBe(lineOfJsonPointer(TEXT, p));
  });

  it("parses to the same scenario and top-level scalars; long strings inside other members become empty", () => {
    const parsed = JSON.parse(whole) as Doc;
    expect(parsed.scenario).toEqual(cassette.scenario);
    expect(parsed.cassetteVersion).toBe(cassette.cassetteVersion);
    expect(parsed.scenarioSource).toBe(cassette.scenarioSource);
    expect(parsed.events.length).toBe(cassette.events.length);
    expect(parsed.events.at(-1)).toBe("");
    expect(parsed.fingerprint).toEqual(
      JSON.parse(JSON.stringify(cassette.fingerprint), (_k, v: unknown) =>
        typeof v === "string" && Buffer.byteLength(JSON.stringify(v)) - 2 > 64 ? "" : v,
      ),
    );
  });

  it("keeps the line breaks of malformed text, so a line found in it is the line in the file", () => {
    const bad = `{\n "events": [\n  "${"x".repeat(100)}\n${"y".repeat(100)}"\n ],\n "fingerprint": {}\n}`;
    const sk = skeletonOf(bad, 5);
    expect(sk.split("\n").length).toBe(bad.split("\n").length);
    expect(sk.length).toBeLessThan(60);
  });
});

describe("LocationSkeleton, past the cap", () => {
  it("an escaped quote or backslash deep in an elided string does not close it, at any chunk boundary", () => {
    const deep = `${"x".repeat(100)}\\"q\\\\${"y".repeat(100)}\\\\`; // …\"q\\…\\ in the JSON text
    const text = JSON.stringify({ events: [deep, "short"], fingerprint: { a: deep }, after: 1 }, null, 1);
    const expected = { events: ["", "short"], fingerprint: { a: "" }, after: 1 };
    for (const size of [1, 2, 3, 5, 101, 102, 103, text.length])
      expect(JSON.parse(skeletonOf(text, size)), `chunk ${size}`).toEqual(expected);
  });
});

describe("loadCassetteSource", () => {
  it("reads the skeleton: frozen assertions as in the cassette, lines as in the file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "skeleton-source-"));
    dirs.push(dir);
    const path = join(dir, "c.cassette.json");
    writeFileSync(path, TEXT);
    const source = await loadCassetteSource(path);
    expect(source.frozenAssert).toEqual(cassette.scenario.assert);
    expect(source.text).toBe(whole);
    expect(lineOfJsonPointer(source.text!, "/scenario/assert/2")).toBe(lineOfJsonPointer(TEXT, "/scenario/assert/2"));
    expect(await loadCassetteSource(join(dir, "missing.json"))).toEqual({});
    expect(await loadCassetteSource(dir)).toEqual({});
  });
});
