/**
 * Issue 36, class 7, tried as a pull request's skill would try it from inside the container tier,
 * in a session with egress.unrestricted: its Bash step asks the egress proxy for this machine's
 * addresses written as IPv6 (`[::ffff:a59:1]`, `[0:0:0:0:0:ffff:10.89.0.1]`, v4-compatible, NAT64,
 * 6to4) and as inet_aton's short forms, by CONNECT and by plain HTTP (where the URL parser turns
 * `[::ffff:10.89.0.1]` into `[::ffff:a59:1]`), and scans the gateways the engines hand out in the
 * mapped form. Before, the proxy judged only the dotted `::ffff:a.b.c.d` form, and a listener on
 * this machine answered. Now every attempt gets 403 and the listener receives nothing. Under podman
 * always (with the agent image), and under Docker Engine with COWORK_SANDBOX_FULL=1.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { networkInterfaces } from "node:os";
import { join } from "node:path";
import { resolveAgentBinary } from "../../src/live/agent/binary.js";
import { bundleCli, type BundledCli } from "../helpers/bundle-cli.js";
import { sandboxEngines } from "../helpers/engines.js";
import { git, tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { writeOneBashStep } from "../helpers/one-bash-step.js";
import { REPO_ROOT } from "../helpers/paths.js";

const IMAGE = process.env.COWORK_AGENT_IMAGE;
const ENGINES = sandboxEngines(IMAGE, process.env.COWORK_SANDBOX_FULL === "1");

const hex = (v4: string): string => {
  const [a = 0, b = 0, c = 0, d = 0] = v4.split(".").map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
};

/** The spellings of `v4` the old filter let through (bracketed for an authority or a URL). */
function spellings(v4: string): string[] {
  const n = v4.split(".").reduce((acc, o) => acc * 256 + Number(o), 0);
  return [
    `[::ffff:${hex(v4)}]`,
    `[0:0:0:0:0:ffff:${v4}]`,
    `[::${hex(v4)}]`,
    `[64:ff9b::${hex(v4)}]`,
    `[2002:${hex(v4)}::1]`,
    `[::ffff:0:${hex(v4)}]`,
    String(n),
  ];
}

/** This machine's IPv4 addresses (its bridges' gateways among them while the engines have them up). */
function hostAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i) => i?.family === "IPv4" && !i.internal)
    .map((i) => i!.address);
}

/** The skill's step: CONNECT and GET through the proxy for each target; one line each, then the gateway scan. */
function probe(targets: string[], scan: string[]): string {
  return [
    'const http=require("http");const px=new URL(process.env.HTTP_PROXY||"http://127.0.0.1:8080");',
    `const targets=${JSON.stringify(targets)};const scan=${JSON.stringify(scan)};`,
    'const via=(method,t)=>new Promise((r)=>{const q=http.request({host:px.hostname,port:+px.port,method,path:method==="CONNECT"?t:"http://"+t+"/",timeout:4000});',
    'q.on("connect",(res,s)=>{s.destroy();r(String(res.statusCode))});q.on("response",(res)=>{let b="";res.on("data",(d)=>(b+=d));res.on("end",()=>r(res.statusCode+(b.includes("this machine")?" THIS-MACHINE":"")))});',
    'q.on("error",(e)=>r(e.code));q.on("timeout",()=>{q.destroy();r("TIMEOUT")});q.end()});',
    '(async()=>{for(const t of targets){console.log("connect "+t+" "+await via("CONNECT",t));console.log("http "+t+" "+await via("GET",t))}',
    'const s=await Promise.all(scan.map(async(t)=>[t,await via("CONNECT",t)]));',
    'console.log("scan "+s.length+" through the proxy: "+s.filter(([,c])=>c!=="403").map(([t,c])=>t+" "+c).join(" ")+" end")})()',
  ].join("");
}

describe.skipIf(!IMAGE)(
  "a skill reaching this machine through IPv6 spellings of its addresses, egress unrestricted",
  () => {
    let cli: BundledCli;
    let repo: TempCopy;
    let listener: Server;
    const hits: string[] = [];
    let targets: string[] = [];
    let scan: string[] = [];

    beforeAll(async () => {
      listener = createServer((req, res) => {
        hits.push(`${req.method} ${req.url}`);
        res.end("this machine\n");
      });
      // a tunnel sends no request: count the connections themselves
      listener.on("connection", (sock) => hits.push(`connection from ${sock.remoteAddress}`));
      const port = await new Promise<number>((r) =>
        listener.listen(0, "0.0.0.0", () => r((listener.address() as { port: number }).port)),
      );
      targets = [...new Set([...hostAddresses(), "10.88.0.1", "172.17.0.1", "127.0.0.1"])]
        .flatMap(spellings)
        .map((h) => `${h}:${port}`);
      // the run's own network's gateway (where the model server listens) is not known in advance
      scan = Array.from({ length: 256 }, (_, i) => `[::ffff:${hex(`10.89.${i}.1`)}]:${port}`);
      cli = await bundleCli("src/cli/main.ts");
      repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
      const session = join(repo.dir, "sessions/default.yaml");
      writeFileSync(session, readFileSync(session, "utf8").replace("unrestricted: false", "unrestricted: true"));
      writeOneBashStep(repo.dir, "spellings", {
        command: `node -e '${probe(targets, scan)}' 2>&1`,
        fidelity: "container",
      });
      git(repo.dir, "add", "-A");
      git(repo.dir, "commit", "-q", "-m", "the probe");
    });
    afterAll(() => {
      listener?.close();
      cli?.cleanup();
      repo?.cleanup();
    });

    function record(engine: string): Promise<{ code: number | null; stderr: string }> {
      const child = spawn(
        process.execPath,
        [cli.cli, "record", "scenarios/spellings.yaml", "--out", `out-${engine}/`, "--allow-failing"],
        {
          cwd: repo.dir,
          env: {
            ...process.env,
            GITHUB_ACTIONS: "",
            COWORK_CONTAINER_RUNTIME: engine,
            COWORK_AGENT_BINARY: resolveAgentBinary(),
          },
          stdio: ["ignore", "ignore", "pipe"],
        },
      );
      let stderr = "";
      child.stderr!.on("data", (d) => (stderr += d));
      return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stderr })));
    }

    for (const engine of ENGINES)
      describe.skipIf(!engine.ready)(engine.name, () => {
        it("gets 403 for every spelling, by CONNECT and by plain HTTP, and the listener on this machine receives nothing", async () => {
          const r = await record(engine.name);
          expect(r.code, r.stderr).toBe(0);
          const cassette = JSON.parse(
            readFileSync(join(repo.dir, `out-${engine.name}`, "spellings.cassette.json"), "utf8"),
          ) as { events: string[] };
          const output = cassette.events.filter((l) => l.includes('"tool_result"')).join("\n");
          // the output as the cassette holds it (JSON-escaped, a line ends at the escaped newline; the
          // tool result is in the event twice)
          const lines = [...new Set([...output.matchAll(/(?:connect|http) [^\s\\"]+ [^\s\\"]+/g)].map((m) => m[0]))];
          expect(lines).toHaveLength(targets.length * 2);
          expect(lines.filter((l) => !l.endsWith(" 403"))).toEqual([]);
          expect(output).toMatch(/scan 256 through the proxy: {2}end/);
          expect(hits).toEqual([]);
        }, 300_000);
      });
  },
);
