import { describe, it, expect } from "vitest";
import { execFileSync, spawnSync } from "node:child_process";
import { HIDDEN_AGENT_FLAGS, buildAgentArgs, flagsOf } from "../../src/live/agent/argv.js";
import { AGENT_TOOLS } from "../../src/core/baselines/agent-tools.js";
import { resolveAgentBinary } from "../../src/live/agent/binary.js";

const binary = resolveAgentBinary();
const help = execFileSync(binary, ["--help"], { encoding: "utf8", env: { PATH: process.env.PATH ?? "" } });

/** The option spellings --help lists (every `-x` / `--xyz` at the start of an option line). */
const listed = new Set<string>();
for (const line of help.split("\n")) {
  const m = /^\s{2}(-[^\s<[,]+(?:,\s*--?[^\s<[,]+)*)/.exec(line);
  if (m) for (const f of m[1]!.split(/,\s*/)) listed.add(f);
}

describe("the pinned agent binary accepts every flag we pass", () => {
  const argv = buildAgentArgs({
    model: "m",
    appendSystemPrompt: "p",
    pluginDirs: ["/tmp/a"],
    effort: "high",
    permissionMode: "default",
  });

  it("is the pinned version", () => {
    expect(execFileSync(binary, ["--version"], { encoding: "utf8" }).trim()).toBe("2.1.332 (Claude Code)");
  });

  it("lists each flag in --help, except the documented hidden ones", () => {
    expect(listed.has("--print")).toBe(true); // the parser works
    const missing = flagsOf(argv).filter((f) => !listed.has(f) && !HIDDEN_AGENT_FLAGS.includes(f));
    expect(missing).toEqual([]);
    expect(flagsOf(argv)).toEqual(
      expect.arrayContaining([
        "-p",
        "--verbose",
        "--input-format",
        "--output-format",
        "--permission-mode",
        "--setting-sources",
        "--effort",
        "--model",
        "--append-system-prompt",
        "--plugin-dir",
        "--tools",
        "--allowedTools",
      ]),
    );
  });

  it("passes a --permission-mode value the help lists as a choice", () => {
    const mode = argv[argv.indexOf("--permission-mode") + 1]!;
    expect(mode).toBe("manual");
    expect(help.replace(/\s+/g, " ")).toMatch(new RegExp(`--permission-mode <mode>.*choices:[^)]*"${mode}"`));
  });

  it("accepts the hidden flags (the parser rejects the sentinel after them, not them)", () => {
    for (const flag of HIDDEN_AGENT_FLAGS) {
      const r = spawnSync(binary, [flag, "stdio", "--no-such-flag-sentinel"], {
        encoding: "utf8",
        env: { PATH: process.env.PATH ?? "" },
        timeout: 15_000,
      });
      expect(r.stderr).toContain("unknown option '--no-such-flag-sentinel'");
      expect(r.stderr).not.toContain(flag);
    }
    const bogus = spawnSync(binary, ["--permission-prompt-toolz", "stdio"], {
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "" },
      timeout: 15_000,
    });
    expect(bogus.stderr).toContain("unknown option '--permission-prompt-toolz'");
  });

  it("puts the variadic tool lists last", () => {
    const toolsAt = argv.indexOf("--tools");
    expect(argv.slice(toolsAt + 1, toolsAt + 1 + AGENT_TOOLS.length)).toEqual([...AGENT_TOOLS]);
    expect(argv.slice(argv.indexOf("--allowedTools") + 1)).toEqual(["Read", "Glob", "Grep"]);
  });
});
