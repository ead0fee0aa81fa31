/**
 * One parsed scenario as the rules see it (the reference's scenario.py; docs/reference.md#gate-extras): the raw mapping, the tier
 * and lane with their defaults, the assert items (mappings only; a single mapping counts as one
 * item), the union of their keys, and where each thing sits in the YAML source.
 */
import { lineOfPath } from "../../core/schema/yaml-source.js";
import type { YamlSource } from "../../core/schema/yaml-source.js";
import { truthy } from "./py-values.js";

export interface AssertItem {
  /** the item's position among the assert items that are mappings (what messages count by) */
  index: number;
  /** the YAML path of the item */
  path: readonly (string | number)[];
  value: Record<string, unknown>;
}

export interface ScenarioDoc {
  raw: Record<string, unknown>;
  fidelity: unknown;
  lane: unknown;
  items: AssertItem[];
  /** union of the items' keys, in first-seen order */
  keys: Set<string>;
  /** line of a path in the file (a mapping step resolves to the key's line) */
  lineOf(path: readonly (string | number)[]): number | undefined;
  /** line of `key` in the first assert item that has it */
  lineOfAssertKey(key: string): number | undefined;
  /** line of the first of `keys` found in the assert items */
  lineOfFirstAssertKey(keys: Iterable<string>): number | undefined;
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function assertItems(block: unknown): AssertItem[] {
  if (isMapping(block)) return [{ index: 0, path: ["assert"], value: block }];
  if (!Array.isArray(block)) return [];
  const items: AssertItem[] = [];
  block.forEach((value, i) => {
    if (isMapping(value)) items.push({ index: items.length, path: ["assert", i], value });
  });
  return items;
}

export function scenarioDoc(raw: Record<string, unknown>, source: YamlSource | undefined): ScenarioDoc {
  const items = assertItems(raw["assert"]);
  const keys = new Set(items.flatMap((item) => Object.keys(item.value)));
  const lineOf = (path: readonly (string | number)[]): number | undefined =>
    source ? lineOfPath(source, path) : undefined;
  const lineOfAssertKey = (key: string): number | undefined => {
    const item = items.find((i) => key in i.value);
    return item ? lineOf([...item.path, key]) : undefined;
  };
  return {
    raw,
    fidelity: truthy(raw["fidelity"]) ? raw["fidelity"] : "container",
    lane: truthy(raw["lane"]) ? raw["lane"] : "local",
    items,
    keys,
    lineOf,
    lineOfAssertKey,
    lineOfFirstAssertKey(wanted) {
      const set = new Set(wanted);
      for (const item of items) {
        const key = Object.keys(item.value).find((k) => set.has(k));
        if (key !== undefined) return lineOf([...item.path, key]);
      }
      return undefined;
    },
  };
}

/** Every value the assert items give `key`, in item order. */
export function valuesOf(doc: ScenarioDoc, key: string): unknown[] {
  return doc.items.filter((i) => key in i.value).map((i) => i.value[key]);
}

export { isMapping };
