/**
 * The scope of one run of a command: answers computed once and shared by everything the command
 * does (a `check` over many cassettes reads each shared session or model script once). Nothing is
 * invalidated within a scope, so a scope must not outlive the files it read: open one per command
 * invocation. Code finds the current scope through `currentRunScope()`, so callers in between need
 * not pass it along.
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** Values computed at most once per key within one run. */
export class RunScope {
  private readonly values = new Map<string, unknown>();

  /** `compute()` the first time `key` is asked for, the same value every time after. */
  memo<T>(key: string, compute: () => T): T {
    if (this.values.has(key)) return this.values.get(key) as T;
    const value = compute();
    this.values.set(key, value);
    return value;
  }

  /** The value held for `key`, without computing one. */
  peek<T>(key: string): T | undefined {
    return this.values.get(key) as T | undefined;
  }
}

const storage = new AsyncLocalStorage<RunScope>();

/** Runs `fn` with `scope` as the current run scope. */
export function withRunScope<T>(scope: RunScope, fn: () => Promise<T>): Promise<T> {
  return storage.run(scope, fn);
}

/**
 * The scope of the CLI command this process is running (cli/dispatch.ts). A plain variable rather
 * than the AsyncLocalStorage: entering an AsyncLocalStorage can turn on promise hooks, which then
 * cost every promise of the command (a sixth of a replay of 200 small cassettes when measured).
 */
let commandScope: RunScope | undefined;

/**
 * Runs a whole command with `scope` as the current run scope. A second command started in the same
 * process while one is in flight (tests) gets its own scope through the AsyncLocalStorage.
 */
export async function withCommandRunScope<T>(scope: RunScope, fn: () => Promise<T>): Promise<T> {
  if (commandScope !== undefined) return withRunScope(scope, fn);
  commandScope = scope;
  try {
    return await fn();
  } finally {
    commandScope = undefined;
  }
}

/** The run scope `fn` was started in, if any (else the command's). */
export function currentRunScope(): RunScope | undefined {
  return storage.getStore() ?? commandScope;
}

/**
 * `compute()` once per `key` in the current run scope (every call outside a scope computes
 * afresh): for answers about files that, like the rest of a run, are taken not to change during it.
 */
export function runMemo<T>(key: string, compute: () => T): T {
  const scope = currentRunScope();
  return scope ? scope.memo(key, compute) : compute();
}
