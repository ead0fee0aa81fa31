/**
 * Huge cassettes: a file over the size cap is refused before it is read, with a one-line
 * message naming the limit and the env var that raises it; one under the cap is replayed within
 * a bounded multiple of its size in memory.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  ftruncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import {
  DEFAULT_MAX_CASSETTE_BYTES,
  MAX_CASSETTE_BYTES_ENV,
  loadCassetteFile,
  maxCassetteBytes,
  readCassetteText,
} from "../../src/core/cassette/load.js";
import { replayCassetteFile } from "../../src/gate/replay/replay-cassette.js";
import { HarnessError } from "../../src/core/util/errors.js";
import { CLI } from "../helpers/paths.js";
import { EXAMPLE_REPLAYS as REPLAYS } from "../helpers/fixtures.js";

let dir: string;
let sparse: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "cowork-huge-"));
  sparse = join(dir, "huge.cassette.json");
  // a sparse 300 MiB file: no disk or memory is spent on it unless something reads it
  const fd = openSync(sparse, "w");
  ftruncateSync(fd, 300 * 1024 * 1024);
  closeSync(fd);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the cassette size cap", () => {
  it("defaults to 128 MiB and is raised with COWORK_HARNESS_MAX_CASSETTE_BYTES", () => {
    expect(DEFAULT_MAX_CASSETTE_BYTES).toBe(128 * 1024 * 1024);
    expect(maxCassetteBytes({})).toBe(DEFAULT_MAX_CASSETTE_BYTES);
    expect(maxCassetteBytes({ [MAX_CASSETTE_BYTES_ENV]: "1000" })).toBe(1000);
    expect(maxCassetteBytes({ [MAX_CASSETTE_BYTES_ENV]: "lots" })).toBe(DEFAULT_MAX_CASSETTE_BYTES);
    expect(maxCassetteBytes({ [MAX_CASSETTE_BYTES_ENV]: "0" })).toBe(DEFAULT_MAX_CASSETTE_BYTES);
  });

  it("a 300 MiB cassette is refused before it is read: fast, no memory spent, one line naming the limit", async () => {
    expect(statSync(sparse).size).toBe(300 * 1024 * 1024);
    const rss0 = process.memoryUsage().rss;
    const t0 = Date.now();
    let err: unknown;
    try {
      await loadCassetteFile(sparse);
    } catch (e) {
      err = e;
    }
    expect(Date.now() - t0).toBeLessThan(1_000);
    expect(process.memoryUsage().rss - rss0).toBeLessThan(50 * 1024 * 1024);
    expect(err).toBeInstanceOf(HarnessError);
    const msg = (err as Error).message;
    expect(msg).toBe(
      `${sparse}: cassette is 314572800 bytes, over the 134217728-byte limit — refusing to load it (a replay needs about 1.5× the file size in memory; raise the limit with COWORK_HARNESS_MAX_CASSETTE_BYTES=<bytes> if the machine has it)`,
    );
  });

  it("replay turns the refusal into an error result with exit 2", async () => {
    const { result } = await replayCassetteFile(sparse);
    expect(result.exitCode).toBe(2);
    expect(result.error).toContain("over the 134217728-byte limit");
  });

  it("the limit applies to every reader; a raised limit lets the file through", async () => {
    const real = join(REPLAYS, "csv-report.cassette.json");
    const size = statSync(real).size;
    await expect(readCassetteText(real, { [MAX_CASSETTE_BYTES_ENV]: String(size - 1) })).rejects.toThrow(
      `over the ${size - 1}-byte limit`,
    );
    expect(await readCassetteText(real, { [MAX_CASSETTE_BYTES_ENV]: String(size) })).toBe(readFileSync(real, "utf8"));
  });

  it("the CLI refuses it in one line with exit 2", () => {
    const r = spawnSync(process.execPath, [CLI, "replay", sparse], {
      encoding: "utf8",
      env: { ...process.env, [MAX_CASSETTE_BYTES_ENV]: "" },
    });
    expect(r.status).toBe(2);
    expect(`${r.stdout}${r.stderr}`).toContain("over the 134217728-byte limit");
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/\n\s+at /);
  });

  it("a 30 MB cassette under the cap is replayed in under 8× its size (+ the runtime's baseline)", () => {
    const src = JSON.parse(readFileSync(join(REPLAYS, "csv-report.cassette.json"), "utf8")) as {
      events: string[];
      scenario: { assert: unknown[] };
    };
    const chunk = "lorem ipsum dolor sit amet ".repeat(40);
    const lines = Array.from({ length: Math.ceil((30 * 1024 * 1024) / 1200) }, (_, i) =>
      JSON.stringify({ type: "assistant", message: { content: [{ type: "text", text: chunk + i }] } }),
    );
    src.events.splice(src.events.length - 1, 0, ...lines);
    src.scenario.assert = [{ transcript_contains: "lorem ipsum" }];
    mkdirSync(join(dir, "big"), { recursive: true });
    const file = join(dir, "big", "big.cassette.json");
    writeFileSync(file, JSON.stringify(src));
    const size = statSync(file).size;
    const probe = join(dir, "rss.mjs");
    writeFileSync(
      probe,
      'process.on("exit", () => process.stderr.write(`maxRSS=${process.resourceUsage().maxRSS * 1024}\\n`));\n',
    );
    const base = spawnSync(process.execPath, ["--import", probe, CLI, "--version"], { encoding: "utf8" });
    const r = spawnSync(process.execPath, ["--import", probe, CLI, "replay", file, "--output-format", "json"], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    const rssOf = (s: string) => Number(/maxRSS=(\d+)/.exec(s)?.[1]);
    const assertions =
      (JSON.parse(r.stdout) as { results?: { assertions: { pass: boolean; assertion: Record<string, unknown> }[] }[] })
        .results?.[0]?.assertions ?? [];
    expect(assertions.find((a) => "transcript_contains" in a.assertion)?.pass).toBe(true);
    expect(rssOf(r.stderr) - rssOf(base.stderr)).toBeLessThan(8 * size);
  }, 60_000);
});
