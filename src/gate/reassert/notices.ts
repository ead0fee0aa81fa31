/**
 * The texts of `replay --assert-from` / `--reassert` / `--write` and of the default lane's
 * discoverability notices (the reference's src/run/cassette.ts; docs/reference.md#gate-extras), in one place
 * so their wording is the reference's. Pure. A usage message that does not start with `replay`
 * gets `replay: ` from the CLI, once.
 */
import { RECORDING_SHAPING_FIELDS } from "../../core/scenario/model.js";
import type { ScenarioSource } from "../../core/scenario/source.js";
import type { UncheckableKey } from "./uncheckable.js";
import { clipLine } from "../../core/util/clip.js";

// flag validation (exit 2)
export const MUTUALLY_EXCLUSIVE =
  "--assert-from and --reassert are mutually exclusive (--assert-from checks one named scenario file, --reassert resolves each cassette's own)";
export const WRITE_NEEDS_SOURCE =
  "replay --write requires --reassert (or --assert-from <scenario.yaml>): it persists the RE-ASSERTED on-disk block, so there must be one to re-assert from";
export const ASSERT_FROM_WRITE_MANY =
  "replay --assert-from <one file> --write over a directory is refused (it would write one assert block into every cassette) — use --reassert for a per-cassette sibling";
export const ALLOW_FAILING_NOOP =
  "[replay] --allow-failing only affects --write's verdict gate; it is a no-op without --write";
export const assertFromMany = (n: number): string =>
  `[replay] --assert-from <one file> applied to ${n} cassettes — the SAME on-disk assert: is checked against each; use --reassert to resolve each cassette's own sibling`;

// per-cassette errors (exit 2)
export function noScenarioFound(file: string, source: ScenarioSource): string {
  const missing = source.persistedOutside
    ? `; recorded source '${source.persistedOutside}' is outside the repository (not read)`
    : source.persistedMissing
      ? `; recorded source '${source.persistedMissing}' is missing`
      : "";
  return `--reassert: no on-disk scenario found for ${file} (looked via ${source.via}${missing}) — pass --assert-from <scenario.yaml> explicitly`;
}

export const failedToParse = (path: string, message: string): string =>
  `--assert-from: failed to parse ${path}: ${message}`;

export const shapingDrift = (fields: readonly string[], path: string): string =>
  `--assert-from: ${fields.join(", ")} drifted from the recording (${path}); the frozen events no longer correspond to this scenario — re-record instead of re-asserting`;

// before the re-asserted replay
export const uncheckableKey = (k: UncheckableKey): string =>
  `[replay] on-disk assert key \`${k.key}\` is not checkable on replay (${k.message}) — skipped`;
export const EXPECT_DENIED_LIVE_ONLY =
  "[replay] on-disk `expect_denied:` differs from the cassette but is live-only — it is sourced, NOT evaluated on replay (run a live `run` to check egress)";
export const reasserting = (path: string, hasSkillHash: boolean): string =>
  `[replay] re-asserting from on-disk ${path} (authored fields ${RECORDING_SHAPING_FIELDS.join("/")} verified unchanged; skill-content drift ${
    hasSkillHash ? "will hard-fail" : "NOT verifiable — no skill fingerprint"
  }; session model/mounts/discovery is NOT verified — re-record if the session changed)`;
export const NO_SKILL_FINGERPRINT =
  "[replay] this cassette has no skill fingerprint, so skill-content drift can NOT be verified on --assert-from — re-asserting against possibly-stale events; re-record to enable the skill-drift guard";

// --write
export const refuseUncheckable = (keys: readonly UncheckableKey[]): string =>
  `refusing to --write: ${keys.length} on-disk assert key(s) would freeze as a SILENT no-op on this cassette (a permanent false-green): ${keys
    .map((k) => `\`${k.key}\` (${k.message})`)
    .join(
      ", ",
    )}. These need evidence only a live re-record captures (artifact manifest / pre-run hashes / controlOut) — re-record to embed them.`;
export const refuseFailing = (signals: readonly { code: string; message: string }[]): string =>
  `refusing to --write a FAILING reassert verdict — ${signals.map((s) => `${s.code}: ${s.message}`).join("; ")} (fix the scenario, or pass --allow-failing; mirrors record)`;
export const redactionChangesVerdict = (change: string): string =>
  `refusing to --write: the redaction policy (.cowork-redact.json / COWORK_HARNESS_REDACT_*) does not preserve the verdict on the written block — ${change}; refine the policy`;
export const alreadyMatches = (file: string): string =>
  `[replay --write] ${file}: assert block already matches the on-disk block — no write`;
export const wroteBlock = (file: string): string =>
  `[replay --write] ${file}: wrote the re-asserted block back to the cassette (events/controlOut unchanged)`;

// the default lane
const COMPACT_MAX = 200;

/** The loader's issues, whitespace-collapsed and clipped to 200 characters with `…`. */
export function compactLoadMessage(message: string): string {
  return clipLine(message, COMPACT_MAX, "after");
}
/** Names a command that exists here (the reference's `record <path> --dry-run` does not). */
export const siblingDoesNotLoad = (path: string, compact: string, cassette: string): string =>
  `[replay] ${path} does not load: ${compact} — replay used the scenario frozen in the cassette and is unaffected. Run \`cowork-harness replay ${cassette} --assert-from ${path}\` for the full error.`;
export const siblingAssertDiffers = (path: string, cassette: string): string =>
  `[replay] ${path} has a different \`assert:\` block; replay used the assertions frozen in the cassette. Re-record, or \`cowork-harness replay ${cassette} --assert-from ${path}\` to re-check against the on-disk block.`;
export const siblingPromptDiffers = (path: string): string =>
  `[replay] ${path} has a different \`prompt:\` than the cassette's frozen prompt; the frozen events reflect the recorded prompt. Re-record to sync (verify-cassettes hard-fails this drift).`;
