/**
 * Errors the user caused or can fix. Each carries the exit code the CLI ends with and a
 * one-line message that names the file and what is wrong; the CLI prints only the message.
 */
export const EXIT = {
  ok: 0,
  /** a verdict failed / a finding was made */
  fail: 1,
  /** usage error, unreadable or invalid input */
  usage: 2,
  /** could not verify (verify command) */
  unverifiable: 3,
  /** a live run refused before the agent started: the agent image lacks a capability the scenario requires */
  boundary: 3,
} as const;

export class HarnessError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.usage,
    readonly category: "usage" | "input" | "internal" = "input",
  ) {
    super(message);
    this.name = "HarnessError";
  }
}

export class UsageError extends HarnessError {
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(message, EXIT.usage, "usage");
    this.name = "UsageError";
  }
}

/** First line of an unknown thrown value, never a stack. */
export function oneLine(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  return msg.split("\n")[0] ?? "";
}
