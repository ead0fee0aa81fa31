/**
 * Freezes parsed data (plain objects and arrays) all the way down, and returns it. Data that many
 * readers share (one session file read once for a run's cassettes) is handed out frozen instead
 * of copied for each: a reader that tried to change it would throw (ESM code is strict), not
 * change what the next cassette sees.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
