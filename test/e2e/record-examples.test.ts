/**
 * Recording with the real claude binary against our scripted model server: the example
 * scenarios record, their cassettes replay green with the live verdict, v9 output validates
 * against our v9 schema (the seed check is in test/conformance), secrets never reach a cassette, and a failed run never replaces
 * a good cassette.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync, existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { makeValidator, newAjv } from "../../src/core/schema/validators.js";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

let repo: TempCopy;
beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
});
afterAll(() => repo?.cleanup());

const scenarios = readdirSync(join(REPO_ROOT, "examples/scenarios"))
  .filter((f) => f.endsWith(".yaml"))
  .sort();

describe("record the examples with the real agent", () => {
  it("has at least three example scenarios", () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(3);
  });

  for (const file of scenarios) {
    it(`${file}: records, and the cassette replays with the live verdict`, () => {
      const rec = runCli(["record", `scenarios/${file}`, "--out", "out/", "--output-format", "json"], {
        cwd: repo.dir,
      });
      expect(rec.code, rec.stderr).toBe(0);
      const live = JSON.parse(rec.stdout).results[0];
      const cassette = join(repo.dir, live.cassette);
      expect(existsSync(cassette)).toBe(true);
      const replay = runCli(["replay", cassette, "--output-format", "json"], { cwd: repo.dir });
      expect(replay.code, replay.stderr).toBe(0);
      const replayed = JSON.parse(replay.stdout).results[0];
      expect(replayed.verdict.pass).toBe(live.verdict.pass);
      const shape = (r: any) => r.assertions.map((a: any) => [a.assertion, a.pass]);
      expect(shape(replayed)).toEqual(
        shape(live).filter(([a]: [Record<string, unknown>]) => !("egress_denied" in a || "egress_allowed" in a)),
      );
      expect(replayed.staleness ?? []).toEqual([]);
    });
  }

  it("--format v9 writes a strict v9 cassette that validates against our v9 schema and replays green", () => {
    const rec = runCli(
      ["record", "scenarios/metric-choice.yaml", "--out", "v9/metric-choice.cassette.json", "--format", "v9"],
      { cwd: repo.dir },
    );
    expect(rec.code, rec.stderr).toBe(0);
    const cassette = JSON.parse(readFileSync(join(repo.dir, "v9/metric-choice.cassette.json"), "utf8"));
    expect(cassette.cassetteVersion).toBe(9);
    expect(cassette.fingerprint.hashFormat).toBeUndefined();
    const schema = JSON.parse(readFileSync(join(REPO_ROOT, "schema/cassette.v9.schema.json"), "utf8"));
    const validate = makeValidator(schema, newAjv());
    expect(validate(cassette)).toEqual([]);
    const replay = runCli(["replay", "v9/metric-choice.cassette.json"], { cwd: repo.dir });
    expect(replay.code, replay.stdout + replay.stderr).toBe(0);
    const verify = runCli(["verify", "v9/metric-choice.cassette.json"], { cwd: repo.dir });
    expect(verify.stdout + verify.stderr).not.toMatch(/unverifiable/);
  });

  it("a secret in the environment and in a tool result never reaches the cassette", () => {
    const secret = "sk-ant-api03-" + "Z".repeat(40) + "-planted";
    const ghToken = "ghp_" + "q".repeat(36);
    writeFileSync(
      join(repo.dir, "model-scripts/leak.yaml"),
      [
        "turns:",
        "  - respond:",
        '      - tool_use: {name: Bash, input: {command: "echo token=' +
          ghToken +
          ' key=$PLANTED_HOME_SECRET", description: leak}}',
        "  - respond:",
        '      - text: "Done: ' + secret + '"',
        "",
      ].join("\n"),
    );
    writeFileSync(
      join(repo.dir, "scenarios/leak.yaml"),
      [
        "name: leak",
        "session: ../sessions/default.yaml",
        "model_script: ../model-scripts/leak.yaml",
        "prompt: print things",
        "answers:",
        "  - {when_tool: Bash, decide: allow}",
        "assert:",
        "  - result: success",
        "",
      ].join("\n"),
    );
    const rec = runCli(["record", "scenarios/leak.yaml", "--out", "leak/"], {
      cwd: repo.dir,
      env: { ANTHROPIC_API_KEY: secret, GITHUB_TOKEN: ghToken, PLANTED_HOME_SECRET: "never-visible-123" },
    });
    expect(rec.code, rec.stderr).toBe(0);
    const text = readFileSync(join(repo.dir, "leak/leak.cassette.json"), "utf8");
    expect(text).not.toContain(secret);
    expect(text).not.toContain(ghToken);
    expect(text).not.toContain("never-visible-123"); // the agent's env is an allowlist
    expect(text).toContain("REDACTED");
  });

  it("a hanging model server ends at timeout_ms with a one-line error, and the earlier cassette stays byte-identical", () => {
    const first = runCli(["record", "scenarios/denied-delete.yaml", "--out", "keep/"], { cwd: repo.dir });
    expect(first.code, first.stderr).toBe(0);
    const path = join(repo.dir, "keep/denied-delete.cassette.json");
    const before = readFileSync(path);
    writeFileSync(join(repo.dir, "model-scripts/hang.yaml"), "turns:\n  - fault: hang\n");
    const run = runCli(
      [
        "record",
        "scenarios/denied-delete.yaml",
        "--out",
        "keep/",
        "--model-script",
        "model-scripts/hang.yaml",
        "--timeout-ms",
        "4000",
      ],
      {
        cwd: repo.dir,
      },
    );
    expect(run.code).toBe(1);
    const errLines = run.stderr.split("\n").filter((l) => /timed out|timeout/i.test(l));
    expect(errLines.length, run.stderr).toBeGreaterThanOrEqual(1);
    expect(run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it("killing the agent mid-run leaves the earlier cassette byte-identical", async () => {
    const path = join(repo.dir, "keep/denied-delete.cassette.json");
    const before = readFileSync(path);
    const child = spawn(
      process.execPath,
      [
        join(REPO_ROOT, "dist/cli.js"),
        "record",
        "scenarios/denied-delete.yaml",
        "--out",
        "keep/",
        "--model-script",
        "model-scripts/hang.yaml",
        "--timeout-ms",
        "60000",
      ],
      { cwd: repo.dir, env: { ...process.env, GITHUB_ACTIONS: "" } },
    );
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    const code = new Promise<number>((res) => child.on("close", (c) => res(c ?? -1)));
    // find the agent (a child of the CLI) and kill it hard
    let killed = false;
    for (let i = 0; i < 100 && !killed; i++) {
      await new Promise((r) => setTimeout(r, 200));
      const ps = await new Promise<string>((res) => {
        const p = spawn("ps", ["-o", "pid=,ppid=,args=", "--ppid", String(child.pid)]);
        let out = "";
        p.stdout.on("data", (d) => (out += d));
        p.on("close", () => res(out));
      });
      const agent = ps.split("\n").find((l) => l.includes("stream-json"));
      if (agent) {
        process.kill(Number(agent.trim().split(/\s+/)[0]), "SIGKILL");
        killed = true;
      }
    }
    expect(killed).toBe(true);
    expect(await code).toBe(1);
    expect(stderr).toMatch(/record: scenarios\/denied-delete\.yaml: .*(crash|exit|signal|killed)/i);
    expect(readFileSync(path).equals(before)).toBe(true);
  });
});
