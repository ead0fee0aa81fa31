// Our validators compile without checking each schema against the draft-07 meta-schema
// (src/core/schema/validators.ts, for speed): this checks every schema file of the repository against
// it instead, so an invalid schema still fails here.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { newAjv } from "../../src/core/schema/validators.js";

const SCHEMA_DIR = join(import.meta.dirname, "../../schema");
const files = readdirSync(SCHEMA_DIR).filter((f) => f.endsWith(".schema.json"));

describe("schema files against the JSON Schema meta-schema", () => {
  it("finds the schema files", () => {
    expect(files).toContain("cassette.v12.schema.json");
  });
  it.each(files)("%s is a valid schema", (file) => {
    const ajv = newAjv();
    const schema = JSON.parse(readFileSync(join(SCHEMA_DIR, file), "utf8")) as object;
    expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
  });
  it("rejects a schema that is not one", () => {
    expect(newAjv().validateSchema({ type: "no-such-type" })).toBe(false);
  });
});
