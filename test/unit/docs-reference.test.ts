/**
 * docs/reference/ is generated from the schemas (npm run docs): this fails when a file there differs
 * from what scripts/gen-docs-render.ts renders now, when a schema key has no description or example,
 * or when an example is not a valid assertion.
 */
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { GENERATED_NOTE, renderDocs, staleDocKeys } from "../../scripts/gen-docs-render.js";
import { ASSERTION_EXAMPLES } from "../../scripts/gen-docs-keys.js";
import { ASSERTION_KEYS, validateAssertion } from "../../src/core/scenario/assertion-schema.js";
import { REPO_ROOT } from "../helpers/paths.js";

const rendered = renderDocs(REPO_ROOT);

describe("docs/reference is generated from the schemas", () => {
  for (const [rel, content] of rendered) {
    it(`${rel} is up to date (run npm run docs)`, () => {
      const path = join(REPO_ROOT, rel);
      expect(existsSync(path), `${rel} is missing — run npm run docs`).toBe(true);
      expect(readFileSync(path, "utf8"), `${rel} is out of date — run npm run docs`).toBe(content);
    });
  }

  it("holds no file the generator does not write", () => {
    const files = readdirSync(join(REPO_ROOT, "docs/reference")).map((f) => `docs/reference/${f}`);
    expect(files.sort()).toEqual([...rendered.keys()].sort());
  });

  it("describes only keys the schemas have, and gives every assertion key a valid example", () => {
    expect(staleDocKeys()).toEqual([]);
    for (const key of ASSERTION_KEYS) {
      expect(ASSERTION_EXAMPLES[key], key).toBeDefined();
      expect(validateAssertion({ [key]: ASSERTION_EXAMPLES[key] }), key).toBeUndefined();
    }
  });

  it("names every assertion key, scenario key and session key", () => {
    const assertions = rendered.get("docs/reference/assertions.md")!;
    for (const key of ASSERTION_KEYS) expect(assertions).toContain(`### \`${key}\``);
    expect(rendered.get("docs/reference/scenario.md")).toContain("| `prompt` (required) | string |");
    expect(rendered.get("docs/reference/session.md")).toContain("| `plugins.local_plugins` |");
    for (const content of rendered.values()) expect(content).toContain(GENERATED_NOTE);
  });

  it("the README links the reference", () => {
    expect(readFileSync(join(REPO_ROOT, "README.md"), "utf8")).toContain("](docs/reference/README.md)");
  });
});
