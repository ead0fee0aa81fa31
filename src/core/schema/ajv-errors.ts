/**
 * ajv's validation errors as the lines every validator of ours reports. Kept apart from ajv
 * itself (a type import only) so that code running an ahead-of-time compiled validator never
 * loads ajv.
 */
import type { ErrorObject } from "ajv";

/** `/a/b: must be string` lines, deduplicated, in ajv's order. */
export function formatAjvErrors(errors: readonly ErrorObject[] | null | undefined): string[] {
  const out: string[] = [];
  for (const e of errors ?? []) {
    const where = e.instancePath === "" ? "(root)" : e.instancePath;
    let what = e.message ?? "is invalid";
    if (e.keyword === "additionalProperties") what += ` "${String(e.params["additionalProperty"])}"`;
    if (e.keyword === "enum") what += `: ${(e.params["allowedValues"] as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
    if (e.keyword === "const") what += `: ${JSON.stringify(e.params["allowedValue"])}`;
    const line = `${where}: ${what}`;
    if (!out.includes(line)) out.push(line);
  }
  return out;
}
