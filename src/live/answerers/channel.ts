/** Where an external decider sends one gate and gets the reply: a helper process or a directory. */
import type { ExternalRequest } from "./external-request.js";

export interface DecisionChannel {
  /** "decider-cmd" | "decider-dir" */
  readonly name: "decider-cmd" | "decider-dir";
  /** how replies are named in errors ("the helper", "the driving agent") */
  readonly who: string;
  /** Sends the request, returns the parsed reply; throws UnansweredError when none comes. */
  ask(request: ExternalRequest): Promise<unknown>;
  /** Ends the channel (the helper exits; the directory gets done.json). Idempotent. */
  close(): Promise<void>;
}

/** A positive number of milliseconds from the environment, else the default. */
export function envMs(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
