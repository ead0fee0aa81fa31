/**
 * The repository a command works on, as GITHUB_REPOSITORY (or `--repo`) spells it. Pure.
 */
import { HarnessError } from "../../core/util/errors.js";

/** "owner/name" → its parts; a malformed value is a one-line usage error. */
export function splitRepository(value: string | undefined): { owner: string; repo: string } {
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec((value ?? "").trim());
  if (!m)
    throw new HarnessError(
      `the repository must be given as owner/name (GITHUB_REPOSITORY or --repo), got "${value ?? ""}"`,
    );
  return { owner: m[1]!, repo: m[2]! };
}
