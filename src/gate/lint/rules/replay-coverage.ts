/**
 * Rules about what a replay can actually judge: a block with nothing replay-checkable, items that
 * mix a replay half with a live-only half, and keys that need the artifact manifest or controlOut.
 */
import { GATE, LANE_REMOTE_INCOMPATIBLE, LIVE_ONLY, MANIFEST, isReplayCheckable } from "../key-sets.js";
import { pyList, pySorted } from "../py-values.js";
import { hit, type DocRule } from "../types.js";

const INFO_FIX_TAIL =
  "The linter never reads cassettes, so this is advisory; `--min-severity WARN` hides INFO findings in CI.";

export const replayNoop: DocRule = {
  id: "replay-noop",
  check: (doc) =>
    doc.items.length > 0 && ![...doc.keys].some(isReplayCheckable)
      ? [
          hit(
            "WARN",
            "no assertion here can be judged on replay (only live-only keys or verdict modifiers) — the replay gate passes without checking anything.",
            "Add at least one replay-checkable assertion (result, transcript_contains, tool_called, file_exists, …).",
            doc.lineOf(["assert"]),
          ),
        ]
      : [],
};

export const mixedAssertItem: DocRule = {
  id: "mixed-assert-item",
  check: (doc) =>
    doc.items.flatMap((item) => {
      const keys = Object.keys(item.value);
      const replay = pySorted(keys.filter(isReplayCheckable));
      const live = pySorted(keys.filter((k) => LIVE_ONLY.has(k)));
      if (replay.length === 0 || live.length === 0) return [];
      return [
        hit(
          "WARN",
          `assert item #${item.index} combines replay-checkable ${pyList(replay)} with live-only ${pyList(live)} — replay drops the live-only part and judges the rest.`,
          "Put each concern in its own list item.",
          doc.lineOf(item.path),
        ),
      ];
    }),
};

/**
 * INFO rules about cassettes in general, with nothing to do for a cassette from a current record:
 * the text output says each once per run, in one line, instead of once per scenario with its fix.
 */
export const ADVISORY_RULE_IDS: readonly string[] = ["manifest-needs-snapshot", "gate-needs-controlout"];

export const manifestNeedsSnapshot: DocRule = {
  id: "manifest-needs-snapshot",
  check: (doc) => {
    const found = pySorted(
      [...doc.keys].filter((k) => MANIFEST.has(k) && !(doc.lane === "remote" && LANE_REMOTE_INCOMPATIBLE.has(k))),
    );
    if (found.length === 0) return [];
    return [
      hit(
        "INFO",
        `${pyList(found)} are judged on replay only when the cassette has an \`artifacts\` manifest; without one they are skipped with a warning.`,
        `Nothing to do with a cassette from a current \`record\` (it snapshots the manifest). ${INFO_FIX_TAIL}`,
        doc.lineOfFirstAssertKey(found),
      ),
    ];
  },
};

export const gateNeedsControlout: DocRule = {
  id: "gate-needs-controlout",
  check: (doc) => {
    const found = pySorted([...doc.keys].filter((k) => GATE.has(k)));
    if (found.length === 0) return [];
    return [
      hit(
        "INFO",
        `gate assertion(s) ${pyList(found)} are judged on replay only when the cassette has \`controlOut\`; an older cassette excludes them with a warning.`,
        `Nothing to do with a cassette from a current \`record\` (it keeps controlOut). ${INFO_FIX_TAIL}`,
        doc.lineOfFirstAssertKey(found),
      ),
    ];
  },
};
