/**
 * The cassette as our code sees it after loading (formats v9–v12; the reference's src/run/cassette.ts; docs/reference.md#replay-and-assertions,
 * the reference's src/run/cassette.ts; docs/reference.md#fingerprints-and-staleness). Unknown keys are preserved by the loader but not typed here.
 * The zod model in ./model.ts parses into this shape.
 */

export interface ManifestEntry {
  path: string;
  bytes: number;
  sha256: string;
  body?: string;
  encoding?: "utf8" | "base64";
  truncated?: boolean;
  truncationReason?: "size" | "readonly" | "unreadable" | "input" | string;
  linkKind?: "symlink" | "hardlink";
  [k: string]: unknown;
}

export interface Fingerprint {
  baseline?: string;
  skillHash?: string;
  contentSig?: string;
  hashFormat?: string;
  promptAssetsHash?: string;
  mode?: "git" | "raw" | string;
  agentScope?: string;
  sharedHash?: string;
  /** [path, sha] pairs sorted by path (attribution only) */
  fileSigs?: [string, string][];
  fileSigsOmitted?: boolean;
  skillSources?: string[];
  skillScope?: string[];
  labelProvenance?: unknown;
  [k: string]: unknown;
}

/** The scenario frozen into the cassette: a loose passthrough, only these keys are read. */
export interface FrozenScenario {
  name?: string;
  prompt: string;
  session: string;
  baseline?: string;
  fidelity?: string;
  lane?: "local" | "remote" | string;
  answers?: unknown[];
  assert: Record<string, unknown>[];
  expect_denied?: string[];
  skills?: string[];
  requires_capabilities?: string[];
  [k: string]: unknown;
}

export interface TimelineEntry {
  seq: number;
  ts: number;
  type: string;
  toolUseId?: string;
  name?: string;
  skillScope?: string;
  [k: string]: unknown;
}

/**
 * What a recording was made from besides the skill tree (our addition, written by `record`):
 * the session's settings, the model script's digest, and the digest of every file staged into
 * uploads and connected folders. Paths are relative to the cassette's directory. Each entry
 * feeds one staleness check; a cassette without it (another tool's) gets "not checked" notes.
 */
export interface RecordingInputs {
  session?: { path: string; config: Record<string, unknown> };
  modelScript?: { path: string; sha256: string };
  /** `staged`: where the agent saw it (relative to mnt/); `source`: the file it was copied from */
  files?: { staged: string; source: string; sha256: string | null }[];
  /** more staged files than the cap: only the first ones are listed */
  filesOmitted?: boolean;
}

export interface Cassette {
  $schema?: string;
  generator?: string;
  cassetteVersion?: number;
  scenario: FrozenScenario;
  /** one stream-json line per entry */
  events: string[];
  /** driver → agent lines, one per entry */
  controlOut?: string[];
  effectiveFidelity?: string;
  artifacts?: ManifestEntry[];
  userVisibleRoots?: string[];
  preRunPaths?: string[];
  preRunHashes?: Record<string, string | null>;
  preRunOrigin?: string;
  scenarioSource?: string;
  fingerprint?: Fingerprint;
  sessionFingerprint?: string;
  folderPrefixMap?: { from: string; mount: string }[];
  timeline?: TimelineEntry[];
  timelineHeader?: Record<string, unknown>;
  environment?: {
    location?: string;
    tier?: string;
    harnessVersion?: string;
    agentImage?: { ref: string; configId?: string; registryDigest?: string } | string;
    [k: string]: unknown;
  };
  authoring?: Record<string, unknown>;
  inputs?: RecordingInputs;
  [k: string]: unknown;
}

/** Oldest and newest cassette formats this build reads. */
export const MIN_CASSETTE_VERSION = 9;
export const CURRENT_CASSETTE_VERSION = 12;
