/**
 * A deep copy of parsed data (what YAML and JSON parsers and zod give: plain objects, arrays and
 * primitives), several times faster than structuredClone, which the scenario and session loaders
 * ran for every cassette of a gate run. Anything else inside (a Date, a Map, a class instance) is
 * copied by structuredClone, so the result is the same.
 */
export function clonePlain<T>(value: T): T {
  return copy(value) as T;
}

function copy(v: unknown): unknown {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    if (Object.getPrototypeOf(v) !== Array.prototype) return structuredClone(v);
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) out[i] = copy(v[i]);
    return out;
  }
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return structuredClone(v);
  const out: Record<string, unknown> = proto === null ? (Object.create(null) as Record<string, unknown>) : {};
  for (const k of Object.keys(v)) out[k] = copy((v as Record<string, unknown>)[k]);
  return out;
}
