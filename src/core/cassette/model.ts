/**
 * The loose cassette shape checked on load (the reference's src/run/cassette.ts; docs/reference.md#replay-and-assertions): only the fields replay
 * cannot do without are typed; every unknown key, at every level, passes through untouched.
 */
import * as z from "../schema/zod.js";
import type { Cassette } from "./types.js";
import { formatZodError } from "../schema/zod-message.js";

const FrozenScenarioShape = z.looseObject({
  prompt: z.string(),
  session: z.string(),
  assert: z.optional(z.array(z.unknown())),
});

const FingerprintShape = z.looseObject({
  skillHash: z.optional(z.string()),
  hashFormat: z.optional(z.string()),
});

const FolderPrefixShape = z.looseObject({
  from: z.string(),
  mount: z.string(),
});

export const CassetteShape = z.looseObject({
  events: z.array(z.string()),
  scenario: FrozenScenarioShape,
  fingerprint: z.optional(FingerprintShape),
  sessionFingerprint: z.optional(z.string()),
  folderPrefixMap: z.optional(z.array(FolderPrefixShape)),
});

export type CassetteShapeResult = { ok: true; cassette: Cassette } | { ok: false; error: string };

/**
 * Checks the loose shape and normalises a missing `scenario.assert` to `[]`.
 * The input object is not modified; on success the cassette is a shallow copy with a copied scenario.
 */
export function parseCassetteShape(obj: unknown): CassetteShapeResult {
  const fast = fastShape(obj);
  if (fast) return { ok: true, cassette: fast };
  const parsed = CassetteShape.safeParse(obj);
  if (!parsed.success) return { ok: false, error: formatZodError(parsed.error) };
  const data = parsed.data;
  const scenario = { ...data.scenario, assert: (data.scenario.assert ?? []) as Record<string, unknown>[] };
  return { ok: true, cassette: { ...data, scenario } as Cassette };
}

// --- the same check without zod, for the cassettes that pass it (nearly all) -------------------
// zod walks every event string and rebuilds each object: a third of a small cassette's load. The
// fast path below accepts exactly what CassetteShape accepts and builds the same output (the
// typed keys first in the shape's order, then the others in input order; arrays copied), and
// gives up (undefined) on anything else, so that zod reports the error in its own words.

const isPlain = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
const optional = (o: Record<string, unknown>, k: string, ok: (v: unknown) => boolean): boolean =>
  !(k in o) || o[k] === undefined || ok(o[k]);
const isString = (v: unknown): boolean => typeof v === "string";

/** `o`'s own keys rebuilt as zod's looseObject does: `typed` (those present) first, then the rest; undefined on a `__proto__` key. */
function looseCopy(
  o: Record<string, unknown>,
  typed: readonly string[],
  replace: Record<string, unknown> = {},
): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const k of typed) if (k in o) out[k] = k in replace ? replace[k] : o[k];
  for (const k of Object.keys(o)) {
    if (k === "__proto__") return undefined;
    if (!typed.includes(k)) out[k] = o[k];
  }
  return out;
}

function fastFingerprint(v: unknown): Record<string, unknown> | undefined {
  if (!isPlain(v) || !optional(v, "skillHash", isString) || !optional(v, "hashFormat", isString)) return undefined;
  return looseCopy(v, ["skillHash", "hashFormat"]);
}

function fastShape(obj: unknown): Cassette | undefined {
  if (!isPlain(obj)) return undefined;
  const events = obj["events"];
  if (!Array.isArray(events)) return undefined;
  for (let i = 0; i < events.length; i++) if (typeof events[i] !== "string") return undefined;
  const sc = obj["scenario"];
  if (!isPlain(sc) || typeof sc["prompt"] !== "string" || typeof sc["session"] !== "string") return undefined;
  if (!optional(sc, "assert", Array.isArray)) return undefined;
  if (!optional(obj, "sessionFingerprint", isString)) return undefined;
  const replace: Record<string, unknown> = { events: events.slice() };
  const assert = sc["assert"];
  const scenario = looseCopy(
    sc,
    ["prompt", "session", "assert"],
    Array.isArray(assert) ? { assert: assert.slice() } : {},
  );
  if (!scenario) return undefined;
  replace["scenario"] = scenario;
  if ("fingerprint" in obj && obj["fingerprint"] !== undefined) {
    const fp = fastFingerprint(obj["fingerprint"]);
    if (!fp) return undefined;
    replace["fingerprint"] = fp;
  }
  const map = obj["folderPrefixMap"];
  if ("folderPrefixMap" in obj && map !== undefined) {
    if (!Array.isArray(map)) return undefined;
    const items: Record<string, unknown>[] = [];
    for (const item of map) {
      if (!isPlain(item) || typeof item["from"] !== "string" || typeof item["mount"] !== "string") return undefined;
      const copy = looseCopy(item, ["from", "mount"]);
      if (!copy) return undefined;
      items.push(copy);
    }
    replace["folderPrefixMap"] = items;
  }
  const out = looseCopy(obj, ["events", "scenario", "fingerprint", "sessionFingerprint", "folderPrefixMap"], replace);
  if (!out) return undefined;
  (out["scenario"] as Record<string, unknown>)["assert"] = (scenario["assert"] ?? []) as unknown;
  return out as unknown as Cassette;
}
