import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { checkCassette } from "../../src/core/cassette/load.js";
import { buildCassette, freezeScenario, toV9Entry } from "../../src/live/record/build-cassette.js";
import { liveVerdict } from "../../src/live/record/live-verdict.js";
import { finishRecording, type FinishedRecording } from "../../src/live/record/finish-recording.js";
import type { CassetteFormat } from "../../src/core/cassette/format.js";
import { stageSessionLayout, type SessionLayout } from "../../src/live/record/layout.js";
import { capturePreRunManifest } from "../../src/live/workspace/pre-run.js";
import { secretValuesFromEnv } from "../../src/core/util/secret-patterns.js";
import { writeCassetteAtomic } from "../../src/live/record/write-cassette.js";
import { replayCassetteFile } from "../../src/gate/replay/replay-cassette.js";
import { loadScenarioFile } from "../../src/core/scenario/load.js";
import { loadSessionFile } from "../../src/core/session/load.js";
import { newAjv, validateCassette, validateCassetteV9 } from "../../src/core/schema/validators.js";
import { computeStaleness } from "../../src/gate/staleness/compute.js";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

const ENV_SECRET = "planted-ENV-secret-5a4b3c2d1e";
const TOOL_SECRET = "sk-ant-api03-PlantedToolResultSecret0123456789";
const QUESTION = `Which format? (key ${TOOL_SECRET})`;

let work: string;
let layout: SessionLayout;
const recordings = new Map<CassetteFormat, { path: string; rec: FinishedRecording; text: string }>();

function put(rel: string, text: string): void {
  const p = join(work, rel);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, text);
}

/** A plausible stream: question gate, a Write gate, a Bash result leaking the env, a final answer. */
function syntheticRun(l: SessionLayout): { events: string[]; controlOut: string[] } {
  const questions = [
    {
      question: QUESTION,
      header: "Format",
      options: [
        { label: "Markdown", description: "md" },
        { label: "CSV", description: "csv" },
      ],
      multiSelect: false,
    },
  ];
  const writeInput = { file_path: join(l.outputsDir, "report.md"), content: `# Report\ntoken ${ENV_SECRET}\n` };
  const assistant = (content: unknown[]): string =>
    JSON.stringify({
      type: "assistant",
      message: { model: "scripted", role: "assistant", content },
      parent_tool_use_id: null,
      session_id: "s1",
    });
  const result = (id: string, content: string): string =>
    JSON.stringify({
      type: "user",
      message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, content }] },
      parent_tool_use_id: null,
      session_id: "s1",
    });
  const events = [
    JSON.stringify({
      type: "system",
      subtype: "init",
      cwd: l.cwd,
      session_id: "s1",
      tools: ["AskUserQuestion", "Bash", "Write", "Skill"],
      mcp_servers: [],
      model: "scripted",
      permissionMode: "default",
      skills: [],
      plugins: [],
    }),
    assistant([{ type: "tool_use", id: "toolu_q", name: "AskUserQuestion", input: { questions } }]),
    JSON.stringify({
      type: "control_request",
      request_id: "rq-1",
      request: { subtype: "can_use_tool", tool_name: "AskUserQuestion", input: { questions }, tool_use_id: "toolu_q" },
    }),
    result("toolu_q", `Your questions have been answered: "${QUESTION}"="Markdown"`),
    assistant([{ type: "tool_use", id: "toolu_w", name: "Write", input: writeInput }]),
    JSON.stringify({
      type: "control_request",
      request_id: "rq-2",
      request: { subtype: "can_use_tool", tool_name: "Write", input: writeInput, tool_use_id: "toolu_w" },
    }),
    result("toolu_w", `File created successfully at: ${writeInput.file_path}`),
    assistant([{ type: "tool_use", id: "toolu_b", name: "Bash", input: { command: "env" } }]),
    result("toolu_b", `ANTHROPIC_API_KEY=${ENV_SECRET}\nGH=${TOOL_SECRET}`),
    assistant([{ type: "text", text: "Done. Report written." }]),
    JSON.stringify({
      type: "result",
      subtype: "success",
      is_error: false,
      num_turns: 4,
      result: "Done. Report written.",
      session_id: "s1",
      total_cost_usd: 0,
      duration_ms: 12,
      usage: { input_tokens: 1, output_tokens: 1 },
    }),
  ];
  const controlOut = [
    JSON.stringify({
      type: "control_request",
      request_id: "init-1",
      request: {
        subtype: "initialize",
        hooks: { PreToolUse: [{ matcher: "Task", hookCallbackIds: ["cowork-task-bg-block"] }] },
      },
    }),
    JSON.stringify({ type: "user", message: { role: "user", content: [{ type: "text", text: "Write the report" }] } }),
    JSON.stringify({
      type: "control_response",
      response: {
        subtype: "success",
        request_id: "rq-1",
        response: { behavior: "allow", updatedInput: { questions, answers: { [QUESTION]: "Markdown" } } },
      },
    }),
    JSON.stringify({
      type: "control_response",
      response: { subtype: "success", request_id: "rq-2", response: { behavior: "allow", updatedInput: writeInput } },
    }),
  ];
  return { events, controlOut };
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "rec-build-"));
  put("skills/demo/SKILL.md", "---\nname: demo\n---\nMarkdown or CSV.\n");
  put("skills/demo/scripts/m.py", "print(1)\n");
  put("data/proj/notes.txt", "project notes\n");
  put("data/in.csv", "a,b\n1,2\n");
  put(
    "sessions/s.yaml",
    "skills:\n  local: [../skills/demo]\nfolders:\n  - from: ../data/proj\nuploads: [../data/in.csv]\n",
  );
  put(
    "scenarios/sc.yaml",
    [
      "name: build-demo",
      "session: ../sessions/s.yaml",
      "prompt: Write the report",
      "answers:",
      "  - when_question: format",
      "    choose: Markdown",
      "  - when_tool: Write",
      "    decide: allow",
      "assert:",
      "  - result: success",
      "  - file_exists: outputs/report.md",
      "  - transcript_contains: Report written",
      "  - tool_called: Write",
      "  - question_asked: format",
      "  - no_unexpected_files: ['outputs/**']",
      "",
    ].join("\n"),
  );
  const scenarioPath = join(work, "scenarios/sc.yaml");
  const scenario = await loadScenarioFile(scenarioPath);
  const session = await loadSessionFile(join(work, "sessions/s.yaml"));
  layout = stageSessionLayout(session.resolved);
  const preRun = await capturePreRunManifest(layout.workRoot, [...layout.userVisibleRoots, "uploads"]);
  // what the agent did: write the report (with the secret in its body)
  writeFileSync(join(layout.outputsDir, "report.md"), `# Report\ntoken ${ENV_SECRET}\n`);
  writeFileSync(join(layout.outputsDir, "chart.bin"), Buffer.from([0, 0xff, 1, 0xfe]));
  const run = syntheticRun(layout);

  for (const format of ["v12", "v9"] as const) {
    const path = join(work, "cassettes", `build-demo.${format}.cassette.json`);
    const rec = await finishRecording({
      format,
      cassettePath: path,
      scenarioPath,
      scenario: scenario.scenario,
      session,
      layout,
      preRun,
      run: {
        ...run,
        timeline: [
          {
            seq: 1,
            ts: 3,
            line: 1,
            type: "tool_use",
            name: "AskUserQuestion",
            toolUseId: "toolu_q",
            skillScope: "(root)",
          },
        ],
        timelineHeader: { startedAtWall: "2026-01-01T00:00:00.000Z", startedAtMono: 5 },
      },
      effectiveFidelity: "container",
      secretValues: secretValuesFromEnv({ ANTHROPIC_API_KEY: ENV_SECRET }),
    });
    await writeCassetteAtomic(path, rec.cassette, { outDir: join(work, "cassettes") });
    recordings.set(format, { path, rec, text: readFileSync(path, "utf8") });
  }
});

afterAll(() => {
  layout?.cleanup();
  rmSync(work, { recursive: true, force: true });
});

describe("a recorded cassette", () => {
  it("passes its live verdict in both formats", () => {
    for (const [format, { rec }] of recordings) {
      const failing = rec.verdict.result.assertions.filter((a) => !a.pass).map((a) => a.message);
      expect(failing, format).toEqual([]);
      expect(rec.verdict.result.verdict.pass, format).toBe(true);
    }
  });

  it("the live verdict is sensitive to a question/answer pairing the redaction could break", () => {
    const { rec, path } = recordings.get("v12")!;
    const broken = JSON.parse(JSON.stringify(rec.cassette));
    broken.controlOut = broken.controlOut.map((l: string) => l.replace("[REDACTED:anthropic-key]", "something else"));
    expect(liveVerdict(broken, path).result.verdict.pass).toBe(false);
  });

  it("never contains a planted secret (env value, tool result, artifact body, question text)", () => {
    for (const [format, { text }] of recordings) {
      expect(text, format).not.toContain(ENV_SECRET);
      expect(text, format).not.toContain(TOOL_SECRET);
      expect(text, format).not.toContain(Buffer.from(ENV_SECRET).toString("base64"));
      expect(text, format).toContain("[REDACTED]");
    }
  });

  it("v12: validates against our v12 schema, loads, and carries the v10+ fields", () => {
    const { text } = recordings.get("v12")!;
    const c = JSON.parse(text);
    expect(validateCassette(c)).toEqual([]);
    expect(() => checkCassette(c, "v12")).not.toThrow();
    expect(c.cassetteVersion).toBe(12);
    expect(c.fingerprint.hashFormat).toBe("jcs1");
    expect(c.fingerprint.skillHash).toMatch(/^[0-9a-f]{64}$/);
    expect(c.fingerprint.skillSources).toEqual(["../skills/demo"]);
    expect(c.preRunOrigin).toBe("local-walk");
    expect(Object.keys(c.preRunHashes).sort()).toEqual(["proj/notes.txt", "uploads/in.csv"]);
    expect(c.timeline[0]).toMatchObject({ seq: 0, type: "tool_use" });
    expect(c.timelineHeader.startedAtMono).toBe("5000000");
    expect(c.environment).toMatchObject({ location: "local", tier: "container" });
    expect(c.scenario.session).toBe("../sessions/s.yaml");
    expect(c.scenarioSource).toBe("../scenarios/sc.yaml");
    expect(c.userVisibleRoots).toEqual(["outputs", "proj"]);
    expect(c.folderPrefixMap).toEqual([{ from: join(layout.workRoot, "proj"), mount: "proj" }]);
    expect(c.sessionFingerprint).toMatch(/^[0-9a-f]{64}$/);
    const uploads = c.artifacts.find((a: { path: string }) => a.path === "uploads/in.csv");
    expect(uploads).toMatchObject({ truncated: true, truncationReason: "input" });
    const report = c.artifacts.find((a: { path: string }) => a.path === "outputs/report.md");
    expect(report.body).toBe("# Report\ntoken [REDACTED]\n");
  });

  it("v9: validates against our v9 schema file (compiled here) and carries no v10+ field", () => {
    const { text } = recordings.get("v9")!;
    const c = JSON.parse(text);
    // test/conformance proves this schema answers like the seed; the seed check of our recorder is there too
    const schema = JSON.parse(readFileSync(join(repoRoot, "schema/cassette.v9.schema.json"), "utf8"));
    const validate = newAjv().compile(schema);
    expect(validate(c), JSON.stringify(validate.errors)).toBe(true);
    expect(validateCassetteV9(c)).toEqual([]);
    expect(() => checkCassette(c, "v9")).not.toThrow();
    expect(c.cassetteVersion).toBe(9);
    for (const k of ["preRunHashes", "preRunOrigin", "timeline", "timelineHeader", "environment"])
      expect(c, k).not.toHaveProperty(k);
    expect(c.fingerprint).not.toHaveProperty("hashFormat");
    expect(c.fingerprint).not.toHaveProperty("promptAssetsHash");
    expect(c.fingerprint.skillHash).toMatch(/^[0-9a-f]{64}$/);
    for (const a of c.artifacts) {
      expect(a).not.toHaveProperty("linkKind");
      expect(["size", "readonly", "unreadable", undefined]).toContain(a.truncationReason);
    }
    expect(c.artifacts.find((a: { path: string }) => a.path === "uploads/in.csv").truncationReason).toBe("readonly");
  });

  it("replays from the written file with the live verdict and no staleness", async () => {
    for (const [format, { path, rec }] of recordings) {
      const replay = await replayCassetteFile(path);
      expect(replay.result.exitCode, format).toBe(0);
      expect(replay.result.verdict, format).toEqual(rec.verdict.result.verdict);
      expect(
        replay.result.assertions.map((a) => [a.pass, a.message]),
        format,
      ).toEqual(rec.verdict.result.assertions.map((a) => [a.pass, a.message]));
      const loaded = checkCassette(JSON.parse(readFileSync(path, "utf8")), path);
      const staleness = await computeStaleness(loaded.cassette, path);
      expect(staleness.findings, format).toEqual([]);
    }
  });
});

describe("buildCassette pieces", () => {
  it("rebases the frozen scenario's session and model_script onto the cassette dir", () => {
    const frozen = freezeScenario(
      { prompt: "p", session: "../sessions/s.yaml", model_script: "models/m.yaml" },
      "/r/scenarios/a.yaml",
      "/r/out/deep/a.cassette.json",
    );
    expect(frozen.session).toBe("../../sessions/s.yaml");
    expect(frozen["model_script"]).toBe("../../scenarios/models/m.yaml");
    expect(freezeScenario({ prompt: "p", session: "(inline)" }, "/r/a.yaml", "/r/b.json").session).toBe("(inline)");
  });

  it("maps links and inputs into the v9 vocabulary", () => {
    expect(toV9Entry({ path: "outputs/l", bytes: 0, sha256: "", linkKind: "symlink" })).toEqual({
      path: "outputs/l",
      bytes: 0,
      sha256: "",
      truncated: true,
      truncationReason: "unreadable",
    });
    expect(
      toV9Entry({ path: "uploads/u", bytes: 3, sha256: "ab", truncated: true, truncationReason: "input" })
        .truncationReason,
    ).toBe("readonly");
    expect(toV9Entry({ path: "outputs/a", bytes: 1, sha256: "cd", body: "x" })).toEqual({
      path: "outputs/a",
      bytes: 1,
      sha256: "cd",
      body: "x",
    });
  });

  it("refuses lane: remote in v9 and a mismatched fingerprint", () => {
    const base = {
      cassettePath: "/r/c.json",
      scenarioPath: "/r/s.yaml",
      events: [],
      controlOut: [],
      effectiveFidelity: "container",
      artifacts: [],
      userVisibleRoots: ["outputs"],
      preRun: {
        version: 2 as const,
        origin: "local-walk" as const,
        paths: [],
        hashes: {},
        stats: {},
        unavailableReasons: {},
      },
      environment: { tier: "container" },
    };
    expect(() =>
      buildCassette({
        ...base,
        format: "v9",
        scenario: { prompt: "p", session: "(inline)", lane: "remote" },
        fingerprint: {},
      }),
    ).toThrow(/lane: remote needs cassette format v11/);
    expect(() =>
      buildCassette({
        ...base,
        format: "v9",
        scenario: { prompt: "p", session: "(inline)" },
        fingerprint: { hashFormat: "jcs1" },
      }),
    ).toThrow(/v12 fingerprint/);
    expect(() =>
      buildCassette({ ...base, format: "v12", scenario: { prompt: "p", session: "(inline)" }, fingerprint: {} }),
    ).toThrow(/jcs1 fingerprint/);
    const ok = buildCassette({
      ...base,
      format: "v12",
      scenario: { prompt: "p", session: "(inline)" },
      fingerprint: { hashFormat: "jcs1" },
    });
    expect(Object.keys(ok).slice(0, 4)).toEqual(["$schema", "generator", "cassetteVersion", "scenario"]);
  });
});
