/**
 * Live deciders end to end (issue 24), with the real claude binary against our scripted model at
 * the protocol tier: a scenario whose agent asks a question no `answers:` rule covers records with
 * each channel — the model decider (a second scripted model server on 127.0.0.1 answering the
 * decider's Messages API call), a helper script (--decider-cmd), the gate directory answered by a
 * second process through `gates` and `answer`, and `--on-unanswered first` — and each cassette
 * replays green, carries the answer the channel gave, and is stamped `authoring` accordingly. The
 * same scenario with the default policy (fail) fails in one line naming the question, and writes
 * nothing. `decide` answers a sample question through each channel.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CLI, REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli, type CliRun } from "../helpers/run-cli.js";
import { loadModelScript } from "../../src/core/model-script/load-script.js";
import { startModelServer, type ModelServer } from "../../src/live/model-server/server.js";
import { validateCassette, validateCassetteV9 } from "../../src/core/schema/validators.js";

const FIXTURES = join(REPO_ROOT, "test/fixtures/live-deciders");
const QUESTION = "Which chart style should the report use?";
/** a made-up key: the decider must send it to the model server, and it must reach no output */
const KEY = "sk-ant-api03-h24decider0000000000000000000000000000000000000000";

let repo: TempCopy;

/** The CLI as a child process, without blocking this process (the decider's model server answers from here). */
function runCliAsync(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: repo.dir,
      env: { ...process.env, GITHUB_ACTIONS: "", COWORK_HARNESS_OUTPUT_FORMAT: "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

const cassette = (rel: string): Record<string, unknown> & { controlOut: string[]; authoring?: unknown } =>
  JSON.parse(readFileSync(join(repo.dir, rel), "utf8"));

/** The answer the recording gave the question, as the agent received it. */
function answerIn(c: { controlOut: string[] }): string | undefined {
  for (const line of c.controlOut) {
    const answers = JSON.parse(line)?.response?.response?.updatedInput?.answers;
    if (answers && typeof answers[QUESTION] === "string") return answers[QUESTION];
  }
  return undefined;
}

function expectReplaysGreen(rel: string): void {
  const r = runCli(["replay", rel], { cwd: repo.dir });
  expect(r.code, r.stdout + r.stderr).toBe(0);
}

async function deciderServer(): Promise<ModelServer> {
  return startModelServer({
    script: await loadModelScript(join(FIXTURES, "decider.model.yaml")),
    scriptName: "decider.model.yaml",
  });
}

beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  copyFileSync(join(FIXTURES, "unscripted.scenario.yaml"), join(repo.dir, "scenarios/unscripted.yaml"));
  copyFileSync(join(FIXTURES, "unscripted.model.yaml"), join(repo.dir, "model-scripts/unscripted.model.yaml"));
  copyFileSync(join(FIXTURES, "pick-second.mjs"), join(repo.dir, "pick-second.mjs"));
  // at the protocol tier the agent's catalog lists its own built-in skills, which the privacy scan would flag
  writeFileSync(join(repo.dir, ".cowork-allow-patterns"), "workflow-authoring\nplugin-authoring\n");
});
afterAll(() => repo?.cleanup());

describe("recording a scenario with an unscripted question", () => {
  it("fails by default in one line naming the question, and writes nothing", () => {
    const r = runCli(["record", "scenarios/unscripted.yaml", "--out", "fail/"], { cwd: repo.dir });
    expect(r.code).toBe(2);
    const lines = r.stderr.split("\n").filter((l) => l.startsWith("cowork-harness record: "));
    expect(lines, r.stderr).toHaveLength(1);
    expect(lines[0]).toContain(`unanswered question: "${QUESTION}"`);
    expect(lines[0]).toContain("--decider-dir");
    expect(existsSync(join(repo.dir, "fail/unscripted.cassette.json"))).toBe(false);
  });

  it("--on-unanswered first: option 1, stamped nonDeterministic without a channel", () => {
    const r = runCli(
      ["record", "scenarios/unscripted.yaml", "--out", "first/", "--on-unanswered", "first", "--output-format", "json"],
      { cwd: repo.dir },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain("[input] unscripted-question policy: first (flag)");
    // the live verdict carries a warning signal, which does not fail it
    const verdict = JSON.parse(r.stdout).results[0].verdict;
    expect(verdict.pass).toBe(true);
    expect(verdict.signals).toContainEqual({
      code: "non_deterministic",
      severity: "warn",
      message: "1 gate(s) answered live (first); a re-record may answer differently",
    });
    expect(r.stderr).toContain("cassette authored via first (1 gate answered live)");
    const c = cassette("first/unscripted.cassette.json");
    expect(c.authoring).toEqual({ nonDeterministic: true });
    expect(answerIn(c)).toBe("Bar chart (Recommended)");
    expect(validateCassette(c)).toEqual([]);
    expectReplaysGreen("first/unscripted.cassette.json");
  });

  it("--decider-llm: one Messages API call to the decider's model, its pick recorded, stamped decider-llm; valid v9", async () => {
    const server = await deciderServer();
    try {
      const r = await runCliAsync(
        [
          "record",
          "scenarios/unscripted.yaml",
          "--out",
          "llm/unscripted.cassette.json",
          "--format",
          "v9",
          "--decider-llm",
          "--intent",
          "a line chart suits a trend",
        ],
        { ANTHROPIC_API_KEY: KEY, COWORK_HARNESS_DECIDER_BASE_URL: server.url },
      );
      expect(r.code, r.stderr).toBe(0);
      expect(server.errors).toEqual([]);
      const calls = server.requests.filter((q) => q.path === "/v1/messages");
      expect(calls).toHaveLength(1);
      const body = calls[0]!.body as { messages: { content: string }[]; stream?: boolean };
      const prompt = body.messages[0]!.content;
      expect(prompt).toContain("a line chart suits a trend");
      expect(prompt).toContain(`Question: ${QUESTION}`);
      expect(prompt).toMatch(/1\) Bar chart \(Recommended\)\n {3}One bar per region\n2\) Line chart/);
      expect(prompt).toContain("Recent context");
      expect(prompt).toContain("Before I draw anything");
      expect(body.stream).toBeUndefined();
      expect(r.stderr).toContain("cassette authored via decider-llm (1 gate answered live)");
      const c = cassette("llm/unscripted.cassette.json");
      expect(c.cassetteVersion).toBe(9);
      expect(c.authoring).toEqual({ nonDeterministic: true, channel: "decider-llm" });
      expect(answerIn(c)).toBe("Line chart");
      expect(validateCassetteV9(c)).toEqual([]);
      expect(JSON.stringify(c) + r.stdout + r.stderr).not.toContain(KEY);
      expectReplaysGreen("llm/unscripted.cassette.json");
    } finally {
      await server.close();
    }
  });

  it("--decider-llm without a key: a one-line usage error before the agent starts", () => {
    const r = runCli(["record", "scenarios/unscripted.yaml", "--out", "nokey/", "--decider-llm"], {
      cwd: repo.dir,
      env: { ANTHROPIC_API_KEY: "", COWORK_HARNESS_DECIDER_API_KEY: "" },
    });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^cowork-harness record: --decider-llm needs an Anthropic API key/),
    ]);
    expect(existsSync(join(repo.dir, "nokey"))).toBe(false);
  });

  it("--decider-cmd: the helper's pick recorded, stamped decider-cmd", () => {
    const r = runCli(
      ["record", "scenarios/unscripted.yaml", "--out", "cmd/", "--decider-cmd", "node pick-second.mjs"],
      { cwd: repo.dir },
    );
    expect(r.code, r.stderr).toBe(0);
    const c = cassette("cmd/unscripted.cassette.json");
    expect(c.authoring).toEqual({ nonDeterministic: true, channel: "decider-cmd" });
    expect(answerIn(c)).toBe("Line chart");
    expect(validateCassette(c)).toEqual([]);
    expectReplaysGreen("cmd/unscripted.cassette.json");
  });

  it("--decider-dir: a second process answers through `gates --follow` and `answer`; stamped decider-dir", async () => {
    const recording = runCliAsync([
      "record",
      "scenarios/unscripted.yaml",
      "--out",
      "dir/",
      "--decider-dir",
      "gates-dir",
    ]);
    // the second process: wait for the gate, read it, answer it by label
    let gate: { seq: number; id: string; questions: { question: string }[] } | undefined;
    for (let i = 0; i < 200 && !gate; i++) {
      await new Promise((r) => setTimeout(r, 100));
      if (!existsSync(join(repo.dir, "gates-dir"))) continue;
      const listed = await runCliAsync(["gates", "gates-dir"]);
      expect(listed.code, listed.stderr).toBe(0);
      const first = listed.stdout.split("\n").find((l) => l.startsWith("{"));
      if (first) gate = JSON.parse(first);
    }
    expect(gate?.seq).toBe(1);
    expect(gate?.questions[0]?.question).toBe(QUESTION);
    const wrong = await runCliAsync(["answer", "gates-dir", "--gate", "1", "--choose", "Pie chart"]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain(
      '"Pie chart" is not an option for gate 1. Options: "Bar chart (Recommended)", "Line chart"',
    );
    const ans = await runCliAsync(["answer", "gates-dir", "--gate", "1", "--choose", "line chart"]);
    expect(ans.code, ans.stderr).toBe(0);
    expect(ans.stdout).toBe(`✓ answered gate 1: {"${QUESTION}":"Line chart"}\n`);
    const r = await recording;
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain("[gate] req-1 emitted → waiting for resp-1.json in gates-dir");
    expect(r.stderr).toContain("[gate] resp-1 consumed (gate answered)");
    // the run is over: done.json, and a follower ends at once
    expect(readdirSync(join(repo.dir, "gates-dir"))).toEqual(["done.json"]);
    const follow = await runCliAsync(["gates", "gates-dir", "--follow"]);
    expect(follow.stdout).toBe('{"done":true}\n');
    const c = cassette("dir/unscripted.cassette.json");
    expect(c.authoring).toEqual({ nonDeterministic: true, channel: "decider-dir" });
    expect(answerIn(c)).toBe("Line chart");
    expectReplaysGreen("dir/unscripted.cassette.json");
    // a directory holding gate files of another run is refused before the agent starts
    writeFileSync(join(repo.dir, "gates-dir/req-1.json"), "{}\n");
    const blocked = runCli(["record", "scenarios/unscripted.yaml", "--out", "dir3/", "--decider-dir", "gates-dir"], {
      cwd: repo.dir,
    });
    expect(blocked.code).toBe(2);
    expect(blocked.stderr).toContain("already has gate files (req-1.json) — use a fresh, empty directory per run");
  }, 60_000);

  it("an unused decider leaves no stamp: a scripted answer covers the question", () => {
    const scripted = readFileSync(join(repo.dir, "scenarios/unscripted.yaml"), "utf8").replace(
      "assert:",
      'answers:\n  - when_question: "chart style"\n    choose: Line chart\nassert:',
    );
    writeFileSync(join(repo.dir, "scenarios/scripted.yaml"), scripted.replace("name: unscripted", "name: scripted"));
    const r = runCli(
      ["record", "scenarios/scripted.yaml", "--out", "unused/", "--decider-cmd", "node pick-second.mjs"],
      { cwd: repo.dir },
    );
    expect(r.code, r.stderr).toBe(0);
    const c = cassette("unused/scripted.cassette.json");
    expect(c).not.toHaveProperty("authoring");
    expect(r.stderr).not.toContain("authored via");
  });
});

describe("rerecord with the model decider", () => {
  it("re-records a stale cassette whose question is unscripted, and reports it as answered live", async () => {
    const rec = runCli(["record", "scenarios/unscripted.yaml", "--out", "stale/", "--on-unanswered", "first"], {
      cwd: repo.dir,
    });
    expect(rec.code, rec.stderr).toBe(0);
    // an edit to the model script makes it stale (stale-model-script)
    writeFileSync(
      join(repo.dir, "model-scripts/unscripted.model.yaml"),
      readFileSync(join(repo.dir, "model-scripts/unscripted.model.yaml"), "utf8") + "# edited\n",
    );
    const server = await deciderServer();
    try {
      const plain = await runCliAsync(["rerecord", "stale/"]);
      expect(plain.code).toBe(1);
      expect(plain.stdout).toContain(`unanswered question: "${QUESTION}"`);
      const r = await runCliAsync(["rerecord", "stale/", "--decider-llm"], {
        ANTHROPIC_API_KEY: KEY,
        COWORK_HARNESS_DECIDER_BASE_URL: server.url,
      });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.stdout).toContain("✓ refreshed stale/unscripted.cassette.json");
      expect(r.stdout).toContain("    answered live: 1 gate(s) by decider-llm");
      const c = cassette("stale/unscripted.cassette.json");
      expect(c.authoring).toEqual({ nonDeterministic: true, channel: "decider-llm" });
      expect(answerIn(c)).toBe("Line chart");
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe("the Action's re-record job with input decider-llm", () => {
  /** dist/action.js as a scheduled job runs it, re-recording in the work tree only (commit-mode none). */
  function runAction(
    inputs: Record<string, string>,
    extraEnv: NodeJS.ProcessEnv = {},
  ): Promise<{ code: number; log: string; summary: string }> {
    const runner = join(repo.dir, `.runner-${Math.random().toString(36).slice(2)}`);
    mkdirSync(runner);
    writeFileSync(join(runner, "event.json"), JSON.stringify({ schedule: "0 3 * * 1" }));
    writeFileSync(join(runner, "out"), "");
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_ACTIONS: "true",
      GITHUB_WORKSPACE: repo.dir,
      GITHUB_EVENT_NAME: "schedule",
      GITHUB_EVENT_PATH: join(runner, "event.json"),
      GITHUB_REPOSITORY: "acme/skills",
      GITHUB_OUTPUT: join(runner, "out"),
      GITHUB_STEP_SUMMARY: join(runner, "summary.md"),
      RUNNER_TEMP: runner,
      INPUT_COMMAND: "rerecord",
      "INPUT_COMMIT-MODE": "none",
      INPUT_PATHS: "action/*.cassette.json",
      INPUT_CACHE: "false",
      ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
      ...extraEnv,
    };
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [join(REPO_ROOT, "dist/action.js")], { cwd: repo.dir, env });
      let log = "";
      child.stdout.on("data", (d: Buffer) => (log += d.toString()));
      child.stderr.on("data", (d: Buffer) => (log += d.toString()));
      child.on("close", (code) =>
        resolve({
          code: code ?? -1,
          log,
          summary: existsSync(join(runner, "summary.md")) ? readFileSync(join(runner, "summary.md"), "utf8") : "",
        }),
      );
    });
  }

  it("off by default (the reworded question fails the re-record); on, the model answers it and the summary lists it", async () => {
    const rec = runCli(["record", "scenarios/unscripted.yaml", "--out", "action/", "--on-unanswered", "first"], {
      cwd: repo.dir,
    });
    expect(rec.code, rec.stderr).toBe(0);
    const script = join(repo.dir, "model-scripts/unscripted.model.yaml");
    writeFileSync(script, readFileSync(script, "utf8") + "# edited again\n");
    const nokey = await runAction({ "decider-llm": "true" });
    expect(nokey.code, nokey.log).toBe(2);
    expect(nokey.log).toContain("input decider-llm needs the anthropic-api-key input");
    const off = await runAction({ "anthropic-api-key": KEY });
    expect(off.code, off.log).toBe(1);
    expect(off.log).toContain("unanswered question");
    const server = await deciderServer();
    try {
      const on = await runAction(
        { "anthropic-api-key": KEY, "decider-llm": "true", "decider-intent": "a trend view" },
        { COWORK_HARNESS_DECIDER_BASE_URL: server.url },
      );
      expect(on.code, on.log).toBe(0);
      expect(server.requests.filter((r) => r.path === "/v1/messages")).toHaveLength(1);
      expect(JSON.stringify(server.requests[0]!.body)).toContain("a trend view");
      expect(on.summary).toContain("### Answered live");
      expect(on.summary).toContain("- `action/unscripted.cassette.json`: 1 gate(s) by decider-llm");
      // only the runner's own masking command may name the key
      expect(
        on.log
          .split("\n")
          .filter((l) => !l.startsWith("::add-mask::"))
          .join("\n") + on.summary,
      ).not.toContain(KEY);
      expect(cassette("action/unscripted.cassette.json").authoring).toEqual({
        nonDeterministic: true,
        channel: "decider-llm",
      });
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe("decide: a sample question through each channel, no run", () => {
  const parse = (r: CliRun) => JSON.parse(r.stdout.trim()) as Record<string, unknown>;

  it("--decider-cmd: the helper's answer, and the line it received on stderr", () => {
    const r = runCli(["decide", "--decider-cmd", "node pick-second.mjs"], { cwd: repo.dir });
    expect(r.code, r.stderr).toBe(0);
    expect(parse(r)).toMatchObject({ command: "decide", ok: true, answer: "Change it" });
    expect(r.stderr).toMatch(/^helper received: \{"type":"decision_request","id":"check"/m);
  });

  it("--decider-llm: the model's answer", async () => {
    const server = await startModelServer({
      script: { turns: [{ expect: { user_contains: "Question: Pick a metric" }, respond: [{ text: "Totals" }] }] },
    });
    try {
      const r = await runCliAsync(
        ["decide", "--decider-llm", "--question", "Pick a metric", "--option", "Totals", "--option", "Averages"],
        {
          ANTHROPIC_API_KEY: KEY,
          COWORK_HARNESS_DECIDER_BASE_URL: server.url,
        },
      );
      expect(r.code, r.stderr).toBe(0);
      expect(parse(r)).toMatchObject({ ok: true, answer: "Totals", by: "llm" });
    } finally {
      await server.close();
    }
  });

  it("--decider-dir: answered by `answer` from another process", async () => {
    const pending = runCliAsync(["decide", "--decider-dir", "decide-dir"]);
    for (let i = 0; i < 100 && !existsSync(join(repo.dir, "decide-dir/req-1.json")); i++)
      await new Promise((r) => setTimeout(r, 100));
    const ans = await runCliAsync(["answer", "decide-dir", "--gate", "1", "--choose", "3"]);
    expect(ans.code, ans.stderr).toBe(0);
    const r = await pending;
    expect(r.code, r.stderr).toBe(0);
    expect(parse(r)).toMatchObject({ ok: true, answer: "Correct or add data", by: "in-band" });
  });

  it("scripted --answer / --answer-policy: matched, or exit 1 when no rule matches", () => {
    writeFileSync(join(repo.dir, "policy.yaml"), "answers:\n  - when_question: stage\n    choose: Looks right\n");
    const m = runCli(["decide", "--answer-policy", "policy.yaml"], { cwd: repo.dir });
    expect(m.code, m.stderr).toBe(0);
    expect(parse(m)).toMatchObject({ ok: true, matched: true, answer: "Looks right" });
    const n = runCli(["decide", "--answer", "nothing like it=Looks right"], { cwd: repo.dir });
    expect(n.code).toBe(1);
    expect(parse(n)).toMatchObject({ ok: false, matched: false });
    // rules may front a helper: they answer what they match, the helper the rest
    const fronted = runCli(["decide", "--answer", "stage=Looks right", "--decider-cmd", "node pick-second.mjs"], {
      cwd: repo.dir,
    });
    expect(parse(fronted)).toMatchObject({ ok: true, matched: true, answer: "Looks right" });
    expect(fronted.stderr).not.toContain("helper received");
    const passed = runCli(
      ["decide", "--answer", "nothing like it=Looks right", "--decider-cmd", "node pick-second.mjs"],
      { cwd: repo.dir },
    );
    expect(parse(passed)).toMatchObject({ ok: true, answer: "Change it", by: "external" });
    const clash = runCli(["decide", "--answer", "x=y", "--decider-dir", "d"], { cwd: repo.dir });
    expect(clash.code).toBe(2);
    expect(clash.stderr).toContain("--decider-dir and --answer/--answer-policy conflict");
    const none = runCli(["decide"], { cwd: repo.dir });
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^cowork-harness decide: no decider configured/);
  });
});
