import { describe, it, expect } from "vitest";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compactResult, ResultsStream } from "../../src/gate/check/results-stream.js";
import { readResultsFile, resultsFile } from "../../src/gate/check/results-file.js";
import { buildGateReport } from "../../src/gate/report/gate-report.js";
import type { ReplayResult } from "../../src/gate/replay/result.js";
import { makeResult } from "../helpers/report-fixtures.js";

const result = (i: number, extra: Partial<ReplayResult> = {}): ReplayResult =>
  makeResult({
    cassette: `/repo/c-${i}.cassette.json`,
    scenario: `s-${i} ✓ é 日本`,
    assertions: [
      { assertion: { tool_called: "Bash" }, pass: true },
      { assertion: { max_turns: 5 }, pass: i % 2 === 0, message: "too many turns", evidence: "7 turns" },
      { assertion: { stale: 1 }, pass: true, source: "staleness" },
    ],
    ...extra,
  } as unknown as Parameters<typeof makeResult>[0]);

describe("ResultsStream", () => {
  it("writes results that finish out of order in input order, as valid JSON readResultsFile reads, leaving no temp file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "results-stream-"));
    const path = join(dir, "results.json");
    writeFileSync(path, "old content");
    const out: string[] = [];
    const stream = await ResultsStream.open({
      path,
      shard: "2/3",
      stdout: (t) => out.push(t),
      secrets: ["sup3rs3cr3tvalue"],
    });
    const all = Array.from({ length: 9 }, (_, i) =>
      result(i, i === 4 ? { error: "token sup3rs3cr3tvalue leaked" } : {}),
    );
    for (const i of [3, 0, 8, 1, 2, 7, 5, 4, 6]) stream.push(i, all[i]!);
    // not renamed yet: the old file stays whole until finish
    expect(readFileSync(path, "utf8")).toBe("old content");
    await stream.finish(false);
    await stream.abort();
    const text = readFileSync(path, "utf8");
    const file = await readResultsFile(path);
    expect(file.results.map((r) => r.cassette)).toEqual(all.map((r) => r.cassette));
    expect(Object.keys(file)).toEqual(["tool", "version", "command", "ok", "shard", "results", "error"]);
    expect(file.ok).toBe(false);
    expect(file.shard).toBe("2/3");
    expect(text).not.toContain("sup3rs3cr3tvalue");
    // byte for byte what the whole-array writer wrote, and the same on stdout
    const masked = all.map((r) => JSON.parse(JSON.stringify(r).replaceAll("sup3rs3cr3tvalue", "***")) as ReplayResult);
    expect(text).toBe(JSON.stringify(resultsFile(masked, false, "2/3")) + "\n");
    expect(out.join("")).toBe(text);
    expect(readdirSync(dir)).toEqual(["results.json"]);
  });

  it("leaves no file and no temp file when aborted, and writes an empty envelope for no results", async () => {
    const dir = mkdtempSync(join(tmpdir(), "results-stream-"));
    const s1 = await ResultsStream.open({ path: join(dir, "a.json") });
    s1.push(1, result(1));
    await s1.abort();
    expect(readdirSync(dir)).toEqual([]);
    const s2 = await ResultsStream.open({ path: join(dir, "b.json") });
    await s2.finish(true);
    expect((await readResultsFile(join(dir, "b.json"))).results).toEqual([]);
    expect(readdirSync(dir)).toEqual(["b.json"]);
  });

  it("keeps a compact result the gate report reads exactly as the full one", () => {
    const full = Array.from({ length: 4 }, (_, i) =>
      result(i, {
        exitCode: i % 2 === 0 ? 0 : 1,
        staleness:
          i === 3 ? [{ class: "skill", message: "skill edited", files: { changed: ["SKILL.md"] } }] : undefined,
      } as Partial<ReplayResult>),
    );
    const compact = full.map(compactResult);
    expect(JSON.stringify(compact[1]).length).toBeLessThan(JSON.stringify(full[1]).length);
    expect(buildGateReport(compact, { root: "/repo" })).toEqual(buildGateReport(full, { root: "/repo" }));
  });
});
