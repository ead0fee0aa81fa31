/**
 * One command shape: every module of src/cli/commands/ exports one `command` made by defineCommand
 * (src/cli/command.ts), named as its file and as its key in main's table, and nothing else a caller
 * could run instead. And the helper's preamble itself: --help before anything, the output format
 * read only by a command that takes it, errors reported where the command asks.
 */
import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { COMMANDS } from "../../src/cli/main.js";
import { defineCommand, isDefinedCommand } from "../../src/cli/command.js";
import type { CliIO } from "../../src/cli/io.js";
import { UsageError } from "../../src/core/util/errors.js";
import { REPO_ROOT } from "../helpers/paths.js";

const COMMANDS_DIR = join(REPO_ROOT, "src", "cli", "commands");
const files = readdirSync(COMMANDS_DIR)
  .filter((f) => f.endsWith(".ts"))
  .map((f) => f.slice(0, -".ts".length))
  .sort();

function captureIO(env: NodeJS.ProcessEnv = {}): CliIO & { out: () => string; err: () => string } {
  let stdout = "";
  let stderr = "";
  return {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    env,
    cwd: "/nowhere",
    out: () => stdout,
    err: () => stderr,
  };
}

describe("every command module has the one shape", () => {
  it("the table and the directory name the same commands", () => {
    expect(files.length).toBeGreaterThan(20);
    expect(Object.keys(COMMANDS).sort()).toEqual(files);
  });

  for (const file of files) {
    it(`${file}: exports a \`command\` made by defineCommand, the one main's table loads`, async () => {
      const m = (await import(join(COMMANDS_DIR, `${file}.js`))) as Record<string, unknown>;
      expect(
        isDefinedCommand(m.command),
        `src/cli/commands/${file}.ts must export const command = defineCommand({...})`,
      ).toBe(true);
      const entry = await COMMANDS[file]!();
      expect(entry).toBe(m.command);
      expect(entry.name).toBe(file);
      expect(entry.options.help).toEqual({ type: "boolean", short: "h" });
      // nothing else to call: a help text for the docs generators is all a module may export beside it
      const others = Object.entries(m).filter(([k, v]) => k !== "command" && typeof v !== "string");
      expect(others.map(([k]) => k)).toEqual([]);
    });

    it(`${file} --help: the helper prints the usage, whatever else is wrong`, async () => {
      const entry = await COMMANDS[file]!();
      for (const argv of [["--help"], ["-h"], ["-h", "extra", "positionals"]]) {
        const io = captureIO({ COWORK_HARNESS_OUTPUT_FORMAT: "xml" });
        expect(await entry.run(argv, io)).toBe(0);
        expect({ stdout: io.out(), stderr: io.err() }).toEqual({ stdout: entry.help, stderr: "" });
      }
    });
  }

  it("a look-alike not made by defineCommand does not pass for one", () => {
    expect(isDefinedCommand({ name: "x", help: "", options: {}, run: async () => 0 })).toBe(false);
    expect(isDefinedCommand(undefined)).toBe(false);
  });
});

describe("defineCommand's preamble", () => {
  const OPTIONS = {
    "output-format": { type: "string" },
    flag: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  } as const;
  const seen: unknown[] = [];
  const made = (extra: Partial<Parameters<typeof defineCommand<typeof OPTIONS>>[0]> = {}) =>
    defineCommand({
      name: "probe",
      help: "Usage: cowork-harness probe\n",
      options: OPTIONS,
      run: async ({ values, positionals, format }) => {
        seen.push({ flag: values.flag, positionals, format });
        return 7;
      },
      ...extra,
    });

  it("hands the command its parsed values, positionals and output format", async () => {
    seen.length = 0;
    expect(await made().run(["a", "--flag", "--output-format", "json"], captureIO())).toBe(7);
    expect(await made().run([], captureIO({ COWORK_HARNESS_OUTPUT_FORMAT: "json" }))).toBe(7);
    expect(await made().run([], captureIO())).toBe(7);
    expect(seen).toEqual([
      { flag: true, positionals: ["a"], format: "json" },
      { flag: undefined, positionals: [], format: "json" },
      { flag: undefined, positionals: [], format: "text" },
    ]);
  });

  it("--help wins over a bad format and never reaches the command", async () => {
    seen.length = 0;
    const io = captureIO();
    expect(await made().run(["--output-format", "xml", "--help"], io)).toBe(0);
    expect([io.out(), seen]).toEqual(["Usage: cowork-harness probe\n", []]);
  });

  it("a command without --output-format never reads the environment's", async () => {
    let format: unknown = "unset";
    const plain = defineCommand({
      name: "plain",
      help: "Usage: cowork-harness plain\n",
      options: { help: { type: "boolean", short: "h" } },
      run: async (c) => ((format = c.format), 0),
    });
    expect(await plain.run([], captureIO({ COWORK_HARNESS_OUTPUT_FORMAT: "xml" }))).toBe(0);
    expect(format).toBeUndefined();
  });

  it("beforeFormat's checks come before the format's", async () => {
    const early = made({
      beforeFormat: ({ positionals }) => {
        if (positionals.length > 0) throw new UsageError("no paths");
      },
    });
    await expect(early.run(["p", "--output-format", "xml"], captureIO())).rejects.toThrow("no paths");
    await expect(early.run(["--output-format", "xml"], captureIO())).rejects.toThrow(
      "--output-format must be text or json",
    );
  });

  it("errors go to main's dispatch by default, or are reported here as asked", async () => {
    await expect(made().run(["--bogus"], captureIO())).rejects.toThrow("Unknown option '--bogus'");

    const line = captureIO();
    expect(await made({ errors: "line" }).run(["--bogus", "--output-format", "json"], line)).toBe(2);
    expect({ stdout: line.out(), stderr: line.err() }).toEqual({
      stdout: "",
      stderr: "cowork-harness probe: Unknown option '--bogus'\n",
    });

    const json = captureIO();
    expect(await made({ errors: "json-usage" }).run(["--bogus", "--output-format", "json"], json)).toBe(2);
    expect(JSON.parse(json.out())).toMatchObject({
      command: "probe",
      ok: false,
      error: { category: "usage", message: "Unknown option '--bogus'" },
    });
    expect(json.err()).toBe("cowork-harness probe: Unknown option '--bogus'\n");

    const own = captureIO();
    expect(
      await made({ errors: (e, argv) => (own.stderr(`${String(e)} after ${argv.join(" ")}\n`), 9) }).run(
        ["--bogus"],
        own,
      ),
    ).toBe(9);
    expect(own.err()).toBe("UsageError: Unknown option '--bogus' after --bogus\n");
  });
});
