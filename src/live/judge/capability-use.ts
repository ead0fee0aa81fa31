/**
 * Which capability families a live run used (the reference's live lane; docs/reference.md#the-live-lane): the current turn's tool calls
 * (every `input.command` and `input.code`, main agent and sub-agents), the scripts those commands
 * hand to an interpreter (`python3 mnt/outputs/make.py`: up to 64, at most 1 MB each — the text the
 * run wrote with its Write tool, else the file in the session dir), and the error tool results
 * (`tesseract: command not found`, `No module named 'cv2'`).
 *
 * The scan is pure over an injected script reader; sessionScriptReader is the reader over the
 * session dir, through the no-follow helpers (the sandbox wrote that tree and may have planted links).
 */
import { posix } from "node:path";
import { readFileBelow } from "../../core/util/contained-fs.js";
import { familiesFailedIn, familiesUsedIn, type CapabilityFamily } from "./capabilities.js";
import { currentTurn } from "./scan.js";

export const MAX_SCRIPTS = 64;
export const MAX_SCRIPT_BYTES = 1024 * 1024;

/** A script's text by its absolute path as the agent named it, or undefined when it cannot be read. */
export type ScriptReader = (agentPath: string) => string | undefined;

export interface CapabilityUse {
  family: CapabilityFamily;
  /** what showed it: the command text, `<script>: <text>`, or `error: <text>` */
  evidence: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

const INTERPRETED =
  /(?:^|[\s;&|(\x60]|\$\()(?:[\w./-]*\/)?(?:python(?:3(?:\.\d+)?)?|node|bash|sh|dash|zsh)\s+(?:--?[\w-]+(?:=\S*)?\s+)*(["']?)([^\s"';&|<>()\x60]+\.(?:py|js|mjs|cjs|sh|bash))\1(?=$|[\s;&|)\x60])/g;
const CD = /(?:^|[;&|(]\s*)cd\s+(["']?)([^\s"';&|()]+)\1/g;

/** The scripts a command runs with an interpreter, as absolute agent paths (a leading `cd DIR` counts). */
export function scriptsRunBy(command: string, cwd: string): string[] {
  const out: string[] = [];
  for (const m of command.matchAll(INTERPRETED)) {
    let base = cwd;
    for (const c of command.slice(0, m.index).matchAll(CD)) base = posix.resolve(base, c[2]!);
    out.push(posix.resolve(base, m[2]!));
  }
  return out;
}

function toolResultText(block: Obj): string {
  if (typeof block.content === "string") return block.content;
  if (Array.isArray(block.content))
    return block.content.map((c) => (isObj(c) && typeof c.text === "string" ? c.text : "")).join("\n");
  return "";
}

const clip = (s: string): string => {
  const one = s.replace(/\s+/g, " ").trim();
  return one.length > 120 ? `${one.slice(0, 119)}…` : one;
};

/** The families the run's current turn used, first evidence each, in family order of first sight. */
export function detectCapabilityUse(
  lines: readonly string[],
  opts: { cwd: string; readScript: ScriptReader },
): CapabilityUse[] {
  const found = new Map<CapabilityFamily, string>();
  const note = (hits: Map<CapabilityFamily, string>, shown: (matched: string) => string): void => {
    for (const [f, matched] of hits) if (!found.has(f)) found.set(f, clip(shown(matched)));
  };
  const written = new Map<string, string>();
  const scripts: string[] = [];
  for (const line of currentTurn(lines)) {
    let obj: unknown;
    try {
      obj = JSON.parse(line);
    } catch {
      continue; // the delete scan reports malformed lines
    }
    if (!isObj(obj) || !isObj(obj.message) || !Array.isArray(obj.message.content)) continue;
    for (const block of obj.message.content) {
      if (!isObj(block)) continue;
      if (obj.type === "assistant" && block.type === "tool_use" && isObj(block.input)) {
        const input = block.input;
        for (const k of ["command", "code"] as const) {
          const text = input[k];
          if (typeof text !== "string") continue;
          note(familiesUsedIn(text), (m) => (k === "command" ? text : m));
          if (k === "command") for (const s of scriptsRunBy(text, opts.cwd)) if (!scripts.includes(s)) scripts.push(s);
        }
        if (block.name === "Write" && typeof input.file_path === "string" && typeof input.content === "string")
          written.set(posix.resolve(opts.cwd, input.file_path), input.content);
      } else if (obj.type === "user" && block.type === "tool_result" && block.is_error === true) {
        note(familiesFailedIn(toolResultText(block)), (m) => `error: ${m}`);
      }
    }
  }
  for (const path of scripts.slice(0, MAX_SCRIPTS)) {
    const text = written.get(path) ?? opts.readScript(path);
    if (text !== undefined && text.length <= MAX_SCRIPT_BYTES)
      note(familiesUsedIn(text), (m) => `${posix.basename(path)}: ${m}`);
  }
  return [...found].map(([family, evidence]) => ({ family, evidence }));
}

/**
 * Reads a script the agent named, when it lies in the session dir (`guestRoot` as the agent saw it,
 * `hostRoot` on this machine): no link followed, at most 1 MB; anything else is unreadable.
 */
export function sessionScriptReader(hostRoot: string, guestRoot: string): ScriptReader {
  return (agentPath) => {
    const norm = posix.normalize(agentPath);
    if (!norm.startsWith(`${guestRoot}/`)) return undefined;
    try {
      return readFileBelow(hostRoot, norm.slice(guestRoot.length + 1), MAX_SCRIPT_BYTES).toString("utf8");
    } catch {
      return undefined;
    }
  };
}
