/**
 * "Did you mean" for unknown scenario keys: an unrecognized key close to a key the schema has at
 * that place becomes its own issue, on the key's own line, naming the likely intended key.
 */
import { z } from "zod";
import { closestMatch } from "../util/edit-distance.js";

type Issue = z.core.$ZodIssue;

/** The keys the object schema at `path` accepts (undefined when the path does not lead to one). */
export function objectKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] | undefined {
  let node: z.ZodType = schema;
  const steps = [...path];
  for (;;) {
    if (node instanceof z.ZodOptional || node instanceof z.ZodDefault || node instanceof z.ZodNullable) {
      node = node.unwrap() as z.ZodType;
    } else if (node instanceof z.ZodArray && typeof steps[0] === "number") {
      steps.shift();
      node = node.element as z.ZodType;
    } else if (node instanceof z.ZodObject) {
      if (steps.length === 0) return Object.keys(node.shape);
      const next = node.shape[String(steps.shift())] as z.ZodType | undefined;
      if (next === undefined) return undefined;
      node = next;
    } else {
      return undefined;
    }
  }
}

/** The issues with each unrecognized key that has a close match split out as a "did you mean" issue. */
export function withKeySuggestions(schema: z.ZodType, issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue): Issue[] => {
    if (issue.code !== "unrecognized_keys") return [issue];
    const known = objectKeysAt(schema, issue.path) ?? [];
    const hinted: Issue[] = [];
    const rest: string[] = [];
    for (const key of issue.keys) {
      const near = closestMatch(key, known);
      if (near === undefined) rest.push(key);
      else hinted.push({ code: "custom", path: [...issue.path, key], message: `unknown key — did you mean "${near}"?`, input: undefined });
    }
    return rest.length > 0 ? [...hinted, { ...issue, keys: rest }] : hinted;
  });
}
