/**
 * A live run's progress, for the log of a long run: a re-record or a re-run can take minutes, and
 * the harness prints nothing while the agent works. RunProgress counts, from the agent's event
 * lines, the model turns (distinct assistant message ids), the tool calls and the bytes the file
 * tools were asked to write; `startHeartbeat` prints one line of it whenever nothing was printed for
 * a while (HEARTBEAT_MS, COWORK_HARNESS_HEARTBEAT_MS; 0 turns it off). The line goes to the log
 * only (stderr, the Action's log and its open group), never to JSON output.
 */

import { assistantLine, isObj } from "./assistant-line.js";

/** How long the log may stay silent during a live run before a progress line (ms). */
export const HEARTBEAT_MS = 30_000;
export const HEARTBEAT_ENV = "COWORK_HARNESS_HEARTBEAT_MS";

/** The tool inputs whose text is what a file tool writes. */
const WRITTEN_TEXT: Record<string, readonly string[]> = {
  Write: ["content"],
  Edit: ["new_string"],
  NotebookEdit: ["new_source"],
};


export class RunProgress {
  private readonly messages = new Set<string>();
  private toolCalls = 0;
  private bytes = 0;

  /** Counts one stdout line of the agent (anything not a JSON assistant event is ignored). */
  observe(line: string, parsed?: unknown): void {
    const a = assistantLine(line, parsed);
    if (!a) return;
    const id = a.message.id;
    if (typeof id === "string" && this.messages.size < 100_000) this.messages.add(id);
    for (const block of a.content) {
      if (!isObj(block) || block.type !== "tool_use") continue;
      this.toolCalls++;
      const input = isObj(block.input) ? block.input : {};
      const name = typeof block.name === "string" ? block.name : "";
      for (const key of WRITTEN_TEXT[name] ?? [])
        if (typeof input[key] === "string") this.bytes += Buffer.byteLength(input[key]);
      if (name === "MultiEdit" && Array.isArray(input.edits))
        for (const e of input.edits)
          if (isObj(e) && typeof e.new_string === "string") this.bytes += Buffer.byteLength(e.new_string);
    }
  }

  /** "still running: 1m05s, model turn 3, 7 tool call(s), 2,048 byte(s) written by file tools" */
  line(elapsedMs: number): string {
    const s = Math.floor(elapsedMs / 1000);
    const elapsed = s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s` : `${s}s`;
    const turn = this.messages.size === 0 ? "no model turn yet" : `model turn ${this.messages.size}`;
    return `still running: ${elapsed}, ${turn}, ${this.toolCalls} tool call(s), ${this.bytes.toLocaleString("en-US")} byte(s) written by file tools`;
  }
}

/** The silence before a progress line: COWORK_HARNESS_HEARTBEAT_MS (a whole number of ms, 0 = never), else HEARTBEAT_MS. */
export function heartbeatMs(env: NodeJS.ProcessEnv): number {
  const v = env[HEARTBEAT_ENV];
  return v !== undefined && /^\d{1,9}$/.test(v) ? Number(v) : HEARTBEAT_MS;
}

export interface Heartbeat {
  /** the log function to use while it runs: each line it prints restarts the silence */
  log: (line: string) => void;
  stop: () => void;
}

/**
 * Wraps `log` so that, until `stop`, a progress line (`describe(elapsed)`) is printed through it
 * whenever it stayed silent for `everyMs`. Holds no process open.
 */
export function startHeartbeat(log: (line: string) => void, describe: (elapsedMs: number) => string, everyMs: number): Heartbeat {
  if (everyMs <= 0) return { log, stop: () => undefined };
  const started = Date.now();
  let last = started;
  const say = (line: string): void => {
    last = Date.now();
    log(line);
  };
  const timer = setInterval(
    () => {
      if (Date.now() - last >= everyMs) say(describe(Date.now() - started));
    },
    Math.max(10, Math.min(1000, Math.floor(everyMs / 4))),
  );
  timer.unref();
  return { log: say, stop: () => clearInterval(timer) };
}
