/**
 * The reference's text output of `diff` (the reference's src/cli.ts; docs/reference.md#gate-extras): "identical" (with the
 * advisory transcript note when only the transcript drifted), else the chosen views in the order
 * tools, transcript, artifacts, meta, listing only what differs, then the advisory notes. Pure.
 */
import type { ArtifactsAvailability, DiffResult } from "./views.js";

export const VIEWS = ["tools", "transcript", "artifacts", "meta", "all"] as const;
export type View = (typeof VIEWS)[number];

const show = (v: unknown): string => (v === undefined ? "undefined" : JSON.stringify(v));

function transcriptLines(d: DiffResult): string[] {
  const changed = d.views.transcript.filter((o) => o.op !== "same");
  if (changed.length === 0) return ["transcript: identical"];
  return ["transcript:", ...changed.map((o) => `  ${o.op === "added" ? "+" : "-"} ${o.text}`)];
}

function toolsLines(d: DiffResult): string[] {
  const changed = d.views.tools.filter((o) => o.op !== "same");
  if (changed.length === 0) return ["tools: identical"];
  const line = (o: (typeof changed)[number]): string => {
    if (o.op === "added") return `  + ${o.b.name} ${o.b.canon}`;
    if (o.op === "removed") return `  - ${o.a.name} ${o.a.canon}`;
    return o.op === "changed" ? `  ~ ${o.a.name}: ${o.a.canon} -> ${o.b.canon}` : "";
  };
  return ["tools:", ...changed.map(line)];
}

function oneSided(av: ArtifactsAvailability): "a" | "b" | undefined {
  return av === "a-unavailable" ? "a" : av === "b-unavailable" ? "b" : undefined;
}

function artifactsLines(d: DiffResult): string[] {
  const side = oneSided(d.artifactsAvailability);
  if (side)
    return [`artifacts: no manifest on side ${side} — not compared (this alone makes the comparison non-identical)`];
  const a = d.views.artifacts;
  if (!a) return ["artifacts: no manifest on either side — not compared (does not affect the identical verdict)"];
  if (a.added.length + a.removed.length + a.changed.length === 0) return ["artifacts: identical"];
  return [
    "artifacts:",
    ...a.added.map((p) => `  + ${p}`),
    ...a.removed.map((p) => `  - ${p}`),
    ...a.changed.map((p) => `  ~ ${p}`),
  ];
}

function metaLines(d: DiffResult): string[] {
  if (d.views.meta.length === 0) return ["meta: identical"];
  return ["meta:", ...d.views.meta.map((m) => `  ${m.field}: ${show(m.from)} -> ${show(m.to)}`)];
}

export function renderDiffText(d: DiffResult, view: View): string {
  const out: string[] = [];
  const wantsTranscript = view === "transcript" || view === "all";
  if (d.identical) {
    if (d.transcriptDiffers && wantsTranscript) {
      out.push(
        ...transcriptLines(d),
        "(gateable views identical; the transcript drift above is advisory and not part of the exit code)",
      );
    } else
      out.push(
        d.transcriptDiffers
          ? "identical (gateable views); transcript differs — advisory, see --view transcript"
          : "identical",
      );
    return `${out.join("\n")}\n`;
  }
  if (view === "tools" || view === "all") out.push(...toolsLines(d));
  if (wantsTranscript) out.push(...transcriptLines(d));
  if (view === "artifacts" || view === "all") out.push(...artifactsLines(d));
  if (view === "meta" || view === "all") out.push(...metaLines(d));
  if (view === "all" && d.transcriptDiffers)
    out.push("(transcript also differs — advisory, not part of the exit code)");
  const side = oneSided(d.artifactsAvailability);
  if (view !== "all" && view !== "artifacts" && side) {
    out.push(
      `(also: no artifact manifest on side ${side} — this alone makes the comparison non-identical; see --view artifacts)`,
    );
  }
  return `${out.join("\n")}\n`;
}
