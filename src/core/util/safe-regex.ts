/**
 * User-supplied regexes (assertion `*_matches` keys, `question_asked`, `answers[].when_question`,
 * verify `--allow*` patterns) run with a hard time budget per match, so a catastrophic pattern such
 * as `(a+)+$` cannot hang the gate. V8's backtracking engine cannot be interrupted from JS, but a
 * `vm` script with a `timeout` is terminated by a watchdog even inside the regex engine; every
 * exec of a BoundedRegExp runs there. `test`, `match`, `replace`, `split` and `matchAll` all go
 * through `exec`, so callers keep using the ordinary RegExp API.
 *
 * A pattern that ran out of budget once is remembered and fails fast afterwards.
 * The budget is COWORK_HARNESS_REGEX_TIMEOUT_MS (default 500 ms).
 *
 * Fast path: entering the `vm` costs ~70 µs per match, so a pattern with at most ONE quantifier
 * (of any kind, `?` included), no quantified group, no back-reference, no lookaround and at most
 * one group (or the top level) holding alternatives, run on an input of at most
 * FAST_PATH_MAX_INPUT characters, runs natively: its worst case is one scan per start position
 * per alternative, about a million steps. Alternatives in two groups multiply: `(a|a)` twenty
 * times over took 7 s on 200 characters, so such a pattern runs under the budget.
 */
import { Script, createContext } from "node:vm";
import { HarnessError } from "./errors.js";

export const REGEX_TIMEOUT_ENV = "COWORK_HARNESS_REGEX_TIMEOUT_MS";
export const DEFAULT_REGEX_TIMEOUT_MS = 500;

/** The per-match budget in ms: the env override when it is a positive integer, else the default. */
export function regexTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[REGEX_TIMEOUT_ENV];
  const n = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_REGEX_TIMEOUT_MS;
}

/** A user regex that did not finish within its budget. */
export class RegexTimeoutError extends HarnessError {
  constructor(
    readonly pattern: string,
    readonly inputLength: number,
    readonly budgetMs: number,
  ) {
    super(
      `regex /${pattern}/ did not finish within ${budgetMs} ms on a ${inputLength}-character input (catastrophic backtracking?) — simplify the pattern (e.g. no nested quantifiers like (a+)+); the budget is ${REGEX_TIMEOUT_ENV}`,
    );
    this.name = "RegexTimeoutError";
  }
}

export const FAST_PATH_MAX_INPUT = 1000;

/** True for patterns that cannot backtrack more than quadratically (see the module comment). */
export function hasAtMostOneQuantifier(source: string): boolean {
  let quantifiers = 0;
  let prevWasQuantifier = false;
  // the group each "(" opened (0: the top level), and the groups that hold a "|"
  const open: number[] = [0];
  let groups = 0;
  const alternating = new Set<number>();
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === "\\") {
      const next = source[i + 1] ?? "";
      if (/[1-9k]/.test(next)) return false; // back-reference
      i++;
      prevWasQuantifier = false;
      continue;
    }
    if (c === "[") {
      for (i++; i < source.length && source[i] !== "]"; i++) if (source[i] === "\\") i++;
      prevWasQuantifier = false;
      continue;
    }
    if (c === "(") {
      if (source[i + 1] === "?") {
        const kind = source[i + 2] ?? "";
        if (kind === "=" || kind === "!" || (kind === "<" && (source[i + 3] === "=" || source[i + 3] === "!")))
          return false; // lookaround
        i = kind === "<" ? Math.max(i + 2, source.indexOf(">", i)) : i + 2; // (?: or (?<name>
      }
      open.push(++groups);
      prevWasQuantifier = false;
      continue;
    }
    if (c === "|") {
      alternating.add(open[open.length - 1] ?? 0);
      if (alternating.size > 1) return false; // alternatives in two groups multiply
      prevWasQuantifier = false;
      continue;
    }
    if (c === ")") {
      if (open.length > 1) open.pop();
      if (/[*+?{]/.test(source[i + 1] ?? "")) return false; // quantified group
      prevWasQuantifier = false;
      continue;
    }
    if (c === "*" || c === "+" || c === "{" || (c === "?" && !prevWasQuantifier)) {
      if (c === "{" && !/^\{\d+(?:,\d*)?\}/.test(source.slice(i))) {
        prevWasQuantifier = false;
        continue; // a literal "{"
      }
      if (++quantifiers > 1) return false;
      if (c === "{") i = source.indexOf("}", i);
      prevWasQuantifier = true;
      continue;
    }
    prevWasQuantifier = false;
  }
  return true;
}

const builtinExec = RegExp.prototype.exec;
// The context a budgeted match runs in, made on the first one: a V8 context costs a few ms of
// every start that loads this module, and most runs never leave the fast path.
let sandbox: object | undefined;
let runner: Script | undefined;
const timedOut = new Set<string>();

function isTimeout(e: unknown): boolean {
  return typeof e === "object" && e !== null && (e as { code?: unknown }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT";
}

/** A RegExp whose every match runs under the time budget; over budget it throws RegexTimeoutError. */
export class BoundedRegExp extends RegExp {
  #fast: boolean | undefined;

  override exec(input: string): RegExpExecArray | null {
    const text = String(input);
    this.#fast ??= hasAtMostOneQuantifier(this.source);
    if (this.#fast && text.length <= FAST_PATH_MAX_INPUT) return builtinExec.call(this, text);
    const key = `/${this.source}/${this.flags}`;
    const budget = regexTimeoutMs();
    if (timedOut.has(key)) throw new RegexTimeoutError(this.source, text.length, budget);
    sandbox ??= createContext(Object.create(null) as object);
    runner ??= new Script("__run()", { filename: "cowork-harness-bounded-regex" });
    (sandbox as { __run?: () => RegExpExecArray | null }).__run = () => builtinExec.call(this, text);
    try {
      return runner.runInContext(sandbox, { timeout: budget }) as RegExpExecArray | null;
    } catch (e) {
      if (!isTimeout(e)) throw e;
      timedOut.add(key);
      throw new RegexTimeoutError(this.source, text.length, budget);
    } finally {
      (sandbox as { __run?: unknown }).__run = undefined;
    }
  }

  /** Derived regexes (e.g. from `matchAll`, `split`) stay bounded. */
  static override get [Symbol.species](): RegExpConstructor {
    return BoundedRegExp as unknown as RegExpConstructor;
  }
}

/** Compiles `source` as a bounded regex; throws the engine's SyntaxError for a bad pattern. */
export function boundedRegExp(source: string, flags = ""): BoundedRegExp {
  return new BoundedRegExp(source, flags);
}
