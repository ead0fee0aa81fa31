/**
 * Evaluates a `when_tool` rule's `allow_if` JavaScript expression with the tool input's keys as
 * local variables (plus `input` itself). A throw or a non-identifier key never allows by accident:
 * an evaluation error counts as false.
 */

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const RESERVED = new Set(["input", "arguments", "eval", "this", "new", "function", "return", "var", "let", "const", "class", "delete", "typeof", "void", "in", "instanceof", "if", "else", "for", "while", "do", "switch", "case", "default", "break", "continue", "throw", "try", "catch", "finally", "with", "yield", "await", "true", "false", "null", "undefined", "enum", "export", "import", "super", "extends", "debugger"]);

export type AllowIfResult = { ok: true; value: boolean } | { ok: false; error: string };

export function evaluateAllowIf(expression: string, input: Record<string, unknown>): AllowIfResult {
  const names = Object.keys(input).filter((k) => IDENTIFIER.test(k) && !RESERVED.has(k));
  try {
    const fn = new Function(...names, "input", `"use strict"; return (${expression});`) as (...args: unknown[]) => unknown;
    return { ok: true, value: Boolean(fn(...names.map((n) => input[n]), input)) };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}
