/**
 * A linear scan of an HTML document into the parts the write-back rules read: its start tags with
 * their attributes and lines, the text of each inline `<script>`, and each inline event handler
 * (`onsubmit="…"`). Comments, doctypes and end tags are skipped; the raw text of `<script>`,
 * `<style>`, `<textarea>` and `<title>` is not read as markup. Browsers accept almost anything, so
 * only what leaves the rest unreadable is a parse error: an unterminated comment, tag or raw-text
 * element. No regular expression runs over the document.
 */
import { isIdentPart } from "./tokens.js";

export interface HtmlTag {
  /** lower case */
  name: string;
  /** lower-case attribute name → value (null for a bare attribute) */
  attrs: Map<string, string | null>;
  line: number;
}

export interface HtmlDoc {
  tags: HtmlTag[];
  /** inline scripts (no src), with the line their text starts on */
  scripts: { text: string; line: number }[];
  /** inline event-handler attributes */
  handlers: { attr: string; text: string; line: number }[];
}

const RAW_TEXT = new Set(["script", "style", "textarea", "title"]);

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 12;
}

/** Index of `</name` (any case) at or after `from`, or -1. */
function endTagAt(src: string, name: string, from: number): number {
  let i = from;
  for (;;) {
    i = src.indexOf("</", i);
    if (i === -1) return -1;
    if (
      src.slice(i + 2, i + 2 + name.length).toLowerCase() === name &&
      !isIdentPart(src.charCodeAt(i + 2 + name.length))
    )
      return i;
    i += 2;
  }
}

export function scanHtml(src: string): HtmlDoc | { error: string; line: number } {
  const doc: HtmlDoc = { tags: [], scripts: [], handlers: [] };
  let line = 1;
  let counted = 0;
  /** the line of offset `to` (offsets only grow) */
  const lineAt = (to: number): number => {
    for (; counted < to; counted++) if (src.charCodeAt(counted) === 10) line++;
    return line;
  };
  let i = 0;
  const n = src.length;
  while (i < n) {
    const lt = src.indexOf("<", i);
    if (lt === -1) break;
    if (src.startsWith("<!--", lt)) {
      const end = src.indexOf("-->", lt + 4);
      if (end === -1) return { error: "unterminated <!-- comment", line: lineAt(lt) };
      i = end + 3;
      continue;
    }
    const next = src.charCodeAt(lt + 1);
    if (next === 33 || next === 63 || next === 47) {
      const end = src.indexOf(">", lt + 2);
      if (end === -1) return { error: "unterminated tag", line: lineAt(lt) };
      i = end + 1;
      continue;
    }
    const isLetter = (next >= 65 && next <= 90) || (next >= 97 && next <= 122);
    if (!isLetter) {
      i = lt + 1;
      continue;
    }
    const tagLine = lineAt(lt);
    let k = lt + 1;
    while (k < n && !isSpace(src.charCodeAt(k)) && src[k] !== ">" && src[k] !== "/") k++;
    const name = src.slice(lt + 1, k).toLowerCase();
    const attrs = new Map<string, string | null>();
    let closed = false;
    while (k < n) {
      while (k < n && (isSpace(src.charCodeAt(k)) || src[k] === "/")) k++;
      if (k >= n) break;
      if (src[k] === ">") {
        closed = true;
        k++;
        break;
      }
      const attrStart = k;
      while (k < n && !isSpace(src.charCodeAt(k)) && src[k] !== ">" && src[k] !== "=" && src[k] !== "/") k++;
      if (k === attrStart) k++; // a stray character
      const attr = src.slice(attrStart, k).toLowerCase();
      let j = k;
      while (j < n && isSpace(src.charCodeAt(j))) j++;
      let value: string | null = null;
      let valueAt = k;
      if (src[j] === "=") {
        j++;
        while (j < n && isSpace(src.charCodeAt(j))) j++;
        const q = src[j];
        if (q === '"' || q === "'") {
          const end = src.indexOf(q, j + 1);
          if (end === -1) return { error: `unterminated attribute value of <${name} ${attr}>`, line: tagLine };
          value = src.slice(j + 1, end);
          valueAt = j + 1;
          k = end + 1;
        } else {
          valueAt = j;
          while (j < n && !isSpace(src.charCodeAt(j)) && src[j] !== ">") j++;
          value = src.slice(valueAt, j);
          k = j;
        }
      }
      if (attr && !attrs.has(attr)) attrs.set(attr, value);
      if (attr.startsWith("on") && attr.length > 2 && value)
        doc.handlers.push({ attr, text: value, line: lineAt(valueAt) });
    }
    if (!closed) return { error: `unterminated <${name}> tag`, line: tagLine };
    doc.tags.push({ name, attrs, line: tagLine });
    i = k;
    if (RAW_TEXT.has(name)) {
      const end = endTagAt(src, name, k);
      if (end === -1) return { error: `unterminated <${name}> element`, line: tagLine };
      if (name === "script" && !attrs.has("src")) {
        const type = (attrs.get("type") ?? "").toLowerCase();
        const isJs = type === "" || type.includes("javascript") || type === "module";
        if (isJs) doc.scripts.push({ text: src.slice(k, end), line: lineAt(k) });
      }
      i = end;
    }
  }
  return doc;
}
