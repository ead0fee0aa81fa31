/**
 * The one serial queue every frame to the agent goes through (the reference's src/agent/session.ts; docs/reference.md#recording-and-the-agent-protocol): each write's
 * callback is awaited before the next starts, a delivered frame is mirrored to controlOut, and a
 * failed one is reported (never thrown) so the run can record it.
 */
import type { Writable } from "node:stream";

/** Frames above this size would make an unreplayable cassette. */
export const CONTROL_OUT_MIRROR_CAP = 256 * 1024;

export class StdinWriter {
  private tail: Promise<unknown> = Promise.resolve();
  private ended = false;

  constructor(
    private readonly stdin: Writable,
    private readonly onDelivered: (line: string) => void,
    private readonly onUndelivered: (line: string, error: string) => void,
  ) {
    stdin.on("error", () => {}); // surfaced through each write's callback
  }

  /** Queues one frame; resolves true when it was written, false when it could not be. */
  write(frame: Record<string, unknown>): Promise<boolean> {
    const line = JSON.stringify(frame);
    const next = this.tail.then(
      () =>
        new Promise<boolean>((resolve) => {
          if (this.ended || this.stdin.destroyed || !this.stdin.writable) {
            this.onUndelivered(line, "stdin is closed");
            return resolve(false);
          }
          this.stdin.write(`${line}\n`, (err) => {
            if (err) {
              this.onUndelivered(line, err.message);
              resolve(false);
            } else {
              this.onDelivered(line);
              resolve(true);
            }
          });
        }),
    );
    this.tail = next;
    return next;
  }

  /** Closes stdin once every queued frame has been written. */
  end(): Promise<void> {
    const done = this.tail.then(() => {
      if (this.ended) return;
      this.ended = true;
      if (!this.stdin.destroyed) this.stdin.end();
    });
    this.tail = done;
    return done;
  }
}
