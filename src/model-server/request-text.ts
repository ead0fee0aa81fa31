/**
 * Reading a Messages API request body: the newest user message, its tool results and its text.
 * Pure; tolerant of any shape (a missing or odd field reads as empty).
 */

type Obj = Record<string, unknown>;

const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);

export interface ToolResultText {
  toolUseId: string;
  isError: boolean;
  text: string;
}

/** The text of a content value: a string, or the `text` of each text block joined with "\n". */
export function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((b) => (isObj(b) && typeof b.text === "string" ? b.text : ""))
    .filter((t) => t !== "")
    .join("\n");
}

/** The content blocks of the last `role: user` message (a string content becomes one text block). */
export function lastUserBlocks(body: unknown): Obj[] {
  const messages = isObj(body) && Array.isArray(body.messages) ? body.messages : [];
  for (let i = messages.length - 1; i >= 0; i--) {
    const m: unknown = messages[i];
    if (!isObj(m) || m.role !== "user") continue;
    if (typeof m.content === "string") return [{ type: "text", text: m.content }];
    return Array.isArray(m.content) ? m.content.filter(isObj) : [];
  }
  return [];
}

/** The tool results carried by the newest user message, in order. */
export function lastToolResults(body: unknown): ToolResultText[] {
  return lastUserBlocks(body)
    .filter((b) => b.type === "tool_result")
    .map((b) => ({
      toolUseId: String(b.tool_use_id ?? ""),
      isError: b.is_error === true,
      text: contentText(b.content),
    }));
}

/** All text of the newest user message: its text blocks and its tool results' text. */
export function lastUserText(body: unknown): string {
  return lastUserBlocks(body)
    .map((b) => (b.type === "tool_result" ? contentText(b.content) : typeof b.text === "string" ? b.text : ""))
    .filter((t) => t !== "")
    .join("\n");
}
