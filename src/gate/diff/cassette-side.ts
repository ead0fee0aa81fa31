/**
 * A cassette reduced for `diff` (the reference's src/cli.ts; docs/reference.md#gate-extras): read as plain JSON, without the
 * loader's validation, so a cassette replay would refuse can still be compared. Pure.
 */
import { parseEventLines, reduceEvents } from "./reduce-events.js";
import type { DiffSide } from "./side.js";

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);

/** A parsed JSON document is a cassette when it has an `events` array and a scenario. */
export function looksLikeCassette(doc: unknown): doc is Obj & { events: unknown[] } {
  return isObj(doc) && Array.isArray(doc.events) && !!doc.scenario;
}

export function cassetteSide(doc: Obj & { events: unknown[] }): DiffSide {
  const { events, warnings } = parseEventLines(doc.events, "events");
  const { tools, transcript, lastResult } = reduceEvents(events);
  const scenario = isObj(doc.scenario) ? doc.scenario : {};
  const fingerprint = isObj(doc.fingerprint) ? doc.fingerprint : {};
  const side: DiffSide = { kind: "cassette", tools, transcript, meta: {}, warnings };
  if (lastResult) side.meta.result = lastResult.isError ? "error" : "success";
  if (doc.effectiveFidelity !== undefined) side.meta.effectiveFidelity = doc.effectiveFidelity;
  if (scenario.baseline !== undefined) side.meta.baseline = scenario.baseline;
  if (typeof fingerprint.skillHash === "string") side.meta.skillHash = fingerprint.skillHash.slice(0, 12);
  if (Array.isArray(doc.artifacts)) {
    side.artifacts = doc.artifacts.filter(isObj).map((e) => [String(e.path), String(e.sha256)] as [string, string]);
  }
  if (typeof scenario.name === "string") side.scenarioName = scenario.name;
  return side;
}
