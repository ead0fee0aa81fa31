/**
 * Reading the zod schemas for docs/reference/ (scripts/gen-docs-render.ts): a key's type and default
 * as the tables show them, whether it is required, and the keys of nested mappings flattened.
 */
import type * as z from "../src/core/schema/zod.js";

/** Any schema of src/core/schema/zod.ts (the renderer reads their definitions). */
export type ZodType = z.core.$ZodType;

interface Def {
  type: string;
  innerType?: ZodType;
  element?: ZodType;
  options?: ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  in?: ZodType;
  defaultValue?: unknown;
  shape?: Record<string, ZodType>;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  format?: string;
}
export const defOf = (s: ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(["optional", "default", "prefault", "nullable"]);

/** The schema below optional/default/prefault/nullable/pipe wrappers. */
export function unwrap(s: ZodType): ZodType {
  let cur = s;
  for (;;) {
    const d = defOf(cur);
    if (WRAPPERS.has(d.type) && d.innerType) cur = d.innerType;
    else if (d.type === "pipe" && d.in) cur = d.in;
    else return cur;
  }
}

export function typeOf(s: ZodType): string {
  const d = defOf(s);
  switch (d.type) {
    case "optional":
    case "default":
    case "prefault":
      return typeOf(d.innerType!);
    case "nullable":
      return `${typeOf(d.innerType!)} \\| null`;
    case "pipe":
      return typeOf(d.in!);
    case "string":
      return "string";
    case "number": {
      const int = d.format === "safeint" || (d.checks ?? []).some((c) => c._zod.def.format === "safeint");
      return int ? "integer" : "number";
    }
    case "boolean":
      return "boolean";
    case "enum":
      return Object.values(d.entries ?? {})
        .map((v) => `\`${v}\``)
        .join(" \\| ");
    case "literal":
      return (d.values ?? []).map((v) => `\`${JSON.stringify(v)}\``).join(" \\| ");
    case "array":
      return `list of ${typeOf(d.element!)}`;
    case "union":
      return [...new Set((d.options ?? []).map(typeOf))].join(" \\| ");
    case "object":
      return "mapping";
    case "record":
      return "mapping";
    case "unknown":
    case "any":
      return "any";
    default:
      return d.type;
  }
}

/** The default as YAML-ish text, or "—" when the key has none (absent means unset). */
export function defaultOf(s: ZodType): string {
  const d = defOf(s);
  if (d.type === "default") {
    const v = d.defaultValue;
    return `\`${JSON.stringify(v)}\``;
  }
  if (d.type === "prefault") return "`{}` (every nested default)";
  return "—";
}

export const isRequired = (s: ZodType): boolean => !["optional", "default", "prefault"].includes(defOf(s).type);

export const shapeOf = (s: ZodType): Record<string, ZodType> => {
  const shape = (unwrap(s) as unknown as { shape?: Record<string, ZodType> }).shape;
  if (!shape) throw new Error(`not an object schema: ${defOf(s).type}`);
  return shape;
};

/** Flattens nested mappings (`plugins.local_plugins`); list-of-mapping items as `folders[].from`. */
export function flatKeys(shape: Record<string, ZodType>, prefix = ""): [string, ZodType][] {
  const out: [string, ZodType][] = [];
  for (const [k, s] of Object.entries(shape)) {
    const inner = unwrap(s);
    const d = defOf(inner);
    out.push([`${prefix}${k}`, s]);
    if (d.type === "object") out.push(...flatKeys(shapeOf(inner), `${prefix}${k}.`));
    if (d.type === "array" && defOf(unwrap(d.element!)).type === "object")
      out.push(...flatKeys(shapeOf(d.element!), `${prefix}${k}[].`));
  }
  return out;
}
