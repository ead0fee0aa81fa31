/**
 * `cowork-harness gates <dir> [--follow]`: the gates a `--decider-dir` run is waiting on, one
 * compact JSON line each (`{"seq":N, …the decision_request}`), in gate order. With --follow it
 * keeps watching (every COWORK_HARNESS_DECIDER_DIR_POLL_MS, default 500) and prints each new gate
 * as it appears, until the run writes done.json: then `{"done":true}` and exit 0.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { defineCommand, type CommandContext } from "../command.js";
import { envMs } from "../../live/answerers/channel.js";
import { DECIDER_DIR_POLL_ENV } from "../../live/answerers/dir-channel.js";
import { DONE_FILE, gateNumbers, readGateRequest } from "../../live/answerers/gate-files.js";
import { EXIT, UsageError } from "../../core/util/errors.js";

export const GATES_HELP = `Usage: cowork-harness gates <dir> [--follow]

Lists the gates a run started with --decider-dir <dir> is waiting on, one JSON line each:
{"seq":N,"type":"decision_request","id":…,"kind":"question","questions":[…],"reply_with":…}
Answer one with: cowork-harness answer <dir> --gate N --choose <label>
Options:
  --follow    keep watching and print each new gate as it appears; ends with {"done":true}
              once the run is over

Exit codes: 0 listed (or the run ended); 2 usage error, or a gate file that cannot be read.
`;

const GATES_OPTIONS = {
  follow: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Prints each waiting gate once; with --follow, until the run writes done.json. */
async function gates({ values, positionals, io }: CommandContext<typeof GATES_OPTIONS>): Promise<number> {
  if (positionals.length !== 1) throw new UsageError("give the gate directory (the --decider-dir of the run)");
  const shown = positionals[0]!;
  const dir = resolve(io.cwd, shown);
  const follow = values.follow === true;
  const pollMs = envMs(io.env, DECIDER_DIR_POLL_ENV, 500);
  const printed = new Set<number>();
  const failures = new Map<number, number>();
  for (;;) {
    if (!existsSync(dir)) {
      if (!follow) throw new UsageError(`${shown}: no such directory`);
    } else {
      for (const n of gateNumbers(dir)) {
        if (printed.has(n)) continue;
        let request: Record<string, unknown> | undefined;
        try {
          request = readGateRequest(dir, n);
        } catch (e) {
          const tries = (failures.get(n) ?? 0) + 1;
          failures.set(n, tries);
          if (tries >= 3)
            throw new UsageError(
              `${shown}/req-${n}.json cannot be read: ${(e instanceof Error ? e.message : String(e)).split("\n")[0]}`,
            );
          continue;
        }
        if (request === undefined) continue; // answered and removed in between
        printed.add(n);
        io.stdout(`${JSON.stringify({ seq: n, ...request })}\n`);
      }
      if (existsSync(join(dir, DONE_FILE))) {
        io.stdout(`${JSON.stringify({ done: true })}\n`);
        return EXIT.ok;
      }
    }
    if (!follow) return EXIT.ok;
    await sleep(pollMs);
  }
}

export const command = defineCommand({ name: "gates", help: GATES_HELP, options: GATES_OPTIONS, run: gates });
