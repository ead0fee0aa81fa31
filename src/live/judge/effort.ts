/**
 * The session's effort checked against what the baseline says its model offers (the reference's
 * live lane; docs/reference.md#the-live-lane): a model listed with effort levels accepts only those; a model listed without
 * any has no effort selector, so an explicit effort is refused; a model matching the baseline's
 * pattern default is checked against its levels; an unknown model accepts any. Also the effort a
 * session that names none runs at: the baseline's default, else medium.
 */
import type { Baseline } from "../../core/baselines/types.js";
import { HarnessError } from "../../core/util/errors.js";

type Entry = { effortLevels?: unknown };

function levelsOf(entry: Entry | undefined): string[] | undefined {
  return Array.isArray(entry?.effortLevels)
    ? entry.effortLevels.filter((l): l is string => typeof l === "string")
    : undefined;
}

/** Throws a one-line error at `where` (the session file and the effort key's line) when the baseline refuses the effort. */
export function validateEffort(
  baseline: Baseline,
  model: string | undefined,
  effort: string | undefined,
  where: string,
): void {
  if (model === undefined || effort === undefined) return;
  const byModel = baseline.spawn?.effortByModel;
  const entry = byModel !== null && typeof byModel === "object" ? (byModel as Record<string, Entry>)[model] : undefined;
  if (entry !== undefined) {
    const levels = levelsOf(entry);
    if (levels === undefined)
      throw new HarnessError(
        `${where}: model "${model}" has no effort selector (baseline ${baseline.appVersion}) — remove effort`,
      );
    if (!levels.includes(effort))
      throw new HarnessError(
        `${where}: effort "${effort}" is not offered by model ${model} (baseline ${baseline.appVersion} offers ${levels.join(", ")})`,
      );
    return;
  }
  const fallback = baseline.spawn?.effortRegexDefault as { pattern?: unknown; effortLevels?: unknown } | undefined;
  if (typeof fallback?.pattern !== "string") return;
  let re: RegExp;
  try {
    re = new RegExp(fallback.pattern);
  } catch {
    return;
  }
  const levels = levelsOf(fallback);
  if (re.test(model) && levels !== undefined && !levels.includes(effort)) {
    throw new HarnessError(
      `${where}: effort "${effort}" is not offered by model ${model} (baseline ${baseline.appVersion} offers ${levels.join(", ")})`,
    );
  }
}

/** The baseline's effortDefault when it is one of the agent's levels. */
export function baselineEffortDefault(baseline: Baseline): "low" | "medium" | "high" | "xhigh" | "max" | undefined {
  const d = baseline.spawn?.effortDefault;
  return d === "low" || d === "medium" || d === "high" || d === "xhigh" || d === "max" ? d : undefined;
}
