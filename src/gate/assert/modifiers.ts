/**
 * The seven verdict modifiers (the reference's src/run/cassette.ts; docs/reference.md#replay-and-assertions). As assertions they always pass and say
 * nothing; their effect is on the verdict, which reads them from the scenario directly.
 */
import type { KeyEvaluator } from "./context.js";
import { VERDICT_MODIFIER_KEYS } from "../../core/scenario/assertion-schema.js";

const noOp: KeyEvaluator = () => ({ pass: true });

export const modifierKeys: Record<string, KeyEvaluator> = Object.fromEntries(
  VERDICT_MODIFIER_KEYS.map((key) => [key, noOp]),
);
