/**
 * Checks a turn's `expect` against a request body. Tool results are matched on their START or by
 * containment, because the agent appends its own <system-reminder> text to them.
 */
import type { TurnExpect } from "../../core/model-script/script-model.js";
import { contentText, lastToolResults, lastUserText } from "./request-text.js";

const clip = (s: string, n = 160): string => (s.length > n ? `${s.slice(0, n)}…` : s);

/** How a tool-result expectation that did not hold begins (record names the staged paths after it). */
export const TOOL_RESULT_UNMET = "expected a tool_result";

/** null when every expectation holds, else a one-line description of the first that does not. */
export function unmetExpectation(expect: TurnExpect | undefined, body: unknown): string | null {
  if (!expect) return null;
  const results = lastToolResults(body);
  const seen = (): string =>
    results.length === 0
      ? "the request carries no tool_result"
      : `got ${results.map((r) => JSON.stringify(clip(r.text))).join(", ")}`;
  if (expect.tool_result_startswith !== undefined) {
    const want = expect.tool_result_startswith;
    if (!results.some((r) => r.text.startsWith(want)))
      return `${TOOL_RESULT_UNMET} starting with ${JSON.stringify(want)}; ${seen()}`;
  }
  if (expect.tool_result_contains !== undefined) {
    const want = expect.tool_result_contains;
    if (!results.some((r) => r.text.includes(want)))
      return `${TOOL_RESULT_UNMET} containing ${JSON.stringify(want)}; ${seen()}`;
  }
  if (expect.user_contains !== undefined) {
    const want = expect.user_contains;
    const text = lastUserText(body);
    if (!text.includes(want))
      return `expected the user message to contain ${JSON.stringify(want)}; got ${JSON.stringify(clip(text))}`;
  }
  if (expect.system_contains !== undefined) {
    const want = expect.system_contains;
    const system = typeof body === "object" && body !== null ? contentText((body as { system?: unknown }).system) : "";
    if (!system.includes(want))
      return `expected the system prompt to contain ${JSON.stringify(want)}; it does not (${system.length} chars)`;
  }
  return null;
}
