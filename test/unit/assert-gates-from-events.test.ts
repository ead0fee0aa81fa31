/**
 * Gate, hook, path-boundary, delivery and link keys on records re-driven by driveReplay from
 * stream-json event lines and controlOut replies written here, with the context built the way
 * replay builds it (materialized artifacts included).
 */
import { describe, it, expect, afterEach } from "vitest";
import { createHash } from "node:crypto";
import { exampleCassetteNames, readExampleCassette } from "../helpers/fixtures.js";
import type { AssertContext, KeyEvaluator } from "../../src/gate/assert/context.js";
import type { Cassette, ManifestEntry } from "../../src/core/cassette/types.js";
import { driveReplay } from "../../src/gate/replay/drive.js";
import { buildAssertContext } from "../../src/gate/replay/context.js";
import { materializeManifest, type MaterializedTree } from "../../src/gate/replay/materialize.js";
import { gateKeys } from "../../src/gate/assert/gates.js";
import { questionOptionKeys } from "../../src/gate/assert/question-options.js";
import { hookKeys } from "../../src/gate/assert/hooks.js";
import { hostloopPathKeys } from "../../src/gate/assert/hostloop-paths.js";
import { computerLinkKeys } from "../../src/gate/assert/computer-links.js";
import { fileKeys } from "../../src/gate/assert/files.js";
import { resultKeys } from "../../src/gate/assert/result.js";
import { subagentWriteKeys } from "../../src/gate/assert/subagent-writes.js";

const ALL: Record<string, KeyEvaluator> = {
  ...gateKeys,
  ...questionOptionKeys,
  ...hookKeys,
  ...hostloopPathKeys,
  ...computerLinkKeys,
  ...fileKeys,
  ...resultKeys,
  ...subagentWriteKeys,
};
const check = (key: string, arg: unknown, ctx: AssertContext) => ALL[key]!(arg, ctx);

const line = (o: unknown): string => JSON.stringify(o);
let msgSeq = 0;
const init = (tools: string[] = ["Write", "AskUserQuestion", "Task"]) =>
  line({ type: "system", subtype: "init", tools, mcp_servers: [], skills: [], cwd: "/sessions/s1" });
const assistant = (content: unknown[], parent?: string) =>
  line({ type: "assistant", message: { id: `m${++msgSeq}`, content }, parent_tool_use_id: parent ?? null });
const text = (t: string) => assistant([{ type: "text", text: t }]);
const toolUse = (id: string, name: string, input: unknown, parent?: string) =>
  assistant([{ type: "tool_use", id, name, input }], parent);
const toolResult = (id: string, content: string, isError = false, parent?: string) =>
  line({
    type: "user",
    message: { content: [{ type: "tool_result", tool_use_id: id, content, is_error: isError }] },
    parent_tool_use_id: parent ?? null,
  });
const request = (requestId: string, body: Record<string, unknown>) =>
  line({ type: "control_request", request_id: requestId, request: body });
const reply = (requestId: string, body: unknown) =>
  line({ type: "control_response", response: { subtype: "success", request_id: requestId, response: body } });
const done = () => line({ type: "result", subtype: "success", is_error: false, result: "done", num_turns: 2 });
const controlPrelude = [line({ type: "control_request", request_id: "init-1", request: { subtype: "initialize" } })];

const QUESTION = {
  question: "Which features should be enabled?",
  header: "Features",
  multiSelect: true,
  options: [{ label: "Auth" }, { label: "Billing" }, { label: "Audit" }],
};

function questionGate(answer: string, delivered: "ok" | "error" | "none") {
  const input = { questions: [QUESTION] };
  const events = [
    init(),
    toolUse("tu-q", "AskUserQuestion", input),
    request("req-q", { subtype: "can_use_tool", tool_name: "AskUserQuestion", input, tool_use_id: "tu-q" }),
    ...(delivered === "none"
      ? []
      : [
          toolResult(
            "tu-q",
            delivered === "ok"
              ? `Your questions have been answered: "${QUESTION.question}"="${answer}".`
              : "Answer could not be delivered\nmore",
            delivered === "error",
          ),
        ]),
    text(`Enabled: ${answer}.`),
    done(),
  ];
  const controlOut = [
    ...controlPrelude,
    reply("req-q", {
      behavior: "allow",
      updatedInput: { questions: [QUESTION], answers: { [QUESTION.question]: answer } },
    }),
  ];
  return { events, controlOut };
}

const trees: MaterializedTree[] = [];
afterEach(() => {
  for (const t of trees.splice(0)) t.dispose();
});

function artifact(path: string, body: string): ManifestEntry {
  return { path, bytes: Buffer.byteLength(body), sha256: createHash("sha256").update(body).digest("hex"), body };
}

function replay(
  events: string[],
  controlOut: string[],
  extra: Partial<Cassette> = {},
): { ctx: AssertContext; drive: ReturnType<typeof driveReplay> } {
  const cassette: Cassette = {
    cassetteVersion: 12,
    scenario: { prompt: "p", session: "(inline)", assert: [] },
    events,
    controlOut,
    ...extra,
  };
  const drive = driveReplay(cassette);
  let tree: MaterializedTree | undefined;
  if (cassette.artifacts && cassette.artifacts.length > 0) {
    tree = materializeManifest(cassette.artifacts, "inline");
    trees.push(tree);
  }
  return { ctx: buildAssertContext(cassette, drive.record, tree, drive.truncatedQuestion !== undefined), drive };
}

describe("question gates re-driven from events + controlOut", () => {
  it("an answered, delivered multi-select gate satisfies every gate key", () => {
    const { events, controlOut } = questionGate("Auth, Audit", "ok");
    const { ctx, drive } = replay(events, controlOut);
    expect(drive.protocolFailures).toEqual([]);
    expect(check("question_asked", "feature|enable", ctx)).toEqual({ pass: true });
    expect(check("questions_count_max", 1, ctx)).toEqual({ pass: true });
    expect(check("questions_count_max", 0, ctx)).toEqual({ pass: false, message: "asked 1 questions, max 0" });
    expect(check("question_options", { equals: ["Auth", "Billing", "Audit"] }, ctx).pass).toBe(true);
    expect(check("question_options", { contains: ["Audit", "Auth"] }, ctx).pass).toBe(false);
    expect(check("gate_answers_delivered", true, ctx)).toEqual({ pass: true });
    expect(check("gate_answers_delivered", false, ctx).pass).toBe(false);
    expect(check("gate_answer_count_min", 1, ctx)).toEqual({ pass: true });
    expect(check("result", "success", ctx)).toEqual({ pass: true, evidence: "result: success" });
  });

  it("an errored tool_result is a confirmed delivery failure", () => {
    const { events, controlOut } = questionGate("Auth", "error");
    const { ctx } = replay(events, controlOut);
    expect(check("gate_answers_delivered", false, ctx)).toEqual({ pass: true });
    const r = check("gate_answers_delivered", true, ctx);
    expect(r.pass).toBe(false);
    expect(r.message).toContain("Answer could not be delivered");
    expect(check("gate_answer_count_min", 1, ctx).message).toBe("only 0 gate answer(s) confirmed delivered, need ≥ 1");
  });

  it("a gate with no tool_result is unobserved: not delivered, and not a confirmed failure", () => {
    const { events, controlOut } = questionGate("Auth", "none");
    const { ctx } = replay(events, controlOut);
    expect(check("gate_answers_delivered", true, ctx).message).toContain("delivery unobserved");
    expect(check("gate_answers_delivered", false, ctx).pass).toBe(false);
  });

  it("a run cut short on an unanswered question makes question_options evidence-unavailable", () => {
    const input = { questions: [QUESTION] };
    const events = [
      init(),
      toolUse("tu-q", "AskUserQuestion", input),
      request("req-q", { subtype: "can_use_tool", tool_name: "AskUserQuestion", input, tool_use_id: "tu-q" }),
    ];
    const { ctx, drive } = replay(events, controlPrelude);
    expect(drive.truncatedQuestion).toBeDefined();
    expect(check("question_options", { contains: ["Auth"] }, ctx).message).toMatch(/^evidence unavailable:/);
  });
});

describe("hook callbacks and path denials re-driven from events + controlOut", () => {
  function hostloopRun(hookReply: unknown) {
    const input = { file_path: "/sessions/s1/mnt/outputs/x.md", content: "x" };
    const events = [
      init(),
      toolUse("tu-w", "Write", input),
      request("req-h", {
        subtype: "hook_callback",
        callback_id: "hostloop-path-gate",
        input: { hook_event_name: "PreToolUse", tool_name: "Write", tool_input: input, tool_use_id: "tu-w" },
        tool_use_id: "tu-w",
      }),
      toolResult("tu-w", "blocked by hook", true),
      text("Could not write."),
      done(),
    ];
    return replay(events, [...controlPrelude, reply("req-h", hookReply)], { effectiveFidelity: "hostloop" });
  }

  it("a blocking path-gate reply becomes a blocked hook event and a pretooluse denial", () => {
    const { ctx } = hostloopRun({ decision: "block", reason: "VM path outside the host workspace" });
    expect(check("hook_blocked", "^write$", ctx)).toEqual({ pass: true });
    expect(check("no_hook_blocked", true, ctx)).toEqual({
      pass: false,
      message: 'no_hook_blocked: "Write" was blocked (VM path outside the host workspace)',
    });
    expect(check("vm_path_denied", true, ctx)).toEqual({ pass: true });
    expect(check("path_denied", { source: "pretooluse", tool: "Write", agent_scope: "main" }, ctx)).toEqual({
      pass: true,
      evidence: "pretooluse: Write /sessions/s1/mnt/outputs/x.md",
    });
    expect(check("no_path_denied", true, ctx).pass).toBe(false);
    expect(check("no_vm_path_file_op", true, ctx)).toEqual({
      pass: false,
      message: 'no_vm_path_file_op: Write (main) attempted VM path "/sessions/s1/mnt/outputs/x.md"',
    });
  });

  it("an empty hook reply is an allow: nothing blocked, nothing denied", () => {
    const { ctx } = hostloopRun({});
    expect(check("no_hook_blocked", true, ctx)).toEqual({ pass: true });
    expect(check("hook_blocked", "Write", ctx).pass).toBe(false);
    expect(check("no_path_denied", true, ctx)).toEqual({ pass: true });
    expect(check("vm_path_denied", true, ctx).message).toBe("vm_path_denied: no /sessions-targeted denial recorded");
  });

  it("a permissionDecision deny in hookSpecificOutput also blocks", () => {
    const { ctx } = hostloopRun({
      hookSpecificOutput: { permissionDecision: "deny", permissionDecisionReason: "nope" },
    });
    expect(check("no_hook_blocked", true, ctx).message).toBe('no_hook_blocked: "Write" was blocked (nope)');
  });

  it("without controlOut the hook keys cannot verify", () => {
    const events = [init(), toolUse("tu-w", "Write", { file_path: "/tmp/a" }), toolResult("tu-w", "ok"), done()];
    const { ctx } = replay(events, [], { effectiveFidelity: "hostloop" });
    expect(check("no_hook_blocked", true, ctx).message).toMatch(/cannot verify$/);
    expect(check("no_path_denied", true, ctx).message).toMatch(/cannot verify$/);
  });
});

describe("sub-agent writes re-driven from events", () => {
  it("pairs a sub-agent Write with its non-error result", () => {
    const events = [
      init(),
      toolUse("d1", "Task", { subagent_type: "writer", prompt: "write it", description: "write report" }),
      toolUse("w1", "Write", { file_path: "/sessions/s1/mnt/outputs/r.md", content: "r" }, "d1"),
      toolResult("w1", "File created", false, "d1"),
      toolResult("d1", "writer finished"),
      done(),
    ];
    const { ctx } = replay(events, controlPrelude, { effectiveFidelity: "hostloop" });
    expect(check("subagent_file_write", { path_suffix: "outputs/r.md" }, ctx)).toEqual({
      pass: true,
      evidence: "Write /sessions/s1/mnt/outputs/r.md",
    });
    expect(check("subagent_dispatch_healthy", { type: "writer", no_vm_paths: false }, ctx)).toEqual({ pass: true });
    expect(check("subagent_dispatch_healthy", { type: "writer" }, ctx).message).toContain(
      "no_vm_paths: attempted VM path",
    );
  });
});

describe("links and files on a materialized manifest", () => {
  it("a redacted host link resolves through the /mnt/outputs marker to the materialized artifact", () => {
    const events = [
      init(),
      text("Done. [View report.md](computer://[REDACTED:local-path:50a51dcace16]/mnt/outputs/report.md)"),
      done(),
    ];
    const { ctx } = replay(events, controlPrelude, {
      effectiveFidelity: "hostloop",
      artifacts: [artifact("outputs/report.md", "hostloop smoke.")],
      userVisibleRoots: ["outputs"],
      folderPrefixMap: [],
    });
    expect(check("computer_links_resolve", true, ctx)).toEqual({
      pass: true,
      evidence: "computer_links_resolve: 1 computer:// link(s) all resolved (tier: hostloop)",
    });
    expect(check("file_exists", "outputs/report.md", ctx)).toEqual({
      pass: true,
      evidence: `file_exists: "outputs/report.md" present under ${ctx.workRoot}`,
    });
    expect(check("user_visible_artifact", "outputs/report.md", ctx)).toEqual({ pass: true });
  });

  it("a link to an artifact that was never recorded dangles", () => {
    const events = [
      init(),
      text("See computer:///sessions/s1/mnt/outputs/missing.md and `computer:///sessions/s1/mnt/outputs/report.md`"),
      done(),
    ];
    const { ctx } = replay(events, controlPrelude, {
      effectiveFidelity: "container",
      artifacts: [artifact("outputs/report.md", "x")],
    });
    expect(check("computer_links_resolve", true, ctx)).toEqual({
      pass: false,
      message:
        "dangling computer:// link(s) (tier: container): computer:///sessions/s1/mnt/outputs/missing.md — checked work tree: outputs/missing.md",
    });
    expect(check("computer_links_resolve_if_present", true, ctx).pass).toBe(false);
  });
});

describe("example cassettes: our keys pass every assertion their live run passed", () => {
  for (const name of exampleCassetteNames()) {
    it(name, () => {
      const cassette = readExampleCassette(name) as Cassette;
      const drive = driveReplay(cassette);
      const tree =
        cassette.artifacts && cassette.artifacts.length > 0 ? materializeManifest(cassette.artifacts, name) : undefined;
      if (tree) trees.push(tree);
      const ctx = buildAssertContext(cassette, drive.record, tree, drive.truncatedQuestion !== undefined);
      let compared = 0;
      for (const assertion of cassette.scenario.assert ?? []) {
        const [key, arg] = Object.entries(assertion as Record<string, unknown>)[0] ?? [];
        if (key === undefined || !(key in ALL)) continue;
        expect({ key, ...check(key, arg, ctx) }).toMatchObject({ key, pass: true });
        compared++;
      }
      expect(compared).toBeGreaterThan(0);
      expect(check("question_asked", "a question the agent never asked", ctx).pass).toBe(false);
    });
  }
});
