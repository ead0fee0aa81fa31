/**
 * `--decider-dir <dir>` (the reference's src/decide/external-channel.ts; docs/reference.md#the-live-lane): a driving agent or a person answers each gate
 * through files. Gates are strictly serial: gate N is written to `req-N.json`; the channel polls
 * for `resp-N.json` every COWORK_HARNESS_DECIDER_DIR_POLL_MS (300), gives up after
 * COWORK_HARNESS_DECIDER_DIR_TIMEOUT_MS (600 s), and on an answer renames the request to
 * `req-N.json.done`. Closing writes `done.json` and removes the gate files. The directory must
 * hold no gate files of an earlier run.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { UnansweredError } from "../agent/errors.js";
import { UsageError } from "../../core/util/errors.js";
import { envMs, type DecisionChannel } from "./channel.js";
import type { ExternalRequest } from "./external-request.js";
import { DONE_FILE, doneReqFile, existingGateFiles, reqFile, respFile, writeGateFile } from "./gate-files.js";

export const DECIDER_DIR_POLL_ENV = "COWORK_HARNESS_DECIDER_DIR_POLL_MS";
export const DECIDER_DIR_TIMEOUT_ENV = "COWORK_HARNESS_DECIDER_DIR_TIMEOUT_MS";

export interface DirChannelOptions {
  env: NodeJS.ProcessEnv;
  /** progress lines ("[gate] req-1 emitted …") */
  log?: (line: string) => void;
  /** how the directory is named in messages (default: as given) */
  display?: string;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export class DirChannel implements DecisionChannel {
  readonly name = "decider-dir" as const;
  readonly who = "the driving agent";
  private seq = 0;
  private closed = false;
  private readonly pollMs: number;
  private readonly timeoutMs: number;

  /** Creates the directory if needed; refuses one that already holds gate files. */
  constructor(
    private readonly dir: string,
    private readonly opts: DirChannelOptions,
  ) {
    this.pollMs = envMs(opts.env, DECIDER_DIR_POLL_ENV, 300);
    this.timeoutMs = envMs(opts.env, DECIDER_DIR_TIMEOUT_ENV, 600_000);
    const shown = opts.display ?? dir;
    try {
      mkdirSync(dir, { recursive: true });
    } catch (e) {
      throw new UsageError(
        `--decider-dir ${shown}: cannot create it (${(e as NodeJS.ErrnoException).code ?? String(e)})`,
      );
    }
    const old = existingGateFiles(dir);
    if (old.length > 0) {
      throw new UsageError(
        `--decider-dir ${shown} already has gate files (${old.slice(0, 3).join(", ")}${old.length > 3 ? ", …" : ""}) — use a fresh, empty directory per run`,
      );
    }
    rmSync(join(dir, DONE_FILE), { force: true });
    process.once("exit", this.closeSync);
  }

  async ask(request: ExternalRequest): Promise<unknown> {
    const n = ++this.seq;
    writeGateFile(this.dir, reqFile(n), request);
    this.opts.log?.(`[gate] req-${n} emitted → waiting for resp-${n}.json in ${this.opts.display ?? this.dir}`);
    const deadline = Date.now() + this.timeoutMs;
    const resp = join(this.dir, respFile(n));
    while (!existsSync(resp)) {
      if (Date.now() >= deadline) {
        throw new UnansweredError(
          `no resp-${n}.json in ${this.opts.display ?? this.dir} within ${this.timeoutMs} ms (${DECIDER_DIR_TIMEOUT_ENV}) — answer gates with \`cowork-harness answer ${this.opts.display ?? this.dir} --gate ${n} --choose <label>\``,
        );
      }
      await sleep(this.pollMs);
    }
    const text = readFileSync(resp, "utf8");
    renameSync(join(this.dir, reqFile(n)), join(this.dir, doneReqFile(n)));
    this.opts.log?.(`[gate] resp-${n} consumed (gate answered)`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new UnansweredError(`resp-${n}.json in ${this.opts.display ?? this.dir} is not valid JSON`);
    }
  }

  async close(): Promise<void> {
    this.closeSync();
    process.removeListener("exit", this.closeSync);
  }

  /** done.json, then the gate files go; also run at process exit */
  private readonly closeSync = (): void => {
    if (this.closed) return;
    this.closed = true;
    try {
      writeGateFile(this.dir, DONE_FILE, { done: true });
      for (const name of existingGateFiles(this.dir)) rmSync(join(this.dir, name), { force: true });
    } catch {
      /* the directory went away: nobody is waiting on it */
    }
  };
}
