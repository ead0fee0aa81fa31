/**
 * What the semantic judge reads (the reference's live lane; docs/reference.md#the-live-lane): the final answer, the main agent's
 * text, and the files the run wrote, each scrubbed of secrets first and then capped, with a note
 * wherever something was cut or could not be captured so the judge never infers absence from it.
 */
import type { AuthoredCapture } from "./authored-files.js";

const FINAL_CAP = 32 * 1024;
const TRANSCRIPT_CAP = 128 * 1024;
const DOCUMENT_CAP = 256 * 1024;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

function cap(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}\n…[${text.length - max} chars truncated for the judge input budget — evidence beyond this point was NOT shown; do not infer absence from this cut]`;
}

function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s.length >= 4) out = out.split(s).join("[REDACTED]");
  return out;
}

export interface JudgedInput {
  events: readonly string[];
  authored?: AuthoredCapture;
  secrets: readonly string[];
}

export function buildJudgedDocument(input: JudgedInput): string {
  let final = "";
  const transcript: string[] = [];
  for (const line of input.events) {
    let obj: unknown;
    try {
      obj = JSON.parse(line);
    } catch {
      continue;
    }
    if (!isObj(obj)) continue;
    if (obj.type === "result" && typeof obj.result === "string") final = obj.result;
    if (obj.type !== "assistant" || (obj.parent_tool_use_id !== undefined && obj.parent_tool_use_id !== null)) continue;
    const content = isObj(obj.message) ? obj.message.content : undefined;
    if (Array.isArray(content))
      for (const b of content) if (isObj(b) && b.type === "text" && typeof b.text === "string") transcript.push(b.text);
  }
  const sections: string[] = [];
  if (final.trim() !== "") sections.push(cap(`## Final answer\n${scrub(final, input.secrets)}`, FINAL_CAP));
  sections.push(cap(`## Transcript\n${scrub(transcript.join("\n"), input.secrets)}`, TRANSCRIPT_CAP));
  for (const f of input.authored?.files ?? [])
    sections.push(
      `## Authored file: ${f.path}${f.truncated ? " (truncated)" : ""}\n${scrub(f.content, input.secrets)}`,
    );
  const a = input.authored;
  if (a && (a.omittedPaths.length > 0 || a.readErrors.length > 0)) {
    sections.push(
      [
        "## Evidence health (INCOMPLETE)",
        ...a.omittedPaths.map((p) => `- not shown (capture cap): ${p}`),
        ...a.readErrors.map((e) => `- unreadable: ${e.path} (${e.reason})`),
        "Files listed here exist but were not shown: do not infer that their content is absent.",
      ].join("\n"),
    );
  }
  return cap(sections.join("\n\n"), DOCUMENT_CAP);
}
