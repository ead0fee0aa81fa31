/**
 * The gate's reassert step (beyond the reference, on by default): when the scenario on disk has
 * a different `assert:` block than the one frozen in the cassette, and the recording-shaping
 * fields still match, the gate judges the recording by the on-disk block — so a PR that
 * tightens or loosens an assertion sees it pass or fail on the PR. A shaping drift is left to
 * the `scenario` staleness check (re-record); an on-disk scenario that no longer loads is a
 * finding of its own.
 */
import type { Cassette } from "../../core/cassette/types.js";
import { describeItem } from "../reassert/assert-diff.js";
import type { OnDiskScenario } from "../../core/scenario/on-disk-scenario.js";
import { planReassert } from "../reassert/plan.js";
import type { ReassertSummary, ResultFinding } from "../replay/result.js";

export interface ReassertStep {
  /** the cassette to judge: on-disk assertions when re-asserted, else as recorded */
  cassette: Cassette;
  summary?: ReassertSummary;
  findings: ResultFinding[];
}

/** `onDisk`: the cassette's scenario as found and loaded (findOnDiskScenario). Pure. */
export function reassertStep(cassette: Cassette, onDisk: OnDiskScenario): ReassertStep {
  if (onDisk.status === "none") return { cassette, findings: [] };
  if (onDisk.status === "invalid") {
    return {
      cassette,
      findings: [
        {
          kind: "invalid-scenario",
          // the finding sits on the file already: its message does not name the path again
          message: `the scenario file does not load, so its assertions were not checked: ${onDisk.message.startsWith(`${onDisk.path}: `) ? onDisk.message.slice(onDisk.path.length + 2) : onDisk.message} — fix the file`,
          file: onDisk.path,
          ...(onDisk.line !== undefined ? { line: onDisk.line } : {}),
        },
      ],
    };
  }
  const plan = planReassert(cassette, onDisk.loaded);
  if (plan.kind === "drift" || !plan.changed) return { cassette, findings: [] };
  const liveOnly = plan.uncheckable.filter((u) => u.code === "live-only").map((u) => u.key);
  const addedKeys = new Set(plan.diff.added.flatMap((a) => Object.keys(a.item)));
  return {
    cassette: plan.cassette,
    findings: [],
    summary: {
      from: onDisk.path,
      added: plan.diff.added.map((a) => ({ assertion: describeItem(a.item), line: plan.assertLines[a.index] })),
      removed: plan.diff.removed.map((item) => ({ assertion: describeItem(item) })),
      changed: plan.diff.changed.map((c) => ({
        assertion: describeItem(c.item),
        before: describeItem(c.before),
        line: plan.assertLines[c.index],
      })),
      needsLiveRun: liveOnly.filter((k) => addedKeys.has(k)),
      notCheckable: plan.uncheckable.filter((u) => u.code !== "live-only").map((u) => `${u.key} (${u.message})`),
      expectDeniedChanged: plan.expectDeniedChanged,
    },
  };
}
