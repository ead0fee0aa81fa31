/**
 * Wraps a command so a user error ends as one stderr line naming the command once, plus, when
 * JSON output was asked for, the usage envelope on stdout (reference shape).
 */
import type { Command, CliIO } from "./io.js";
import { errorLine, errorMessage, requestedFormat } from "./args.js";
import { EXIT, HarnessError } from "../core/util/errors.js";
import { envelope } from "../gate/report/envelope.js";

export function withJsonUsageErrors(name: string, run: (argv: string[], io: CliIO) => Promise<number>): Command {
  return async (argv, io) => {
    try {
      return await run(argv, io);
    } catch (e) {
      if (!(e instanceof HarnessError)) throw e;
      const message = errorMessage(e, io.cwd);
      if (requestedFormat(argv, io.env) === "json" && e.exitCode === EXIT.usage) {
        io.stdout(`${JSON.stringify(envelope(name, false, [], { category: "usage", message }))}\n`);
      }
      io.stderr(errorLine(name, e, io.cwd));
      return e.exitCode;
    }
  };
}
