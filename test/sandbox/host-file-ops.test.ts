/**
 * Issue 21, item 1: no host-side file operation follows the sandbox. The session tree is the
 * sandbox's to change while the harness works on it, so these tests play the hostile skill on the
 * host side (the same file operations the agent can make through its bind mount) and check that
 * present_files, the artifact manifest and cleanup never write, read or chmod anything outside it.
 * No container needed: the attacks are file-system shapes, not container features.
 */
import { spawn, type ChildProcess } from "node:child_process";
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { answerMcpMessage } from "../../src/live/agent/mcp.js";
import { coworkSdkMcpServers } from "../../src/live/agent/sdk-mcp/servers.js";
import { buildManifest } from "../../src/live/record/manifest.js";
import { stageSessionLayout } from "../../src/live/record/layout.js";
import { SessionSchema } from "../../src/core/session/model.js";

const SECRET = "HOST-SECRET-ssh-key-3f9a1c77";
const made: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill("SIGKILL");
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tmp(prefix: string): string {
  const d = mkdtempSync(join(tmpdir(), prefix));
  made.push(d);
  return d;
}

/** A session root as the container tier stages it, plus a "host" dir holding a secret. */
function world(): { root: string; host: string; secret: string; servers: ReturnType<typeof coworkSdkMcpServers> } {
  const root = tmp("h21-session-");
  mkdirSync(join(root, "mnt", "outputs"), { recursive: true });
  const host = tmp("h21-host-");
  const secret = join(host, "id_ed25519.txt");
  writeFileSync(secret, `${SECRET}\n`);
  const servers = coworkSdkMcpServers({
    guestRoot: "/sessions/s1",
    hostRoot: root,
    folderMounts: [],
    skills: [],
    plugins: [],
  });
  return { root, host, secret, servers };
}

async function present(servers: ReturnType<typeof coworkSdkMcpServers>, path: string): Promise<any> {
  return answerMcpMessage(
    "cowork",
    {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "present_files", arguments: { files: [{ file_path: path }] } },
    },
    new Map(Object.entries(servers)),
  );
}

/** Every regular file under `dir` (no links followed), with its content. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = lstatSync(p);
    if (st.isDirectory()) out.push(...filesUnder(p));
    else if (st.isFile()) out.push(readFileSync(p, "utf8"));
  }
  return out;
}

/** A background process that keeps swapping `target` between a plain file and a link to `secret`. */
function swapper(target: string, secret: string): ChildProcess {
  const script = `
    const fs = require("node:fs");
    const [target, secret] = process.argv.slice(1);
    const reg = target + ".reg", lnk = target + ".lnk";
    for (;;) {
      try { fs.writeFileSync(reg, "harmless\\n"); fs.renameSync(reg, target); } catch {}
      try { fs.rmSync(lnk, { force: true }); fs.symlinkSync(secret, lnk); fs.renameSync(lnk, target); } catch {}
    }`;
  const c = spawn(process.execPath, ["-e", script, target, secret], { stdio: "ignore" });
  children.push(c);
  return c;
}

describe("present_files against a hostile session tree", () => {
  it("a renamed mnt/outputs replaced by a link to a host dir: nothing is created on the host", async () => {
    const { root, host, servers } = world();
    writeFileSync(join(root, "pre-commit"), "#!/bin/sh\necho pwned\n", { mode: 0o755 });
    renameSync(join(root, "mnt", "outputs"), join(root, "mnt", "outputs-moved"));
    symlinkSync(host, join(root, "mnt", "outputs"));
    const r = await present(servers, "/sessions/s1/pre-commit");
    expect(r.mcp_response.error?.code).toBe(-32602);
    expect(readdirSync(host)).toEqual(["id_ed25519.txt"]);
  });

  it("mnt itself replaced by a link to a host dir with an outputs/ in it: nothing is created there", async () => {
    const { root, host, servers } = world();
    mkdirSync(join(host, "outputs"));
    writeFileSync(join(root, "hook"), "#!/bin/sh\n", { mode: 0o755 });
    renameSync(join(root, "mnt"), join(root, "mnt-moved"));
    symlinkSync(host, join(root, "mnt"));
    const r = await present(servers, "/sessions/s1/hook");
    expect(r.mcp_response.error?.code).toBe(-32602);
    expect(readdirSync(join(host, "outputs"))).toEqual([]);
  });

  it("a scratchpad dir swapped for a link, a FIFO and a hard link are refused, promptly", async () => {
    const { root, host, secret, servers } = world();
    symlinkSync(host, join(root, "dir"));
    expect((await present(servers, "/sessions/s1/dir/id_ed25519.txt")).mcp_response.error?.code).toBe(-32602);
    const { execFileSync } = await import("node:child_process");
    execFileSync("mkfifo", [join(root, "pipe.txt")]);
    expect((await present(servers, "/sessions/s1/pipe.txt")).mcp_response.error?.code).toBe(-32602);
    const { linkSync } = await import("node:fs");
    linkSync(secret, join(root, "hard.txt"));
    expect((await present(servers, "/sessions/s1/hard.txt")).mcp_response.error?.code).toBe(-32602);
    expect(filesUnder(join(root, "mnt", "outputs"))).toEqual([]);
  });

  it("a file swapped for a link to a host secret while it is copied: the secret never lands in outputs (3,000 attempts)", async () => {
    const { root, secret, servers } = world();
    const target = join(root, "data.txt");
    writeFileSync(target, "harmless\n");
    swapper(target, secret);
    let promoted = 0;
    for (let i = 0; i < 3000; i++) {
      const r = await present(servers, "/sessions/s1/data.txt");
      if (r.mcp_response.result) promoted++;
    }
    const outputs = filesUnder(join(root, "mnt", "outputs"));
    expect(outputs.length).toBe(promoted);
    expect(promoted).toBeGreaterThan(0); // the race really ran against plain files too
    expect(outputs.filter((t) => t.includes(SECRET))).toEqual([]);
  });
});

describe("the artifact manifest against a hostile session tree", () => {
  it("mnt replaced by a link to a host dir: the host's files are not snapshotted", async () => {
    const { root, host } = world();
    mkdirSync(join(host, "outputs"));
    writeFileSync(join(host, "outputs", "stolen.txt"), `${SECRET}\n`);
    renameSync(join(root, "mnt"), join(root, "mnt-moved"));
    symlinkSync(host, join(root, "mnt"));
    const m = await buildManifest(join(root, "mnt"), ["outputs"]);
    expect(JSON.stringify(m)).not.toContain(SECRET);
  });

  it("an output swapped for a link to a host secret while the manifest reads it: never in a body (300 manifests)", async () => {
    const { root, secret } = world();
    const target = join(root, "mnt", "outputs", "live.txt");
    writeFileSync(target, "harmless\n");
    swapper(target, secret);
    let bodies = 0;
    for (let i = 0; i < 300; i++) {
      const m = await buildManifest(join(root, "mnt"), ["outputs"]);
      for (const e of m) {
        if (e.body !== undefined) bodies++;
        expect(e.body ?? "").not.toContain(SECRET);
      }
    }
    expect(bodies).toBeGreaterThan(0);
  });
});

describe("cleanup against a hostile session tree", () => {
  it("mnt replaced by a link to a host dir: cleanup neither chmods nor removes anything there", () => {
    const src = tmp("h21-src-");
    writeFileSync(join(src, "notes.txt"), "input\n");
    const layout = stageSessionLayout(SessionSchema.parse({ uploads: [join(src, "notes.txt")] }), {
      parentDir: tmp("h21-base-"),
    });
    const host = tmp("h21-host-");
    mkdirSync(join(host, "uploads"));
    writeFileSync(join(host, "uploads", "notes.txt"), "host file\n");
    chmodSync(join(host, "uploads", "notes.txt"), 0o444);
    renameSync(layout.workRoot, `${layout.workRoot}-moved`);
    symlinkSync(host, layout.workRoot);
    layout.cleanup();
    expect(statSync(join(host, "uploads", "notes.txt")).mode & 0o777).toBe(0o444);
    expect(readFileSync(join(host, "uploads", "notes.txt"), "utf8")).toBe("host file\n");
    expect(existsSync(layout.base)).toBe(false);
  });

  it("links to host dirs are unlinked, never entered; a 300-deep tree is removed without running out of descriptors", () => {
    const layout = stageSessionLayout(SessionSchema.parse({}), { parentDir: tmp("h21-base-") });
    const host = tmp("h21-host-");
    writeFileSync(join(host, "keep.txt"), "host file\n");
    symlinkSync(host, join(layout.root, "to-host"));
    symlinkSync(join(host, "keep.txt"), join(layout.outputsDir, "keep-link.txt"));
    let deep = layout.root;
    for (let i = 0; i < 300; i++) deep = join(deep, "d");
    mkdirSync(deep, { recursive: true });
    writeFileSync(join(deep, "leaf.txt"), "x");
    chmodSync(join(layout.root, "d"), 0o500); // a read-only dir the agent left behind
    layout.cleanup();
    expect(existsSync(layout.base)).toBe(false);
    expect(readdirSync(host)).toEqual(["keep.txt"]);
    expect(readFileSync(join(host, "keep.txt"), "utf8")).toBe("host file\n");
  });
});

describe("reading a pull request's staged plugin", () => {
  it("a plugin.json, skills dir or SKILL.md that is a link to a host file is not read on this machine", async () => {
    const { stagedCatalog } = await import("../../src/live/record/container-tier.js");
    const host = tmp("h21-host-");
    writeFileSync(join(host, "secret.json"), JSON.stringify({ name: "x", description: SECRET }));
    mkdirSync(join(host, "skills", "s"), { recursive: true });
    writeFileSync(join(host, "skills", "s", "SKILL.md"), `---\ndescription: ${SECRET}\n---\n`);
    writeFileSync(join(host, "SKILL.md"), `---\ndescription: ${SECRET}\n---\n`);
    const root = tmp("h21-layout-");
    const a = join(root, "plugins", "a");
    mkdirSync(join(a, ".claude-plugin"), { recursive: true });
    symlinkSync(join(host, "secret.json"), join(a, ".claude-plugin", "plugin.json"));
    symlinkSync(join(host, "skills"), join(a, "skills"));
    const b = join(root, "plugins", "b");
    mkdirSync(join(b, "skills", "t"), { recursive: true });
    symlinkSync(join(host, "SKILL.md"), join(b, "skills", "t", "SKILL.md"));
    const catalog = stagedCatalog({ pluginDirs: [a, b], configDir: join(root, "config"), root });
    expect(JSON.stringify(catalog)).not.toContain(SECRET);
    expect(catalog.skills.map((s) => s.name)).toEqual(["b:t"]);
  });
});
