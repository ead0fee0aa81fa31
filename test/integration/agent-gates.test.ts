import { describe, it, expect } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildDecider } from "../../src/live/agent/decider/build.js";
import { parsed, runScripted, toolResultTexts } from "./agent-harness.js";

describe("real agent: question and permission gates", () => {
  it("answers an AskUserQuestion multi-select from scripted answers; the tool result reads them", async () => {
    const { run, requests } = await runScripted("ask-multiselect.yaml", {
      prompt: "Set up the project features.",
      decider: buildDecider({ answers: [{ when_question: "feature", choose: ["auth", "2"] }] }),
    });
    const answer = parsed(run.controlOut).find((l) => l.type === "control_response") as {
      response: { response: Record<string, unknown> };
    };
    const updated = answer.response.response.updatedInput as { questions: unknown[]; answers: Record<string, string> };
    expect(updated.answers).toEqual({ "Which features should be enabled?": "Auth, Audit" });
    // questions echoed verbatim from the request
    const request = parsed(run.events).find((e) => e.type === "control_request") as {
      request: { input: { questions: unknown[] } };
    };
    expect(updated.questions).toEqual(request.request.input.questions);
    expect(toolResultTexts(run).join("\n")).toContain('"Which features should be enabled?"="Auth, Audit"');
    expect(run.result?.result).toBe("Enabled: Auth, Audit.");
    expect(run.decisions[0]).toMatchObject({ kind: "question", decision: "answered", by: "scripted", delivered: true });
    expect(requests.length).toBe(2);
  });

  it("denies a permission from the scenario; the model sees the denial and the command never runs", async () => {
    let markerExists = true;
    const { run, requests } = await runScripted(
      "denied-bash.yaml",
      { prompt: "Clean up.", decider: buildDecider({ answers: [{ when_tool: "Bash", decide: "deny" }] }) },
      (cwd) => {
        markerExists = existsSync(join(cwd, "should-not-exist.txt"));
      },
    );
    expect(markerExists).toBe(false);
    expect(run.decisions).toEqual([
      expect.objectContaining({ kind: "permission", name: "Bash", decision: "deny", by: "scripted" }),
    ]);
    const lastRequest = requests.at(-1)!.body as { messages: { role: string; content: unknown }[] };
    const seen = JSON.stringify(lastRequest.messages.at(-1));
    expect(seen).toContain("denied by scenario policy");
    expect(run.result?.result).toBe("The command was not permitted.");
  });

  it("blocks a background Task through the initialize PreToolUse hook", async () => {
    // At the protocol tier (the reference's L0: no Cowork env) background tasks are on and this hook is
    // what blocks them. Under Cowork's env the binary never runs one in the background at all
    // (CLAUDE_CODE_DISABLE_BACKGROUND_TASKS=1 strips run_in_background and runs the Task in the
    // foreground); re-enabling them there is no longer a way to reach the hook's block path: with
    // CLAUDE_CODE_ENTRYPOINT=local-agent, agent 2.1.332's fork-subagent default drops run_in_background
    // from the Agent tool's input and launches every agent async, so the hook sees no flag to block.
    const { run } = await runScripted("background-task.yaml", {
      prompt: "Count files in the background.",
      decider: buildDecider({ answers: [{ when_tool: "Task", decide: "allow" }] }),
      envMode: "protocol",
    });
    const hook = parsed(run.events).find(
      (e) => e.type === "control_request" && (e.request as Record<string, unknown>).subtype === "hook_callback",
    ) as { request_id: string; request: { callback_id: string } } | undefined;
    expect(hook?.request.callback_id).toBe("cowork-task-bg-block");
    const reply = parsed(run.controlOut).find(
      (l) => (l.response as Record<string, unknown> | undefined)?.request_id === hook!.request_id,
    );
    expect(reply).toEqual({
      type: "control_response",
      response: {
        subtype: "success",
        request_id: hook!.request_id,
        response: { decision: "block", reason: "Background agents disabled" },
      },
    });
    expect(run.result?.result).toBe("Background work is disabled here.");
  });
});
