/**
 * Re-asserting a cassette (the reference's src/run/cassette.ts; docs/reference.md#gate-extras): the recorded events judged by the
 * assertions of the scenario on disk instead of the frozen copy. Allowed only while the
 * recording-shaping fields still match; the frozen `assert` and `expect_denied` are replaced
 * wholesale on a shallow copy, everything else stays as recorded. Pure.
 */
import type { Cassette } from "../../core/cassette/types.js";
import { canonicallyEqual } from "../../core/protocol/canon.js";
import type { LoadedScenario } from "../../core/scenario/load.js";
import { diffAssertions, type AssertDiff } from "./assert-diff.js";
import { driftedFields } from "../../core/scenario/shaping-drift.js";
import { uncheckableKeys, type UncheckableKey } from "./uncheckable.js";

export type ReassertPlan =
  | { kind: "drift"; fields: string[] }
  | {
      kind: "reassert";
      /** the cassette to replay: on-disk `assert` and `expect_denied`, all else frozen */
      cassette: Cassette;
      diff: AssertDiff;
      /** whether the on-disk block differs from the frozen one at all */
      changed: boolean;
      uncheckable: UncheckableKey[];
      expectDeniedChanged: boolean;
      /** 1-based YAML line of each on-disk `assert[i]` */
      assertLines: number[];
    };

function onDiskBlock(loaded: LoadedScenario): { assert: Record<string, unknown>[]; expectDenied: string[] } {
  return {
    assert: loaded.scenario.assert as Record<string, unknown>[],
    expectDenied: loaded.scenario.expect_denied,
  };
}

export function planReassert(cassette: Cassette, loaded: LoadedScenario): ReassertPlan {
  const fields = driftedFields(
    cassette.scenario as Record<string, unknown>,
    loaded.scenario as unknown as Record<string, unknown>,
  );
  if (fields.length > 0) return { kind: "drift", fields };
  const block = onDiskBlock(loaded);
  const frozenAssert = cassette.scenario.assert ?? [];
  const frozenDenied = cassette.scenario.expect_denied ?? [];
  const expectDeniedChanged = !canonicallyEqual(frozenDenied, block.expectDenied);
  const diff = diffAssertions(frozenAssert, block.assert);
  return {
    kind: "reassert",
    cassette: {
      ...cassette,
      scenario: { ...cassette.scenario, assert: block.assert, expect_denied: block.expectDenied },
    },
    diff,
    changed: !canonicallyEqual(frozenAssert, block.assert) || expectDeniedChanged,
    uncheckable: uncheckableKeys(block.assert, cassette),
    expectDeniedChanged,
    assertLines: loaded.assertLines,
  };
}
