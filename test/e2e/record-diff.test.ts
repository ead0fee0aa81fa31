/**
 * Recordings that diff well, with the real agent at the container tier: a no-op re-record of an
 * example (same scenario, same model script) writes the same events and controlOut byte for byte,
 * and replays green. Only the timeline's measured timing (its ts values and header) may differ.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

let repo: TempCopy;
beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
});
afterAll(() => repo?.cleanup());

describe("a no-op re-record", () => {
  it("csv-report (MCP servers, tool calls, permission answers): events and controlOut are unchanged, and it replays green", () => {
    const read = (out: string) => JSON.parse(readFileSync(join(repo.dir, out, "csv-report.cassette.json"), "utf8"));
    for (const out of ["one", "two"]) {
      const rec = runCli(["record", "scenarios/csv-report.yaml", "--out", `${out}/`], { cwd: repo.dir });
      expect(rec.code, rec.stderr).toBe(0);
    }
    const [a, b] = [read("one"), read("two")];
    expect(a.events.length).toBeGreaterThan(10);
    expect(b.events).toEqual(a.events);
    expect(b.controlOut).toEqual(a.controlOut);
    const { timeline: _ta, timelineHeader: _ha, ...restA } = a;
    const { timeline: _tb, timelineHeader: _hb, ...restB } = b;
    expect(restB).toEqual(restA);
    expect(b.timeline.map((e: { ts: number }) => ({ ...e, ts: 0 }))).toEqual(
      a.timeline.map((e: { ts: number }) => ({ ...e, ts: 0 })),
    );
    // the ids are renumbered, not dropped: every request the agent sent is answered under its id
    const ids = a.events.flatMap((l: string) => [...l.matchAll(/"request_id":"([^"]+)"/g)].map((m) => m[1]));
    expect(ids).toContain("00000000-0000-4000-8000-000000000001");
    expect(a.events.join("\n")).not.toMatch(/"duration_ms":[1-9]/);
    const replay = runCli(["replay", "two/csv-report.cassette.json"], { cwd: repo.dir });
    expect(replay.code, replay.stdout + replay.stderr).toBe(0);
  });
});
