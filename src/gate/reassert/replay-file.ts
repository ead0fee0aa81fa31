/**
 * Replaying one cassette for the `replay` command, in one of three lanes (the reference's src/run/cassette.ts; docs/reference.md#gate-extras):
 * the frozen assertions (with the default lane's notices), or re-asserted from a scenario on disk
 * (`--assert-from FILE`, `--reassert`), optionally written back (`--write`). Never throws: a
 * cassette that cannot be re-asserted is an error result with exit code 2, and a refused or failed
 * write keeps the verdict but exits 2 (the reference's quirk).
 */
import { dirname, resolve } from "node:path";
import type { Cassette } from "../../core/cassette/types.js";
import type { StalenessReport } from "../staleness/types.js";
import type { Annotation, ReplayOptions } from "../replay/options.js";
import { errorResult, prepareCassette, replayLoaded } from "../replay/replay-cassette.js";
import type { ReplayResult } from "../replay/result.js";
import { HarnessError, oneLine } from "../../core/util/errors.js";
import { siblingNotices, withoutPathPrefix } from "./default-lane.js";
import * as text from "./notices.js";
import { loadScenarioAt, type OnDiskScenario } from "../../core/scenario/on-disk-scenario.js";
import { planReassert } from "./plan.js";
import { createBlockRedactor, isEmptyPolicy, loadRedactPolicy, redactBlock, verdictChange } from "./redact-policy.js";
import { writeBlockToCassette, writeRefusal, type AssertBlock } from "./write-block.js";

export type AssertSource = { kind: "frozen" } | { kind: "reassert" } | { kind: "assert-from"; file: string };

export interface FileRequest {
  /** absolute cassette path */
  file: string;
  /** the cassette as the user named it (messages, results) */
  label: string;
  cwd: string;
  /** for the redaction policy's env variables */
  env: NodeJS.ProcessEnv;
  source: AssertSource;
  opts: ReplayOptions;
  write?: { allowFailing: boolean };
}

export interface FileOutcome {
  result: ReplayResult;
  annotations: Annotation[];
  /** plain stderr lines: per-file errors, `replay: <f>: <message>` / `replay --write: <f>: <message>` */
  errors: string[];
}

export async function replayFile(req: FileRequest): Promise<FileOutcome> {
  const annotations: Annotation[] = [];
  const errors: string[] = [];
  const failed = (message: string, line = `replay: ${req.label}: ${message}`): FileOutcome => {
    errors.push(line);
    return { result: errorResult(req.label, message), annotations, errors };
  };
  const unreadable = (e: unknown): FileOutcome => {
    const message = oneLine(e);
    annotations.push({ level: "warning", message: `[replay] ${message}` });
    return { result: errorResult(req.file, message), annotations, errors };
  };
  let cassette: Cassette;
  let staleness: StalenessReport;
  let found: OnDiskScenario;
  try {
    ({ cassette, staleness, onDisk: found } = await prepareCassette(req.file, req.opts, annotations));
  } catch (e) {
    return unreadable(e);
  }
  /** The replay itself; a throw (e.g. a tampered artifact) is an error result, as in replayCassetteFile. */
  const replay = (c: Cassette, opts: ReplayOptions): { result: ReplayResult } | { outcome: FileOutcome } => {
    try {
      return { result: replayLoaded(c, req.file, staleness, opts, annotations) };
    } catch (e) {
      return { outcome: unreadable(e) };
    }
  };

  if (req.source.kind === "frozen") {
    const done = replay(cassette, req.opts);
    if ("outcome" in done) return done.outcome;
    annotations.push(...(await siblingNotices(cassette, found, req.label)));
    return { result: done.result, annotations, errors };
  }

  const explicit = req.source.kind === "assert-from" ? req.source.file : undefined;
  const onDisk: OnDiskScenario =
    explicit !== undefined ? await loadScenarioAt(resolve(req.cwd, explicit), "explicit") : found;
  if (onDisk.status === "none") return failed(text.noScenarioFound(req.label, onDisk.source));
  const shown = explicit ?? onDisk.path;
  if (onDisk.status === "invalid")
    return failed(text.failedToParse(shown, withoutPathPrefix(onDisk.message, onDisk.path)));
  const plan = planReassert(cassette, onDisk.loaded);
  if (plan.kind === "drift") return failed(text.shapingDrift(plan.fields, shown));

  for (const k of plan.uncheckable) annotations.push({ level: "warning", message: text.uncheckableKey(k) });
  if (plan.expectDeniedChanged) annotations.push({ level: "warning", message: text.EXPECT_DENIED_LIVE_ONLY });
  const hasSkillHash = typeof cassette.fingerprint?.skillHash === "string" && cassette.fingerprint.skillHash !== "";
  annotations.push({ level: "notice", message: text.reasserting(shown, hasSkillHash) });
  if (!hasSkillHash) annotations.push({ level: "warning", message: text.NO_SKILL_FINGERPRINT });

  const opts: ReplayOptions = { ...req.opts, failOnSkillDrift: true };
  const done = replay(plan.cassette, opts);
  if ("outcome" in done) return done.outcome;
  const result = done.result;
  if (req.write) {
    const block: AssertBlock = {
      assert: plan.cassette.scenario.assert,
      expectDenied: plan.cassette.scenario.expect_denied ?? [],
    };
    // the redacted block's own replay: its annotations repeat the first replay's, so they are dropped
    const replayBlock = (b: AssertBlock): ReplayResult =>
      replayLoaded(
        { ...cassette, scenario: { ...cassette.scenario, assert: b.assert, expect_denied: b.expectDenied } },
        req.file,
        staleness,
        opts,
        [],
      );
    await writeBack(
      req,
      { block, scenarioPath: onDisk.path, uncheckable: plan.uncheckable, result, replayBlock },
      annotations,
      errors,
    );
  }
  return { result, annotations, errors };
}

interface WriteContext {
  block: AssertBlock;
  scenarioPath: string;
  uncheckable: Parameters<typeof writeRefusal>[0];
  result: ReplayResult;
  replayBlock: (b: AssertBlock) => ReplayResult;
}

/** --write: the guards, the redaction policy with its verdict check, then the atomic, idempotent write. */
async function writeBack(
  req: FileRequest,
  ctx: WriteContext,
  annotations: Annotation[],
  errors: string[],
): Promise<void> {
  const refuse = (message: string): void => {
    errors.push(`replay --write: ${req.label}: ${message}`);
    ctx.result.exitCode = 2;
  };
  const refusal = writeRefusal(ctx.uncheckable, ctx.result.verdict, req.write?.allowFailing ?? false);
  if (refusal) return refuse(refusal);
  try {
    const block = await applyRedaction(req, ctx);
    const done = await writeBlockToCassette(req.file, block);
    annotations.push({
      level: "notice",
      message: done === "written" ? text.wroteBlock(req.label) : text.alreadyMatches(req.label),
    });
  } catch (e) {
    refuse(withoutPathPrefix(oneLine(e), req.file));
  }
}

async function applyRedaction(req: FileRequest, ctx: WriteContext): Promise<AssertBlock> {
  const policy = await loadRedactPolicy([req.cwd, dirname(ctx.scenarioPath), dirname(req.file)], req.env);
  if (isEmptyPolicy(policy)) return ctx.block;
  const redacted = redactBlock(ctx.block, policy);
  const change = verdictChange(ctx.result, ctx.replayBlock(redacted), createBlockRedactor(policy).text);
  if (change) throw new HarnessError(text.redactionChangesVerdict(change));
  return redacted;
}
