/**
 * The Action's fingerprint cache layer: keys, when it may save, and that every cache problem —
 * no cache service in the environment, an unreachable service, a refused save — is a notice
 * while the gate still gets a working digest cache. The real @actions/cache is used for the
 * environment cases; a stand-in service only where a specific answer is needed.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  cacheKeyPrefix,
  mayWriteCache,
  restoreFingerprintCache,
  treeListingHash,
  type CacheService,
} from "../../src/action/cache.js";
import { digestCacheFile } from "../../src/gate/fingerprint/persistent-cache.js";
import { computeTreeFingerprint } from "../../src/gate/fingerprint/tree-fingerprint.js";
import { TOOL_VERSION } from "../../src/core/version.js";
import { git } from "../helpers/git-copy.js";

const CACHE_VARS = ["ACTIONS_CACHE_URL", "ACTIONS_RESULTS_URL", "ACTIONS_RUNTIME_TOKEN", "ACTIONS_CACHE_SERVICE_V2"];
let saved: Record<string, string | undefined>;
let base: string;

beforeEach(() => {
  saved = Object.fromEntries(CACHE_VARS.map((k) => [k, process.env[k]]));
  for (const k of CACHE_VARS) delete process.env[k];
  base = mkdtempSync(join(tmpdir(), "action-cache-"));
});
afterEach(() => {
  for (const k of CACHE_VARS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  rmSync(base, { recursive: true, force: true });
});

function repo(): string {
  const root = join(base, "repo");
  mkdirSync(join(root, "skills/s"), { recursive: true });
  writeFileSync(join(root, "skills/s/SKILL.md"), "# s\n");
  git(root, "init", "-q", "-b", "main");
  git(root, "add", "-A");
  git(root, "commit", "-q", "-m", "init");
  return root;
}

function actionEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    RUNNER_TEMP: join(base, "runner-temp"),
    RUNNER_OS: "Linux",
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_REF: "refs/pull/1/merge",
  };
  for (const k of Object.keys(env)) if (k.startsWith("GIT_")) delete env[k];
  return { ...env, ...extra };
}

/** A stand-in cache service that records calls and answers as told. */
function fakeService(
  answers: { available?: boolean; restore?: () => Promise<string | undefined>; save?: () => Promise<number> } = {},
) {
  const calls: string[] = [];
  const service: CacheService = {
    isFeatureAvailable: () => answers.available ?? true,
    restoreCache: async (paths, key, restoreKeys) => {
      calls.push(`restore ${key} [${restoreKeys?.join(",")}]`);
      return answers.restore ? answers.restore() : undefined;
    },
    saveCache: async (paths, key) => {
      calls.push(`save ${key}`);
      return answers.save ? answers.save() : 1;
    },
  };
  return { service, calls };
}

describe("cache keys", () => {
  it("os, tool version and shard in the prefix; the tree's blob listing in the key", async () => {
    const root = repo();
    expect(cacheKeyPrefix({ RUNNER_OS: "Linux" })).toBe(`cowork-fp-linux-${TOOL_VERSION}-`);
    expect(cacheKeyPrefix({ RUNNER_OS: "macOS" }, { index: 2, count: 4 })).toBe(
      `cowork-fp-macos-${TOOL_VERSION}-s2of4-`,
    );
    const before = await treeListingHash(root, actionEnv());
    expect(before).toMatch(/^[0-9a-f]{32}$/);
    writeFileSync(join(root, "skills/s/SKILL.md"), "# s, edited\n");
    expect(await treeListingHash(root, actionEnv())).toBe(before); // the key follows the index, not the working copy
    git(root, "commit", "-q", "-am", "edit");
    expect(await treeListingHash(root, actionEnv())).not.toBe(before);
    expect(await treeListingHash(join(base, "nowhere"), actionEnv())).toBe("nogit");
  });

  it("saves only on push and on the default branch", () => {
    const event = join(base, "event.json");
    writeFileSync(event, JSON.stringify({ repository: { default_branch: "trunk" } }));
    expect(mayWriteCache({ GITHUB_EVENT_NAME: "push", GITHUB_REF: "refs/heads/feature" })).toBe(true);
    expect(
      mayWriteCache({ GITHUB_EVENT_NAME: "schedule", GITHUB_REF: "refs/heads/trunk", GITHUB_EVENT_PATH: event }),
    ).toBe(true);
    expect(
      mayWriteCache({
        GITHUB_EVENT_NAME: "workflow_dispatch",
        GITHUB_REF: "refs/heads/feature",
        GITHUB_EVENT_PATH: event,
      }),
    ).toBe(false);
    expect(
      mayWriteCache({ GITHUB_EVENT_NAME: "pull_request", GITHUB_REF: "refs/pull/3/merge", GITHUB_EVENT_PATH: event }),
    ).toBe(false);
    expect(
      mayWriteCache({
        GITHUB_EVENT_NAME: "schedule",
        GITHUB_REF: "refs/heads/trunk",
        GITHUB_EVENT_PATH: join(base, "missing.json"),
      }),
    ).toBe(false);
  });
});

describe("restoreFingerprintCache", () => {
  it("input cache: false → no digest cache and nothing touched", async () => {
    const notices: string[] = [];
    const s = await restoreFingerprintCache({
      root: repo(),
      env: actionEnv(),
      enabled: false,
      notice: (m) => notices.push(m),
    });
    expect(s.digestCache).toBeUndefined();
    await s.finish();
    expect(notices).toEqual([]);
    expect(existsSync(join(base, "runner-temp"))).toBe(false);
  });

  it("no ACTIONS_CACHE_URL / ACTIONS_RESULTS_URL (real @actions/cache): a notice, and the gate still gets a digest cache", async () => {
    const root = repo();
    const notices: string[] = [];
    const env = actionEnv({ GITHUB_EVENT_NAME: "push" });
    const s = await restoreFingerprintCache({ root, env, enabled: true, notice: (m) => notices.push(m) });
    expect(notices.join("\n")).toMatch(/fingerprint cache unavailable/);
    expect(s.digestCache).toBeDefined();
    const t = await computeTreeFingerprint({ dirs: [join(root, "skills")], env, digestCache: s.digestCache });
    expect(t.jcs1.skillHash).toBe((await computeTreeFingerprint({ dirs: [join(root, "skills")], env })).jcs1.skillHash);
    await expect(s.finish()).resolves.toBeUndefined();
    expect(existsSync(digestCacheFile(join(base, "runner-temp/cowork-harness-fp-cache")))).toBe(true);
    expect(notices).toHaveLength(1);
  });

  it("a save the service swallows (@actions/cache logs its own warning and returns -1) is a notice", async () => {
    const svc = fakeService({ save: async () => -1 });
    const notices: string[] = [];
    const root = repo();
    const env = actionEnv({ GITHUB_EVENT_NAME: "push" });
    const s = await restoreFingerprintCache({
      root,
      env,
      enabled: true,
      notice: (m) => notices.push(m),
      service: svc.service,
    });
    await computeTreeFingerprint({ dirs: [root], env, digestCache: s.digestCache });
    await s.finish();
    expect(notices).toEqual([expect.stringMatching(/^fingerprint cache not saved: the cache service did not accept/)]);
  });

  it("restores by the exact key or the prefix, and saves on push unless the exact key was hit", async () => {
    const root = repo();
    const env = actionEnv({ GITHUB_EVENT_NAME: "push" });
    const miss = fakeService();
    const s1 = await restoreFingerprintCache({ root, env, enabled: true, notice: () => {}, service: miss.service });
    const prefix = cacheKeyPrefix(env);
    expect(s1.key?.startsWith(prefix)).toBe(true);
    expect(miss.calls[0]).toBe(`restore ${s1.key} [${prefix}]`);
    await computeTreeFingerprint({ dirs: [root], env, digestCache: s1.digestCache });
    await s1.finish();
    expect(miss.calls[1]).toBe(`save ${s1.key}`);

    const hit = fakeService({ restore: async () => s1.key });
    const s2 = await restoreFingerprintCache({ root, env, enabled: true, notice: () => {}, service: hit.service });
    expect(s2.exactHit).toBe(true);
    await s2.finish();
    expect(hit.calls.filter((c) => c.startsWith("save"))).toEqual([]);
  });

  it("a pull_request run restores but never saves", async () => {
    const svc = fakeService();
    const s = await restoreFingerprintCache({
      root: repo(),
      env: actionEnv(),
      enabled: true,
      notice: () => {},
      service: svc.service,
    });
    await s.finish();
    expect(svc.calls.map((c) => c.split(" ")[0])).toEqual(["restore"]);
  });

  it("restore and save errors (e.g. ReserveCacheError) are notices", async () => {
    const reserve = Object.assign(
      new Error("Unable to reserve cache with key k, another job may be creating this cache."),
      { name: "ReserveCacheError" },
    );
    const svc = fakeService({
      restore: async () => {
        throw new Error("cache service responded with 503");
      },
      save: async () => {
        throw reserve;
      },
    });
    const notices: string[] = [];
    const s = await restoreFingerprintCache({
      root: repo(),
      env: actionEnv({ GITHUB_EVENT_NAME: "push" }),
      enabled: true,
      notice: (m) => notices.push(m),
      service: svc.service,
    });
    await expect(s.finish()).resolves.toBeUndefined();
    expect(notices).toEqual([
      "fingerprint cache not restored: cache service responded with 503",
      expect.stringMatching(/^fingerprint cache not saved: Unable to reserve cache/),
    ]);
  });
});
