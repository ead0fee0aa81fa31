/**
 * Our hand-written schemas on a table of valid and invalid samples, the v12 additions, the envelope
 * schemas, and our own example cassettes and CLI output. The same samples against the seed schemas
 * are in test/conformance/schema-equivalence.test.ts.
 */
import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  validateCassette,
  validateCassetteV9,
  validateProtocolLine,
  validateReplayEnvelope,
  validateVerifyEnvelope,
} from "../../src/core/schema/validators.js";
import { cas, cassetteSamples, entry, protocolSamples } from "../helpers/schema-samples.js";
import {
  EXAMPLES,
  EXAMPLE_REPLAYS,
  exampleCassetteNames,
  examplesRepo,
  olderFormat,
  readExampleCassette,
} from "../helpers/fixtures.js";
import { runCli } from "../helpers/run-cli.js";
import { computeTreeFingerprint } from "../../src/gate/fingerprint/tree-fingerprint.js";

describe("cassette v9 schema on the samples", () => {
  it("has enough samples of both kinds", () => {
    expect(cassetteSamples.filter((s) => s[2]).length).toBeGreaterThanOrEqual(10);
    expect(cassetteSamples.filter((s) => !s[2]).length).toBeGreaterThanOrEqual(25);
  });
  it.each(cassetteSamples)("%s", (_label, value, valid) => {
    expect(validateCassetteV9(value).length === 0).toBe(valid);
  });
});

describe("protocol v1 schema on the samples", () => {
  it("has enough samples of both kinds", () => {
    expect(protocolSamples.filter((s) => s[2]).length).toBeGreaterThanOrEqual(20);
    expect(protocolSamples.filter((s) => !s[2]).length).toBeGreaterThanOrEqual(25);
  });
  it.each(protocolSamples)("%s", (_label, value, valid) => {
    expect(validateProtocolLine(value).length === 0).toBe(valid);
  });
});

const readJson = (p: string): unknown => JSON.parse(readFileSync(p, "utf8"));
const readJsonText = (t: string): unknown => JSON.parse(t);

describe("our example cassettes", () => {
  const names = exampleCassetteNames();
  it("are all present", () => {
    expect(names).toEqual(expect.arrayContaining(["csv-report", "denied-delete", "metric-choice"]));
  });
  it.each(names)("%s validates against our v12 schema, not v9 (it carries v10+ fields)", (name) => {
    const c = readJson(join(EXAMPLE_REPLAYS, `${name}.cassette.json`));
    expect(validateCassette(c)).toEqual([]);
    expect(readExampleCassette(name).cassetteVersion).toBe(12);
  });
  it("a v9 rewrite of one validates against our v9 schema", async () => {
    const tree = await computeTreeFingerprint({
      dirs: [join(EXAMPLES, "skills/csv-metrics")],
      env: { PATH: process.env.PATH, COWORK_HARNESS_GITSET: "0" },
    });
    const v9 = olderFormat(readExampleCassette("csv-report"), 9, tree);
    expect(validateCassetteV9(v9)).toEqual([]);
    expect(validateCassetteV9({ ...v9, artifacts: [entry({ truncationReason: "input" })] }).join("\n")).toMatch(
      /truncationReason/,
    );
  });
  it("every control line our recorder wrote to the agent (controlOut) is a valid protocol v1 line", () => {
    let checked = 0;
    for (const name of names) {
      const c = readExampleCassette(name) as { controlOut?: string[] };
      for (const line of c.controlOut ?? []) {
        const msg = JSON.parse(line) as { type?: string };
        if (msg.type !== "control_request" && msg.type !== "control_response") continue;
        expect(validateProtocolLine(msg), line).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(names.length);
  });
});

describe("v12 schema additions", () => {
  const v12 = (extra: Record<string, unknown>): string[] => validateCassette(cas(extra));
  it("accepts the v10–v12 fields and rejects bad values in them", () => {
    expect(v12({ artifacts: [entry({ linkKind: "hardlink", truncationReason: "input" })] })).toEqual([]);
    expect(v12({ artifacts: [entry({ linkKind: "junction" })] })).not.toEqual([]);
    expect(v12({ preRunHashes: { a: "x", b: null } })).toEqual([]);
    expect(v12({ preRunHashes: { a: 1 } })).not.toEqual([]);
    expect(v12({ preRunOrigin: "local-walk" })).toEqual([]);
    expect(v12({ preRunOrigin: "guess" })).not.toEqual([]);
    expect(v12({ fingerprint: { hashFormat: "jcs1", promptAssetsHash: "491afe2862dc67ea" } })).toEqual([]);
    expect(v12({ fingerprint: { hashFormat: "jcs2" } })).not.toEqual([]);
    expect(v12({ timeline: [{ seq: 0, ts: 1.5, line: 0, type: "tool_use", extra: 1 }] })).toEqual([]);
    expect(v12({ timeline: [{ seq: 0, ts: 1, type: "tool_use" }] })).not.toEqual([]);
    expect(v12({ timeline: [{ seq: 0, ts: 1, line: 0, type: "nap" }] })).not.toEqual([]);
    expect(v12({ timelineHeader: { v: 1, startedAtWall: "w", startedAtMono: "1" } })).toEqual([]);
    expect(v12({ timelineHeader: { v: 2, startedAtWall: "w", startedAtMono: "1" } })).not.toEqual([]);
    expect(
      v12({ environment: { location: "local", agentImage: { ref: "img", configId: `sha256:${"a".repeat(64)}` } } }),
    ).toEqual([]);
    expect(v12({ environment: { tier: "container" } })).not.toEqual([]);
    expect(
      v12({ environment: { location: "local", agentImage: { ref: "img", configId: "sha256:short" } } }),
    ).not.toEqual([]);
  });
  it("reports the failing instance path", () => {
    expect(v12({ preRunOrigin: "guess" })[0]).toMatch(/^\/preRunOrigin: must be equal to one of the allowed values/);
    expect(validateCassette({ events: [] })[0]).toBe("(root): must have required property 'scenario'");
  });
});

describe("envelope schemas", () => {
  it("our CLI's replay and verify output on the examples are valid envelopes", () => {
    const repo = examplesRepo({ git: true });
    try {
      const replay = runCli(["replay", "examples/replays", "--output-format", "json"], { cwd: repo.dir });
      const r = readJsonText(replay.stdout) as { results: unknown[] };
      expect(r.results.length).toBe(exampleCassetteNames().length);
      expect(validateReplayEnvelope(r)).toEqual([]);
      const verify = runCli(["verify", "examples/replays", "--output-format", "json"], { cwd: repo.dir });
      const v = readJsonText(verify.stdout) as { results: unknown[] };
      expect(v.results.length).toBe(exampleCassetteNames().length);
      expect(validateVerifyEnvelope(v)).toEqual([]);
    } finally {
      repo.cleanup();
    }
  });
  it("rejects malformed envelopes", () => {
    const base = { tool: "cowork-harness", version: "1", command: "replay", ok: true, results: [], error: null };
    expect(validateReplayEnvelope(base)).toEqual([]);
    expect(
      validateReplayEnvelope({ ...base, ok: false, error: { category: "usage", message: "m", hint: "h" } }),
    ).toEqual([]);
    expect(validateReplayEnvelope({ ...base, command: "verify-cassettes" })).not.toEqual([]);
    expect(validateReplayEnvelope({ ...base, error: { category: "usage" } })).not.toEqual([]);
    expect(validateReplayEnvelope({ ...base, results: [{ scenario: "s" }] })).not.toEqual([]);
    const result = {
      scenario: "s",
      fidelity: "replay",
      baseline: "",
      result: "error",
      decisions: [],
      egress: [],
      assertions: [],
      outDir: "",
    };
    expect(validateReplayEnvelope({ ...base, results: [result] })).toEqual([]);
    expect(
      validateReplayEnvelope({ ...base, results: [{ ...result, assertions: [{ assertion: {}, pass: "no" }] }] }),
    ).not.toEqual([]);
    expect(
      validateReplayEnvelope({ ...base, results: [{ ...result, staleness: [{ class: "weather", message: "m" }] }] }),
    ).not.toEqual([]);
    expect(
      validateReplayEnvelope({
        ...base,
        results: [{ ...result, verdict: { pass: true, exitCode: 0, signals: [], guards: [] } }],
      }),
    ).not.toEqual([]);

    const vbase = {
      tool: "cowork-harness",
      version: "1",
      command: "verify-cassettes",
      ok: true,
      coverage: { privacy: true, staleness: true, scenarioDrift: true },
      results: [],
      error: null,
    };
    expect(validateVerifyEnvelope(vbase)).toEqual([]);
    expect(validateVerifyEnvelope({ ...vbase, coverage: { privacy: true, staleness: true } })).not.toEqual([]);
    const file = {
      file: "f",
      findings: [],
      staleness: [],
      unverifiable: [],
      notes: [],
      version: [],
      scenarioDrift: [],
      privacyScanned: true,
    };
    expect(validateVerifyEnvelope({ ...vbase, results: [file] })).toEqual([]);
    expect(
      validateVerifyEnvelope({
        ...vbase,
        results: [{ ...file, findings: [{ where: "w", cls: "secret", sample: "s" }] }],
      }),
    ).not.toEqual([]);
    expect(validateVerifyEnvelope({ ...vbase, results: [{ ...file, privacyScanned: undefined }] })).not.toEqual([]);
  });
});
