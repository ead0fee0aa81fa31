/**
 * Our hand-written schemas must answer exactly like the seed schemas (read from ../shared at test
 * time, compiled with a fresh ajv) on a table of valid and invalid samples; the reference cassettes
 * must validate against our formats.
 */
import { describe, it, expect } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { AnySchema } from "ajv";
import { SHARED, REFERENCE_REPO } from "../helpers/paths.js";
import {
  makeValidator,
  newAjv,
  validateCassette,
  validateCassetteV9,
  validateProtocolLine,
  validateReplayEnvelope,
  validateVerifyEnvelope,
} from "../../src/schema/validators.js";

function seedValidator(name: string): (v: unknown) => string[] {
  const schema = JSON.parse(readFileSync(join(SHARED, "seeds", name), "utf8")) as AnySchema;
  return makeValidator(schema, newAjv());
}

const seedCassette = seedValidator("cassette.v9.schema.json");
const seedProtocol = seedValidator("protocol.v1.schema.json");

type Sample = [label: string, value: unknown, valid: boolean];

const minimal = { scenario: { prompt: "p", session: "s" }, events: [] as string[] };
const cas = (extra: Record<string, unknown>): Record<string, unknown> => ({ ...minimal, ...extra });
const entry = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({ path: "outputs/a.md", bytes: 3, sha256: "ab", ...extra });
const fp = (extra: Record<string, unknown>): Record<string, unknown> => cas({ fingerprint: extra });

const cassetteSamples: Sample[] = [
  ["minimal", minimal, true],
  ["empty scenario object", { scenario: {}, events: [] }, true],
  ["all known fields", cas({
    $schema: "https://example.com/x.json", generator: "cowork-harness", cassetteVersion: 9, controlOut: ["{}"],
    effectiveFidelity: "container", artifacts: [entry({ body: "abc", encoding: "utf8", truncated: false, truncationReason: "size" })],
    userVisibleRoots: ["outputs"], preRunPaths: [], scenarioSource: "../s.yaml",
    fingerprint: { baseline: "1.2", skillHash: "h", contentSig: "c", skillSources: ["a"], skillScope: ["b"], sharedHash: "s",
      fileSigs: [["a", "b"]], fileSigsOmitted: false, mode: "git", agentScope: "skill" },
    authoring: { nonDeterministic: true, channel: "decider-llm" }, sessionFingerprint: "f", folderPrefixMap: [{ from: "/x", mount: "x" }],
  }), true],
  ["unknown top-level key passes", cas({ somethingNew: 1 }), true],
  ["unknown artifact key passes", cas({ artifacts: [entry({ linkKind: "symlink" })] }), true],
  ["$schema not a uri is not checked", cas({ $schema: "not a uri" }), true],
  ["cassetteVersion 0", cas({ cassetteVersion: 0 }), true],
  ["missing events", { scenario: {} }, false],
  ["missing scenario", { events: [] }, false],
  ["not an object", [], false],
  ["events not array", cas({ events: "x" }), false],
  ["events item not string", cas({ events: [{}] }), false],
  ["controlOut item not string", cas({ controlOut: [1] }), false],
  ["scenario not object", cas({ scenario: "x" }), false],
  ["generator other", cas({ generator: "other-tool" }), false],
  ["cassetteVersion negative", cas({ cassetteVersion: -1 }), false],
  ["cassetteVersion fraction", cas({ cassetteVersion: 9.5 }), false],
  ["cassetteVersion string", cas({ cassetteVersion: "9" }), false],
  ["effectiveFidelity number", cas({ effectiveFidelity: 3 }), false],
  ["artifact missing sha256", cas({ artifacts: [{ path: "a", bytes: 1 }] }), false],
  ["artifact missing path", cas({ artifacts: [{ bytes: 1, sha256: "" }] }), false],
  ["artifact bytes string", cas({ artifacts: [entry({ bytes: "3" })] }), false],
  ["artifact bytes fraction is a number", cas({ artifacts: [entry({ bytes: 1.5 })] }), true],
  ["artifact bad encoding", cas({ artifacts: [entry({ encoding: "latin1" })] }), false],
  ["artifact truncated not boolean", cas({ artifacts: [entry({ truncated: "yes" })] }), false],
  ["truncationReason input is v12 only", cas({ artifacts: [entry({ truncationReason: "input" })] }), false],
  ["truncationReason readonly", cas({ artifacts: [entry({ truncationReason: "readonly" })] }), true],
  ["userVisibleRoots item not string", cas({ userVisibleRoots: [1] }), false],
  ["preRunPaths not array", cas({ preRunPaths: "a" }), false],
  ["scenarioSource number", cas({ scenarioSource: 1 }), false],
  ["fingerprint not object", cas({ fingerprint: "x" }), false],
  ["fingerprint bad mode", fp({ mode: "svn" }), false],
  ["fingerprint bad agentScope", fp({ agentScope: "all" }), false],
  ["fileSigs pair too short", fp({ fileSigs: [["a"]] }), false],
  ["fileSigs pair too long", fp({ fileSigs: [["a", "b", "c"]] }), false],
  ["fileSigs pair non-string", fp({ fileSigs: [["a", 1]] }), false],
  ["fingerprint hashFormat passes in v9 (unknown key)", fp({ hashFormat: "jcs1" }), true],
  ["authoring missing nonDeterministic", cas({ authoring: { channel: "decider-dir" } }), false],
  ["authoring bad channel", cas({ authoring: { nonDeterministic: true, channel: "tty" } }), false],
  ["sessionFingerprint number", cas({ sessionFingerprint: 5 }), false],
  ["folderPrefixMap missing mount", cas({ folderPrefixMap: [{ from: "/x" }] }), false],
  ["folderPrefixMap mount not string", cas({ folderPrefixMap: [{ from: "/x", mount: 1 }] }), false],
  ["folderPrefixMap empty", cas({ folderPrefixMap: [] }), true],
];

const req = (request: Record<string, unknown>, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: "control_request",
  request_id: "r1",
  request,
  ...extra,
});
const ok = (body: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: "control_response",
  response: { subtype: "success", request_id: "r1", response: body, ...extra },
});
const questions = [{ question: "Which?", header: "H", options: [{ label: "A", description: "d" }], multiSelect: true }];

const protocolSamples: Sample[] = [
  ["initialize minimal", req({ subtype: "initialize" }), true],
  ["initialize full", req({ subtype: "initialize", appendSubagentSystemPrompt: "x", sdkMcpServers: ["cowork"], toolAliases: { A: "B" },
    hooks: { PreToolUse: [{ matcher: "Task", hookCallbackIds: ["h1"] }] } }), true],
  ["initialize hook missing ids", req({ subtype: "initialize", hooks: { PreToolUse: [{ matcher: "Task" }] } }), false],
  ["initialize alias non-string", req({ subtype: "initialize", toolAliases: { A: 1 } }), false],
  ["can_use_tool permission", req({ subtype: "can_use_tool", tool_name: "Bash", input: { command: "ls" }, tool_use_id: "t" }), true],
  ["can_use_tool question", req({ subtype: "can_use_tool", tool_name: "AskUserQuestion", input: { questions } }), true],
  ["can_use_tool missing input", req({ subtype: "can_use_tool", tool_name: "Bash" }), false],
  ["can_use_tool input not object", req({ subtype: "can_use_tool", tool_name: "Bash", input: "ls" }), false],
  ["hook_callback", req({ subtype: "hook_callback", callback_id: "h1", input: { any: 1 } }), true],
  ["hook_callback missing callback_id", req({ subtype: "hook_callback" }), false],
  ["mcp_message", req({ subtype: "mcp_message", server_name: "cowork", message: { jsonrpc: "2.0", id: 1, method: "x" } }), true],
  ["mcp_message message not object", req({ subtype: "mcp_message", server_name: "cowork", message: "x" }), false],
  ["user dialog camelCase", req({ subtype: "request_user_dialog", dialogKind: "confirm", payload: [1] }), true],
  ["user dialog snake_case", req({ subtype: "request_user_dialog", dialog_kind: "confirm" }), true],
  ["user dialog kind number", req({ subtype: "request_user_dialog", dialogKind: 1 }), false],
  ["elicitation", req({ subtype: "elicitation", mcp_server_name: "s", message: "m", requestedSchema: {} }), true],
  ["side_question", req({ subtype: "side_question", server: "s", prompt: "p" }), true],
  ["unknown subtype", req({ subtype: "interrupt" }), false],
  ["empty request_id", req({ subtype: "initialize" }, { request_id: "" }), false],
  ["request_id number", req({ subtype: "initialize" }, { request_id: 7 }), false],
  ["extra top-level key on request", req({ subtype: "initialize" }, { session_id: "x" }), false],
  ["wrong type", { type: "control_requests", request_id: "r", request: { subtype: "initialize" } }, false],
  ["allow body", ok({ behavior: "allow", updatedInput: { command: "ls -la" } }), true],
  ["question answer body", ok({ behavior: "allow", updatedInput: { questions, answers: { "Which?": "A, B" } } }), true],
  ["allow without updatedInput", ok({ behavior: "allow" }), false],
  ["allow with extra key", ok({ behavior: "allow", updatedInput: {}, extra: 1 }), false],
  ["deny body", ok({ behavior: "deny", message: "not allowed" }), true],
  ["deny without message", ok({ behavior: "deny" }), false],
  ["empty body (hook allow / mcp notification)", ok({}), true],
  ["hook block", ok({ decision: "block", reason: "Background agents disabled" }), true],
  ["hook block without reason", ok({ decision: "block" }), false],
  ["mcp response", ok({ mcp_response: { jsonrpc: "2.0", id: 1, result: { tools: [] } } }), true],
  ["mcp response bad jsonrpc", ok({ mcp_response: { jsonrpc: "1.0", id: 1 } }), false],
  ["mcp response missing id", ok({ mcp_response: { jsonrpc: "2.0" } }), false],
  ["dialog ok", ok({ behavior: "ok", choice: "yes" }), true],
  ["dialog cancelled", ok({ behavior: "cancelled" }), true],
  ["elicit decline", ok({ action: "decline" }), true],
  ["elicit bad action", ok({ action: "maybe" }), false],
  ["body not object", ok("x"), false],
  ["success missing request_id", { type: "control_response", response: { subtype: "success", response: {} } }, false],
  ["success missing inner response", { type: "control_response", response: { subtype: "success", request_id: "r" } }, false],
  ["error envelope", { type: "control_response", response: { subtype: "error", request_id: "r1", error: "no handler" } }, true],
  ["error envelope error object", { type: "control_response", response: { subtype: "error", request_id: "r1", error: { m: 1 } } }, false],
  ["error envelope missing error", { type: "control_response", response: { subtype: "error", request_id: "r1" } }, false],
  ["response extra top-level key", { ...ok({}), session_id: "x" }, false],
  ["flattened response", { type: "control_response", subtype: "success", request_id: "r", response: {} }, false],
  ["user message is not a control line", { type: "user", message: { role: "user", content: "hi" } }, false],
];

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
      const theirs = texts(JSON.parse(readFileSync(join(SHARED, "seeds", seed), "utf8")));
      expect([...mine].filter((t) => theirs.has(t))).toEqual([]);
    }
  });
});

const replaysDir = join(REFERENCE_REPO, "examples/replays");
const cassetteFiles = readdirSync(replaysDir).filter((f) => f.endsWith(".cassette.json")).sort();
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
    expect(v12({ environment: { location: "local", agentImage: { ref: "img", configId: `sha256:${"a".repeat(64)}` } } })).toEqual([]);
    expect(v12({ environment: { tier: "container" } })).not.toEqual([]);
    expect(v12({ environment: { location: "local", agentImage: { ref: "img", configId: "sha256:short" } } })).not.toEqual([]);
  });
  it("reports the failing instance path", () => {
    expect(v12({ preRunOrigin: "guess" })[0]).toMatch(/^\/preRunOrigin: must be equal to one of the allowed values/);
    expect(validateCassette({ events: [] })[0]).toBe("(root): must have required property 'scenario'");
  });
});

describe("envelope schemas", () => {
  const expectedDir = join(SHARED, "conformance/expected");
  const files = readdirSync(expectedDir);
  it.each(files.filter((f) => f.endsWith(".replay.json")))("%s is a valid replay envelope", (f) => {
    expect(validateReplayEnvelope(readJson(join(expectedDir, f)))).toEqual([]);
  });
  it.each(files.filter((f) => f.endsWith(".verify.json")))("%s is a valid verify envelope", (f) => {
    expect(validateVerifyEnvelope(readJson(join(expectedDir, f)))).toEqual([]);
  });
  it("rejects malformed envelopes", () => {
    const base = { tool: "cowork-harness", version: "1", command: "replay", ok: true, results: [], error: null };
    expect(validateReplayEnvelope(base)).toEqual([]);
    expect(validateReplayEnvelope({ ...base, ok: false, error: { category: "usage", message: "m", hint: "h" } })).toEqual([]);
    expect(validateReplayEnvelope({ ...base, command: "verify-cassettes" })).not.toEqual([]);
    expect(validateReplayEnvelope({ ...base, error: { category: "usage" } })).not.toEqual([]);
    expect(validateReplayEnvelope({ ...base, results: [{ scenario: "s" }] })).not.toEqual([]);
    const result = { scenario: "s", fidelity: "replay", baseline: "", result: "error", decisions: [], egress: [], assertions: [], outDir: "" };
    expect(validateReplayEnvelope({ ...base, results: [result] })).toEqual([]);
    expect(validateReplayEnvelope({ ...base, results: [{ ...result, assertions: [{ assertion: {}, pass: "no" }] }] })).not.toEqual([]);
    expect(validateReplayEnvelope({ ...base, results: [{ ...result, staleness: [{ class: "weather", message: "m" }] }] })).not.toEqual([]);
    expect(validateReplayEnvelope({ ...base, results: [{ ...result, verdict: { pass: true, exitCode: 0, signals: [], guards: [] } }] })).not.toEqual([]);

    const vbase = { tool: "cowork-harness", version: "1", command: "verify-cassettes", ok: true, coverage: { privacy: true, staleness: true, scenarioDrift: true }, results: [], error: null };
    expect(validateVerifyEnvelope(vbase)).toEqual([]);
    expect(validateVerifyEnvelope({ ...vbase, coverage: { privacy: true, staleness: true } })).not.toEqual([]);
    const file = { file: "f", findings: [], staleness: [], unverifiable: [], notes: [], version: [], scenarioDrift: [], privacyScanned: true };
    expect(validateVerifyEnvelope({ ...vbase, results: [file] })).toEqual([]);
    expect(validateVerifyEnvelope({ ...vbase, results: [{ ...file, findings: [{ where: "w", cls: "secret", sample: "s" }] }] })).not.toEqual([]);
    expect(validateVerifyEnvelope({ ...vbase, results: [{ ...file, privacyScanned: undefined }] })).not.toEqual([]);
  });
});
