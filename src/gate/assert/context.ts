/**
 * What an assertion may look at (the reference's src/run/cassette.ts; docs/reference.md#replay-and-assertions). The replay orchestrator builds one
 * per cassette from the re-driven RunRecord plus the cassette's own metadata; the
 * evaluators read it and never touch the file system except under `workRoot`.
 */
import type { RunRecord } from "../evidence/types.js";

export type Lane = "local" | "remote";

export interface LinkResolution {
  mode: "replay";
  /** record-time connected-folder host path → mount name (cassette.folderPrefixMap) */
  folderPrefixes: Map<string, string>;
  /** true when the cassette carries no folderPrefixMap at all */
  folderPrefixesRequiredButAbsent: boolean;
  linkPaths: Map<string, string>;
}

/** What the artifact tree holds at a path: a file and its bytes, or a directory. */
export type ArtifactNode = { kind: "file"; raw: Buffer } | { kind: "dir" };

/** The artifact tree as its manifest describes it: lookups that need no disk access. */
export interface ArtifactView {
  /** the tree's directory, for messages: nothing has to be written there yet */
  readonly location: string;
  /** the node at a normalized "/"-separated path ("" for the root); the tree holds no symlink */
  at(rel: string): ArtifactNode | undefined;
}

export interface AssertContext {
  record: RunRecord;
  lane: Lane;
  /** the raw recorded tier (e.g. "container", "hostloop"), not prefixed with "replay:" */
  effectiveFidelity?: string;
  /** materialized artifact tree; "" when nothing was materialized */
  workRoot: string;
  /** the same tree answered from its manifest, when it has one (replay): read before `workRoot`, which writes it */
  artifactView?: ArtifactView;
  /** cassette.userVisibleRoots ?? ["outputs", ".projects"]; [] when nothing was materialized */
  userVisiblePrefixes: string[];
  preRunPaths?: string[];
  preRunHashes?: Record<string, string | null>;
  preRunOrigin?: string;
  preRunLinkAware: boolean;
  /** path → sha256 for every artifact with a non-empty sha256 */
  postRunHashes: Record<string, string>;
  /** body-less manifest entries: path → truncationReason ("size" | "readonly" | "unreadable" | "input" | "other") */
  truncatedPaths: Map<string, string>;
  /** link entries: path → linkKind */
  linkPaths: Map<string, string>;
  /** the run was cut short on a question with no recorded answer */
  gateOptionsMissing: boolean;
  /** assertText ?? text of every tool result (main and sub-agent), in order */
  toolResultTexts: string[];
  /** per tool result: true when only the 500-char display text is known */
  toolResultsTruncated: boolean[];
  skillToolAvailable: boolean;
  availableSkills?: { id: string }[];
  mcpServers?: { name: string; [k: string]: unknown }[];
  availableTools?: string[];
  linkResolution: LinkResolution;
  /** whether the cassette timeline exists (skill_tool_used needs it) */
  hasTimeline: boolean;
}

/** One assertion key's outcome. `message` explains a failure; `evidence` what was seen. */
export interface KeyResult {
  pass: boolean;
  message?: string;
  evidence?: string;
  /** a pass the author should not trust blindly (our addition; the verdict stays the reference's) */
  warning?: string;
}

export type KeyEvaluator = (arg: unknown, ctx: AssertContext) => KeyResult;

/** One `assert:` item's outcome as reported (reference field names). */
export interface AssertionResult {
  assertion: Record<string, unknown>;
  pass: boolean;
  message?: string;
  evidence?: string;
  /** a passing item's caveat, e.g. skill_triggered on a Skill call that errored (our addition) */
  warning?: string;
  source?: "staleness" | "cassette-format";
  /** 1-based line of its `assert:` item in the scenario file (live runs) */
  line?: number;
}
