/**
 * The container tier's pure parts: the agent's `run` argv (lockdown, read-only mounts, secrets by
 * name only), ids stable per scenario, the tier a fidelity records at, safe cassette names, the
 * SDK-MCP servers (initialize, tools/list, present_files promotion) and the host-inventory class.
 */
import { describe, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, readFileSync, symlinkSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { agentRunArgs, LOCKDOWN_FLAGS } from "../../src/live/container/agent-container.js";
import { podmanGlobalArgs } from "../../src/live/container/runtime.js";
import { recordTier, stableAgentSessionUuid } from "../../src/live/record/container-tier.js";
import { stableSessionId } from "../../src/core/scenario/session-root.js";
import { safeFileStem, unsafeFileNameReason } from "../../src/live/record/safe-name.js";
import { coworkSdkMcpServers } from "../../src/live/agent/sdk-mcp/servers.js";
import { answerMcpMessage } from "../../src/live/agent/mcp.js";
import { buildAgentEnv, COWORK_SPAWN_ENV } from "../../src/live/agent/env.js";
import { buildAgentArgs } from "../../src/live/agent/argv.js";
import { scanCassette } from "../../src/gate/verify/privacy-scan.js";
import type { Cassette } from "../../src/core/cassette/types.js";

describe("agent container argv", () => {
  const spec = {
    name: "cowork-ct-r1",
    network: "cowork-int-r1",
    image: "localhost/cowork-agent:x",
    binary: "/opt/claude",
    workdir: "/sessions/local_1",
    mounts: [
      { host: "/tmp/s", guest: "/sessions/local_1" },
      { host: "/tmp/s/mnt/uploads", guest: "/sessions/local_1/mnt/uploads", readOnly: true },
    ],
    env: { CLAUDE_CODE_IS_COWORK: "1" },
    secretNames: ["ANTHROPIC_API_KEY"],
    user: "1001:1001",
    lockdown: true,
    argv: ["-p", "--verbose"],
  };
  it("locks the container down, runs as the given user and mounts inputs read-only", () => {
    const args = agentRunArgs(spec);
    expect(args.slice(0, 7)).toEqual(["run", "--rm", "-i", "--name", "cowork-ct-r1", "--network", "cowork-int-r1"]);
    expect(args.join(" ")).toContain(LOCKDOWN_FLAGS.join(" "));
    expect(args).toContain("1001:1001");
    expect(args).toContain("/opt/claude:/usr/local/bin/claude:ro");
    expect(args).toContain("/tmp/s/mnt/uploads:/sessions/local_1/mnt/uploads:ro");
    expect(args).toContain("/tmp/s:/sessions/local_1");
    expect(args).toContain("/dev/null:/tmp/cc-socks-1001:ro"); // the agent's fallback messaging dir: not a directory
    expect(args.slice(-4)).toEqual(["localhost/cowork-agent:x", "/usr/local/bin/claude", "-p", "--verbose"]);
  });
  it("passes a secret by name only, never its value", () => {
    const args = agentRunArgs(spec);
    const i = args.indexOf("ANTHROPIC_API_KEY");
    expect(args[i - 1]).toBe("-e");
    expect(args.some((a) => a.startsWith("ANTHROPIC_API_KEY="))).toBe(false);
  });
  it("COWORK_LOCKDOWN=off drops the lockdown flags", () => {
    expect(agentRunArgs({ ...spec, lockdown: false })).not.toContain("--cap-drop");
  });
  it("podman gets runc when COWORK_OCI_RUNTIME says so, or when it is installed", () => {
    expect(podmanGlobalArgs({ COWORK_OCI_RUNTIME: "/x/runc" }, () => false)).toEqual(["--runtime", "/x/runc"]);
    expect(podmanGlobalArgs({}, () => true)).toEqual(["--runtime", "/usr/sbin/runc"]);
    expect(podmanGlobalArgs({}, () => false)).toEqual([]);
  });
});

describe("tiers and ids", () => {
  it("container and protocol record; the macOS tiers are refused in one line", () => {
    expect(recordTier("container")).toBe("container");
    expect(recordTier(undefined)).toBe("container");
    expect(recordTier("protocol")).toBe("protocol");
    for (const t of ["cowork", "hostloop", "microvm"])
      expect(() => recordTier(t)).toThrow(/cannot be recorded here.*\n?/);
  });
  it("session ids are stable per scenario name and differ between names", () => {
    expect(stableSessionId("a")).toBe(stableSessionId("a"));
    expect(stableSessionId("a")).not.toBe(stableSessionId("b"));
    expect(stableSessionId("a")).toMatch(/^local_[0-9a-f]{12}$/);
    expect(stableAgentSessionUuid("a")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
  it("the container env is the full Cowork spawn env and none of this machine's PATH; protocol has no Cowork env", () => {
    const parentEnv = { PATH: "/host/bin", GITHUB_TOKEN: "ghp_x", TZ: "UTC" };
    const c = buildAgentEnv({
      modelBaseUrl: "http://h:1",
      configDir: "/c",
      homeDir: "/tmp",
      parentEnv,
      mode: "container",
    });
    for (const [k, v] of Object.entries(COWORK_SPAWN_ENV)) expect(c[k]).toBe(v);
    expect(c.CLAUDE_CODE_ENTRYPOINT).toBe("local-agent");
    expect(c.PATH).toBeUndefined();
    expect(c.GITHUB_TOKEN).toBeUndefined();
    const p = buildAgentEnv({
      modelBaseUrl: "http://h:1",
      configDir: "/c",
      homeDir: "/h",
      parentEnv,
      mode: "protocol",
    });
    expect(p.CLAUDE_CODE_IS_COWORK).toBeUndefined();
    expect(p.PATH).toBe("/host/bin");
    const b = buildAgentEnv({
      modelBaseUrl: "http://h:1",
      configDir: "/c",
      homeDir: "/h",
      parentEnv,
      mode: "container",
      spawnEnv: { CLAUDE_CODE_IS_COWORK: "1", X_FROM_BASELINE: "y", MAX_THINKING_TOKENS: "9" },
    });
    expect(b.X_FROM_BASELINE).toBe("y");
    expect(b.CLAUDE_CODE_ENTRYPOINT).toBeUndefined();
    expect(b.MAX_THINKING_TOKENS).toBeUndefined();
  });
  it("the protocol argv is the reference's L0: no --tools, --allowedTools, --setting-sources or --plugin-dir", () => {
    const a = buildAgentArgs({ style: "protocol", pluginDirs: ["/p"], sessionId: "u" });
    for (const f of ["--tools", "--allowedTools", "--setting-sources", "--plugin-dir"]) expect(a).not.toContain(f);
    expect(a).toContain("--include-partial-messages");
    expect(buildAgentArgs({ pluginDirs: ["/p"] })).toContain("--plugin-dir");
  });
});

describe("safe cassette names", () => {
  it.each(["No RM: deny delete", "../../escape", "a\\b", "CON", "nul.txt", "lpt1", "trailing.", "x/y", "a?b"])(
    "%s is refused",
    (n) => {
      expect(unsafeFileNameReason(n)).toBeDefined();
    },
  );
  it.each(["csv-report", "Metric choice (v2)", "résumé", "a.b"])("%s is fine", (n) => {
    expect(unsafeFileNameReason(n)).toBeUndefined();
  });
  it("the suggested stem is itself safe", () => {
    for (const n of ["No RM: deny delete", "../../escape", "CON", "a\\b?"])
      expect(unsafeFileNameReason(safeFileStem(n))).toBeUndefined();
  });
});

describe("SDK-MCP servers", () => {
  const session = (): { root: string; servers: ReturnType<typeof coworkSdkMcpServers> } => {
    const root = mkdtempSync(join(tmpdir(), "sdk-mcp-"));
    mkdirSync(join(root, "mnt", "outputs"), { recursive: true });
    writeFileSync(join(root, "report.md"), "# r\n");
    writeFileSync(join(root, "mnt", "outputs", "report.md"), "taken\n");
    writeFileSync(join(root, ".env"), "SECRET=1\n");
    symlinkSync("/etc/hostname", join(root, "link.txt"));
    const servers = coworkSdkMcpServers({
      guestRoot: "/sessions/s1",
      hostRoot: root,
      folderMounts: ["work"],
      skills: [{ name: "csv-metrics:csv-metrics", description: "Compute CSV metrics" }],
      plugins: [{ name: "csv-metrics", description: "CSV tools", path: "mnt/.local-plugins/x" }],
    });
    return { root, servers };
  };
  const call = (servers: ReturnType<typeof coworkSdkMcpServers>, server: string, name: string, args: unknown) =>
    answerMcpMessage(
      server,
      { jsonrpc: "2.0", id: 7, method: "tools/call", params: { name, arguments: args } },
      new Map(Object.entries(servers)),
    );

  it("initialize echoes the protocol version; tools/list marks every tool alwaysLoad", async () => {
    const { servers } = session();
    const init = (await answerMcpMessage(
      "skills",
      { id: 1, method: "initialize", params: { protocolVersion: "2025-11-25" } },
      new Map(Object.entries(servers)),
    )) as any;
    expect(init.mcp_response.result).toEqual({
      protocolVersion: "2025-11-25",
      capabilities: { tools: {} },
      serverInfo: { name: "skills", version: "1.0.0" },
    });
    const list = (await answerMcpMessage(
      "plugins",
      { id: 2, method: "tools/list" },
      new Map(Object.entries(servers)),
    )) as any;
    expect(list.mcp_response.result.tools.map((t: any) => t.name)).toEqual([
      "list_plugins",
      "search_plugins",
      "suggest_plugin_install",
    ]);
    expect(list.mcp_response.result.tools.every((t: any) => t._meta["anthropic/alwaysLoad"] === true)).toBe(true);
    expect(
      await answerMcpMessage("cowork", { method: "notifications/initialized" }, new Map(Object.entries(servers))),
    ).toEqual({});
  });
  it("suggest_skills ranks by shared words", async () => {
    const { servers } = session();
    const r = (await call(servers, "skills", "suggest_skills", { query: "metrics for a csv" })) as any;
    expect(r.mcp_response.result.content[0].text).toContain("csv-metrics:csv-metrics");
  });
  it("present_files echoes mount paths and promotes a scratchpad file under a free name", async () => {
    const { root, servers } = session();
    const r = (await call(servers, "cowork", "present_files", {
      files: [{ file_path: "/sessions/s1/mnt/outputs/a.txt" }, { file_path: "/sessions/s1/report.md" }],
    })) as any;
    expect(r.mcp_response.result.content.map((c: any) => c.text)).toEqual([
      "/sessions/s1/mnt/outputs/a.txt",
      "/sessions/s1/mnt/outputs/report-2.md",
    ]);
    expect(readFileSync(join(root, "mnt", "outputs", "report-2.md"), "utf8")).toBe("# r\n");
    expect(readFileSync(join(root, "mnt", "outputs", "report.md"), "utf8")).toBe("taken\n");
  });
  it.each([
    ["a path outside the session", "/etc/passwd"],
    ["a symlink", "/sessions/s1/link.txt"],
    ["a blocked name", "/sessions/s1/.env"],
    ["a missing file", "/sessions/s1/nope.md"],
  ])("present_files refuses %s with -32602", async (_what, path) => {
    const { root, servers } = session();
    const r = (await call(servers, "cowork", "present_files", { files: [{ file_path: path }] })) as any;
    expect(r.mcp_response.error.code).toBe(-32602);
    expect(existsSync(join(root, "mnt", "outputs", ".env"))).toBe(false);
  });
});

describe("host-inventory privacy class", () => {
  const init = JSON.stringify({
    type: "system",
    subtype: "init",
    mcp_servers: [{ name: "cowork" }, { name: "my-gmail" }],
    tools: ["Bash", "mcp__skills__list_skills", "mcp__slack__post"],
    skills: ["deep-research", "my-secret-skill", "csv:x"],
    plugins: [{ name: "csv" }],
    account: { email: "x" },
  });
  const cassette = (tier: string): Cassette => ({
    scenario: { name: "s", prompt: "p", session: "(inline)", fidelity: tier } as any,
    events: [init],
    effectiveFidelity: tier,
  });
  it("flags this machine's servers, connectors, skills and account on the protocol tier", () => {
    const f = scanCassette(cassette("protocol")).filter((x) => x.cls === "host-inventory");
    expect(f.map((x) => x.sample).sort()).toEqual(["email", "my-gmail", "my-secret-skill", "slack"]);
  });
  it("a container recording is sealed and exempt", () => {
    expect(scanCassette(cassette("container")).filter((x) => x.cls === "host-inventory")).toEqual([]);
  });
  it("--allow-host-inventory clears a whole sample", () => {
    const f = scanCassette(cassette("protocol"), [
      { cls: "host-inventory", re: /my-gmail|slack|email|my-secret-skill/i },
    ]).filter((x) => x.cls === "host-inventory");
    expect(f).toEqual([]);
  });
});
