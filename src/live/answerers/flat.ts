/**
 * Hostile text (a question the agent asked, a helper's reply) made safe to print on one log line:
 * whitespace runs collapse to one space, so no line can start a workflow command, and it is cut
 * to `max` characters.
 */
import { clipLine } from "../../core/util/clip.js";

export function flat(text: string, max = 200): string {
  return clipLine(text, max, "after");
}
