/**
 * A re-run as text (the `rerun` command, and the gate's summary): the verdict line
 * "re-run with recorded model turns: N/M assertions pass" (or why there is none), each failing
 * assertion, the first differing tool result with old and new excerpts, and the artifacts added,
 * removed or changed. Pure.
 */
import type { RerunSummary } from "./rerun-cassette.js";

export function rerunHeadline(s: RerunSummary): string {
  if (s.status === "cannot" || s.status === "diverged") return s.message ?? s.status;
  const line = `re-run with recorded model turns: ${s.passed}/${s.total} assertions pass`;
  return s.message ? `${line} — ${s.message}` : line;
}

export function artifactLine(s: RerunSummary): string | undefined {
  const a = s.artifacts;
  const parts = [
    a.added.length ? `added ${a.added.join(", ")}` : "",
    a.removed.length ? `removed ${a.removed.join(", ")}` : "",
    a.changed.length ? `changed ${a.changed.join(", ")}` : "",
  ].filter((p) => p !== "");
  return parts.length ? `artifacts: ${parts.join("; ")}` : undefined;
}

export function rerunLines(name: string, s: RerunSummary): string[] {
  const mark = s.status === "passed" ? "✓" : s.status === "cannot" ? "!" : "✗";
  const lines = [`${mark} ${name} — ${rerunHeadline(s)}`];
  for (const a of s.failing)
    lines.push(
      `    ✗ ${Object.keys(a.assertion).join(", ") || a.source || "assertion"}: ${a.message ?? "failed"}${a.evidence ? ` (evidence: ${a.evidence})` : ""}`,
    );
  const d = s.toolResults[0];
  if (d) {
    const side = (v: string | undefined): string => (v === undefined ? "(no result)" : JSON.stringify(v));
    lines.push(`    first differing tool result: ${d.tool} (${d.toolUseId})`);
    lines.push(`      old: ${side(d.old)}`);
    lines.push(`      new: ${side(d.new)}`);
    if (s.toolResults.length > 1)
      lines.push(
        `    +${s.toolResults.length - 1} more differing tool result(s): ${s.toolResults
          .slice(1, 6)
          .map((x) => `${x.tool} (${x.toolUseId})`)
          .join(", ")}`,
      );
  }
  const art = artifactLine(s);
  if (art) lines.push(`    ${art}`);
  if (s.written) lines.push(`    wrote the re-run cassette`);
  return lines;
}
