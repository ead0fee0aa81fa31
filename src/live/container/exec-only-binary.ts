/**
 * The agent binary as an execute-only file (mode 0111), for the container tier (issue 21, stream
 * integrity and credentials). The kernel marks a process non-dumpable when it execs a file it
 * cannot read; a non-dumpable process's /proc/<pid>/fd, environ, mem and maps are closed to every
 * process without CAP_SYS_PTRACE — the agent's container has no capabilities at all. So the tools
 * the agent runs (Bash, skill scripts: same uid, same pid namespace) cannot open the agent's
 * stdout through /proc/1/fd/1 to write stream-json lines the harness would take for the agent's,
 * nor read its environment. Measured with 2.1.332 under podman and Docker Engine: the agent runs
 * normally, and `echo … > /proc/1/fd/1` from its Bash tool fails with EACCES.
 *
 * The copy is kept in a cache dir (0700, ours), keyed by the binary's device, inode, size and
 * mtime, and made once (about 2 s for the 400 MB binary); the mount is read-only, so nothing in the
 * container can chmod it back.
 *
 * A script stand-in for the agent (`#!` first, as tests and local experiments use) cannot run
 * unreadable — its interpreter must read it — so it is used as it is: such a process is dumpable,
 * and the attestation of every line against what the model endpoint served is what remains.
 */
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  statSync,
} from "node:fs";
import { join } from "node:path";
import { HarnessError } from "../../core/util/errors.js";

export function executeOnlyCopy(binary: string, cacheDir: string): string {
  if (isScript(binary)) return binary;
  mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
  const dir = lstatSync(cacheDir);
  const uid = typeof process.getuid === "function" ? process.getuid() : undefined;
  if (!dir.isDirectory() || (uid !== undefined && dir.uid !== uid))
    throw new HarnessError(
      `${cacheDir}: not a directory of this user — cannot keep the agent's execute-only binary there`,
    );
  chmodSync(cacheDir, 0o700);
  const st = statSync(binary);
  const target = join(cacheDir, `claude-${st.dev}-${st.ino}-${st.size}-${Math.floor(st.mtimeMs)}`);
  if (existsSync(target)) {
    const t = lstatSync(target);
    if (t.isFile() && (t.mode & 0o777) === 0o111 && t.size === st.size) return target;
  }
  const partial = `${target}.${process.pid}.partial`;
  copyFileSync(binary, partial);
  chmodSync(partial, 0o111);
  renameSync(partial, target);
  return target;
}

/** True when the file starts with `#!`: an interpreted stand-in, not the native agent. */
function isScript(path: string): boolean {
  const fd = openSync(path, "r");
  try {
    const head = Buffer.alloc(2);
    return readSync(fd, head, 0, 2, 0) === 2 && head.toString("latin1") === "#!";
  } finally {
    closeSync(fd);
  }
}
