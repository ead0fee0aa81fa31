/**
 * The loose cassette shape has a fast path beside zod (src/core/cassette/model.ts): for every input it
 * must give exactly what the zod schema gives — the same success or error, the same keys in the
 * same order at every level it rebuilds, arrays copied — or step aside for zod.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CassetteShape, parseCassetteShape } from "../../src/core/cassette/model.js";
import { formatZodError } from "../../src/core/schema/zod-message.js";

const ROOT = join(import.meta.dirname, "../..");

/** What parseCassetteShape returned before the fast path: zod alone. */
function byZod(obj: unknown): unknown {
  const parsed = CassetteShape.safeParse(obj);
  if (!parsed.success) return { ok: false, error: formatZodError(parsed.error) };
  const scenario = { ...parsed.data.scenario, assert: parsed.data.scenario.assert ?? [] };
  return { ok: true, cassette: { ...parsed.data, scenario } };
}

/** Keys in order at every level, and values: toEqual ignores key order, this does not. */
const ordered = (v: unknown): string => JSON.stringify(v, (_k, x: unknown) => (x === undefined ? "<undefined>" : x));

const base = () => ({
  z: 1,
  events: ['{"type":"system"}', "x"],
  cassetteVersion: 12,
  scenario: { name: "n", session: "s.yaml", prompt: "p", assert: [{ transcript_contains: "a" }], extra: true },
  fingerprint: { extra: 1, hashFormat: "jcs1", skillHash: "h" },
  folderPrefixMap: [{ mount: "/m", note: 1, from: "/f" }],
  sessionFingerprint: "sf",
});

const cases: [string, unknown][] = [
  ["a full cassette", base()],
  ["no optional keys", { events: [], scenario: { prompt: "", session: "" } }],
  [
    "optional keys present as undefined",
    { ...base(), fingerprint: undefined, sessionFingerprint: undefined, folderPrefixMap: undefined },
  ],
  ["assert undefined", { ...base(), scenario: { session: "s", prompt: "p", assert: undefined } }],
  ["fingerprint fields undefined", { ...base(), fingerprint: { skillHash: undefined, hashFormat: undefined } }],
  ["a non-string event", { ...base(), events: ["a", 1] }],
  ["events not an array", { ...base(), events: "x" }],
  ["events missing", { scenario: { prompt: "", session: "" } }],
  ["scenario an array", { ...base(), scenario: [] }],
  ["prompt missing", { ...base(), scenario: { session: "s" } }],
  ["assert not an array", { ...base(), scenario: { session: "s", prompt: "p", assert: {} } }],
  ["fingerprint a string", { ...base(), fingerprint: "x" }],
  ["skillHash a number", { ...base(), fingerprint: { skillHash: 1 } }],
  ["sessionFingerprint null", { ...base(), sessionFingerprint: null }],
  ["folderPrefixMap item without mount", { ...base(), folderPrefixMap: [{ from: "/f" }] }],
  ["folderPrefixMap an object", { ...base(), folderPrefixMap: {} }],
  [
    "a __proto__ key",
    JSON.parse('{"events":[],"scenario":{"prompt":"","session":"","__proto__":{"x":1}},"__proto__":{"y":2}}'),
  ],
];

describe("the cassette shape's fast path", () => {
  it.each(cases)("%s: the same result as zod", (_name, input) => {
    const fast = parseCassetteShape(structuredClone(input));
    expect(ordered(fast)).toBe(ordered(byZod(structuredClone(input))));
  });

  it("copies the arrays and leaves the input as it was", () => {
    const input = base();
    const before = ordered(input);
    const out = parseCassetteShape(input);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.cassette.events).not.toBe(input.events);
    expect(out.cassette.scenario.assert).not.toBe(input.scenario.assert);
    expect(out.cassette.scenario).not.toBe(input.scenario);
    expect(ordered(input)).toBe(before);
  });

  it("matches zod on every example cassette", () => {
    const dir = join(ROOT, "examples/replays");
    const files = readdirSync(dir).filter((f) => f.endsWith(".cassette.json"));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const raw: unknown = JSON.parse(readFileSync(join(dir, f), "utf8"));
      expect(ordered(parseCassetteShape(raw)), f).toBe(ordered(byZod(JSON.parse(readFileSync(join(dir, f), "utf8")))));
    }
  });
});
