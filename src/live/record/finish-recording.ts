/**
 * Everything between "the agent finished" and "write or refuse" (the reference's src/run/execute.ts; docs/reference.md#recording-and-the-agent-protocol): snapshot
 * the artifact manifest, fingerprint the session, assemble the cassette in the requested format,
 * scrub secrets and local paths from it, and compute the live verdict on the scrubbed cassette
 * with the replay engine — so the verdict reported is the verdict of the file that gets written.
 * The caller writes with writeCassetteAtomic only when the verdict passes (or --allow-failing).
 */
import type { Cassette, TimelineEntry } from "../../core/cassette/types.js";
import type { ReplayOptions } from "../../gate/replay/options.js";
import type { LoadedSession } from "../../core/session/load.js";
import { buildCassette, type CassetteParts, type RecordEnvironment } from "./build-cassette.js";
import type { CassetteFormat } from "../../core/cassette/format.js";
import { recordFingerprint } from "./fingerprint.js";
import type { SessionLayout } from "./layout.js";
import { liveVerdict, type LiveVerdict } from "./live-verdict.js";
import { buildManifest } from "./manifest.js";
import type { PreRunManifest } from "../workspace/pre-run.js";
import { redactCassette } from "./redact-cassette.js";
import { withStagedPaths, type StagedPaths } from "./staged-path-scrub.js";
import { createRedactor } from "../../core/util/redact.js";
import { cassetteTimeline } from "./timeline.js";
import { recordingInputs } from "./recording-inputs.js";
import { normalizeRecording } from "./normalize-recording.js";
import { authoringStamp } from "../answerers/authoring.js";

/** What the agent driver recorded (a subset of AgentRun). */
export interface RecordedRun {
  events: readonly string[];
  controlOut: readonly string[];
  timeline?: readonly TimelineEntry[];
  timelineHeader?: { startedAtWall: string; startedAtMono: number | string | bigint };
  decisions?: readonly { nonDeterministic?: boolean; by?: string }[];
}

export interface FinishRecordingInput {
  format: CassetteFormat;
  cassettePath: string;
  scenarioPath: string;
  scenario: CassetteParts["scenario"];
  /** the loaded session file, undefined for an inline session */
  session: LoadedSession | undefined;
  layout: Pick<SessionLayout, "workRoot" | "userVisibleRoots" | "readonlyRoots" | "folderPrefixMap"> &
    Partial<Pick<SessionLayout, "uploads" | "folders">>;
  /** the model script the run was answered from, with its sha256 */
  modelScript?: { path: string; sha256: string };
  preRun: PreRunManifest;
  run: RecordedRun;
  /** the tier the run used */
  effectiveFidelity: string;
  /** what really ran (tier, agent host, binary, version, image); default: this machine's binary format */
  environment?: RecordEnvironment;
  /** secret values to scrub (secretValuesFromEnv(process.env, agentExtraEnv)) */
  secretValues: readonly string[];
  /** redact local absolute paths (default true) */
  redactLocalPaths?: boolean;
  /** where the run was staged on this machine, rewritten out of the cassette (src/live/record/staged-path-scrub.ts) */
  stagedPaths?: StagedPaths;
  maxArtifactBytes?: number;
  baselinesDir?: string;
  env?: NodeJS.ProcessEnv;
  replayOptions?: ReplayOptions;
}

export interface FinishedRecording {
  /** scrubbed, ready for writeCassetteAtomic */
  cassette: Cassette;
  verdict: LiveVerdict;
  /** artifact paths whose body a secret was scrubbed from */
  scrubbedArtifacts: string[];
  /** fingerprint walk notes and read errors, for stderr */
  warnings: string[];
}

export async function finishRecording(input: FinishRecordingInput): Promise<FinishedRecording> {
  const artifacts = await buildManifest(input.layout.workRoot, input.layout.userVisibleRoots, {
    readonlyRoots: input.layout.readonlyRoots,
    ...(input.maxArtifactBytes !== undefined ? { maxBodyBytes: input.maxArtifactBytes } : {}),
    ...(input.env ? { env: input.env } : {}),
  });
  const fp = await recordFingerprint({
    format: input.format,
    session: input.session,
    skills: Array.isArray(input.scenario["skills"]) ? (input.scenario["skills"] as string[]) : [],
    baselineName: typeof input.scenario["baseline"] === "string" ? (input.scenario["baseline"] as string) : "latest",
    ...(input.baselinesDir !== undefined ? { baselinesDir: input.baselinesDir } : {}),
    ...(input.env ? { env: input.env } : {}),
  });
  const authoring = authoringStamp(input.run.decisions ?? [], input.format);
  // renumbered ids, zeroed timings, a stable MCP order: a no-op re-record diffs to (almost) nothing
  const run = normalizeRecording({
    events: input.run.events,
    controlOut: input.run.controlOut,
    ...(input.run.timeline ? { timeline: input.run.timeline } : {}),
  });
  const built = buildCassette({
    format: input.format,
    cassettePath: input.cassettePath,
    scenarioPath: input.scenarioPath,
    scenario: input.scenario,
    events: run.events,
    controlOut: run.controlOut,
    effectiveFidelity: input.effectiveFidelity,
    artifacts,
    userVisibleRoots: input.layout.userVisibleRoots,
    preRun: input.preRun,
    fingerprint: fp.fingerprint,
    ...(fp.sessionFingerprint !== undefined ? { sessionFingerprint: fp.sessionFingerprint } : {}),
    folderPrefixMap: input.layout.folderPrefixMap,
    ...(run.timeline && input.run.timelineHeader
      ? { timeline: cassetteTimeline(run.timeline, input.run.timelineHeader) }
      : {}),
    environment: input.environment ?? { tier: input.effectiveFidelity },
    ...(authoring ? { authoring } : {}),
    inputs: recordingInputs({
      cassettePath: input.cassettePath,
      session: input.session,
      ...(input.modelScript ? { modelScript: input.modelScript } : {}),
      layout: { uploads: input.layout.uploads ?? [], folders: input.layout.folders ?? [] },
      preRun: input.preRun,
    }),
  });
  const redactor = createRedactor({ secretValues: input.secretValues, localPaths: input.redactLocalPaths ?? true });
  const { cassette, scrubbedArtifacts } = redactCassette(built, withStagedPaths(redactor, input.stagedPaths));
  const verdict = liveVerdict(cassette, input.cassettePath, input.replayOptions);
  return {
    cassette,
    verdict,
    scrubbedArtifacts,
    warnings: [...fp.warnings, ...fp.readErrors.map((e) => `fingerprint: unreadable ${e} — skillHash omitted`)],
  };
}
