/**
 * One side of a `diff`, reduced to what is compared (the reference's src/cli.ts; docs/reference.md#gate-extras): the top-level
 * tool calls, the top-level assistant text, the artifact manifest as [path, sha256] pairs (absent
 * when the side has none), a few meta fields and the scenario name.
 */

export type SideKind = "cassette" | "run" | "baseline";

export interface ToolCall {
  name: string;
  input: unknown;
}

export interface SideMeta {
  result?: "success" | "error";
  effectiveFidelity?: unknown;
  baseline?: unknown;
  assertionsPassed?: boolean;
  skillHash?: string;
}

export interface DiffSide {
  kind: Exclude<SideKind, "baseline">;
  tools: ToolCall[];
  transcript: string;
  /** [path, sha256]; undefined when the side has no manifest */
  artifacts?: [string, string][];
  meta: SideMeta;
  scenarioName?: string;
  /** lines skipped while reading (malformed events), one message each */
  warnings: string[];
}

export const META_FIELDS = ["result", "effectiveFidelity", "baseline", "assertionsPassed", "skillHash"] as const;
