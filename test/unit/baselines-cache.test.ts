/**
 * The baselines cache and its pins (issue 41 item 5): the pin-list format a --manifest gives, the
 * built-in pins of the published set, where the cache is, and which directory a command uses — its
 * --baselines, else a cache whose baselines all match their pins, else none. And the Action's
 * `fetch-baselines`: fetched into the cache on a miss and saved under the pinned commit's key; the
 * `baselines` input wins. The files here are the test's own (the published ones are not in the repo).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  DEFAULT_BASELINES_SOURCE,
  PUBLISHED_BASELINE_PINS,
  PUBLISHED_BASELINES_COMMIT,
  checkPins,
  isPinPath,
  parsePinManifest,
} from "../../src/core/baselines/published.js";
import { PINS_FILE, baselinesCacheDir, baselinesDirFor } from "../../src/core/baselines/cache.js";
import { actionBaselinesDir, baselinesCacheKey } from "../../src/action/baselines.js";
import type { CacheService } from "../../src/action/cache.js";
import { loadBaseline } from "../../src/core/baselines/load.js";

const sha = (t: string): string => createHash("sha256").update(t).digest("hex");
let base: string;
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), "baselines-cache-"));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

/** A cache as `baselines fetch` leaves it: the files, and their pins in .pins.json. */
function cacheWith(dir: string, files: Record<string, string>): void {
  const pins: Record<string, { path: string; sha256: string; source: string }> = {};
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
    pins[path] = { path, sha256: sha(text), source: "http://127.0.0.1/" };
  }
  writeFileSync(join(dir, PINS_FILE), JSON.stringify({ v: 1, files: pins }));
}

describe("the pins", () => {
  it("the published set is pinned at one commit: the highest desktop-*.json and the prompt files it names", () => {
    expect(PUBLISHED_BASELINES_COMMIT).toMatch(/^[0-9a-f]{40}$/);
    expect(DEFAULT_BASELINES_SOURCE).toBe(
      `https://raw.githubusercontent.com/yaniv-golan/cowork-harness/${PUBLISHED_BASELINES_COMMIT}/baselines/`,
    );
    expect(checkPins(PUBLISHED_BASELINE_PINS, "built-in")).toEqual(PUBLISHED_BASELINE_PINS);
    expect(PUBLISHED_BASELINE_PINS.map((p) => p.path)).toEqual([
      "desktop-2.31226.1.json",
      "prompts/desktop-1.18286.0/system-prompt-append.md",
      "prompts/desktop-1.15200.0/subagent-append-vm.md",
      "prompts/desktop-1.46388.3/subagent-append-hl.md",
    ]);
  });

  it("a manifest's paths stay below the source, and its digests are sha256", () => {
    for (const ok of ["desktop-1.2.3.json", "prompts/desktop-1.2.3/system-prompt-append.md"])
      expect(isPinPath(ok), ok).toBe(true);
    for (const bad of ["../x.json", "/etc/passwd", "a//b", "a/./b", ".hidden", "a\\b", "", "a/b/c/d/e/f/g/h/i"])
      expect(isPinPath(bad), bad).toBe(false);
    const d = "a".repeat(64);
    expect(parsePinManifest(JSON.stringify({ files: [{ path: "desktop-1.json", sha256: d }] }), "m")).toEqual([
      { path: "desktop-1.json", sha256: d },
    ]);
    expect(() => parsePinManifest("{", "m")).toThrow(/^m: invalid JSON/);
    expect(() => parsePinManifest("{}", "m")).toThrow('m: no "files" array');
    expect(() => parsePinManifest(JSON.stringify({ files: [{ path: "desktop-1.json", sha256: "ABC" }] }), "m")).toThrow(
      "m: files[0].sha256: not 64 lowercase hex digits",
    );
    expect(() =>
      parsePinManifest(
        JSON.stringify({
          files: [
            { path: "desktop-1.json", sha256: d },
            { path: "desktop-1.json", sha256: d },
          ],
        }),
        "m",
      ),
    ).toThrow("m: files[1].path: desktop-1.json is pinned twice");
    expect(() => parsePinManifest(JSON.stringify({ files: [{ path: "prompts/a.md", sha256: d }] }), "m")).toThrow(
      "m: pins no desktop-<version>.json at its top level",
    );
  });
});

describe("the cache directory", () => {
  it("is COWORK_HARNESS_BASELINES_CACHE, else XDG_CACHE_HOME's, else HOME's .cache; none without them", () => {
    expect(baselinesCacheDir({ COWORK_HARNESS_BASELINES_CACHE: "/c", XDG_CACHE_HOME: "/x", HOME: "/h" })).toBe("/c");
    expect(baselinesCacheDir({ XDG_CACHE_HOME: "/x", HOME: "/h" })).toBe("/x/cowork-harness/baselines");
    expect(baselinesCacheDir({ HOME: "/h" })).toBe("/h/.cache/cowork-harness/baselines");
    expect(baselinesCacheDir({ COWORK_HARNESS_BASELINES_CACHE: "relative", HOME: "/h" })).toBe(
      "/h/.cache/cowork-harness/baselines",
    );
    expect(baselinesCacheDir({})).toBeUndefined();
  });
});

describe("the directory a command uses", () => {
  const files = {
    "desktop-9.0.0.json": JSON.stringify({ appVersion: "9.0.0" }),
    "desktop-10.0.0.json": JSON.stringify({ appVersion: "10.0.0", spawn: { promptTemplate: "prompts/p.md" } }),
    "prompts/p.md": "P {{cwd}}\n",
  };

  it("--baselines DIR wins; else a matching cache, said in one line; else none, and nothing said", () => {
    const cache = join(base, "cache");
    const env = { COWORK_HARNESS_BASELINES_CACHE: cache };
    const lines: string[] = [];
    const log = (l: string): number => lines.push(l);
    expect(baselinesDirFor(undefined, env, log)).toBeUndefined();
    expect(lines).toEqual([]);
    cacheWith(cache, files);
    expect(baselinesDirFor("/given", env, log)).toBe("/given");
    expect(lines).toEqual([]);
    expect(baselinesDirFor(undefined, env, log)).toBe(cache);
    expect(lines).toEqual([`baselines: desktop-10.0.0.json from ${cache} (fetched)`]);
  });

  it("a cache with a file that moved from its pin, or a baseline no fetch kept, is not used", async () => {
    const cache = join(base, "cache");
    const env = { COWORK_HARNESS_BASELINES_CACHE: cache };
    cacheWith(cache, files);
    expect((await loadBaseline(cache)).baseline.appVersion).toBe("10.0.0");
    const lines: string[] = [];
    writeFileSync(join(cache, "desktop-11.0.0.json"), JSON.stringify({ appVersion: "11.0.0" }));
    expect(baselinesDirFor(undefined, env, (l) => lines.push(l))).toBeUndefined();
    expect(lines).toEqual([
      `warning: baselines: the cache ${cache} is not used: desktop-11.0.0.json: desktop-11.0.0.json has no pin (it was not kept by baselines fetch) — run cowork-harness baselines fetch again`,
    ]);
    rmSync(join(cache, "desktop-11.0.0.json"));
    writeFileSync(join(cache, "prompts/p.md"), "swapped\n");
    lines.length = 0;
    expect(baselinesDirFor(undefined, env, (l) => lines.push(l))).toBeUndefined();
    expect(lines[0]).toContain("desktop-10.0.0.json: prompts/p.md changed since it was fetched");
  });
});

describe("the Action's fetch-baselines", () => {
  function service(restored: string | undefined) {
    const calls: string[] = [];
    const s: CacheService = {
      isFeatureAvailable: () => true,
      restoreCache: async (paths, key) => (calls.push(`restore ${paths.join(",")} ${key}`), restored),
      saveCache: async (paths, key) => (calls.push(`save ${paths.join(",")} ${key}`), 1),
    };
    return { s, calls };
  }

  it("on a miss fetches into the cache, saves it under the pinned commit's key, and uses it", async () => {
    const cache = join(base, "cache");
    const env = { COWORK_HARNESS_BASELINES_CACHE: cache, "INPUT_FETCH-BASELINES": "true" };
    const { s, calls } = service(undefined);
    let fetched = 0;
    const dir = await actionBaselinesDir({
      env,
      root: base,
      service: s,
      fetch: async (o) => {
        fetched++;
        expect(o.source).toBe(DEFAULT_BASELINES_SOURCE);
        expect(o.dir).toBe(cache);
        cacheWith(cache, { "desktop-10.0.0.json": JSON.stringify({ appVersion: "10.0.0" }) });
        return { kept: ["desktop-10.0.0.json"], refused: [] };
      },
    });
    expect(fetched).toBe(1);
    expect(dir).toBe(cache);
    expect(baselinesCacheKey()).toMatch(new RegExp(`^cowork-baselines-${PUBLISHED_BASELINES_COMMIT}-[0-9a-f]{12}$`));
    expect(calls).toEqual([`restore ${cache} ${baselinesCacheKey()}`, `save ${cache} ${baselinesCacheKey()}`]);
  });

  it("a refused file is not saved to the Actions cache; without the input nothing is fetched; the baselines input wins", async () => {
    const cache = join(base, "cache");
    const { s, calls } = service(undefined);
    const refused = async () => ({ kept: [], refused: [{ path: "desktop-2.31226.1.json", why: "no" }] });
    expect(
      await actionBaselinesDir({
        env: { COWORK_HARNESS_BASELINES_CACHE: cache, "INPUT_FETCH-BASELINES": "true" },
        root: base,
        service: s,
        fetch: refused,
      }),
    ).toBeUndefined();
    expect(calls).toEqual([`restore ${cache} ${baselinesCacheKey()}`]);
    let fetched = 0;
    const never = async () => (fetched++, { kept: [], refused: [] });
    expect(
      await actionBaselinesDir({ env: { COWORK_HARNESS_BASELINES_CACHE: cache }, root: base, fetch: never }),
    ).toBeUndefined();
    expect(
      await actionBaselinesDir({
        env: { COWORK_HARNESS_BASELINES_CACHE: cache, INPUT_BASELINES: "mine", "INPUT_FETCH-BASELINES": "true" },
        root: base,
        fetch: never,
      }),
    ).toBe(join(base, "mine"));
    expect(fetched).toBe(0);
  });
});
