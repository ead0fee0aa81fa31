/**
 * Assembling the cassette object of one recording (the reference's src/run/cassette.ts; docs/reference.md#recording-and-the-agent-protocol), in the reference's key
 * order, for either format:
 *
 *  - v12 (default): cassetteVersion 12, jcs1 fingerprint with `hashFormat`, plus preRunHashes,
 *    preRunOrigin, timeline, timelineHeader and environment;
 *  - v9 (strict seed format): cassetteVersion 9, legacy fingerprint, none of the v10+ fields.
 *    Manifest entries are mapped into what v9 can say: a link becomes a body-less
 *    `truncationReason: "unreadable"` entry (it was never read), an upload's "input" becomes
 *    "readonly" (an input kept by digest only). A `lane: remote` scenario needs a v11 reader
 *    and is refused.
 *
 * The frozen scenario's `session` (and `model_script`, when present) and `scenarioSource` are
 * stored relative to the cassette's directory. Pure.
 */
import { dirname, isAbsolute, resolve } from "node:path";
import cassetteV9Schema from "../../../schema/cassette.v9.schema.json" with { type: "json" };
import cassetteV12Schema from "../../../schema/cassette.v12.schema.json" with { type: "json" };
import type {
  Cassette,
  Fingerprint,
  FrozenScenario,
  ManifestEntry,
  RecordingInputs,
  TimelineEntry,
} from "../../core/cassette/types.js";
import { HarnessError } from "../../core/util/errors.js";
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";
import type { CassetteFormat } from "../../core/cassette/format.js";
import type { PreRunManifest } from "../workspace/pre-run.js";
import { relPosix } from "../../core/util/rel-posix.js";
import type { CassetteTimelineHeader } from "./timeline.js";

export interface RecordEnvironment {
  /** the tier the run really used */
  tier: string;
  /** e.g. "elf-x86_64", read from the agent binary; default derived from this host */
  agentBinaryFormat?: string;
  /** further stamps (agentVersion, agentHost, containerRuntime, agentImage, network), kept as given */
  [extra: string]: unknown;
}

export interface CassetteParts {
  format: CassetteFormat;
  /** where the cassette will be written */
  cassettePath: string;
  /** the authored scenario file */
  scenarioPath: string;
  /** the validated scenario, defaults applied, `session` exactly as authored */
  scenario: Record<string, unknown> & { prompt: string; session: string };
  events: readonly string[];
  controlOut: readonly string[];
  effectiveFidelity: string;
  artifacts: readonly ManifestEntry[];
  userVisibleRoots: readonly string[];
  preRun: PreRunManifest;
  /** built for `format` (see recordFingerprint) */
  fingerprint: Fingerprint;
  sessionFingerprint?: string;
  folderPrefixMap?: readonly { from: string; mount: string }[];
  timeline?: { timeline: TimelineEntry[]; timelineHeader: CassetteTimelineHeader };
  environment: RecordEnvironment;
  /** only when at least one gate was answered by a live decider */
  authoring?: { nonDeterministic: true; channel?: "decider-dir" | "decider-llm" | "decider-cmd" };
  /** what the staleness checks need beyond the fingerprint (our addition) */
  inputs?: RecordingInputs;
}

/** `elf-x86_64`, `elf-aarch64`, `macho-arm64`, … for this host. */
export function hostBinaryFormat(platform: string = process.platform, arch: string = process.arch): string {
  const cpu = arch === "x64" ? "x86_64" : arch === "arm64" ? (platform === "linux" ? "aarch64" : "arm64") : arch;
  if (platform === "linux") return `elf-${cpu}`;
  if (platform === "darwin") return `macho-${cpu}`;
  return `${platform}-${cpu}`;
}

/** The frozen scenario: a JSON copy with file references rebased onto the cassette's directory. */
export function freezeScenario(
  scenario: CassetteParts["scenario"],
  scenarioPath: string,
  cassettePath: string,
): FrozenScenario {
  const frozen = JSON.parse(JSON.stringify(scenario)) as FrozenScenario;
  const scenarioDir = dirname(resolve(scenarioPath));
  const cassetteDir = dirname(resolve(cassettePath));
  const rebase = (p: string): string => relPosix(cassetteDir, isAbsolute(p) ? p : resolve(scenarioDir, p));
  if (frozen.session !== "(inline)") frozen.session = rebase(frozen.session);
  if (typeof frozen["model_script"] === "string") frozen["model_script"] = rebase(frozen["model_script"]);
  if (!Array.isArray(frozen.assert)) frozen.assert = [];
  return frozen;
}

/** A v12 manifest entry expressed in what the v9 format allows. */
export function toV9Entry(e: ManifestEntry): ManifestEntry {
  const { linkKind, truncationReason, ...rest } = e;
  if (linkKind !== undefined) {
    const { body: _b, encoding: _e, ...bare } = rest;
    return { ...bare, bytes: 0, sha256: "", truncated: true, truncationReason: "unreadable" };
  }
  if (truncationReason === undefined) return rest;
  return { ...rest, truncationReason: truncationReason === "input" ? "readonly" : truncationReason };
}

const V10_FINGERPRINT_KEYS = ["hashFormat", "promptAssetsHash"];

export function buildCassette(parts: CassetteParts): Cassette {
  const v9 = parts.format === "v9";
  const scenario = freezeScenario(parts.scenario, parts.scenarioPath, parts.cassettePath);
  if (v9 && scenario.lane === "remote") {
    throw new HarnessError(
      `${parts.scenarioPath}: lane: remote needs cassette format v11 or later — record it without --format v9`,
    );
  }
  const fp = { ...parts.fingerprint };
  if (v9) {
    const bad = V10_FINGERPRINT_KEYS.filter((k) => fp[k] !== undefined);
    if (bad.length > 0)
      throw new HarnessError(
        `internal: a v9 cassette was given a v12 fingerprint (${bad.join(", ")}) — build it with format "v9"`,
      );
  } else if (fp.hashFormat !== "jcs1") {
    throw new HarnessError(
      `internal: a v12 cassette needs a jcs1 fingerprint (hashFormat "jcs1") — build it with format "v12"`,
    );
  }
  const cassetteDir = dirname(resolve(parts.cassettePath));
  const c: Cassette = {
    $schema: (v9 ? cassetteV9Schema : cassetteV12Schema).$id,
    generator: TOOL_NAME,
    cassetteVersion: v9 ? 9 : 12,
    scenario,
    events: [...parts.events],
    controlOut: [...parts.controlOut],
    effectiveFidelity: parts.effectiveFidelity,
    artifacts: v9 ? parts.artifacts.map(toV9Entry) : parts.artifacts.map((a) => ({ ...a })),
    userVisibleRoots: [...parts.userVisibleRoots],
    preRunPaths: [...parts.preRun.paths],
  };
  if (!v9) {
    c.preRunOrigin = parts.preRun.origin;
    c.preRunHashes = { ...parts.preRun.hashes };
  }
  c.scenarioSource = relPosix(cassetteDir, resolve(parts.scenarioPath));
  c.fingerprint = fp;
  if (!v9 && parts.timeline) {
    c.timeline = parts.timeline.timeline;
    c.timelineHeader = { ...parts.timeline.timelineHeader };
  }
  if (parts.sessionFingerprint !== undefined) c.sessionFingerprint = parts.sessionFingerprint;
  if (parts.folderPrefixMap !== undefined)
    c.folderPrefixMap = parts.folderPrefixMap.map((m) => ({ from: m.from, mount: m.mount }));
  if (!v9) {
    const { tier, agentBinaryFormat, location: _l, harnessVersion: _h, ...extra } = parts.environment;
    c.environment = {
      location: "local",
      tier,
      agentBinaryFormat: agentBinaryFormat ?? hostBinaryFormat(),
      harnessVersion: TOOL_VERSION,
      ...extra,
    };
  }
  if (parts.authoring) c.authoring = { ...parts.authoring };
  if (parts.inputs && Object.keys(parts.inputs).length > 0) c.inputs = parts.inputs;
  return c;
}
