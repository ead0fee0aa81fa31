/**
 * The loose cassette shape checked on load (spec/replay.md §3.2 step 2): only the fields replay
 * cannot do without are typed; every unknown key, at every level, passes through untouched.
 */
import { z } from "zod";
import type { Cassette } from "./types.js";
import { formatZodError } from "../schema/zod-message.js";

const FrozenScenarioShape = z.looseObject({
  prompt: z.string(),
  session: z.string(),
  assert: z.array(z.unknown()).optional(),
});

const FingerprintShape = z.looseObject({
  skillHash: z.string().optional(),
  hashFormat: z.string().optional(),
});

const FolderPrefixShape = z.looseObject({
  from: z.string(),
  mount: z.string(),
});

export const CassetteShape = z.looseObject({
  events: z.array(z.string()),
  scenario: FrozenScenarioShape,
  fingerprint: FingerprintShape.optional(),
  sessionFingerprint: z.string().optional(),
  folderPrefixMap: z.array(FolderPrefixShape).optional(),
});

export type CassetteShapeResult = { ok: true; cassette: Cassette } | { ok: false; error: string };

/**
 * Checks the loose shape and normalises a missing `scenario.assert` to `[]`.
 * The input object is not modified; on success the cassette is a shallow copy with a copied scenario.
 */
export function parseCassetteShape(obj: unknown): CassetteShapeResult {
  const parsed = CassetteShape.safeParse(obj);
  if (!parsed.success) return { ok: false, error: formatZodError(parsed.error) };
  const data = parsed.data;
  const scenario = { ...data.scenario, assert: (data.scenario.assert ?? []) as Record<string, unknown>[] };
  return { ok: true, cassette: { ...data, scenario } as Cassette };
}
