/** The one-line JSON envelope every command prints in `--output-format json` (reference shape). */
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";

export interface EnvelopeError {
  category: "usage" | "input" | "internal";
  message: string;
  hint?: string;
}

export interface Envelope<R> {
  tool: string;
  version: string;
  command: string;
  ok: boolean;
  results: R[];
  error: EnvelopeError | null;
}

export function envelope<R>(
  command: string,
  ok: boolean,
  results: R[],
  error: EnvelopeError | null = null,
): Envelope<R> {
  return { tool: TOOL_NAME, version: TOOL_VERSION, command, ok, results, error };
}
