/**
 * `verify-run <run-dir> <scenario.yaml>`: a scenario's `assert:` block judged against a kept live
 * run, with no agent and no token — fixing a wrong assertion without running the agent again
 * (docs/cli-reference.md#kept-runs). The run's scrubbed recording (turns/1/cassette.json) is
 * replayed with the on-disk assertions, as `replay --assert-from` does, its relative names resolved
 * where the cassette would have been written. An assertion replay cannot judge (the work dir, live
 * egress) keeps the verdict the live run gave it when it is unchanged; a new or edited one of those
 * cannot be verified here, and the command says so with exit 2 rather than look green.
 */
import { existsSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
import type { AssertionResult } from "../assert/context.js";
import { loadCassetteFile } from "../../core/cassette/load.js";
import { canonicallyEqual } from "../../core/protocol/canon.js";
import { loadScenarioAt } from "../../core/scenario/on-disk-scenario.js";
import { HarnessError } from "../../core/util/errors.js";
import { createRedactor } from "../../core/util/redact.js";
import { planReassert } from "../reassert/plan.js";
import { bucketsFor } from "../replay/buckets.js";
import type { Annotation } from "../replay/options.js";
import { replayLoaded } from "../replay/replay-cassette.js";
import type { VerdictSignal } from "../replay/result.js";
import { checkContext } from "../staleness/checks/context.js";
import { runChecks } from "../staleness/compute.js";
import { TURN_FILES } from "../trace/run-layout.js";
import { CANNOT_VERIFY, openKeptRun } from "./kept-run.js";

/** One on-disk assertion and how it was judged. */
export interface VerifiedAssertion extends AssertionResult {
  /** 1-based line of the item in the scenario file */
  line?: number;
  /** replayed from the recording, or the live run's verdict kept (an unchanged live-only assertion) */
  judged: "replay" | "live";
}

export interface VerifyRunOutcome {
  pass: boolean;
  exitCode: 0 | 1 | 2;
  assertions: VerifiedAssertion[];
  /** the replay's other signals (staleness, protocol fidelity, …) */
  signals: VerdictSignal[];
  /** on-disk assertions this run cannot judge: `<file>:<line> <keys>` */
  unverifiable: string[];
  annotations: Annotation[];
}

const keysOf = (item: Record<string, unknown>): string => Object.keys(item).join("+") || "(assertion)";

/** Where the cassette's relative names (session, scenario, uploads) resolve: where it was to be written. */
function homeOf(result: Record<string, unknown>, scenarioAbs: string): string {
  const recorded = result.cassette;
  if (typeof recorded === "string" && isAbsolute(recorded) && existsSync(dirname(recorded))) return recorded;
  return join(dirname(scenarioAbs), `${basename(scenarioAbs).replace(/\.ya?ml$/i, "")}.cassette.json`);
}

export async function verifyRun(opts: {
  runDir: string;
  scenario: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
}): Promise<VerifyRunOutcome> {
  const dir = resolve(opts.cwd, opts.runDir);
  const run = openKeptRun(dir, opts.runDir, opts.cwd);
  const kept = join(run.turnDir, TURN_FILES.cassette);
  if (!existsSync(kept))
    throw new HarnessError(
      `${opts.runDir}: no ${relative(dir, kept)} (kept by another tool, or before verify-run existed): run the scenario again with --run-dir ${CANNOT_VERIFY}`,
    );
  const scenarioAbs = resolve(opts.cwd, opts.scenario);
  const onDisk = await loadScenarioAt(scenarioAbs, "explicit");
  if (onDisk.status === "none") throw new HarnessError(`${opts.scenario}: no such scenario file`);
  if (onDisk.status === "invalid") throw new HarnessError(onDisk.message);
  const { cassette } = await loadCassetteFile(kept);
  // the kept recording's prompt was scrubbed as it was kept: a prompt that scrubs to it is the same prompt
  const scrubbed = createRedactor().text(onDisk.loaded.scenario.prompt);
  const loaded =
    scrubbed !== onDisk.loaded.scenario.prompt && scrubbed === cassette.scenario.prompt
      ? { ...onDisk.loaded, scenario: { ...onDisk.loaded.scenario, prompt: scrubbed } }
      : onDisk.loaded;
  const plan = planReassert(cassette, loaded);
  if (plan.kind === "drift")
    throw new HarnessError(
      `${opts.scenario}: ${plan.fields.join(", ")} changed since the run — the kept run no longer stands for this scenario; run it again ${CANNOT_VERIFY}`,
    );

  // split the on-disk block: what replay judges whole, and what only the live run could
  const buckets = bucketsFor(cassette);
  const replayable = (item: Record<string, unknown>): boolean =>
    Object.entries(item).every(([k, v]) => v === undefined || buckets.status(k).status === "active");
  const live = Array.isArray(run.result.assertions) ? (run.result.assertions as AssertionResult[]) : [];
  const onDiskItems = plan.cassette.scenario.assert;
  const replayedIdx: number[] = [];
  const carried: VerifiedAssertion[] = [];
  const unverifiable: string[] = [];
  onDiskItems.forEach((item, i) => {
    const line = plan.assertLines[i];
    if (replayable(item)) return void replayedIdx.push(i);
    const judged = live.find((a) => canonicallyEqual(a.assertion, item));
    if (judged) carried.push({ ...judged, ...(line !== undefined ? { line } : {}), judged: "live" });
    else unverifiable.push(`${opts.scenario}${line !== undefined ? `:${line}` : ""} ${keysOf(item)}`);
  });
  const deniedNow = plan.cassette.scenario.expect_denied ?? [];
  if (!canonicallyEqual(cassette.scenario.expect_denied ?? [], deniedNow))
    unverifiable.push(`${opts.scenario} expect_denied (changed: only a live run sees its egress)`);
  else
    for (const host of deniedNow) {
      const judged = live.find((a) => canonicallyEqual(a.assertion, { egress_denied: host }));
      if (judged) carried.push({ ...judged, judged: "live" });
    }

  const annotations: Annotation[] = [];
  const home = homeOf(run.result, scenarioAbs);
  const staleness = await runChecks(checkContext(cassette, home, { env: opts.env }));
  const toReplay = {
    ...plan.cassette,
    scenario: {
      ...plan.cassette.scenario,
      assert: replayedIdx.map((i) => onDiskItems[i]!),
      expect_denied: [],
    },
  };
  const result = replayLoaded(toReplay, home, staleness, { failOnSkillDrift: true }, annotations);
  if (result.exitCode === 2 && result.error) throw new HarnessError(`${opts.runDir}: ${result.error}`);
  let r = 0;
  const replayed: VerifiedAssertion[] = result.assertions.map((a) => {
    const fromItem = a.source === undefined && r < replayedIdx.length ? replayedIdx[r++] : undefined;
    const line = fromItem !== undefined ? plan.assertLines[fromItem] : undefined;
    return { ...a, ...(line !== undefined ? { line } : {}), judged: "replay" };
  });
  const assertions = [...replayed, ...carried].sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  const pass = result.verdict.pass && carried.every((a) => a.pass) && unverifiable.length === 0;
  const signals = result.verdict.signals.filter((s) => s.code !== "assertion");
  const exitCode = unverifiable.length > 0 ? 2 : pass ? 0 : 1;
  return { pass, exitCode, assertions, signals, unverifiable, annotations };
}
