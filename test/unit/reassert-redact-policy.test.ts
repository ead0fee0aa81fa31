/** The redaction policy `replay --write` applies to the written block (the reference's src/redact.ts; docs/reference.md#gate-extras). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createBlockRedactor,
  loadRedactPolicy,
  parsePolicy,
  policyFromEnv,
  redactBlock,
  verdictChange,
} from "../../src/gate/reassert/redact-policy.js";
import type { ReplayResult } from "../../src/gate/replay/result.js";

const sha12 = (s: string): string => createHash("sha256").update(s, "utf8").digest("hex").slice(0, 12);

describe("parsePolicy", () => {
  it("reads patterns (label and flags defaulted) and keys", () => {
    expect(
      parsePolicy('{"patterns":[{"regex":"a+"},{"regex":"b","label":"bee","flags":"i"}],"keys":["k"]}', "p.json"),
    ).toEqual({
      patterns: [
        { regex: "a+", label: "custom", flags: "g" },
        { regex: "b", label: "bee", flags: "i" },
      ],
      keys: ["k"],
    });
  });

  it("refuses what is not the policy shape, naming the file", () => {
    expect(() => parsePolicy("{", "p.json")).toThrow(/^p\.json: invalid redaction policy: not JSON/);
    expect(() => parsePolicy("[]", "p.json")).toThrow(/expected an object/);
    expect(() => parsePolicy('{"patterns":[{"label":"x"}]}', "p.json")).toThrow(/patterns\[0\]\.regex/);
    expect(() => parsePolicy('{"keys":[1]}', "p.json")).toThrow(/keys must be an array of strings/);
    expect(() => parsePolicy('{"patterns":[{"regex":"("}]}', "p.json")).toThrow(/invalid redaction pattern/);
  });
});

describe("redactBlock", () => {
  it("redacts every string and object key by pattern, and a configured key's whole value", () => {
    const policy = { patterns: [{ regex: "acme\\.io", label: "domain", flags: "g" }], keys: ["artifact"] };
    const out = redactBlock(
      {
        assert: [
          { transcript_contains: "see acme.io and acme.io" },
          { artifact_text: { artifact: "out/x.md", contains: ["acme.io"] } },
        ],
        expectDenied: ["acme.io"],
      },
      policy,
    );
    const t = `[REDACTED:domain:${sha12("acme.io")}]`;
    expect(out.assert[0]).toEqual({ transcript_contains: `see ${t} and ${t}` });
    expect(out.assert[1]).toEqual({
      artifact_text: { artifact: `[REDACTED:key:${sha12("out/x.md")}]`, contains: [t] },
    });
    expect(out.expectDenied).toEqual([t]);
  });

  it("refuses a policy that maps two keys onto one", () => {
    const policy = { patterns: [{ regex: "^a$", label: "x", flags: "g" }], keys: [] };
    const clash = { a: 1, [`[REDACTED:x:${sha12("a")}]`]: 2 };
    expect(() => redactBlock({ assert: [clash], expectDenied: [] }, policy)).toThrow(/maps two keys/);
    expect(() => redactBlock({ assert: [{ a: 1, b: 2 }], expectDenied: [] }, policy)).not.toThrow();
  });
});

describe("loadRedactPolicy", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "cowork-redact-"));
    mkdirSync(join(dir, "a"));
    mkdirSync(join(dir, "b"));
    writeFileSync(join(dir, "a/.cowork-redact.json"), '{"patterns":[{"regex":"one"}]}');
    writeFileSync(join(dir, "b/.cowork-redact.json"), '{"keys":["two"]}');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("merges the files of the directories (each once) and then the env", async () => {
    const p = await loadRedactPolicy([join(dir, "a"), join(dir, "b"), join(dir, "a"), dir], {
      COWORK_HARNESS_REDACT_PATTERNS: "x, y",
      COWORK_HARNESS_REDACT_KEYS: "k",
    });
    expect(p.patterns.map((x) => x.regex)).toEqual(["one", "x", "y"]);
    expect(p.keys).toEqual(["two", "k"]);
    expect(policyFromEnv({})).toEqual({ patterns: [], keys: [] });
  });
});

describe("verdictChange", () => {
  const result = (
    pass: boolean,
    assertions: { assertion: Record<string, unknown>; pass: boolean; message?: string }[],
  ): ReplayResult => ({ verdict: { pass }, assertions }) as unknown as ReplayResult;
  const redactor = createBlockRedactor({ patterns: [{ regex: "secret", label: "s", flags: "g" }], keys: [] });

  it("accepts the same judgment, with redacted values in the failing messages", () => {
    const plain = result(false, [
      { assertion: { transcript_contains: "secret" }, pass: false, message: 'transcript lacks "secret"' },
    ]);
    const red = result(false, [
      {
        assertion: { transcript_contains: "[REDACTED:s:abc]" },
        pass: false,
        message: `transcript lacks "[REDACTED:s:${sha12("secret")}]"`,
      },
    ]);
    expect(verdictChange(plain, red, redactor.text)).toBeUndefined();
  });

  it("names a changed verdict, a changed pass set, a changed message", () => {
    const plain = result(true, [{ assertion: { transcript_contains: "secret" }, pass: true }]);
    expect(
      verdictChange(plain, result(false, [{ assertion: { transcript_contains: "x" }, pass: false }]), redactor.text),
    ).toMatch(/from pass to fail/);
    expect(
      verdictChange(plain, result(true, [{ assertion: { tool_called: "x" }, pass: true }]), redactor.text),
    ).toMatch(/set of passing and failing/);
    const f = (m: string) => result(false, [{ assertion: { a: 1 }, pass: false, message: m }]);
    expect(verdictChange(f("one"), f("two"), redactor.text)).toMatch(/messages would change/);
  });
});
