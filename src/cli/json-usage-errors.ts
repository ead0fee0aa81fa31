/**
 * A command's user error as one stderr line naming the command once, plus, when JSON output was
 * asked for, the usage envelope on stdout (reference shape). A command asks for it with
 * `errors: "json-usage"` (./command.ts).
 */
import type { CliIO } from "./io.js";
import { errorLine, errorMessage, requestedFormat } from "./args.js";
import { EXIT, HarnessError } from "../core/util/errors.js";
import { envelope } from "../gate/report/envelope.js";

/** Reports `e` (a HarnessError; anything else is rethrown) and returns its exit code. */
export function reportJsonUsageError(name: string, e: unknown, argv: string[], io: CliIO): number {
  if (!(e instanceof HarnessError)) throw e;
  const message = errorMessage(e, io.cwd);
  if (requestedFormat(argv, io.env) === "json" && e.exitCode === EXIT.usage) {
    io.stdout(`${JSON.stringify(envelope(name, false, [], { category: "usage", message }))}\n`);
  }
  io.stderr(errorLine(name, e, io.cwd));
  return e.exitCode;
}
