// The cassette validator production code runs is ajv's standalone code, generated at build time
// (scripts/gen-validators.mjs): it must be what the generator writes from schema/ today, and it
// must answer exactly as ajv compiling the schema at run time does, messages included.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import cassetteV12 from "../../schema/cassette.v12.schema.json" with { type: "json" };
import { validateCassette } from "../../src/core/schema/cassette-validator.js";
import { makeValidator, newAjv } from "../../src/core/schema/validators.js";
// @ts-expect-error -- a plain ESM script without types
import { generate, OUT } from "../../scripts/gen-validators.mjs";

const runtime = makeValidator(cassetteV12, newAjv());
const EXAMPLES = join(import.meta.dirname, "../../examples/replays");

describe("ahead-of-time cassette validator", () => {
  it("the committed file is what scripts/gen-validators.mjs writes from schema/ now", () => {
    expect(readFileSync(OUT as string, "utf8")).toBe((generate as () => string)());
  });

  it("the generator's output follows the schema (a changed schema changes it)", () => {
    expect(readFileSync(OUT as string, "utf8")).toContain(JSON.stringify(cassetteV12.title));
  });

  const examples = readdirSync(EXAMPLES).filter((f) => f.endsWith(".cassette.json"));
  it.each(examples)("accepts %s as ajv at run time does", (f) => {
    const c: unknown = JSON.parse(readFileSync(join(EXAMPLES, f), "utf8"));
    expect(validateCassette(c)).toEqual([]);
    expect(runtime(c)).toEqual([]);
  });

  const base = JSON.parse(readFileSync(join(EXAMPLES, examples[0] as string), "utf8")) as Record<string, unknown>;
  const broken: [string, (c: Record<string, unknown>) => unknown][] = [
    ["no events", (c) => ({ ...c, events: undefined })],
    ["an event that is not a string", (c) => ({ ...c, events: [1] })],
    ["a generator other than ours", (c) => ({ ...c, generator: "someone-else" })],
    ["a negative cassetteVersion", (c) => ({ ...c, cassetteVersion: -1 })],
    ["an artifact without sha256", (c) => ({ ...c, artifacts: [{ path: "a", bytes: 1 }] })],
    [
      "an unknown artifact encoding",
      (c) => ({ ...c, artifacts: [{ path: "a", bytes: 1, sha256: "", encoding: "utf16" }] }),
    ],
    [
      "a bad image digest",
      (c) => ({ ...c, environment: { location: "local", agentImage: { ref: "x", configId: "sha256:zz" } } }),
    ],
    ["a timeline entry of an unknown type", (c) => ({ ...c, timeline: [{ seq: 0, ts: 0, line: 0, type: "nope" }] })],
    ["an array for the whole file", () => []],
  ];
  it.each(broken)("refuses %s with ajv's own message", (_, mutate) => {
    const c = mutate(structuredClone(base));
    const got = validateCassette(c);
    expect(got.length).toBeGreaterThan(0);
    expect(got).toEqual(runtime(c));
  });
});
