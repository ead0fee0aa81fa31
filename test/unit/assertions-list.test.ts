/** `assertions --list`: every schema key once, with a description; JSON flat in catalog order; text in families. */
import { describe, expect, it } from "vitest";
import { command as assertionsCommand } from "../../src/cli/commands/assertions.js";
import type { CliIO } from "../../src/cli/io.js";
import { ASSERTION_DESCRIPTIONS } from "../../src/core/scenario/assertion-descriptions.js";
import { ASSERTION_KEYS } from "../../src/core/scenario/assertion-schema.js";

async function run(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIO = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {}, cwd: "/" };
  return { code: await assertionsCommand.run(argv, io), stdout, stderr };
}

describe("assertion catalog", () => {
  it("describes exactly the schema's keys plus the synthesized replay_protocol_fidelity, each once", () => {
    const keys = ASSERTION_DESCRIPTIONS.map(([k]) => k);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...ASSERTION_KEYS, "replay_protocol_fidelity"].sort());
    expect(ASSERTION_DESCRIPTIONS.every(([, d]) => d.trim().length > 10)).toBe(true);
  });
});

describe("assertions --list", () => {
  it("JSON: the envelope with {key, description} in catalog order", async () => {
    const r = await run("--list", "--output-format", "json");
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { assertions: { key: string; description: string }[] };
    expect(Object.keys(out)).toEqual(["tool", "version", "command", "ok", "assertions", "error"]);
    expect(out).toMatchObject({ tool: "cowork-harness", command: "assertions", ok: true, error: null });
    expect(out.assertions.map((a) => a.key)).toEqual(ASSERTION_DESCRIPTIONS.map(([k]) => k));
    expect(out.assertions[0]).toEqual({ key: "transcript_contains", description: ASSERTION_DESCRIPTIONS[0]?.[1] });
  });
  it("text: a header with the count, families in order, keys padded to the longest", async () => {
    const r = await run("--list");
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toBe(
      `available assertions (${ASSERTION_DESCRIPTIONS.length}) — use under a scenario's \`assert:\` list:`,
    );
    const titles = lines.filter((l) => /^ {2}\S/.test(l)).map((l) => l.trim());
    expect(titles).toEqual([
      "Outcome",
      "Transcript / prose",
      "Gates (AskUserQuestion)",
      "Hooks",
      "Path denial / VM paths",
      "Sub-agents",
      "Tools",
      "Skills / connectors",
      "Tasks",
      "Egress",
      "Files / artifacts / delivery",
      "Budgets",
      "Verdict modifiers (no-op passes on replay)",
    ]);
    const width = "computer_links_resolve_if_present".length;
    expect(lines).toContain(
      `    ${"result".padEnd(width)}  ${ASSERTION_DESCRIPTIONS.find(([k]) => k === "result")?.[1]}`,
    );
    const outcome = lines
      .slice(lines.indexOf("  Outcome") + 1, lines.indexOf("  Transcript / prose") - 1)
      .map((l) => l.trim().split(/\s+/)[0]);
    expect(outcome).toEqual(["compaction_occurred", "result", "semantic_matches"]);
    expect(lines.filter((l) => l.startsWith("    ")).length).toBe(ASSERTION_DESCRIPTIONS.length);
    expect(r.stdout.endsWith("\n\n")).toBe(true);
  });
  it("without --list: the same list (a newcomer's first try is not a usage error)", async () => {
    const plain = await run();
    expect(plain.code).toBe(0);
    expect(plain.stdout).toBe((await run("--list")).stdout);
    expect(JSON.parse((await run("--output-format", "json")).stdout)).toMatchObject({
      ok: true,
      command: "assertions",
    });
  });
  it("with a positional or an unknown flag: usage, exit 2", async () => {
    for (const argv of [
      ["--list", "x"],
      ["--list", "--verbose"],
    ]) {
      const r = await run(...argv);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^cowork-harness assertions: /);
    }
    const json = await run("--output-format", "json", "x");
    expect(JSON.parse(json.stdout)).toMatchObject({
      ok: false,
      error: { category: "usage", message: "usage: assertions [--list] [--output-format json]" },
    });
  });
});
