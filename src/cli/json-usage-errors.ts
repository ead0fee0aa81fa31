/**
 * Wraps a command so a user error ends as one stderr line naming the command once, plus, when
 * JSON output was asked for, the usage envelope on stdout (reference shape).
 */
import type { Command, CliIO } from "./io.js";
import { requestedFormat } from "./args.js";
import { EXIT, HarnessError, oneLine } from "../util/errors.js";
import { envelope } from "../report/envelope.js";
import { TOOL_NAME } from "../version.js";

export function withJsonUsageErrors(name: string, run: (argv: string[], io: CliIO) => Promise<number>): Command {
  return async (argv, io) => {
    try {
      return await run(argv, io);
    } catch (e) {
      if (!(e instanceof HarnessError)) throw e;
      const message = oneLine(e).startsWith(`${name}: `) ? oneLine(e).slice(name.length + 2) : oneLine(e);
      if (requestedFormat(argv, io.env) === "json" && e.exitCode === EXIT.usage) {
        io.stdout(`${JSON.stringify(envelope(name, false, [], { category: "usage", message }))}\n`);
      }
      io.stderr(`${TOOL_NAME} ${name}: ${message}\n`);
      return e.exitCode;
    }
  };
}
