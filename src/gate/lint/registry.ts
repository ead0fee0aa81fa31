/** The document rules in the order their findings are emitted (the reference's scenario.py; docs/reference.md#gate-extras). */
import { assertContradiction, vacuousGateAssert } from "./rules/gates.js";
import { assertionsKey, unknownAssertKey, unknownTopKey } from "./rules/keys.js";
import { authoredReplayFidelity, onUnansweredInvalid } from "./rules/authoring.js";
import { fileAbsentContradiction, positionalChooseOrder } from "./rules/answers-and-files.js";
import { promptSlashNotLeading } from "./rules/prompt-slash.js";
import { REGEX_DOUBLE_QUOTED } from "./rules/regex-quoted.js";
import { gateNeedsControlout, manifestNeedsSnapshot, mixedAssertItem, replayNoop } from "./rules/replay-coverage.js";
import {
  capabilitiesOnProtocol,
  containerOnlyKeyOffContainer,
  egressOnProtocol,
  hostPathAssertCowork,
  hostPathAssertTier,
  laneRemoteIncompatibleKey,
  presentFilesKeyOffTier,
} from "./rules/tier.js";
import { OWN_TEXT_RULE_IDS } from "./other-kinds.js";
import { LINKED_RULE_IDS } from "./linked-files.js";
import type { DocRule } from "./types.js";

export const DOC_RULES: readonly DocRule[] = [
  assertionsKey,
  unknownTopKey,
  promptSlashNotLeading,
  unknownAssertKey,
  egressOnProtocol,
  hostPathAssertTier,
  hostPathAssertCowork,
  laneRemoteIncompatibleKey,
  containerOnlyKeyOffContainer,
  presentFilesKeyOffTier,
  capabilitiesOnProtocol,
  onUnansweredInvalid,
  authoredReplayFidelity,
  replayNoop,
  vacuousGateAssert,
  assertContradiction,
  mixedAssertItem,
  manifestNeedsSnapshot,
  positionalChooseOrder,
  gateNeedsControlout,
  fileAbsentContradiction,
];

/** Rules about the inputs and the linter itself, besides the document rules. */
export const INPUT_RULE_IDS = ["parse", "not-found", "no-scenarios", "linter-unclassified-key"] as const;

/** Every rule id the linter can report. */
export const RULE_IDS: readonly string[] = [
  ...INPUT_RULE_IDS,
  ...DOC_RULES.map((r) => r.id),
  REGEX_DOUBLE_QUOTED,
  ...OWN_TEXT_RULE_IDS,
  ...LINKED_RULE_IDS,
];

/** Our rule ids, beside the reference's 26: a comparison with the reference leaves them out. */
export const OWN_RULE_IDS: readonly string[] = [...OWN_TEXT_RULE_IDS, ...LINKED_RULE_IDS];
