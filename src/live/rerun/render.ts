/**
 * A re-run as text (the `rerun` command): the verdict line "re-run with recorded model turns: N/M
 * assertions pass" (or why there is none), each failing assertion, the first differing tool result
 * by position, size and digest with the commands that show it (src/gate/report/rerun-evidence.ts: never
 * the skill's output), and the artifacts added, removed or changed. Every text the run produced is
 * clipped (docs/limits.md). Pure.
 */
import type { RerunSummary } from "./rerun-cassette.js";
import {
  RERUN_MESSAGE_MAX,
  artifactNames,
  clipText,
  seeLocally,
  toolResultLine,
} from "../../gate/report/rerun-evidence.js";

export function rerunHeadline(s: RerunSummary): string {
  const message = s.message === undefined ? undefined : clipText(s.message, RERUN_MESSAGE_MAX);
  if (s.status === "cannot" || s.status === "diverged") return message ?? s.status;
  const line = `re-run with recorded model turns: ${s.passed}/${s.total} assertions pass`;
  return message ? `${line} — ${message}` : line;
}

export function artifactLine(s: RerunSummary): string | undefined {
  const a = s.artifacts;
  const parts = [
    a.added.length ? `added ${artifactNames(a.added)}` : "",
    a.removed.length ? `removed ${artifactNames(a.removed)}` : "",
    a.changed.length ? `changed ${artifactNames(a.changed)}` : "",
  ].filter((p) => p !== "");
  return parts.length ? `artifacts: ${parts.join("; ")}` : undefined;
}

function failingLine(a: RerunSummary["failing"][number]): string {
  const key = Object.keys(a.assertion).join(", ") || a.source || "assertion";
  const evidence = a.evidence ? ` (evidence: ${clipText(a.evidence, RERUN_MESSAGE_MAX)})` : "";
  return `    ✗ ${clipText(key, 120)}: ${clipText(a.message ?? "failed", RERUN_MESSAGE_MAX)}${evidence}`;
}

export function rerunLines(name: string, s: RerunSummary, scenario = ""): string[] {
  const mark = s.status === "passed" ? "✓" : s.status === "cannot" ? "!" : "✗";
  const lines = [`${mark} ${name} — ${rerunHeadline(s)}`, ...s.failing.map(failingLine)];
  const d = s.toolResults[0];
  if (d) {
    lines.push(`    first differing ${toolResultLine(d)}`);
    if (s.toolResults.length > 1)
      lines.push(
        `    +${s.toolResults.length - 1} more differing tool result(s): ${s.toolResults
          .slice(1, 6)
          .map((x) => `${x.index} (${x.tool}, ${x.toolUseId})`)
          .join(", ")}`,
      );
    lines.push(`    ${seeLocally(name, scenario, d.toolUseId)}`);
  }
  const art = artifactLine(s);
  if (art) lines.push(`    ${art}`);
  if (s.written) lines.push(`    wrote the re-run cassette`);
  return lines;
}
