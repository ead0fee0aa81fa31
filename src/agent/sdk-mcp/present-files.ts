/**
 * `mcp__cowork__present_files {files:[{file_path}]}` (spec/record.md §3.1): the result has one text
 * block per file, its destination path as the agent sees it, in request order.
 *
 *  - A path under a mount (`<root>/mnt/{outputs,uploads,.host-home,.auto-memory,<folder>}/…`) is
 *    echoed back.
 *  - A scratchpad path (under `<root>` but outside `mnt/`) is promoted: it must be a regular file
 *    (lstat, never a link), really inside the session (realpath containment), with an allowed
 *    name; it is copied into `mnt/outputs/` under a name that does not collide (never overwriting:
 *    COPYFILE_EXCL), and a notice is sent to the agent as a follow-up user turn.
 *  - Anything else fails the whole call with JSON-RPC -32602.
 *
 * Paths arrive as the agent sees them (`/sessions/<id>/…`); `guestRoot` ↔ `hostRoot` maps them
 * onto the staged tree.
 */
import { constants, copyFileSync, existsSync, lstatSync, realpathSync } from "node:fs";
import { join, posix } from "node:path";
import type { ToolResult } from "./servers.js";

export interface PresentFilesContext {
  /** the session root as the agent sees it, e.g. /sessions/local_ab12 */
  guestRoot: string;
  /** the same directory on this machine */
  hostRoot: string;
  /** connected folder mount names (directly under mnt/) */
  folderMounts: readonly string[];
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

/** A name in outputs/ that is not taken: name, name-2.ext, name-3.ext, … */
function freeName(dir: string, name: string): string {
  if (!existsSync(join(dir, name))) return name;
  const dot = name.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  for (let n = 2; ; n++) {
    const candidate = `${stem}-${n}${ext}`;
    if (!existsSync(join(dir, candidate))) return candidate;
  }
}

export function presentFiles(ctx: PresentFilesContext, args: Record<string, unknown>): ToolResult {
  const files = args.files;
  if (!Array.isArray(files) || files.length === 0) throw new McpParamsError("present_files: `files` must be a non-empty array of {file_path}");
  const root = posix.normalize(ctx.guestRoot).replace(/\/+$/, "");
  const mounts = [...MOUNT_ROOTS, ...ctx.folderMounts].map((m) => `${root}/mnt/${m}`);
  const outputsGuest = `${root}/mnt/outputs`;
  const outputsHost = join(ctx.hostRoot, "mnt", "outputs");
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
    const host = join(ctx.hostRoot, ...guest.slice(root.length + 1).split("/"));
    let st;
    try {
      st = lstatSync(host);
    } catch {
      throw new McpParamsError(`present_files: ${raw} does not exist`);
    }
    if (st.isSymbolicLink() || !st.isFile()) throw new McpParamsError(`present_files: ${raw} is not a regular file`);
    const real = realpathSync(host);
    if (!isUnder(real, realpathSync(ctx.hostRoot))) throw new McpParamsError(`present_files: ${raw} resolves outside the session`);
    const name = posix.basename(guest);
    if (BLOCKED_NAME.test(name) || BLOCKED_EXT.test(name)) throw new McpParamsError(`present_files: ${name} is not a file that can be delivered`);
    const dest = freeName(outputsHost, name);
    copyFileSync(real, join(outputsHost, dest), constants.COPYFILE_EXCL);
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
