/**
 * Every command in the CLI's command table answers --help and -h with its full usage: exit 0,
 * nothing on stderr, a "Usage: cowork-harness <cmd>" line, every option its parser accepts,
 * and its exit codes. The table is the one main() dispatches on, so a new command is covered.
 */
import { describe, expect, it } from "vitest";
import { COMMANDS, USAGE, main } from "../../src/cli/main.js";
import type { CliIO } from "../../src/cli/io.js";

async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIO = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    env: { COWORK_HARNESS_OUTPUT_FORMAT: "" },
    cwd: process.cwd(),
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

const names = Object.keys(COMMANDS);

describe("--help for every command", () => {
  it("the top-level usage lists every command of the table but the internal ones, and no other", async () => {
    const commands = /\nCommands:\n([\s\S]*?)\n\n/.exec(USAGE)?.[1] ?? "";
    const listed = [...new Set([...commands.matchAll(/^ {2}([a-z][a-z-]*) /gm)].map((m) => m[1]))].sort();
    expect(listed.length).toBeGreaterThan(5);
    const internal = new Set<string>();
    for (const name of names) if (/^Internal: /m.test((await COMMANDS[name]!()).help)) internal.add(name);
    expect(names.filter((n) => !internal.has(n)).sort()).toEqual(listed);
  });

  for (const name of names) {
    for (const flag of ["--help", "-h"]) {
      it(`${name} ${flag}: exit 0, full usage on stdout`, async () => {
        const entry = await COMMANDS[name]!();
        const r = await run([name, flag]);
        expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
        expect(r.stdout).toBe(entry.help);
        expect(r.stdout.startsWith("Usage: cowork-harness ")).toBe(true);
        expect(r.stdout).toMatch(new RegExp(`cowork-harness ${name}\\b`));
        expect(r.stdout).toMatch(/^Exit codes: /m);
        const missing = Object.keys(entry.options).filter(
          (o) => o !== "help" && !new RegExp(`--${o}(?![a-z-])`).test(r.stdout),
        );
        expect(missing, `${name} --help does not mention these options`).toEqual([]);
      });
    }
  }

  it("--help wins over a missing required argument", async () => {
    for (const argv of [
      ["merge", "--help"],
      ["matrix", "--help"],
      ["verify", "--help"],
      ["rehash", "-h"],
    ]) {
      const r = await run(argv);
      expect([argv.join(" "), r.code, r.stdout.split("\n")[0]]).toEqual([
        argv.join(" "),
        0,
        expect.stringMatching(/^Usage: cowork-harness /),
      ]);
    }
  });
});
