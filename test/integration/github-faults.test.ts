/**
 * GitHub API faults while reporting (issue 9): connection resets, a server that went away, one
 * that accepts and never answers, 5xx with an HTML body, and a 403 rate limit whose reset is too
 * far away. Each is retried with a bounded backoff (or given up at once when waiting would exceed
 * the bound) and then degraded to annotations + summary with a notice; publishReport never throws.
 * A TCP proxy in front of the loopback GitHub injects the faults per connection.
 */
import { describe, it, expect, beforeEach, afterEach } from "vitest";
import { createServer, connect, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { publishContextFromEnv, publishReport, type PublishContext } from "../../src/gate/github/publish.js";
import { buildGateReport } from "../../src/gate/report/gate-report.js";
import { startGitHubServer, type GitHubTestServer } from "../helpers/github-server.js";
import { makeResult } from "../helpers/report-fixtures.js";

type Fault = "pass" | "reset" | "hang" | { status: number; headers?: Record<string, string>; body: string };

interface FaultProxy {
  url: string;
  /** faults for the next connections, in order; afterwards every connection is `otherwise` */
  plan: Fault[];
  otherwise: Fault;
  connections: number;
  close(): Promise<void>;
}

async function startFaultProxy(targetPort: number): Promise<FaultProxy> {
  const sockets = new Set<Socket>();
  const proxy: FaultProxy = { url: "", plan: [], otherwise: "pass", connections: 0, close: async () => {} };
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => {});
    proxy.connections++;
    const fault = proxy.plan.shift() ?? proxy.otherwise;
    if (fault === "pass") {
      const upstream = connect(targetPort, "127.0.0.1");
      sockets.add(upstream);
      upstream.on("error", () => client.destroy());
      client.on("error", () => upstream.destroy());
      client.pipe(upstream).pipe(client);
      return;
    }
    client.once("data", () => {
      if (fault === "reset") client.resetAndDestroy();
      else if (fault === "hang") return;
      else {
        const head = [
          `HTTP/1.1 ${fault.status} Fault`,
          `content-length: ${Buffer.byteLength(fault.body)}`,
          "connection: close",
          ...Object.entries(fault.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
        ];
        client.end(`${head.join("\r\n")}\r\n\r\n${fault.body}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return proxy;
}

let github: GitHubTestServer;
let proxy: FaultProxy;
let dir: string;
let log: string[];
let sleeps: number[];

const report = () =>
  buildGateReport([
    makeResult({
      cassette: "cassettes/c.cassette.json",
      scenario: "s",
      assertions: [{ assertion: { max_turns: 1 }, pass: false, message: "too many turns" }],
    }),
  ]);

function context(over: Partial<PublishContext> = {}): PublishContext {
  const eventPath = join(dir, "event.json");
  writeFileSync(eventPath, JSON.stringify({ after: "b".repeat(40), repository: { full_name: "acme/skills" } }));
  return {
    ...publishContextFromEnv(
      {
        GITHUB_API_URL: proxy.url,
        GITHUB_REPOSITORY: "acme/skills",
        GITHUB_EVENT_NAME: "push",
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_SHA: "b".repeat(40),
        GITHUB_STEP_SUMMARY: join(dir, "summary.md"),
      },
      { token: "ghs_testtoken", checkRun: "cowork-harness", comment: "never", annotations: true },
    ),
    write: (t) => void log.push(t),
    retry: { baseDelayMs: 5, maxDelayMs: 5000, sleep: async (ms) => void sleeps.push(ms) },
    requestTimeoutMs: 300,
    ...over,
  };
}

/** The degraded-but-reported state every fault must end in. */
function expectDegraded(out: Awaited<ReturnType<typeof publishReport>>): void {
  expect(out.checkRun.status).toBe("failed");
  expect(out.notices.join("\n")).toMatch(/check run failed \(.*\); reported through annotations and the job summary/);
  expect(readFileSync(join(dir, "summary.md"), "utf8")).toContain("gate failed");
  expect(log.join("")).toMatch(/^::error /m);
}

beforeEach(async () => {
  github = await startGitHubServer();
  proxy = await startFaultProxy(Number(new URL(github.url).port));
  dir = mkdtempSync(join(tmpdir(), "cowork-gh-faults-"));
  log = [];
  sleeps = [];
});
afterEach(async () => {
  await proxy.close();
  await github.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("GitHub API faults while reporting", () => {
  it("connection resets are retried with backoff, then the check run is created", async () => {
    proxy.plan = ["reset", "reset"];
    const out = await publishReport(report(), context());
    expect(out.checkRun.status).toBe("done");
    expect(sleeps).toEqual([5, 10]);
    expect(github.checkRuns).toHaveLength(1);
  });

  it("resets on every attempt: bounded retries, then degraded; never throws", async () => {
    proxy.otherwise = "reset";
    const out = await publishReport(report(), context());
    expectDegraded(out);
    expect(sleeps).toEqual([5, 10, 20]);
    expect(proxy.connections).toBe(4);
    expect(github.requests).toHaveLength(0);
  });

  it("a server that went away (connection refused): bounded retries, then degraded", async () => {
    await proxy.close();
    const out = await publishReport(report(), context());
    expectDegraded(out);
    expect(sleeps).toEqual([5, 10, 20]);
  });

  it("a server that accepts and never answers: each request times out, is retried, then degraded", async () => {
    proxy.otherwise = "hang";
    const t0 = Date.now();
    const out = await publishReport(report(), context());
    expect(Date.now() - t0).toBeLessThan(10_000);
    expectDegraded(out);
    expect(sleeps).toEqual([5, 10, 20]);
  });

  it("one hang, then an answer: the retry succeeds", async () => {
    proxy.plan = ["hang"];
    const out = await publishReport(report(), context());
    expect(out.checkRun.status).toBe("done");
    expect(sleeps).toEqual([5]);
  });

  it("a 502 with an HTML body is retried like any 5xx", async () => {
    proxy.plan = [
      { status: 502, headers: { "content-type": "text/html" }, body: "<html><body>Bad gateway</body></html>" },
    ];
    const out = await publishReport(report(), context());
    expect(out.checkRun.status).toBe("done");
    expect(sleeps).toEqual([5]);
  });

  it("a 403 rate limit whose reset is beyond the wait bound: given up at once (not a refusal), degraded", async () => {
    const reset = String(Math.floor(Date.now() / 1000) + 3600);
    proxy.otherwise = {
      status: 403,
      headers: { "content-type": "application/json", "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset },
      body: '{"message":"API rate limit exceeded"}',
    };
    const out = await publishReport(report(), context());
    expectDegraded(out);
    expect(sleeps).toEqual([]);
    expect(proxy.connections).toBe(1);
  });

  it("a 429 with retry-after within the bound is honoured", async () => {
    proxy.plan = [
      {
        status: 429,
        headers: { "content-type": "application/json", "retry-after": "2" },
        body: '{"message":"slow down"}',
      },
    ];
    const out = await publishReport(report(), context());
    expect(out.checkRun.status).toBe("done");
    expect(sleeps).toEqual([2000]);
  });

  it("a failing job-summary path degrades that channel only", async () => {
    const out = await publishReport(report(), context({ summaryPath: join(dir, "no-such-dir", "summary.md") }));
    expect(out.summary.status).toBe("failed");
    expect(out.checkRun.status).toBe("done");
    expect(existsSync(join(dir, "no-such-dir"))).toBe(false);
  });
});
