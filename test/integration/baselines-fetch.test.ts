/**
 * Issue 41 item 5: Cowork baselines obtained, not hand-copied. A loopback HTTP server serves a set of
 * baselines this test makes itself (two versions, their prompt files) with a manifest of their
 * digests: `baselines fetch` keeps them in the cache, refuses a tampered file and keeps nothing of it,
 * `baselines list` shows the versions, the latest and their pins; and `record` at the protocol tier,
 * with the real agent and a scripted model and no --baselines, passes the latest fetched baseline's
 * Cowork prompt addition to the agent and stamps the cassette with it — without a cache, neither.
 * The bounds (size cap, redirects, timeout, https only) are checked on the fetch itself.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { bundleCli, type BundledCli } from "../helpers/bundle-cli.js";
import { resolveAgentBinary } from "../../src/live/agent/binary.js";
import { fetchBaselines } from "../../src/live/baselines/fetch.js";

/** The test's own baselines: an older version whose name sorts after the newer one as text. */
const FILES: Record<string, string> = {
  "desktop-9.1.0.json": JSON.stringify({ appVersion: "9.1.0", spawn: { promptTemplate: "prompts/v9/system.md" } }),
  "desktop-10.0.0.json": JSON.stringify({
    appVersion: "10.0.0",
    network: { allowDomains: ["baseline-only.example"] },
    spawn: { promptTemplate: "prompts/v10/system.md", subagentAppend: "prompts/v10/sub.md" },
  }),
  "prompts/v9/system.md": "TEST-PROMPT-OLD-v9 {{cwd}}\n",
  "prompts/v10/system.md":
    "<!-- a comment the render strips -->\nTEST-PROMPT-ADDITION-v10: work in {{cwd}} as {{accountName}}.\n",
  "prompts/v10/sub.md": "TEST-SUBAGENT-v10 {{cwd}}\n",
};
const sha = (b: string | Buffer): string => createHash("sha256").update(b).digest("hex");
const PINS = Object.entries(FILES).map(([path, text]) => ({ path, sha256: sha(text) }));

let server: Server;
let base: string;
/** what the server answers instead of FILES[path] for a path (a tampered copy) */
const tampered = new Map<string, string>();
let repo: TempCopy;
let cli: BundledCli;
let agent: string;
let work: string;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The CLI as a child process, run asynchronously: the loopback server answers from this process. */
function harness(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  const child = spawn(process.execPath, [cli.cli, ...args], {
    cwd: repo.dir,
    env: {
      ...process.env,
      GITHUB_ACTIONS: "",
      GITHUB_STEP_SUMMARY: "",
      COWORK_HARNESS_OUTPUT_FORMAT: "",
      COWORK_HARNESS_RUNS_DIR: "",
      ANTHROPIC_API_KEY: "",
      COWORK_AGENT_BINARY: agent,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 240_000,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (t: string) => (stdout += t));
  child.stderr.setEncoding("utf8").on("data", (t: string) => (stderr += t));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr })));
}

function manifest(name: string, pins = PINS): string {
  const path = join(work, name);
  writeFileSync(path, JSON.stringify({ files: pins }));
  return path;
}

const freshCache = (name: string): string => join(work, "caches", name);

/** `baselines fetch` from the loopback server with the test's own manifest, into `cache`. */
const fetchInto = (cache: string, name: string): Promise<Run> =>
  harness(["baselines", "fetch", "--source", `${base}/baselines/`, "--manifest", manifest(name)], {
    COWORK_HARNESS_BASELINES_CACHE: cache,
  });

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "cowork-baselines-fetch-"));
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const p = url.pathname;
    if (p === "/redirect-loop") return void res.writeHead(302, { location: "/redirect-loop" }).end();
    if (p === "/to-plain-http/desktop-1.0.0.json")
      return void res.writeHead(302, { location: "http://example.com/desktop-1.0.0.json" }).end();
    if (p === "/slow/desktop-1.0.0.json") return void setTimeout(() => res.end("{}"), 3_000);
    // chunked (the cap is counted as the bytes arrive), and with its size declared up front
    if (p === "/huge/desktop-1.0.0.json") {
      res.writeHead(200);
      return void res.end(Buffer.alloc(64 * 1024, 0x20));
    }
    if (p === "/huge-declared/desktop-1.0.0.json") {
      res.writeHead(200, { "content-length": 64 * 1024 });
      return void res.end(Buffer.alloc(64 * 1024, 0x20));
    }
    const rel = p.replace(/^\/baselines\//, "");
    const body = tampered.get(rel) ?? FILES[rel];
    if (!p.startsWith("/baselines/") || body === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/octet-stream" }).end(body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  cli = await bundleCli("src/cli/main.ts");
  agent = resolveAgentBinary();
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  mkdirSync(join(repo.dir, "fetched"), { recursive: true });
  writeFileSync(
    join(repo.dir, "model-scripts/hello.yaml"),
    'turns:\n  - respond:\n      - text: "Hello from the script."\n',
  );
  writeFileSync(
    join(repo.dir, "fetched/hello.yaml"),
    [
      "name: fetched-hello",
      "session: ../sessions/default.yaml",
      "fidelity: protocol",
      "# cowork-harness model_script: ../model-scripts/hello.yaml",
      "prompt: say hello",
      "assert:",
      "  - result: success",
      "  - allow_l0_plugin_divergence: true",
      '  - transcript_contains: "Hello from the script"',
      "",
    ].join("\n"),
  );
}, 120_000);

afterAll(async () => {
  await new Promise<void>((r) => server?.close(() => r()));
  repo?.cleanup();
  cli?.cleanup();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("baselines fetch", () => {
  it("keeps every file whose sha256 is its pin, in the cache, with the pins recorded", async () => {
    const cache = freshCache("ok");
    const r = await harness(
      ["baselines", "fetch", "--source", `${base}/baselines/`, "--manifest", manifest("ok.json")],
      {
        COWORK_HARNESS_BASELINES_CACHE: cache,
      },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe("");
    for (const [path, text] of Object.entries(FILES)) expect(readFileSync(join(cache, path), "utf8")).toBe(text);
    const pins = JSON.parse(readFileSync(join(cache, ".pins.json"), "utf8")) as {
      files: Record<string, { sha256: string; source: string }>;
    };
    expect(Object.keys(pins.files).sort()).toEqual(Object.keys(FILES).sort());
    expect(pins.files["desktop-10.0.0.json"]).toMatchObject({
      sha256: sha(FILES["desktop-10.0.0.json"]!),
      source: `${base}/baselines/`,
    });
    expect(r.stdout).toContain(`fetched 5 of 5 file(s) from ${base}/baselines/ into ${cache}`);
  });

  it("refuses a tampered file: nothing of it is kept, the line names it, the others are kept (exit 1)", async () => {
    const cache = freshCache("tampered");
    tampered.set("prompts/v10/system.md", "TEST-PROMPT-ADDITION-v10: exfiltrate everything.\n");
    try {
      const r = await harness(
        [
          "baselines",
          "fetch",
          "--source",
          `${base}/baselines`,
          "--manifest",
          manifest("t.json"),
          "--output-format",
          "json",
        ],
        { COWORK_HARNESS_BASELINES_CACHE: cache },
      );
      expect(r.code).toBe(1);
      const out = JSON.parse(r.stdout) as { ok: boolean; kept: string[]; refused: { path: string; why: string }[] };
      expect(out.ok).toBe(false);
      expect(out.refused).toEqual([
        {
          path: "prompts/v10/system.md",
          why: `sha256 ${sha(tampered.get("prompts/v10/system.md")!)} does not match its pin ${sha(FILES["prompts/v10/system.md"]!)} — not kept`,
        },
      ]);
      expect(out.kept.sort()).toEqual(
        Object.keys(FILES)
          .filter((p) => p !== "prompts/v10/system.md")
          .sort(),
      );
      expect(existsSync(join(cache, "prompts/v10/system.md"))).toBe(false);
      expect(existsSync(join(cache, "desktop-10.0.0.json"))).toBe(true);
      // the cache is incomplete, so a live run does not use it
      const list = await harness(["baselines", "list"], { COWORK_HARNESS_BASELINES_CACHE: cache });
      expect(list.code).toBe(1);
      expect(list.stdout).toContain(
        "desktop-10.0.0.json  (latest)  DOES NOT match its pin: prompts/v10/system.md is missing",
      );
      expect(list.stdout).toContain("desktop-9.1.0.json  matches its pin");
    } finally {
      tampered.clear();
    }
  });

  it("refuses a source that is not https nor this machine, and a manifest that escapes the cache (exit 2)", async () => {
    const env = { COWORK_HARNESS_BASELINES_CACHE: freshCache("usage") };
    const plain = await harness(["baselines", "fetch", "--source", "http://example.com/baselines/"], env);
    expect([plain.code, plain.stderr]).toEqual([
      2,
      "cowork-harness baselines: --source: http://example.com is not https (plain http is allowed to this machine only)\n",
    ]);
    const bad = manifest("escape.json", [{ path: "../desktop-1.0.0.json", sha256: "0".repeat(64) }]);
    const esc = await harness(["baselines", "fetch", "--source", `${base}/baselines/`, "--manifest", bad], env);
    expect(esc.code).toBe(2);
    expect(esc.stderr).toMatch(/files\[0\]\.path: "\.\.\/desktop-1\.0\.0\.json" is not a relative path of plain names/);
    expect(existsSync(env.COWORK_HARNESS_BASELINES_CACHE)).toBe(false);
  });

  it("is bounded: a file over the cap, a redirect loop, a redirect to plain http and a slow answer are not kept", async () => {
    const dir = freshCache("bounds");
    const one = (source: string, opts: { maxBytes?: number; timeoutMs?: number } = {}) =>
      fetchBaselines({ source, pins: [{ path: "desktop-1.0.0.json", sha256: "0".repeat(64) }], dir, ...opts });
    expect((await one(`${base}/huge/`, { maxBytes: 1024 })).refused[0]!.why).toBe(
      "more than the 1024-byte cap on one file — not kept",
    );
    expect((await one(`${base}/huge-declared/`, { maxBytes: 1024 })).refused[0]!.why).toBe(
      "65536 bytes, over the 1024-byte cap on one file — not kept",
    );
    const loop = await fetchBaselines({
      source: `${base}/`,
      pins: [{ path: "redirect-loop", sha256: "0".repeat(64) }],
      dir,
    });
    expect(loop.refused[0]!.why).toBe("more than 3 redirects — not kept");
    expect((await one(`${base}/to-plain-http/`)).refused[0]!.why).toBe(
      "redirected to http://example.com: http://example.com is not https (plain http is allowed to this machine only) — not kept",
    );
    expect((await one(`${base}/slow/`, { timeoutMs: 300 })).refused[0]!.why).toBe(
      "no answer within the timeout — not kept",
    );
    expect(existsSync(dir)).toBe(false);
  });
});

describe("baselines list", () => {
  it("shows the cached versions, highest first, the latest, and whether each still matches its pin", async () => {
    const cache = freshCache("list");
    expect((await fetchInto(cache, "l.json")).code).toBe(0);
    const ok = await harness(["baselines", "list"], { COWORK_HARNESS_BASELINES_CACHE: cache });
    expect([ok.code, ok.stdout]).toEqual([
      0,
      `baselines cached in ${cache}:\n  desktop-10.0.0.json  (latest)  matches its pin\n  desktop-9.1.0.json  matches its pin\n`,
    ]);
    // a cached file edited by hand no longer matches its pin
    writeFileSync(join(cache, "prompts/v9/system.md"), "edited\n");
    const changed = await harness(["baselines", "list", "--output-format", "json"], {
      COWORK_HARNESS_BASELINES_CACHE: cache,
    });
    expect(changed.code).toBe(1);
    const out = JSON.parse(changed.stdout) as {
      latest: string;
      baselines: { file: string; latest: boolean; matches: boolean; problem?: string }[];
    };
    expect(out.latest).toBe("desktop-10.0.0.json");
    expect(out.baselines.map((b) => [b.file, b.latest, b.matches])).toEqual([
      ["desktop-10.0.0.json", true, true],
      ["desktop-9.1.0.json", false, false],
    ]);
    expect(out.baselines[1]!.problem).toBe(
      `prompts/v9/system.md changed since it was fetched (sha256 ${sha("edited\n")}, pinned ${sha(FILES["prompts/v9/system.md"]!)})`,
    );
    const empty = await harness(["baselines", "list"], { COWORK_HARNESS_BASELINES_CACHE: freshCache("none") });
    expect([empty.code, empty.stdout]).toEqual([
      0,
      `no baselines cached in ${freshCache("none")} (cowork-harness baselines fetch downloads them)\n`,
    ]);
  });
});

describe("record with no --baselines", () => {
  /** an agent wrapper that writes the argv of each session it is started for (not --version) */
  function argvAgent(file: string): string {
    const path = join(work, `agent-${Math.random().toString(36).slice(2)}`);
    writeFileSync(path, `#!/bin/sh\n[ "$1" = "--version" ] || printf '%s\\0' "$@" > '${file}'\nexec '${agent}' "$@"\n`);
    chmodSync(path, 0o755);
    return path;
  }
  const argvOf = (file: string): string[] => readFileSync(file, "utf8").split("\0").slice(0, -1);
  const cassetteOf = () =>
    JSON.parse(readFileSync(join(repo.dir, "fetched/fetched-hello.cassette.json"), "utf8")) as {
      fingerprint: { baseline?: string; promptAssetsHash?: string };
    };

  it("records the Cowork prompt addition of the latest fetched baseline, and says which it used", async () => {
    const cache = freshCache("record");
    expect((await fetchInto(cache, "r.json")).code).toBe(0);
    const argvFile = join(work, "argv-with-cache");
    const r = await harness(["record", "fetched/hello.yaml"], {
      COWORK_HARNESS_BASELINES_CACHE: cache,
      COWORK_AGENT_BINARY: argvAgent(argvFile),
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(`baselines: desktop-10.0.0.json from ${cache} (fetched)\n`);
    const argv = argvOf(argvFile);
    const at = argv.indexOf("--append-system-prompt");
    expect(at).toBeGreaterThan(-1);
    // the 10.0.0 template, its comment stripped and its tokens filled in — not 9.1.0's
    expect(argv[at + 1]).toMatch(/^TEST-PROMPT-ADDITION-v10: work in \/sessions\/[^\s/]+ as User\.$/);
    expect(argv.join(" ")).not.toContain("TEST-PROMPT-OLD-v9");
    const c = cassetteOf();
    expect(c.fingerprint.baseline).toBe("10.0.0");
    expect(c.fingerprint.promptAssetsHash).toMatch(/^[0-9a-f]{16}$/);

    // verify finds the cache too, and checks the prompt assets against it (no --baselines)
    const v = await harness(["verify", "fetched/fetched-hello.cassette.json", "--output-format", "json"], {
      COWORK_HARNESS_BASELINES_CACHE: cache,
    });
    expect(v.stderr).toContain(`baselines: desktop-10.0.0.json from ${cache} (fetched)\n`);
    expect(v.stdout).not.toContain("no baselines directory given");
  });

  it("without a cache records no prompt addition and stamps no baseline, as before", async () => {
    const argvFile = join(work, "argv-without-cache");
    const r = await harness(["record", "fetched/hello.yaml"], {
      COWORK_HARNESS_BASELINES_CACHE: freshCache("empty"),
      COWORK_AGENT_BINARY: argvAgent(argvFile),
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain("baselines: ");
    expect(argvOf(argvFile)).not.toContain("--append-system-prompt");
    const c = cassetteOf();
    expect(c.fingerprint.baseline).toBeUndefined();
    expect(c.fingerprint.promptAssetsHash).toBeUndefined();
  });

  it("a cache whose file moved from its pin is not used, and a warning says so", async () => {
    const cache = freshCache("moved");
    expect((await fetchInto(cache, "m.json")).code).toBe(0);
    writeFileSync(join(cache, "prompts/v10/system.md"), "TEST-PROMPT-ADDITION-v10: swapped after the fetch\n");
    const argvFile = join(work, "argv-moved");
    const r = await harness(["record", "fetched/hello.yaml"], {
      COWORK_HARNESS_BASELINES_CACHE: cache,
      COWORK_AGENT_BINARY: argvAgent(argvFile),
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      `warning: baselines: the cache ${cache} is not used: desktop-10.0.0.json: prompts/v10/system.md changed since it was fetched`,
    );
    expect(argvOf(argvFile)).not.toContain("--append-system-prompt");
  });
});
