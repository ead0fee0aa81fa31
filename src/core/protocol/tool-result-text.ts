/**
 * Flattening of a tool_result `content` into text (the reference's src/agent/session.ts; docs/reference.md#replay-and-assertions): a string is taken as is;
 * an array contributes each text block's `text` and every other block JSON-stringified, joined
 * with one space. Capped copies serve display (500) and assertions (10,240).
 */
export const DISPLAY_TEXT_CAP = 500;
export const ASSERT_TEXT_CAP = 10_240;

export interface FlattenedToolResult {
  text: string;
  assertText: string;
  assertTextTruncated: boolean;
  textBlocks: string[];
}

function blockText(block: unknown): string {
  if (block !== null && typeof block === "object" && "text" in block) return String((block as { text: unknown }).text);
  const json = JSON.stringify(block);
  return json === undefined ? JSON.stringify({ type: "unsupported", raw: "[unserializable]" }) : json;
}

/**
 * The first `cap` chars of `s`. A plain slice would keep all of `s` alive (V8 slices share their
 * parent), so a longer `s` is copied out: a recording's huge results are not held by their caps.
 * The copy: slicing the concatenation of the slice and one char makes V8 flatten it into a new
 * string of cap + 1 chars (one memcpy), which the result then shares instead of `s`; a third
 * cheaper than a JSON round trip (test/unit/tool-result-cap.test.ts holds the release).
 */
export function capped(s: string, cap: number): string {
  return s.length <= cap ? s : (s.slice(0, cap) + " ").slice(0, cap);
}

export function flattenToolResult(content: unknown): FlattenedToolResult {
  let full: string;
  let textBlocks: string[];
  if (typeof content === "string") {
    full = content;
    textBlocks = [content];
  } else if (Array.isArray(content)) {
    full = content.map(blockText).join(" ");
    textBlocks = content
      .filter((b) => b !== null && typeof b === "object" && (b as { type?: unknown }).type === "text")
      .map((b) => String((b as { text?: unknown }).text ?? ""));
  } else {
    full = "";
    textBlocks = [];
  }
  return {
    text: capped(full, DISPLAY_TEXT_CAP),
    assertText: capped(full, ASSERT_TEXT_CAP),
    assertTextTruncated: full.length > ASSERT_TEXT_CAP,
    textBlocks,
  };
}
