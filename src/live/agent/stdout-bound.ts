/**
 * The bound on what the agent's stdout may carry in one run. The stream is the agent's, but a skill
 * decides much of it: tool results, files it has the agent read, output it prints. Every line is
 * kept in memory until the run ends. Two ceilings, both built in (docs/limits.md):
 *
 *  - MAX_LINE_BYTES on one line: bytes since the last newline. An agent printing without newlines
 *    would otherwise grow one string until the run's time limit.
 *  - MAX_EVENT_STREAM_BYTES on the whole stream: the default cassette ceiling. A longer stream
 *    makes a cassette the gate refuses to load, so nothing that can be recorded is lost.
 *
 * Past either, runAgent stops the run with the reason and stops reading, so a flood costs no more
 * than the ceiling.
 */

/** Default cap on one stdout line of the agent. */
export const MAX_LINE_BYTES = 32 * 1024 * 1024;

/** Default cap on the agent's whole stdout in one run: the default cassette size ceiling (128 MiB). */
export const MAX_EVENT_STREAM_BYTES = 128 * 1024 * 1024;

export type StdoutOverrun = { kind: "line"; limit: number } | { kind: "stream"; limit: number };

/** Counts the agent's stdout as it arrives. */
export class StdoutBound {
  private total = 0;
  private sinceNewline = 0;

  constructor(
    private readonly maxLine: number = MAX_LINE_BYTES,
    private readonly maxStream: number = MAX_EVENT_STREAM_BYTES,
  ) {}

  /** Counts `chunk`; says which ceiling it passed, if one. */
  feed(chunk: Buffer): StdoutOverrun | undefined {
    this.total += chunk.length;
    const nl = chunk.lastIndexOf(10);
    this.sinceNewline = nl === -1 ? this.sinceNewline + chunk.length : chunk.length - nl - 1;
    if (this.total > this.maxStream) return { kind: "stream", limit: this.maxStream };
    if (this.sinceNewline > this.maxLine) return { kind: "line", limit: this.maxLine };
    return undefined;
  }
}
