import { describe, expect, it } from "vitest";
import { isCapabilityManifest, scanCassette, scanText } from "../../src/gate/verify/privacy-scan.js";
import type { Cassette } from "../../src/core/cassette/types.js";

const base = (over: Partial<Cassette> = {}): Cassette => ({
  scenario: { prompt: "p", session: "s.yaml", assert: [] },
  events: [],
  ...over,
});

describe("scanText classes", () => {
  it("flags email, currency, domain, path and machine inventory", () => {
    const text =
      'mail bob@acme.io costs $5k see acme.com at "/home/bob/x" Available applications on this machine: A, B';
    expect(scanText(text, "w", []).map((f) => [f.cls, f.sample])).toEqual([
      ["email", "bob@acme.io"],
      ["currency", "$5k"],
      ["domain", "acme.io"],
      ["domain", "acme.com"],
      ["path", "/home/bob/x"],
      ["machine-inventory", "Available applications on this machine:"],
    ]);
  });

  it("does not flag a path glued to other text or file names like report.pdf", () => {
    expect(scanText("whatever/home/x report.pdf /sessions/abc/mnt/outputs", "w", [])).toEqual([]);
  });

  it("an allow entry must match the whole finding and can be scoped to a class", () => {
    expect(scanText("acme.com", "w", [{ re: /acme\.com/ }])).toEqual([]);
    expect(scanText("bob@acme.com", "w", [{ cls: "domain", re: /acme\.com/ }]).map((f) => f.cls)).toEqual(["email"]);
  });
});

describe("scanCassette", () => {
  it("runs only email/path/inventory on capability manifests", () => {
    const init = JSON.stringify({
      type: "system",
      subtype: "init",
      tools: ["x"],
      note: "see claude.com or $5",
      cwd: "/Users/bob/p",
    });
    expect(isCapabilityManifest(init)).toBe(true);
    const f = scanCassette(base({ events: [init, JSON.stringify({ type: "assistant", text: "see claude.com" })] }));
    expect(f.map((x) => [x.where, x.cls])).toEqual([
      ["events[0]", "path"],
      ["events[1]", "domain"],
    ]);
  });

  it("reports an uncommitted body as unscanned and a binary body as a finding", () => {
    const f = scanCassette(
      base({
        artifacts: [
          { path: "uploads/big.pdf", bytes: 1, sha256: "x", truncated: true },
          {
            path: "out/bin.dat",
            bytes: 2,
            sha256: "y",
            encoding: "base64",
            body: Buffer.from([0xff, 0xfe]).toString("base64"),
          },
          {
            path: "out/t.txt",
            bytes: 2,
            sha256: "z",
            encoding: "base64",
            body: Buffer.from("mail a@b.zz").toString("base64"),
          },
        ],
      }),
    );
    expect(f.map((x) => [x.where, x.cls])).toEqual([
      ["artifact uploads/big.pdf", "unscanned"],
      ["artifact out/bin.dat", "binary"],
      ["artifact out/t.txt", "email"],
    ]);
  });

  it("scans fingerprint paths, folder map and metadata", () => {
    const f = scanCassette(
      base({
        fingerprint: { skillSources: ["/Users/bob/skills"], fileSigs: [["acme.io-notes.md", "1"]] },
        folderPrefixMap: [{ from: "/home/bob/project", mount: "project" }],
        scenarioSource: "../scenarios/x.yaml",
      }),
    );
    expect(f.map((x) => [x.where, x.cls])).toEqual([
      ["folderPrefixMap[0].from", "path"],
      ["fingerprint.skillSources", "path"],
      ["fingerprint.fileSigs", "domain"],
    ]);
  });
});
