/**
 * `replay --reassert --write` (the reference's src/run/cassette.ts; docs/reference.md#gate-extras): persisting the re-asserted on-disk
 * `assert:` / `expect_denied:` block into the cassette. Refused while any on-disk key would freeze
 * as a silent no-op, or while the re-asserted verdict fails (unless --allow-failing). Only the two
 * fields change, in the cassette exactly as parsed (unknown fields and key order survive); the
 * file is replaced atomically, and not at all when the block already matches.
 */
import type { Verdict } from "../replay/result.js";
import { readCassetteText } from "../../core/cassette/load.js";
import { canonicalJson } from "../../core/protocol/canon.js";
import { HarnessError } from "../../core/util/errors.js";
import { writeFileAtomic } from "../../core/util/atomic-write.js";
import { refuseFailing, refuseUncheckable } from "./notices.js";
import type { UncheckableKey } from "./uncheckable.js";

export interface AssertBlock {
  assert: Record<string, unknown>[];
  expectDenied: string[];
}

/** Why the block must not be written (the evaluability guard, then the verdict guard), or undefined. */
export function writeRefusal(
  uncheckable: readonly UncheckableKey[],
  verdict: Verdict,
  allowFailing: boolean,
): string | undefined {
  const silent = uncheckable.filter((k) => k.code !== "live-only");
  if (silent.length > 0) return refuseUncheckable(silent);
  if (!verdict.pass && !allowFailing) return refuseFailing(verdict.signals.filter((s) => s.severity === "fail"));
  return undefined;
}

/**
 * The cassette text with the block spliced in: `JSON.stringify(raw, null, 2)` with no trailing
 * newline, as the reference writes it. Undefined when the cassette already holds this block.
 * `expect_denied` is set only when non-empty or already present (an empty field is never added).
 */
export function spliceBlock(raw: unknown, block: AssertBlock): string | undefined {
  const scenario = isObject(raw) ? raw["scenario"] : undefined;
  if (!isObject(scenario)) throw new HarnessError("the cassette has no scenario object to write the block into");
  const sameAssert = canonicalJson(scenario["assert"] ?? []) === canonicalJson(block.assert);
  const sameDenied = canonicalJson(scenario["expect_denied"] ?? []) === canonicalJson(block.expectDenied);
  if (sameAssert && sameDenied) return undefined;
  scenario["assert"] = block.assert;
  if (block.expectDenied.length > 0 || "expect_denied" in scenario) scenario["expect_denied"] = block.expectDenied;
  return JSON.stringify(raw, null, 2);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Reads the cassette as raw JSON, splices the block and writes it atomically; "noop" when it already matches. */
export async function writeBlockToCassette(file: string, block: AssertBlock): Promise<"written" | "noop"> {
  const text = await readCassetteText(file);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HarnessError("the cassette is no longer valid JSON — not written");
  }
  const next = spliceBlock(raw, block);
  if (next === undefined) return "noop";
  await writeFileAtomic(file, next);
  return "written";
}
