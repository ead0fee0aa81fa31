/**
 * `mcp__cowork__present_files {files:[{file_path}]}` (the reference's src/runtime/container.ts; docs/reference.md#recording-and-the-agent-protocol): the result has one text
 * block per file, its destination path as the agent sees it, in request order.
 *
 *  - A path under a mount (`<root>/mnt/{outputs,uploads,.host-home,.auto-memory,<folder>}/…`) is
 *    echoed back.
 *  - A scratchpad path (under `<root>` but outside `mnt/`) is promoted: it must be a regular file
 *    with one link, on the session's device, at most PROMOTE_MAX_BYTES, with an allowed name; it is
 *    copied into `mnt/outputs/` under a name that does not collide (never overwriting), and a notice
 *    is sent to the agent as a follow-up user turn.
 *    The agent can change the session tree while we copy (rename `mnt/outputs`, swap a file for a
 *    link to a host path, a FIFO, a hard link), so every step goes through directory handles
 *    opened from the session root one component at a time, never following a link, and the source
 *    is checked on its open descriptor before a byte is read (src/core/util/contained-fs.ts). Nothing is
 *    ever created through a path the agent can rename.
 *  - Anything else fails the whole call with JSON-RPC -32602.
 *
 * Paths arrive as the agent sees them (`/sessions/<id>/…`); `guestRoot` ↔ `hostRoot` maps them
 * onto the staged tree. What goes back to the agent names paths only as it sees them: an error's
 * host path (where the session was staged on this machine) is shown under `guestRoot`, and an
 * error that is not ours says only its code.
 */
import { closeSync, realpathSync, statSync } from "node:fs";
import { posix } from "node:path";
import { ContainmentError, closeDir, createFileAt, openDirAt, openDirPath, openFileAt, openTrustedDir, readFdBounded, type DirHandle } from "../../../core/util/contained-fs.js";
import type { ToolResult } from "./servers.js";

export interface PresentFilesContext {
  /** the session root as the agent sees it, e.g. /sessions/local_ab12 */
  guestRoot: string;
  /** the same directory on this machine */
  hostRoot: string;
  /** connected folder mount names (directly under mnt/) */
  folderMounts: readonly string[];
  /** the session root's identity, taken once before the agent starts; the root is re-checked against it */
  rootId?: { dev: number; ino: number };
}

/** The largest scratchpad file present_files copies into outputs. */
export const PROMOTE_MAX_BYTES = 64 * 1024 * 1024;

/** The identity of a session root, to pass as PresentFilesContext.rootId. */
export function sessionRootId(hostRoot: string): { dev: number; ino: number } {
  const st = statSync(hostRoot);
  return { dev: st.dev, ino: st.ino };
}

export class McpParamsError extends Error {
  readonly code = -32602;
}

const MOUNT_ROOTS = ["outputs", "uploads", ".host-home", ".auto-memory"];
/** Names never promoted: credentials, keys and VCS internals. */
const BLOCKED_NAME = /^(?:\.env(?:\..*)?|\.netrc|\.npmrc|\.pypirc|id_(?:rsa|dsa|ecdsa|ed25519)(?:\.pub)?|\.git|\.ssh)$/i;
const BLOCKED_EXT = /\.(?:pem|key|p12|pfx|keystore|jks)$/i;

function isUnder(p: string, dir: string): boolean {
  return p === dir || p.startsWith(`${dir}/`);
}

/** name, name-2.ext, name-3.ext, … */
function candidateName(name: string, n: number): string {
  if (n === 1) return name;
  const dot = name.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  return `${stem}-${n}${ext}`;
}

/** `text` with every spelling of the host's session root (as given, and its real path) shown as the guest root. */
export function guestText(ctx: Pick<PresentFilesContext, "guestRoot" | "hostRoot">, text: string): string {
  const guest = posix.normalize(ctx.guestRoot).replace(/\/+$/, "");
  let real = ctx.hostRoot;
  try {
    real = realpathSync(ctx.hostRoot);
  } catch {
    /* gone: the given spelling is all there is */
  }
  const hosts = [...new Set([real, ctx.hostRoot.replace(/\/+$/, "")])].sort((a, b) => b.length - a.length);
  return hosts.reduce((t, h) => (h !== "" && t.includes(h) ? t.split(h).join(guest) : t), text);
}

/** Copies the scratchpad file at `rel` (components under the root) into outputs; returns its outputs name. */
function promote(ctx: PresentFilesContext, rel: readonly string[], raw: string): string {
  let root: DirHandle | undefined;
  let srcDir: DirHandle | undefined;
  let outputs: DirHandle | undefined;
  let src: number | undefined;
  try {
    root = openTrustedDir(ctx.hostRoot);
    if (ctx.rootId && (root.dev !== ctx.rootId.dev || root.ino !== ctx.rootId.ino)) throw new ContainmentError("the session root was replaced");
    srcDir = openDirPath(root, rel.slice(0, -1));
    const opened = openFileAt(srcDir, rel[rel.length - 1] as string, { singleLink: true, maxBytes: PROMOTE_MAX_BYTES });
    src = opened.fd;
    const bytes = readFdBounded(src, PROMOTE_MAX_BYTES);
    const mnt = openDirAt(root, "mnt");
    try {
      outputs = openDirAt(mnt, "outputs");
    } finally {
      closeDir(mnt);
    }
    const name = rel[rel.length - 1] as string;
    for (let n = 1; n < 10_000; n++) {
      const dest = candidateName(name, n);
      if (createFileAt(outputs, dest, bytes, (opened.stat.mode & 0o111) | 0o644)) return dest;
    }
    throw new ContainmentError("no free name in outputs");
  } catch (e) {
    if (e instanceof ContainmentError) throw new McpParamsError(`present_files: ${raw} cannot be delivered: ${guestText(ctx, e.message)}`);
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new McpParamsError(`present_files: ${raw} does not exist`);
    throw new McpParamsError(`present_files: ${raw} cannot be delivered (${code ?? "error"})`);
  } finally {
    if (src !== undefined) closeSync(src);
    for (const d of [outputs, srcDir, root]) if (d) closeDir(d);
  }
}

export function presentFiles(ctx: PresentFilesContext, args: Record<string, unknown>): ToolResult {
  try {
    return presentEach(ctx, args);
  } catch (e) {
    if (e instanceof McpParamsError) throw new McpParamsError(guestText(ctx, e.message));
    throw new McpParamsError(`present_files: the files cannot be delivered (${(e as NodeJS.ErrnoException).code ?? "error"})`);
  }
}

function presentEach(ctx: PresentFilesContext, args: Record<string, unknown>): ToolResult {
  const files = args.files;
  if (!Array.isArray(files) || files.length === 0) throw new McpParamsError("present_files: `files` must be a non-empty array of {file_path}");
  const root = posix.normalize(ctx.guestRoot).replace(/\/+$/, "");
  const mounts = [...MOUNT_ROOTS, ...ctx.folderMounts].map((m) => `${root}/mnt/${m}`);
  const outputsGuest = `${root}/mnt/outputs`;
  const out: string[] = [];
  const promoted: string[] = [];
  for (const f of files) {
    const raw = f !== null && typeof f === "object" ? (f as { file_path?: unknown }).file_path : undefined;
    if (typeof raw !== "string" || raw === "") throw new McpParamsError("present_files: every entry needs a file_path string");
    const guest = posix.normalize(posix.isAbsolute(raw) ? raw : posix.join(root, raw));
    if (mounts.some((m) => isUnder(guest, m) && guest !== m)) {
      out.push(guest);
      continue;
    }
    if (!isUnder(guest, root) || guest === root || isUnder(guest, `${root}/mnt`)) {
      throw new McpParamsError(`present_files: ${raw} is neither in a session folder nor in the scratchpad`);
    }
    const rel = guest.slice(root.length + 1).split("/");
    const name = posix.basename(guest);
    if (BLOCKED_NAME.test(name) || BLOCKED_EXT.test(name) || rel.some((c) => BLOCKED_NAME.test(c))) throw new McpParamsError(`present_files: ${name} is not a file that can be delivered`);
    const dest = promote(ctx, rel, raw);
    out.push(`${outputsGuest}/${dest}`);
    promoted.push(`${raw} → ${outputsGuest}/${dest}`);
  }
  return {
    content: out.map((p) => ({ type: "text", text: p })),
    ...(promoted.length > 0
      ? { notify: `The following scratchpad files were copied into outputs so the user can open them: ${promoted.join("; ")}. Refer to the outputs copies from now on.` }
      : {}),
  };
}
