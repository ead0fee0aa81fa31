/** The replay command as a user runs it: bad input, output formats, usage errors. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { runCli } from "../helpers/run-cli.js";
import { tempCopy } from "../helpers/git-copy.js";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "cowork-cli-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

const minimal = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    cassetteVersion: 12,
    scenario: { name: "mini", prompt: "hi", session: "(inline)", assert: [{ transcript_contains: "hello" }] },
    events: [
      JSON.stringify({ type: "system", subtype: "init", cwd: "/w", tools: ["Read"], mcp_servers: [], skills: [] }),
      JSON.stringify({ type: "assistant", message: { model: "m", content: [{ type: "text", text: "hello there" }] } }),
      JSON.stringify({
        type: "result",
        subtype: "success",
        is_error: false,
        num_turns: 1,
        total_cost_usd: 0.01,
        usage: { input_tokens: 1, output_tokens: 2 },
      }),
    ],
    ...over,
  });

function expectOneLineError(run: { code: number; stdout: string; stderr: string }, file: string, what: RegExp) {
  expect(run.code).toBe(2);
  const all = run.stdout + run.stderr;
  expect(all).not.toMatch(/\n\s+at .+:\d+:\d+/); // no stack trace
  const line = all.split("\n").find((l) => l.includes(file) && what.test(l));
  expect(line, all).toBeDefined();
}

describe("replay: bad input is one line naming the file, exit 2", () => {
  it("a file that is not JSON", () => {
    const p = write("notjson.cassette.json", "{ this is not json");
    expectOneLineError(runCli(["replay", p]), "notjson.cassette.json", /invalid cassette JSON/);
  });

  it("JSON that is not a cassette", () => {
    const p = write("array.cassette.json", "[1, 2, 3]");
    expectOneLineError(runCli(["replay", p]), "array.cassette.json", /not a cassette/);
  });

  it("a cassette missing events", () => {
    const c = JSON.parse(minimal());
    delete c.events;
    const p = write("noevents.cassette.json", JSON.stringify(c));
    expectOneLineError(runCli(["replay", p]), "noevents.cassette.json", /events/);
  });

  it("a missing path", () => {
    const run = runCli(["replay", join(dir, "nope.cassette.json")]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/path not found: .*nope\.cassette\.json/);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("an unreadable file (a directory where a cassette should be)", () => {
    const d = join(dir, "batch");
    mkdirSync(join(d, "broken.cassette.json"), { recursive: true });
    writeFileSync(join(d, "good.cassette.json"), minimal());
    const run = runCli(["replay", d, "--output-format", "json"]);
    expect(run.code).toBe(2);
    const env = JSON.parse(run.stdout);
    expect(env.results).toHaveLength(2);
    expect(env.results[0].result).toBe("error");
    expect(env.results[0].error).toMatch(/broken\.cassette\.json: .*directory/);
    expect(env.results[1].verdict.pass).toBe(true);
  });

  it("a cassette older than v9 asks for a re-record", () => {
    const p = write("old.cassette.json", minimal({ cassetteVersion: 8 }));
    expectOneLineError(runCli(["replay", p]), "old.cassette.json", /minimum supported version v9.*re-record/);
  });

  it("an empty directory is a loud usage error, not a vacuous pass", () => {
    const d = join(dir, "empty");
    mkdirSync(d);
    const run = runCli(["replay", d, "--output-format", "json"]);
    expect(run.code).toBe(2);
    const env = JSON.parse(run.stdout);
    expect(env.ok).toBe(false);
    expect(env.error.category).toBe("usage");
    expect(env.error.message).toMatch(/no \.cassette\.json files/);
  });

  it("an unknown output format is a usage error", () => {
    const p = write("fmt.cassette.json", minimal());
    const run = runCli(["replay", p, "--output-format", "xml"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--output-format must be text or json/);
  });
});

describe("replay: output", () => {
  it("text mode prints a line per cassette and each failing assertion with evidence", () => {
    const pass = write("pass.cassette.json", minimal());
    const failing = JSON.parse(minimal());
    failing.scenario.assert = [{ transcript_contains: "goodbye" }];
    const fail = write("fail.cassette.json", JSON.stringify(failing));
    const run = runCli(["replay", pass, fail]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/✓ mini .*pass\.cassette\.json/);
    expect(run.stdout).toMatch(/✗ mini .*fail\.cassette\.json/);
    expect(run.stdout).toMatch(/transcript_contains: "goodbye"/);
  });

  it("json mode carries the reference's field names", () => {
    const p = write("json.cassette.json", minimal());
    const run = runCli(["replay", p, "--output-format", "json"]);
    expect(run.code).toBe(0);
    const env = JSON.parse(run.stdout);
    expect(Object.keys(env)).toEqual(["tool", "version", "command", "ok", "results", "error"]);
    expect(env.ok).toBe(true);
    expect(env.results[0].verdict.pass).toBe(true);
    expect(env.results[0].assertions[0]).toMatchObject({ assertion: { transcript_contains: "hello" }, pass: true });
  });

  it("--version prints package.json's version", () => {
    const run = runCli(["--version"]);
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8"));
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(pkg.version);
  });
});

describe("replay: a batch says each shared notice once", () => {
  it("our examples, recorded and judged without baselines, print no baseline note at all", () => {
    const all = runCli(["replay", "examples/replays"], { cwd: REPO_ROOT });
    expect(all.code).toBe(0);
    expect(all.stderr).not.toContain("cassette note: baseline");
    expect(all.stderr).not.toContain("cassette note: prompt-assets");
  });

  it("another tool's cassettes: the baseline notes once, counting all four, and one cassette's as they are", () => {
    // the examples as another recorder wrote them: no agent-version stamp, so no baseline was given on purpose
    const copy = tempCopy(join(REPO_ROOT, "examples"), { name: "examples" });
    try {
      for (const f of readdirSync(join(copy.dir, "replays")).filter((n) => n.endsWith(".cassette.json"))) {
        const path = join(copy.dir, "replays", f);
        const c = JSON.parse(readFileSync(path, "utf8")) as { environment: Record<string, unknown> };
        delete c.environment.agentVersion;
        writeFileSync(path, JSON.stringify(c, null, 2) + "\n");
      }
      const all = runCli(["replay", "replays"], { cwd: copy.dir });
      expect(all.code).toBe(0);
      const notes = all.stderr.split("\n").filter((l) => l.startsWith("notice: [replay] cassette note: "));
      expect(notes.length).toBeGreaterThan(0);
      expect(new Set(notes).size).toBe(notes.length);
      for (const n of notes) expect(n).toMatch(/ \(4 cassettes\)$/);
      const one = runCli(["replay", "replays/csv-report.cassette.json"], { cwd: copy.dir });
      const oneNotes = one.stderr.split("\n").filter((l) => l.startsWith("notice: [replay] cassette note: "));
      expect(oneNotes).toEqual(notes.map((n) => n.replace(/ \(4 cassettes\)$/, "")));
    } finally {
      copy.cleanup();
    }
  });
});
