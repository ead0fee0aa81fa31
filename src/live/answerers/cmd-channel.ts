/**
 * `--decider-cmd '<helper>'` (the reference's src/decide/external-channel.ts; docs/reference.md#the-live-lane): the helper is started once, through the
 * shell, and shared by every gate of the command. Each gate is one JSON line on its stdin; its
 * reply is the next line on its stdout. The helper's stderr passes through. A reply that does not
 * come within COWORK_HARNESS_DECIDER_CMD_TIMEOUT_MS (600 s) kills the helper; a helper that exits
 * or closes its stdout, or a line that is not JSON, fails the gate loudly.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createInterface } from "node:readline";
import { UnansweredError } from "../agent/errors.js";
import { envMs, type DecisionChannel } from "./channel.js";
import type { ExternalRequest } from "./external-request.js";
import { flat } from "./flat.js";

export const DECIDER_CMD_TIMEOUT_ENV = "COWORK_HARNESS_DECIDER_CMD_TIMEOUT_MS";

export interface CmdChannelOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** every line the helper received is reported here (decide prints it) */
  onSent?: (line: string) => void;
}

export class CmdChannel implements DecisionChannel {
  readonly name = "decider-cmd" as const;
  readonly who = "the helper";
  private child: ChildProcessWithoutNullStreams | undefined;
  private readonly lines: string[] = [];
  private waiting: ((line: string | null) => void) | undefined;
  private ended = false;
  private exitNote = "";
  private readonly timeoutMs: number;

  constructor(
    private readonly command: string,
    private readonly opts: CmdChannelOptions,
  ) {
    this.timeoutMs = envMs(opts.env, DECIDER_CMD_TIMEOUT_ENV, 600_000);
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    const child = spawn(this.command, {
      shell: true,
      cwd: this.opts.cwd,
      env: this.opts.env,
      stdio: ["pipe", "pipe", "inherit"],
    }) as unknown as ChildProcessWithoutNullStreams;
    this.child = child;
    child.unref(); // an early exit of ours closes its stdin, which ends it
    child.stdin.on("error", () => undefined); // EPIPE: reported by the read that follows
    child.on("error", (e) => {
      this.exitNote = `could not start: ${e.message}`;
      this.finish();
    });
    child.on("exit", (code, signal) => {
      this.exitNote ||= signal ? `was killed by ${signal}` : `exited with code ${code}`;
    });
    createInterface({ input: child.stdout, crlfDelay: Infinity })
      .on("line", (line) => {
        if (line.trim() === "") return;
        if (this.waiting) {
          const w = this.waiting;
          this.waiting = undefined;
          w(line);
        } else this.lines.push(line);
      })
      .on("close", () => this.finish());
    return child;
  }

  private finish(): void {
    this.ended = true;
    const w = this.waiting;
    this.waiting = undefined;
    w?.(null);
  }

  private nextLine(): Promise<string | null> {
    const queued = this.lines.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  async ask(request: ExternalRequest): Promise<unknown> {
    const child = this.start();
    const line = JSON.stringify(request);
    if (this.ended)
      throw new UnansweredError(
        `the decider helper is gone (${this.exitNote || "its output closed"}) — gate ${request.id} was not answered`,
      );
    child.stdin.write(`${line}\n`);
    this.opts.onSent?.(line);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), this.timeoutMs);
    });
    const got = await Promise.race([this.nextLine(), timeout]).finally(() => clearTimeout(timer));
    if (got === "timeout") {
      this.waiting = undefined;
      child.kill("SIGKILL");
      throw new UnansweredError(
        `the decider helper did not answer gate ${request.id} within ${this.timeoutMs} ms (${DECIDER_CMD_TIMEOUT_ENV}) — it was stopped`,
      );
    }
    if (got === null)
      throw new UnansweredError(
        `the decider helper's channel closed without a response to gate ${request.id}${this.exitNote ? ` (it ${this.exitNote})` : ""}`,
      );
    try {
      return JSON.parse(got) as unknown;
    } catch {
      throw new UnansweredError(
        `the decider helper sent invalid JSON for gate ${request.id}: ${JSON.stringify(flat(got, 120))}`,
      );
    }
  }

  async close(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.stdin.end();
    const timer = setTimeout(() => child.kill("SIGKILL"), 2000);
    await exited;
    clearTimeout(timer);
  }
}
