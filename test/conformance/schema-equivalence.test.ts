/**
 * Our hand-written schemas must answer exactly like the seed schemas (read from COWORK_SEEDS_DIR at
 * test time, compiled with a fresh ajv) on the table of samples; the reference cassettes must
 * validate against our formats, and the reference CLI's envelopes against our envelope schemas.
 */
import { describe, it, expect } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { AnySchema } from "ajv";
import { CONFORMANCE, REFERENCE_REPO, SEEDS } from "./corpus.js";
import {
  makeValidator,
  newAjv,
  validateCassette,
  validateCassetteV9,
  validateProtocolLine,
  validateReplayEnvelope,
  validateVerifyEnvelope,
} from "../../src/core/schema/validators.js";
import { cassetteSamples, protocolSamples } from "../helpers/schema-samples.js";

function seedValidator(name: string): (v: unknown) => string[] {
  const schema = JSON.parse(readFileSync(join(SEEDS, name), "utf8")) as AnySchema;
  return makeValidator(schema, newAjv());
}

const seedCassette = seedValidator("cassette.v9.schema.json");
const seedProtocol = seedValidator("protocol.v1.schema.json");

describe("cassette v9 schema ≡ seed", () => {
  it("has enough samples of both kinds", () => {
    expect(cassetteSamples.filter((s) => s[2]).length).toBeGreaterThanOrEqual(10);
    expect(cassetteSamples.filter((s) => !s[2]).length).toBeGreaterThanOrEqual(25);
  });
  it.each(cassetteSamples)("%s", (_label, value, valid) => {
    const ours = validateCassetteV9(value);
    expect(ours.length === 0).toBe(valid);
    expect(seedCassette(value).length === 0).toBe(valid);
  });
});

describe("protocol v1 schema ≡ seed", () => {
  it("has enough samples of both kinds", () => {
    expect(protocolSamples.filter((s) => s[2]).length).toBeGreaterThanOrEqual(20);
    expect(protocolSamples.filter((s) => !s[2]).length).toBeGreaterThanOrEqual(25);
  });
  it.each(protocolSamples)("%s", (_label, value, valid) => {
    expect(validateProtocolLine(value).length === 0).toBe(valid);
    expect(seedProtocol(value).length === 0).toBe(valid);
  });
});

describe("our schemas carry our own text", () => {
  it("no description or title is taken from a seed", () => {
    const texts = (schema: unknown): Set<string> => {
      const out = new Set<string>();
      const walk = (v: unknown): void => {
        if (Array.isArray(v)) v.forEach(walk);
        else if (v && typeof v === "object") {
          for (const [k, x] of Object.entries(v)) {
            if ((k === "description" || k === "title") && typeof x === "string") out.add(x);
            else walk(x);
          }
        }
      };
      walk(schema);
      return out;
    };
    for (const [ours, seed] of [
      ["cassette.v9.schema.json", "cassette.v9.schema.json"],
      ["cassette.v12.schema.json", "cassette.v9.schema.json"],
      ["protocol.v1.schema.json", "protocol.v1.schema.json"],
    ] as const) {
      const mine = texts(JSON.parse(readFileSync(new URL(`../../schema/${ours}`, import.meta.url), "utf8")));
      const theirs = texts(JSON.parse(readFileSync(join(SEEDS, seed), "utf8")));
      expect([...mine].filter((t) => theirs.has(t))).toEqual([]);
    }
  });
});

const replaysDir = join(REFERENCE_REPO, "examples/replays");
const cassetteFiles = readdirSync(replaysDir)
  .filter((f) => f.endsWith(".cassette.json"))
  .sort();
const readJson = (p: string): unknown => JSON.parse(readFileSync(p, "utf8"));

describe("reference cassettes", () => {
  it("are all present", () => {
    expect(cassetteFiles).toContain("example-pdf-skill.cassette.json");
    expect(cassetteFiles).toContain("hostloop-computer-links-v9.cassette.json");
    expect(cassetteFiles.length).toBeGreaterThanOrEqual(5);
  });
  it.each(cassetteFiles)("%s validates against our v12 schema", (file) => {
    expect(validateCassette(readJson(join(replaysDir, file)))).toEqual([]);
  });
  it("the v9 cassette validates against our v9 schema and the seed", () => {
    const v9 = readJson(join(replaysDir, "hostloop-computer-links-v9.cassette.json"));
    expect(validateCassetteV9(v9)).toEqual([]);
    expect(seedCassette(v9)).toEqual([]);
  });
  it("the pdf cassette (truncationReason input) fails v9 but passes v12", () => {
    const pdf = readJson(join(replaysDir, "example-pdf-skill.cassette.json"));
    expect(validateCassetteV9(pdf).join("\n")).toMatch(/truncationReason/);
    expect(seedCassette(pdf).length).toBeGreaterThan(0);
    expect(validateCassette(pdf)).toEqual([]);
  });
  it("every control line of every reference cassette validates as protocol v1 where the seed accepts it", () => {
    let checked = 0;
    for (const file of cassetteFiles) {
      const c = readJson(join(replaysDir, file)) as { events: string[]; controlOut?: string[] };
      for (const line of [...c.events, ...(c.controlOut ?? [])]) {
        const msg = JSON.parse(line) as { type?: string };
        if (msg.type !== "control_request" && msg.type !== "control_response") continue;
        expect(validateProtocolLine(msg).length === 0).toBe(seedProtocol(msg).length === 0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe("envelope schemas", () => {
  const expectedDir = join(CONFORMANCE, "expected");
  const files = readdirSync(expectedDir);
  it.each(files.filter((f) => f.endsWith(".replay.json")))("%s is a valid replay envelope", (f) => {
    expect(validateReplayEnvelope(readJson(join(expectedDir, f)))).toEqual([]);
  });
  it.each(files.filter((f) => f.endsWith(".verify.json")))("%s is a valid verify envelope", (f) => {
    expect(validateVerifyEnvelope(readJson(join(expectedDir, f)))).toEqual([]);
  });
});
