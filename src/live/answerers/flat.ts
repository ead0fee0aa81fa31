/**
 * Hostile text (a question the agent asked, a helper's reply) made safe to print on one log line:
 * whitespace runs collapse to one space, so no line can start a workflow command, and it is cut
 * to `max` characters.
 */
export function flat(text: string, max = 200): string {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length > max ? `${one.slice(0, max)}…` : one;
}
