/**
 * State that every copy of a module in one process shares. The build bundles some commands one file
 * each (dist/standalone/) beside the split build's chunks, so one module can be loaded twice. The
 * registries that tear a run down (its container runtimes, its engine clients) must be one, whichever
 * copy filled them and whichever copy reads them. They are kept on `globalThis` under a registered
 * symbol.
 */
export function processWide<T>(name: string, init: () => T): T {
  const key = Symbol.for(`cowork-harness.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return (store[key] ??= init());
}
