import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { AssertContext } from "../../src/gate/assert/context.js";
import { artifactJsonKeys, jsonEqual, resolveDotPath } from "../../src/gate/assert/artifact-json.js";
import { makeContext } from "../helpers/context.js";

const artifactJson = artifactJsonKeys.artifact_json!;

let base: string;
let root: string;

function put(rel: string, body: string): void {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), body);
}

function ctx(over: Partial<Omit<AssertContext, "record">> = {}): AssertContext {
  return makeContext(
    {},
    {
      workRoot: root,
      userVisiblePrefixes: ["outputs"],
      truncatedPaths: new Map([
        ["uploads/in.json", "input"],
        ["project/ro.json", "readonly"],
        ["outputs/huge.json", "size"],
        ["outputs/odd.json", "other"],
      ]),
      linkPaths: new Map([["outputs/link.json", "symlink"]]),
      ...over,
    },
  );
}

const doc = {
  status: "done",
  count: 3,
  nothing: null,
  items: [{ id: "a", tags: ["x"] }, { id: "b" }],
  meta: { author: { name: "Ann" } },
};

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "ajson-"));
  root = join(base, "work");
  put("outputs/result.json", JSON.stringify(doc));
  put("outputs/bad.json", "{not json");
  for (const p of ["uploads/in.json", "project/ro.json", "outputs/huge.json", "outputs/odd.json", "outputs/link.json"])
    put(p, "");
  put("outputs/big.json", "");
  truncateSync(join(root, "outputs/big.json"), 10 * 1024 * 1024 + 1);
  writeFileSync(join(base, "outside.json"), "{}");
  symlinkSync(join(base, "outside.json"), join(root, "outputs", "escape.json"));
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

const at = (extra: Record<string, unknown>) => ({ artifact: "outputs/result.json", ...extra });

describe("resolveDotPath / jsonEqual", () => {
  it("tells value, absent and unresolved apart", () => {
    expect(resolveDotPath(doc, "items.1.id")).toEqual({ state: "value", value: "b" });
    expect(resolveDotPath(doc, "nothing")).toEqual({ state: "value", value: null });
    expect(resolveDotPath(doc, "items.1.tags")).toEqual({ state: "absent" });
    expect(resolveDotPath(doc, "meta.editor.name")).toEqual({ state: "unresolved", at: "meta.editor" });
    expect(resolveDotPath(doc, "status.length")).toEqual({ state: "unresolved", at: "status" });
    expect(resolveDotPath(doc, undefined)).toEqual({ state: "value", value: doc });
  });

  it("ignores object key order but not array order", () => {
    expect(jsonEqual({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
  });
});

describe("artifact_json operators", () => {
  it("equals / in / gt pass on matching values", () => {
    expect(artifactJson(at({ path: "status", equals: "done" }), ctx())).toEqual({ pass: true });
    expect(artifactJson(at({ path: "meta", equals: { author: { name: "Ann" } } }), ctx()).pass).toBe(true);
    expect(artifactJson(at({ path: "status", in: ["open", "done"] }), ctx()).pass).toBe(true);
    expect(artifactJson(at({ path: "count", gt: 2 }), ctx()).pass).toBe(true);
  });

  it("equals / in / gt fail with the value seen", () => {
    expect(artifactJson(at({ path: "status", equals: "open" }), ctx())).toEqual({
      pass: false,
      message: 'artifact_json: "status" = "done", expected "open"',
    });
    expect(artifactJson(at({ path: "count", gt: 3 }), ctx()).message).toBe('artifact_json: "count" = 3, expected > 3');
    expect(artifactJson(at({ path: "status", in: ["open"] }), ctx()).message).toBe(
      'artifact_json: "status" = "done", expected one of ["open"]',
    );
    expect(artifactJson(at({ path: "items.0.missing", equals: null }), ctx()).pass).toBe(false);
  });

  it("exists / absent / is_null", () => {
    expect(artifactJson(at({ path: "items.0.tags", exists: true }), ctx()).pass).toBe(true);
    expect(artifactJson(at({ path: "items.1.tags", absent: true }), ctx()).pass).toBe(true);
    expect(artifactJson(at({ path: "items.1.tags", exists: true }), ctx()).message).toBe(
      'artifact_json: "items.1.tags" exists=false, expected true',
    );
    expect(artifactJson(at({ path: "nothing", is_null: true }), ctx()).pass).toBe(true);
    expect(artifactJson(at({ path: "status", is_null: true }), ctx()).message).toBe(
      'artifact_json: "status" is_null=false, expected true',
    );
    expect(artifactJson(at({ path: "gone", is_null: false }), ctx()).message).toMatch(/is_null: path is absent/);
  });

  it("AND-s operators: one failing operator fails the key", () => {
    expect(artifactJson(at({ path: "count", gt: 1, equals: 4 }), ctx()).pass).toBe(false);
    expect(artifactJson(at({ path: "count", gt: 1, equals: 3 }), ctx()).pass).toBe(true);
  });

  it("with no operator the path must be present", () => {
    expect(artifactJson(at({ path: "meta.author" }), ctx())).toEqual({ pass: true });
    expect(artifactJson(at({ path: "meta.editor" }), ctx()).message).toBe(
      'artifact_json: "meta.editor" is not present (no operator given → existence check)',
    );
  });

  it("fails loud when an intermediate segment is missing", () => {
    expect(artifactJson(at({ path: "meta.editor.name", absent: true }), ctx())).toEqual({
      pass: false,
      message:
        'artifact_json: path "meta.editor.name" unresolvable in outputs/result.json — intermediate "meta.editor" is missing or not an object',
    });
  });
});

describe("artifact_json evidence", () => {
  it("fails on a missing file, bad JSON and a file over 10 MiB", () => {
    expect(artifactJson({ artifact: "outputs/none.json" }, ctx()).message).toBe(
      `artifact_json: file not found: outputs/none.json (under ${root})`,
    );
    expect(artifactJson({ artifact: "outputs/bad.json" }, ctx()).message).toMatch(
      /^artifact_json: outputs\/bad.json could not be read\/parsed as JSON: /,
    );
    expect(artifactJson({ artifact: "outputs/big.json" }, ctx()).message).toBe(
      "artifact_json: file too large to parse as JSON (10485761 bytes, limit 10 MiB)",
    );
  });

  it("is evidence-unavailable for body-less entries, with a reason-specific remedy", () => {
    const cases: [string, RegExp][] = [
      ["uploads/in.json", /an uploaded input/],
      ["project/ro.json", /read-only connected-folder input/],
      ["outputs/huge.json", /raise --max-artifact-bytes/],
      ["outputs/odd.json", /a read-only connected-folder input, or an artifact larger than the body cap/],
    ];
    for (const [artifact, remedy] of cases) {
      const r = artifactJson({ artifact }, ctx());
      expect(r.pass).toBe(false);
      expect(r.message).toMatch(/^evidence unavailable: artifact_json target ".*" was captured body-less/);
      expect(r.message).toMatch(remedy);
    }
  });

  it("is evidence-unavailable for a link entry", () => {
    expect(artifactJson({ artifact: "outputs/link.json" }, ctx()).message).toMatch(
      /^evidence unavailable: "outputs\/link.json" was a symlink\/hardlink at record time/,
    );
  });

  it("refuses paths leaving the work root", () => {
    expect(artifactJson({ artifact: "../outside.json" }, ctx()).message).toMatch(/^unsafe artifact_json path/);
    expect(artifactJson({ artifact: join(base, "outside.json") }, ctx()).message).toMatch(/^unsafe artifact_json path/);
    expect(artifactJson({ artifact: "outputs/escape.json" }, ctx()).message).toBe(
      'unsafe artifact_json path "outputs/escape.json" — symlink target escapes the work root',
    );
  });

  it("fails on malformed arguments without throwing", () => {
    for (const bad of [
      null,
      "outputs/result.json",
      {},
      { artifact: 1 },
      { artifact: "a", gt: "1" },
      { artifact: "a", in: "x" },
    ]) {
      expect(artifactJson(bad, ctx()).pass).toBe(false);
    }
  });
});
