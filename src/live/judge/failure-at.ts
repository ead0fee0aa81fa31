/** Where a live verdict failed, for one-line reports: `<scenario>:<line>: <key>: <message>` when the line is known. */
import type { ReplayResult } from "../../gate/replay/result.js";

export function firstFailureAt(result: Pick<ReplayResult, "verdict" | "assertions">, scenarioShown: string): string {
  const f = result.verdict.failures[0];
  if (!f) return result.assertions.find((a) => !a.pass)?.message ?? "verdict failed";
  if (f.line === undefined) return f.message;
  return `${scenarioShown}:${f.line}: ${f.assertion ? `${f.assertion}: ` : ""}${f.message}`;
}
