/**
 * Reading a Messages API request body: the newest input (what came after the model's last turn),
 * its tool results and its text.
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

/**
 * The content blocks of the newest input: every message after the model's last (assistant) turn
 * that is not the model's, in order — the user message, and what the agent adds after it, such as a
 * message the user sent mid-turn (2.1.332 sends it as a `role: system` message after the tool
 * results). A string content becomes one text block.
 */
export function lastUserBlocks(body: unknown): Obj[] {
  const messages = isObj(body) && Array.isArray(body.messages) ? body.messages : [];
  let start = messages.length;
  while (start > 0 && !(isObj(messages[start - 1]) && (messages[start - 1] as Obj).role === "assistant")) start--;
  return messages.slice(start).flatMap((m: unknown): Obj[] => {
    if (!isObj(m) || (m.role !== "user" && m.role !== "system")) return [];
    if (typeof m.content === "string") return [{ type: "text", text: m.content }];
    return Array.isArray(m.content) ? m.content.filter(isObj) : [];
  });
}

/** The tool results carried by the newest input, in order. */
export function lastToolResults(body: unknown): ToolResultText[] {
  return lastUserBlocks(body)
    .filter((b) => b.type === "tool_result")
    .map((b) => ({
      toolUseId: String(b.tool_use_id ?? ""),
      isError: b.is_error === true,
      text: contentText(b.content),
    }));
}

/** All text of the newest input: its text blocks and its tool results' text. */
export function lastUserText(body: unknown): string {
  return lastUserBlocks(body)
    .map((b) => (b.type === "tool_result" ? contentText(b.content) : typeof b.text === "string" ? b.text : ""))
    .filter((t) => t !== "")
    .join("\n");
}
