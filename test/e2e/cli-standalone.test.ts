/**
 * The gate's commands (replay, verify, check) are bundled one file each (dist/standalone/), which
 * dist/cli.js imports: one module to load instead of ~27 shared chunks. Each bundle carries its own
 * copy of the modules it shares with the rest of dist/, so it must also bring its own streams: the
 * log guard that lets our annotations through under GitHub Actions keeps its registry per copy.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI, REPO_ROOT } from "../helpers/paths.js";

const GATE_COMMANDS = ["replay", "verify", "check"];
const bundle = (name: string): string => readFileSync(join(REPO_ROOT, "dist/standalone", `${name}.js`), "utf8");

describe("the gate's commands as bundles of their own", () => {
  it.each(GATE_COMMANDS)("dist/standalone/%s.js imports no file of dist/ (one module to load)", (name) => {
    const text = bundle(name);
    expect(text).toContain(`standaloneRunner("${name}"`);
    // every import of a relative path (static or dynamic) would be another module to load
    expect(text.match(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']\.{1,2}\/[^"']*["']/g) ?? []).toEqual([]);
  });

  it("dist/cli.js runs them from those files", () => {
    const cli = readFileSync(CLI, "utf8");
    for (const name of GATE_COMMANDS) expect(cli).toContain(`import("./standalone/${name}.js")`);
    expect(cli).not.toMatch(/import\("\.\/chunks\/(?:replay|verify|check)-/);
  });

  it("under GitHub Actions a bundled command's own annotations reach the log as commands", () => {
    const r = spawnSync(process.execPath, [CLI, "replay", "examples/replays"], {
      cwd: REPO_ROOT,
      encoding: "utf8",
      env: { ...process.env, GITHUB_ACTIONS: "true", GITHUB_STEP_SUMMARY: "", COWORK_HARNESS_OUTPUT_FORMAT: "" },
      timeout: 60_000,
    });
    expect(r.status).toBe(0);
    const lines = `${r.stdout}\n${r.stderr}`.split("\n");
    // the notes the replay of a directory says once, as the notices it built (not shown as text: "» ::notice::")
    expect(lines.filter((l) => l.startsWith("::notice::[replay] cassette note:")).length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.includes("» ::"))).toEqual([]);
  });
});
