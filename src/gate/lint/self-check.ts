/** The linter's own guard: every assertion key the catalog knows must fall in one of its key families. */
import { KEY_FAMILIES, KNOWN_ASSERT_KEYS } from "./key-sets.js";
import { pyList } from "./py-values.js";
import type { LintFinding } from "./types.js";

export const LINTER_FILE = "(linter)";

export function unclassifiedKeyFindings(
  keys: readonly string[] = KNOWN_ASSERT_KEYS,
  families: readonly ReadonlySet<string>[] = KEY_FAMILIES,
): LintFinding[] {
  const unclassified = keys.filter((k) => !families.some((f) => f.has(k)));
  if (unclassified.length === 0) return [];
  return [
    {
      file: LINTER_FILE,
      line: null,
      ruleId: "linter-unclassified-key",
      severity: "ERROR",
      message: `the linter is out of date: assertion key(s) ${pyList(unclassified)} fall in none of its families, so no rule reasons about them.`,
      fix: "Classify the key(s) in src/gate/lint/key-sets.ts (content, gate, manifest, live-only or verdict modifier).",
    },
  ];
}
