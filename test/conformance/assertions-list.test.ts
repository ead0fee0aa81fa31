/**
 * assertions --list against the reference's own output: the same keys in the same order, the same
 * envelope, the same families in text. Descriptions are our own words and are not compared.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { command as assertionsCommand } from "../../src/cli/commands/assertions.js";
import type { CliIO } from "../../src/cli/io.js";
import { CONFORMANCE } from "./corpus.js";

const DIR = join(CONFORMANCE, "gate-extras");
const exits = JSON.parse(readFileSync(join(DIR, "lint/expected/exits.json"), "utf8")) as Record<string, number>;

async function run(...argv: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = "";
  const io: CliIO = { stdout: (t) => void (stdout += t), stderr: () => undefined, env: {}, cwd: "/" };
  return { code: await assertionsCommand.run(argv, io), stdout };
}

/** Each family title with the keys under it, from a text listing. */
function families(text: string): [string, string[]][] {
  const out: [string, string[]][] = [];
  for (const line of text.split("\n")) {
    if (/^ {2}\S/.test(line)) out.push([line.trim(), []]);
    else if (/^ {4}\S/.test(line)) out.at(-1)?.[1].push(line.trim().split(/\s+/)[0] as string);
  }
  return out;
}

describe("assertions --list", () => {
  it("JSON: same envelope keys, same keys in the same order, same exit code", async () => {
    const want = JSON.parse(readFileSync(join(DIR, "assertions-list.json"), "utf8")) as Record<string, unknown> & {
      assertions: { key: string }[];
    };
    const got = await run("--list", "--output-format", "json");
    const out = JSON.parse(got.stdout) as typeof want;
    expect(Object.keys(out)).toEqual(Object.keys(want));
    expect({ ...out, version: "", assertions: [] }).toEqual({ ...want, version: "", assertions: [] });
    expect(out.assertions.map((a) => a.key)).toEqual(want.assertions.map((a) => a.key));
    expect(out.assertions.every((a) => Object.keys(a).join() === "key,description")).toBe(true);
    expect(got.code).toBe(exits.assertions_list_exit);
  });
  it("text: same header, same families with the same members in the same order", async () => {
    const want = readFileSync(join(DIR, "assertions-list.txt"), "utf8");
    const got = (await run("--list")).stdout;
    expect(got.split("\n")[0]).toBe(want.split("\n")[0]);
    expect(families(got)).toEqual(families(want));
  });
});
