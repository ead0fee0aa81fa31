/**
 * Our container-tier cassettes (the committed examples, recorded by `npm run record-examples`)
 * validate against the reference's cassette schema (the seed, read from COWORK_SEEDS_DIR), and each
 * carries the Cowork discovery surface the reference's container tier records. The seed is the v9
 * schema: the one v12 value it lacks, an upload's `truncationReason: "input"`, is checked to be the
 * only difference (it reads as v9's "readonly", as `record --format v9` writes it).
 */
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { AnySchema } from "ajv";
import { makeValidator, newAjv } from "../../src/core/schema/validators.js";
import { REPO_ROOT } from "../helpers/paths.js";
import { SEEDS } from "./corpus.js";
import { toV9Entry } from "../../src/live/record/build-cassette.js";

const dir = join(REPO_ROOT, "examples/replays");
const cassettes = readdirSync(dir)
  .filter((f) => f.endsWith(".cassette.json"))
  .sort();
const seed = makeValidator(
  JSON.parse(readFileSync(join(SEEDS, "cassette.v9.schema.json"), "utf8")) as AnySchema,
  newAjv(),
);

describe("our container-tier cassettes against the reference's cassette schema", () => {
  it("the examples are container-tier recordings", () => {
    expect(cassettes.length).toBeGreaterThanOrEqual(4);
    for (const f of cassettes)
      expect(JSON.parse(readFileSync(join(dir, f), "utf8")).effectiveFidelity, f).toBe("container");
  });
  it.each(cassettes)("%s validates against the seed schema and lists cowork, skills and plugins", (f) => {
    const c = JSON.parse(readFileSync(join(dir, f), "utf8"));
    const errors = seed(c);
    expect(
      errors.every((e) => /^\/artifacts\/\d+\/truncationReason: must be equal to one of the allowed values/.test(e)),
      errors.join("\n"),
    ).toBe(true);
    const inputs = c.artifacts.filter((a: any) => a.truncationReason === "input");
    expect(errors.length).toBe(inputs.length);
    expect(seed({ ...c, artifacts: c.artifacts.map(toV9Entry) })).toEqual([]);
    const init = c.events
      .map((l: string) => JSON.parse(l))
      .find((m: any) => m.type === "system" && m.subtype === "init");
    expect(init.mcp_servers.map((s: any) => s.name).sort()).toEqual(["cowork", "plugins", "skills"]);
    expect(init.tools.filter((t: string) => t.startsWith("mcp__")).length).toBe(6);
  });
});
