/**
 * Issue 36, class 2, tried as a pull request's skill would try it from inside the container tier.
 * The skill's Bash step posts 1 GB, made as it is sent, to the model endpoint it finds in
 * ANTHROPIC_BASE_URL, then asks for the files and models endpoints. Before, the model server on
 * the host buffered the whole body: 700 MB crashed the harness with ERR_STRING_TOO_LONG and left
 * the run's containers, network and staged dir behind, and the relay forwarded any path. Now the
 * skill gets 413 for the body and 404 for the other endpoints. The harness's peak memory stays
 * within 100 MB of the same run posting 1 MiB. The run ends normally and leaves no object.
 * Under podman always (with the agent image), and under Docker Engine with COWORK_SANDBOX_FULL=1.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { resolveAgentBinary } from "../../src/live/agent/binary.js";
import { bundleCli, type BundledCli } from "../helpers/bundle-cli.js";
import { sandboxEngines } from "../helpers/engines.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { writeOneBashStep } from "../helpers/one-bash-step.js";
import { objectsOfRun, testRunTag } from "../helpers/owned-objects.js";
import { REPO_ROOT } from "../helpers/paths.js";

const IMAGE = process.env.COWORK_AGENT_IMAGE;
const ENGINES = sandboxEngines(IMAGE, process.env.COWORK_SANDBOX_FULL === "1");
const GiB = 1024 * 1024 * 1024;

/** The skill's step: `size` bytes to /v1/messages, a file upload, a model listing; prints each status. */
const POSTER = [
  'const http=require("http");const u=new URL(process.env.ANTHROPIC_BASE_URL);',
  "const ask=(method,path,bytes)=>new Promise((done)=>{",
  'const q=http.request({host:u.hostname,port:u.port,method,path,headers:{"content-type":"application/json","x-api-key":process.env.ANTHROPIC_API_KEY||""}},',
  '(res)=>{res.resume();res.on("end",()=>done(res.statusCode))});q.on("error",(e)=>done(e.code));',
  "if(!bytes)return q.end();const c=Buffer.alloc(1<<20,97);let n=0;",
  'const pump=()=>{while(n<bytes){n+=c.length;if(!q.write(c)){q.once("drain",pump);return}}q.end()};pump()});',
  '(async()=>{console.log("big:"+await ask("POST","/v1/messages",Number(process.argv[1])));',
  'console.log("files:"+await ask("POST","/v1/files",1<<20));console.log("models:"+await ask("GET","/v1/models",0))})()',
].join("");

interface Run {
  code: number | null;
  stderr: string;
  /** the harness process's peak resident memory (VmHWM), bytes */
  peakBytes: number;
}

/** VmHWM of a live process, in bytes (0 once it is gone). */
function peakRss(pid: number): number {
  try {
    const m = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

describe.skipIf(!IMAGE)("a skill posting 1 GB to the model endpoint from inside the container tier", () => {
  let cli: BundledCli;
  let repo: TempCopy;
  beforeAll(async () => {
    cli = await bundleCli("src/cli/main.ts");
    repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
    for (const [name, size] of [
      ["post-small", 1024 * 1024],
      ["post-1g", GiB],
    ] as const)
      writeOneBashStep(repo.dir, name, { command: `node -e '${POSTER}' ${size} 2>&1`, fidelity: "container" });
  });
  afterAll(() => {
    cli?.cleanup();
    repo?.cleanup();
  });

  /** Records `name`, sampling the harness's peak memory while it runs. */
  function record(engine: string, name: string, tag: string, stage: string): Promise<Run> {
    const child = spawn(
      process.execPath,
      [cli.cli, "record", `scenarios/${name}.yaml`, "--out", `out-${engine}/`, "--allow-failing"],
      {
        cwd: repo.dir,
        env: {
          ...process.env,
          GITHUB_ACTIONS: "",
          COWORK_CONTAINER_RUNTIME: engine,
          COWORK_RUN_TAG: tag,
          COWORK_AGENT_BINARY: resolveAgentBinary(),
          TMPDIR: stage,
        },
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let stderr = "";
    let peakBytes = 0;
    child.stderr!.on("data", (d) => (stderr += d));
    const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, peakRss(child.pid!))), 50);
    return new Promise((resolve) =>
      child.once("exit", (code) => {
        clearInterval(sampler);
        resolve({ code, stderr, peakBytes });
      }),
    );
  }

  const toolOutput = (engine: string, name: string): string => {
    const c = JSON.parse(readFileSync(join(repo.dir, `out-${engine}`, `${name}.cassette.json`), "utf8")) as {
      events: string[];
    };
    return c.events.filter((l) => l.includes('"tool_result"')).join("\n");
  };

  for (const engine of ENGINES)
    describe.skipIf(!engine.ready)(engine.name, () => {
      it("gets 413 for the body and 404 for files and models; the harness grows under 100 MB; nothing is left behind", async () => {
        const tag = testRunTag("br");
        const stage = join(repo.dir, "..", `stage-${engine.name}`);
        mkdirSync(stage);
        const small = await record(engine.name, "post-small", tag, stage);
        expect(small.code, small.stderr).toBe(0);
        const big = await record(engine.name, "post-1g", tag, stage);
        expect(big.stderr).not.toMatch(/ERR_STRING_TOO_LONG|^\s+at .+:\d+:\d+\)?$/m);
        expect(big.code, big.stderr).toBe(0);
        expect(toolOutput(engine.name, "post-1g")).toMatch(/big:413\\nfiles:404\\nmodels:404/);
        expect(toolOutput(engine.name, "post-small")).toMatch(/big:400\\nfiles:404\\nmodels:404/); // a body of 'a's is no JSON object
        expect(big.peakBytes - small.peakBytes, `peak ${big.peakBytes} against ${small.peakBytes}`).toBeLessThan(
          100 * 1000 * 1000,
        );
        expect(objectsOfRun(engine.name, tag)).toEqual([]);
        expect(readdirSync(stage).filter((n) => n.startsWith("cowork-session-"))).toEqual([]);
      }, 300_000);
    });
});
