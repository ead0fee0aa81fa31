import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { AssertContext } from "../../src/gate/assert/context.js";
import { artifactTextKeys, isLosslessUtf8 } from "../../src/gate/assert/artifact-text.js";
import { makeContext } from "../helpers/context.js";

const artifactText = artifactTextKeys.artifact_text!;

let base: string;
let root: string;

function put(rel: string, body: string | Buffer): void {
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
        ["uploads/in.txt", "input"],
        ["outputs/huge.txt", "size"],
      ]),
      linkPaths: new Map([["outputs/link.txt", "hardlink"]]),
      ...over,
    },
  );
}

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "atext-"));
  root = join(base, "work");
  put("outputs/report.md", "# Weekly report\nAction items: 3\nOwner: Ann\n");
  put("outputs/image.bin", Buffer.from([0xff, 0xfe, 0x00, 0x41]));
  for (const p of ["uploads/in.txt", "outputs/huge.txt", "outputs/link.txt"]) put(p, "");
  put("outputs/big.txt", "");
  truncateSync(join(root, "outputs/big.txt"), 10 * 1024 * 1024 + 1);
  writeFileSync(join(base, "outside.txt"), "secret");
  symlinkSync(join(base, "outside.txt"), join(root, "outputs", "escape.txt"));
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

const report = (extra: Record<string, unknown>) => ({ artifact: "outputs/report.md", ...extra });

describe("artifact_text matchers", () => {
  it("passes when every matcher holds, with the reference evidence", () => {
    expect(
      artifactText(
        report({
          contains: ["Weekly report", "Ann"],
          not_contains: ["TODO"],
          matches: "action items: \\d",
          not_matches: "^error",
        }),
        ctx(),
      ),
    ).toEqual({ pass: true, evidence: "artifact_text: outputs/report.md satisfied every matcher" });
  });

  it("contains is case-sensitive and lists what is missing", () => {
    expect(artifactText(report({ contains: ["weekly report", "Ann", "Bob"] }), ctx())).toEqual({
      pass: false,
      message: 'artifact_text: outputs/report.md does not contain "weekly report", "Bob"',
    });
  });

  it("not_contains / matches / not_matches fail with the reference wording", () => {
    expect(artifactText(report({ not_contains: ["Ann"] }), ctx()).message).toBe(
      'artifact_text: outputs/report.md unexpectedly contains "Ann"',
    );
    expect(artifactText(report({ matches: "budget" }), ctx()).message).toBe(
      "artifact_text: outputs/report.md did not match /budget/i",
    );
    expect(artifactText(report({ not_matches: "OWNER" }), ctx()).message).toBe(
      "artifact_text: outputs/report.md unexpectedly matched /OWNER/i",
    );
    expect(artifactText(report({ matches: "(" }), ctx()).message).toMatch(/^artifact_text: bad regex "\(": /);
  });

  it("needs at least one matcher and a well-formed argument", () => {
    expect(artifactText({ artifact: "outputs/report.md" }, ctx()).message).toBe(
      "artifact_text: set at least one of contains / not_contains / matches / not_matches",
    );
    for (const bad of [null, "x", { contains: ["a"] }, report({ contains: "Ann" }), report({ matches: 3 })]) {
      expect(artifactText(bad, ctx()).pass).toBe(false);
    }
  });
});

describe("artifact_text evidence", () => {
  it("a positive matcher on binary content simply fails; a negative one is evidence-unavailable", () => {
    expect(artifactText({ artifact: "outputs/image.bin", contains: ["A"] }, ctx()).pass).toBe(true);
    expect(artifactText({ artifact: "outputs/image.bin", contains: ["zzz"] }, ctx()).pass).toBe(false);
    const neg = artifactText({ artifact: "outputs/image.bin", not_contains: ["zzz"] }, ctx());
    expect(neg.pass).toBe(false);
    expect(neg.message).toMatch(/^evidence unavailable: "outputs\/image.bin" is not lossless UTF-8/);
    expect(isLosslessUtf8(Buffer.from("héllo"))).toBe(true);
    expect(isLosslessUtf8(Buffer.from([0xc3]))).toBe(false);
  });

  it("body-less and link entries are evidence-unavailable", () => {
    expect(artifactText({ artifact: "uploads/in.txt", contains: ["x"] }, ctx()).message).toMatch(
      /^evidence unavailable: artifact_text target "uploads\/in.txt" was captured body-less \(an uploaded input/,
    );
    expect(artifactText({ artifact: "outputs/huge.txt", not_contains: ["x"] }, ctx()).message).toMatch(
      /--max-artifact-bytes/,
    );
    expect(artifactText({ artifact: "outputs/link.txt", contains: ["x"] }, ctx()).message).toMatch(
      /^evidence unavailable: "outputs\/link.txt" was a symlink\/hardlink/,
    );
  });

  it("fails on a missing file and on a file over 10 MiB", () => {
    expect(artifactText({ artifact: "outputs/none.md", contains: ["x"] }, ctx()).message).toBe(
      `artifact_text: file not found: outputs/none.md (under ${root})`,
    );
    expect(artifactText({ artifact: "outputs/big.txt", contains: ["x"] }, ctx()).message).toBe(
      "artifact_text: file too large to scan (10485761 bytes, limit 10 MiB)",
    );
  });

  it("cannot be evaluated on lane remote", () => {
    expect(artifactText(report({ contains: ["Ann"] }), ctx({ lane: "remote" })).message).toMatch(
      /^artifact_text cannot be evaluated on `lane: remote`/,
    );
  });

  it("refuses escaping paths and symlinks", () => {
    expect(artifactText({ artifact: "../outside.txt", not_contains: ["secret"] }, ctx()).message).toMatch(
      /^unsafe artifact_text path/,
    );
    expect(artifactText({ artifact: "/etc/hostname", contains: ["x"] }, ctx()).message).toMatch(
      /^unsafe artifact_text path/,
    );
    expect(artifactText({ artifact: "outputs/escape.txt", not_contains: ["zzz"] }, ctx())).toEqual({
      pass: false,
      message: 'unsafe artifact_text path "outputs/escape.txt" — symlink target escapes the work root',
    });
  });
});
