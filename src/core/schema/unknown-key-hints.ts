/**
 * "Did you mean" for unknown scenario keys: an unrecognized key close to a key the schema has at
 * that place becomes its own issue, on the key's own line, naming the likely intended key.
 */
import type * as z from "./zod.js";
import { closestMatch } from "../util/edit-distance.js";

type Issue = z.core.$ZodIssue;

/** The keys the object schema at `path` accepts (undefined when the path does not lead to one). */
export function objectKeysAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): string[] | undefined {
  let node: z.core.$ZodType = schema;
  const steps = [...path];
  for (;;) {
    const def = node._zod.def;
    if (def.type === "optional" || def.type === "default" || def.type === "nullable") {
      node = (def as z.core.$ZodOptionalDef).innerType;
    } else if (def.type === "array" && typeof steps[0] === "number") {
      steps.shift();
      node = (def as z.core.$ZodArrayDef).element;
    } else if (def.type === "object") {
      const shape = (def as z.core.$ZodObjectDef).shape;
      if (steps.length === 0) return Object.keys(shape);
      const next = shape[String(steps.shift())];
      if (next === undefined) return undefined;
      node = next;
    } else {
      return undefined;
    }
  }
}

/** The issues with each unrecognized key that has a close match split out as a "did you mean" issue. */
export function withKeySuggestions(schema: z.core.$ZodType, issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue): Issue[] => {
    if (issue.code !== "unrecognized_keys") return [issue];
    const known = objectKeysAt(schema, issue.path) ?? [];
    const hinted: Issue[] = [];
    const rest: string[] = [];
    for (const key of issue.keys) {
      const near = closestMatch(key, known);
      if (near === undefined) rest.push(key);
      else
        hinted.push({
          code: "custom",
          path: [...issue.path, key],
          message: `unknown key — did you mean "${near}"?`,
          input: undefined,
        });
    }
    return rest.length > 0 ? [...hinted, { ...issue, keys: rest }] : hinted;
  });
}
