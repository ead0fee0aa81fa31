/**
 * An HTML document read by parse5 (the WHATWG parsing algorithm a browser runs) into the parts the
 * write-back rules read: its elements with their attributes (entities decoded) and lines, the text
 * of each inline script with the line it starts on, and each inline event handler (`onsubmit="…"`).
 * `<template>` content is read too; comments, doctypes and end tags are not elements. The tree is
 * walked with a stack, never by recursion, so a deeply nested page cannot exhaust ours.
 *
 * A browser shows almost any text, so only a document cut short is a parse error: an unterminated
 * comment, tag or CDATA section, or a `<script>`, `<style>`, `<textarea>` or `<title>` with no end
 * tag (the rest of the file became its text). Such a file was most likely truncated when written,
 * and its write-backs cannot be judged.
 */
import { parse, type DefaultTreeAdapterTypes as P, type ParserError } from "parse5";

export interface HtmlTag {
  /** lower case (SVG's camel-cased names as the parser spells them) */
  name: string;
  /** attribute name (lower case) → its decoded value; null for a bare attribute (`<input disabled>`) */
  attrs: Map<string, string | null>;
  /** the line of the start tag */
  line: number;
}

export interface HtmlScript {
  text: string;
  /** the line its text starts on */
  line: number;
  /** `type="module"`: read as a module */
  module: boolean;
}

export interface HtmlDoc {
  tags: HtmlTag[];
  /** the inline scripts (no src) the browser runs as JavaScript */
  scripts: HtmlScript[];
  /** the inline event-handler attributes, each with the line its value starts on */
  handlers: { attr: string; text: string; line: number }[];
}

export type ScannedHtml = HtmlDoc | { error: string; line: number };

const HTML_NS = "http://www.w3.org/1999/xhtml";
/** elements whose content is raw text up to their end tag: without one, the rest of the file is theirs */
const RAW_TEXT = new Set(["script", "style", "textarea", "title"]);
/** the parse errors of a document cut short (the others a browser recovers from) */
const CUT_SHORT = new Set(["eof-in-comment", "eof-in-tag", "eof-in-doctype", "eof-in-cdata"]);

/** The script types a browser runs as JavaScript. */
function scriptKind(type: string | null | undefined): "classic" | "module" | undefined {
  const t = (type ?? "").trim().toLowerCase();
  if (t === "module") return "module";
  if (t === "" || t.includes("javascript") || t.includes("ecmascript") || t === "jscript") return "classic";
  return undefined;
}

const isElement = (n: P.Node): n is P.Element => "tagName" in n;

export function scanHtml(src: string): ScannedHtml {
  const errors: ParserError[] = [];
  const document = parse(src, {
    sourceCodeLocationInfo: true,
    onParseError: (e) => {
      if (CUT_SHORT.has(e.code)) errors.push(e);
    },
  });
  const lineAt = (offset: number, from = 0, fromLine = 1): number => {
    let line = fromLine;
    for (let k = src.indexOf("\n", from); k !== -1 && k < offset; k = src.indexOf("\n", k + 1)) line++;
    return line;
  };

  const doc: HtmlDoc = { tags: [], scripts: [], handlers: [] };
  let lastComment: P.CommentNode | undefined;
  let unclosed: { name: string; line: number } | undefined;
  const stack: P.Node[] = [document];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.nodeName === "#comment") {
      const c = node as P.CommentNode;
      const at = c.sourceCodeLocation?.startOffset ?? -1;
      if (at >= (lastComment?.sourceCodeLocation?.startOffset ?? -1)) lastComment = c;
    }
    if (!("childNodes" in node)) continue;
    const children = node.nodeName === "template" ? (node as P.Template).content.childNodes : node.childNodes;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    if (!isElement(node)) continue;
    const loc = node.sourceCodeLocation;
    if (!loc) continue; // an element the parser implied (<html>, <head>, <body> not written)
    const attrs = new Map<string, string | null>();
    for (const a of node.attrs) {
      const at = loc.attrs?.[a.name];
      const written = at ? src.slice(at.startOffset, at.endOffset) : "=";
      attrs.set(a.name, written.includes("=") ? a.value : null);
      if (a.name.length > 2 && a.name.startsWith("on") && a.value !== "" && at) {
        // the value's line: the first character past the `=` and the white space after it
        let v = at.startOffset + written.indexOf("=") + 1;
        while (v < at.endOffset && /\s/.test(src[v]!)) v++;
        doc.handlers.push({ attr: a.name, text: a.value, line: lineAt(v, at.startOffset, at.startLine) });
      }
    }
    doc.tags.push({ name: node.tagName, attrs, line: loc.startLine });
    if (node.namespaceURI === HTML_NS && RAW_TEXT.has(node.tagName) && !loc.endTag && !unclosed)
      unclosed = { name: node.tagName, line: loc.startLine };
    if (node.tagName === "script" && !attrs.has("src")) {
      const kind = scriptKind(attrs.get("type"));
      if (!kind) continue;
      const texts = node.childNodes.filter((c): c is P.TextNode => c.nodeName === "#text");
      const first = texts[0]?.sourceCodeLocation;
      doc.scripts.push({
        text: texts.map((t) => t.value).join(""),
        line: first?.startLine ?? loc.startTag?.endLine ?? loc.startLine,
        module: kind === "module",
      });
    }
  }

  const cut = errors[0];
  if (cut) {
    if (cut.code === "eof-in-comment")
      return { error: "unterminated <!-- comment", line: lastComment?.sourceCodeLocation?.startLine ?? cut.startLine };
    if (cut.code === "eof-in-cdata") return { error: "unterminated <![CDATA[ section", line: cut.startLine };
    // the tag the file ends in: the last `<` before the end, and the name written after it
    const lt = src.lastIndexOf("<", cut.startOffset);
    const name = lt === -1 ? "" : (/^[A-Za-z][^\s/>]{0,40}/.exec(src.slice(lt + 1, lt + 42))?.[0] ?? "");
    return {
      error: name === "" ? "unterminated tag" : `unterminated <${name.toLowerCase()}> tag`,
      line: lt === -1 ? cut.startLine : lineAt(lt),
    };
  }
  if (unclosed) return { error: `unterminated <${unclosed.name}> element`, line: unclosed.line };
  return doc;
}
