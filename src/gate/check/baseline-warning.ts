/**
 * A cassette recorded against a Desktop baseline (the reference's, or ours with --baselines)
 * whose baseline this gate cannot check, because no baselines were given: said as a warning with
 * the fix, since a Desktop release that moved it would otherwise go unnoticed (the reference's live lane; docs/reference.md#the-live-lane).
 */
import type { Cassette } from "../../core/cassette/types.js";
import type { Annotation } from "../replay/options.js";

export function uncheckedBaselineWarning(
  cassette: Pick<Cassette, "fingerprint">,
  label: string,
  baselinesDir: string | undefined,
): Annotation | undefined {
  const recorded = cassette.fingerprint?.baseline;
  if (baselinesDir !== undefined || typeof recorded !== "string") return undefined;
  return {
    level: "warning",
    message: `[baseline] ${label}: recorded against Desktop baseline ${recorded}, which is not checked — no baselines were given; pass --baselines DIR (Action input \`baselines\`) with the desktop-*.json files so a baseline that moved shows as stale-baseline`,
  };
}
