/**
 * The post-run scan of the agent's stream (the reference's live lane; docs/reference.md#the-live-lane): the current turn's
 * assistant shell commands (main agent and sub-agents) checked for deletes in delete-denied
 * mounts and for the self-heal of local plugins, and every model-visible text for a host path.
 * A stream with a line that is not JSON is no evidence at all: the scan is then unavailable.
 */
import { detectMountDelete, type DeleteFinding } from "./delete-scan.js";
import { hostPathLeaked } from "./host-path.js";

export interface LiveScan {
  /** deletes touching outputs (command scan, then the file-system diff) */
  outputsDeletes: string[];
  /** every delete the command scan found, per mount */
  mountDeletes: DeleteFinding[];
  selfHealRan: boolean;
  hostPathLeaked: boolean;
}

export type ScanOutcome = { scan: LiveScan } | { unavailable: string };

const SHELL_TOOLS = new Set(["Bash", "mcp__workspace__bash"]);
const SELF_HEAL = /\/sessions\/[^\s"']+\/mnt\/\.local-plugins/;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

/** The lines after the last turn-start marker we write (the whole stream when there is none). */
export function currentTurn(lines: readonly string[]): string[] {
  let start = 0;
  lines.forEach((l, i) => {
    if (l.includes('"_emu"') && l.includes('"turn_start"')) start = i + 1;
  });
  return lines.slice(start);
}

/** Model-visible texts of one parsed line (system content, thinking, text, tool results). */
function visibleTexts(obj: Obj): string[] {
  const out: string[] = [];
  if (obj.type === "system" && typeof obj.content === "string") out.push(obj.content);
  const content = isObj(obj.message) ? obj.message.content : undefined;
  if (!Array.isArray(content)) return out;
  for (const block of content) {
    if (!isObj(block)) continue;
    if (block.type === "thinking") out.push(String(block.thinking ?? block.text ?? ""));
    else if (block.type === "text" && typeof block.text === "string") out.push(block.text);
    else if (block.type === "tool_result") {
      if (typeof block.content === "string") out.push(block.content);
      else if (Array.isArray(block.content))
        for (const c of block.content) if (isObj(c) && typeof c.text === "string") out.push(c.text);
    }
  }
  return out;
}

/** The shell commands of assistant tool calls in one parsed line. */
export function shellCommands(obj: Obj): string[] {
  if (obj.type !== "assistant" || !isObj(obj.message) || !Array.isArray(obj.message.content)) return [];
  const out: string[] = [];
  for (const block of obj.message.content) {
    if (
      isObj(block) &&
      block.type === "tool_use" &&
      SHELL_TOOLS.has(String(block.name)) &&
      isObj(block.input) &&
      typeof block.input.command === "string"
    )
      out.push(block.input.command);
  }
  return out;
}

/** `mounts`: the delete-denied mounts (outputs first, then the rw folders). */
export function scanEvents(
  lines: readonly string[],
  mounts: readonly string[],
  safePrefixes: readonly string[] = [],
): ScanOutcome {
  const turn = currentTurn(lines).filter((l) => !(l.includes('"_emu"') && /"_emu"\s*:/.test(l)));
  if (turn.length === 0) return { unavailable: "[scan] events.jsonl missing or empty — post-run scan unavailable" };
  const scan: LiveScan = { outputsDeletes: [], mountDeletes: [], selfHealRan: false, hostPathLeaked: false };
  let malformed = 0;
  for (const line of turn) {
    let obj: unknown;
    try {
      obj = JSON.parse(line);
    } catch {
      malformed++;
      continue;
    }
    if (!isObj(obj)) continue;
    if (["assistant", "user", "system"].includes(String(obj.type)) && !scan.hostPathLeaked)
      scan.hostPathLeaked = visibleTexts(obj).some(hostPathLeaked);
    for (const cmd of shellCommands(obj)) {
      if (SELF_HEAL.test(cmd)) scan.selfHealRan = true;
      for (const mount of mounts) {
        const hit = detectMountDelete(cmd, mount, safePrefixes);
        if (!hit) continue;
        scan.mountDeletes.push(hit);
        if (mount === "outputs") scan.outputsDeletes.push(hit.command);
      }
    }
  }
  if (malformed > 0)
    return { unavailable: `[scan] events.jsonl has ${malformed} malformed line(s) — post-run scan unavailable` };
  return { scan };
}
