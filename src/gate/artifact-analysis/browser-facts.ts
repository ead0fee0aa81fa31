/**
 * What a page's scripts do with the user's data, read from their tokens: where edits are stored
 * (browser storage), which ways out exist (a download, a save picker, the clipboard, a request to a
 * server, a message to the host page), what lets the user edit, and which requests write.
 */
import { MAX_SPAN, callArgs, isCalled, isMember, type Token } from "./tokens.js";

export interface Where {
  what: string;
  line: number;
}

export interface WriteRequest extends Where {
  method: string;
  /** the URL literal, when the first argument is one (a template's leading text) */
  url?: string;
}

export interface BrowserFacts {
  /** writes into storage that stays in the browser */
  storageWrites: Where[];
  /** ways the data can leave the page for something the user keeps */
  exports: Where[];
  /** what lets the user edit data */
  editSources: Where[];
  /** a submit handler in script (`addEventListener("submit", …)`, `.onsubmit =`) */
  submitHandlers: Where[];
  /** requests with a writing method (POST, PUT, PATCH, DELETE) or a beacon */
  writeRequests: WriteRequest[];
}

export function emptyFacts(): BrowserFacts {
  return { storageWrites: [], exports: [], editSources: [], submitHandlers: [], writeRequests: [] };
}

const STORAGE = new Set(["localStorage", "sessionStorage"]);
const EXPORT_CALLS = new Set([
  "createObjectURL",
  "showSaveFilePicker",
  "showDirectoryPicker",
  "createWritable",
  "saveAs",
  "postMessage",
]);
const EDIT_EVENTS = new Set(["input", "change", "keyup", "keydown", "paste", "drop"]);
const EDIT_PROPS = new Set(["oninput", "onchange", "onkeyup", "onkeydown"]);
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** markup in a string that makes an editable element */
const EDIT_MARKUP = ["<input", "<textarea", "<select", "contenteditable"];

const punct = (t: Token | undefined, p: string): boolean => t?.kind === "punct" && t.text === p;
const isStr = (t: Token | undefined): boolean => t?.kind === "string" || t?.kind === "template";

/** Storage keys that hold the page's own state (a theme, a tab), not the user's data. */
const PREFERENCE_KEY =
  /theme|dark|light|lang|locale|tab|sidebar|collapse|pref|setting|zoom|font|layout|seen|dismiss|visited|onboard|tour|scroll/i;

/**
 * A storage write that keeps a preference, not data: its key names one (`"theme"`), or the value
 * stored is a bare literal (`"1"`, `true`) — nothing the user typed.
 */
function isPreference(key: Token | undefined, value: readonly Token[] | undefined): boolean {
  if (key && (key.kind === "string" || key.kind === "ident") && PREFERENCE_KEY.test(key.text.slice(0, 60))) return true;
  const v = value?.length === 1 ? value[0]! : undefined;
  return (
    v !== undefined &&
    (v.kind === "string" || v.kind === "number" || (v.kind === "ident" && (v.text === "true" || v.text === "false")))
  );
}

/** `=` that assigns (not `==`, `=>`, nor part of `!=`, `<=`, `>=`). */
function assignsAt(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (!punct(t, "=")) return false;
  const next = tokens[i + 1];
  return !(punct(next, "=") || punct(next, ">"));
}

/** The method a fetch options object names (`method: "POST"`), upper case; GET when none. */
function fetchMethod(opts: readonly Token[] | undefined): string {
  if (!opts) return "GET";
  for (let i = 0; i + 2 < opts.length; i++) {
    const t = opts[i]!;
    if ((t.kind === "ident" || t.kind === "string") && t.text === "method" && punct(opts[i + 1], ":")) {
      const v = opts[i + 2]!;
      return isStr(v) ? v.text.toUpperCase() : "UNKNOWN";
    }
  }
  return "GET";
}

function urlOf(arg: readonly Token[] | undefined): string | undefined {
  const first = arg?.[0];
  return first && isStr(first) ? first.text : undefined;
}

/** Adds what the tokens of one script (or one inline handler) show. */
export function addScriptFacts(facts: BrowserFacts, tokens: readonly Token[]): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (isStr(t)) {
      const lower = t.text.toLowerCase();
      const hit = EDIT_MARKUP.find((m) => lower.includes(m));
      if (hit) facts.editSources.push({ what: `${hit.replace("<", "")} markup`, line: t.line });
      continue;
    }
    if (t.kind !== "ident") continue;
    const next = tokens[i + 1];
    if (STORAGE.has(t.text)) {
      // localStorage.setItem(…), localStorage.key = …, localStorage[k] = …
      const dotted = punct(next, ".") || (punct(next, "?") && punct(tokens[i + 2], "."));
      const memberAt = i + (punct(next, "?") ? 3 : 2);
      const member = dotted ? tokens[memberAt] : undefined;
      if (member?.kind === "ident" && member.text === "setItem") {
        const [key, value] = isCalled(tokens, memberAt) ? callArgs(tokens, memberAt + 1) : [];
        if (!isPreference(key?.length === 1 ? key[0] : undefined, value))
          facts.storageWrites.push({ what: `${t.text}.setItem`, line: t.line });
      } else if (
        member?.kind === "ident" &&
        !["getItem", "removeItem", "clear", "key", "length"].includes(member.text)
      ) {
        if (assignsAt(tokens, memberAt + 1) && !isPreference(member, undefined))
          facts.storageWrites.push({ what: `${t.text}.${member.text.slice(0, 40)} =`, line: t.line });
      } else if (punct(next, "[")) {
        let depth = 0;
        let k = i + 1;
        for (const end = Math.min(tokens.length, i + MAX_SPAN); k < end; k++) {
          if (punct(tokens[k], "[")) depth++;
          else if (punct(tokens[k], "]") && --depth === 0) break;
        }
        if (assignsAt(tokens, k + 1)) facts.storageWrites.push({ what: `${t.text}[…] =`, line: t.line });
      }
      continue;
    }
    if (t.text === "indexedDB" && punct(next, ".") && tokens[i + 2]?.text === "open") {
      facts.storageWrites.push({ what: "indexedDB.open", line: t.line });
      continue;
    }
    if (t.text === "cookie" && isMember(tokens, i, "cookie") && assignsAt(tokens, i + 1)) {
      facts.storageWrites.push({ what: "document.cookie =", line: t.line });
      continue;
    }
    if (EXPORT_CALLS.has(t.text) && isCalled(tokens, i)) {
      facts.exports.push({ what: t.text, line: t.line });
      continue;
    }
    if (t.text === "download" && isMember(tokens, i, "download") && assignsAt(tokens, i + 1)) {
      facts.exports.push({ what: ".download =", line: t.line });
      continue;
    }
    if (t.text === "setAttribute" && isCalled(tokens, i)) {
      const name = tokens[i + 2];
      if (isStr(name) && name.text.toLowerCase() === "download")
        facts.exports.push({ what: 'setAttribute("download")', line: t.line });
      if (isStr(name) && name.text.toLowerCase() === "contenteditable")
        facts.editSources.push({ what: "contenteditable", line: t.line });
      continue;
    }
    if (
      (t.text === "writeText" || t.text === "write") &&
      isMember(tokens, i, t.text) &&
      tokens[i - 2]?.text === "clipboard"
    ) {
      facts.exports.push({ what: `clipboard.${t.text}`, line: t.line });
      continue;
    }
    if (t.text === "contentEditable" || t.text === "isContentEditable") {
      facts.editSources.push({ what: "contentEditable", line: t.line });
      continue;
    }
    if (t.text === "prompt" && isCalled(tokens, i) && !punct(tokens[i - 1], ".")) {
      facts.editSources.push({ what: "prompt()", line: t.line });
      continue;
    }
    if (t.text === "createElement" && isCalled(tokens, i)) {
      const tag = tokens[i + 2];
      if (isStr(tag) && ["input", "textarea", "select"].includes(tag.text.toLowerCase()))
        facts.editSources.push({ what: `createElement("${tag.text}")`, line: t.line });
      continue;
    }
    if (t.text === "addEventListener" && isCalled(tokens, i)) {
      const ev = tokens[i + 2];
      if (!isStr(ev)) continue;
      if (ev.text === "submit") facts.submitHandlers.push({ what: 'addEventListener("submit")', line: t.line });
      else if (EDIT_EVENTS.has(ev.text)) facts.editSources.push({ what: `"${ev.text}" listener`, line: t.line });
      continue;
    }
    if ((t.text === "on" || t.text === "submit") && isMember(tokens, i, t.text) && isCalled(tokens, i)) {
      // jQuery-style: $(form).on("submit", fn), $(form).submit(fn)
      const first = callArgs(tokens, i + 1)[0];
      if (
        t.text === "submit"
          ? first !== undefined
          : first?.[0] !== undefined && isStr(first[0]) && first[0].text.includes("submit")
      )
        facts.submitHandlers.push({ what: `.${t.text}(…submit…)`, line: t.line });
      continue;
    }
    if (t.text === "onsubmit" && isMember(tokens, i, "onsubmit") && assignsAt(tokens, i + 1)) {
      facts.submitHandlers.push({ what: ".onsubmit =", line: t.line });
      continue;
    }
    if (EDIT_PROPS.has(t.text) && isMember(tokens, i, t.text) && assignsAt(tokens, i + 1)) {
      facts.editSources.push({ what: `.${t.text} =`, line: t.line });
      continue;
    }
    if (t.text === "fetch" && isCalled(tokens, i) && !punct(tokens[i - 1], ".")) {
      const args = callArgs(tokens, i + 1);
      const method = fetchMethod(args[1]);
      const url = urlOf(args[0]);
      if (WRITE_METHODS.has(method) || method === "UNKNOWN")
        facts.writeRequests.push({ what: "fetch", method, line: t.line, ...(url !== undefined ? { url } : {}) });
      continue;
    }
    if (t.text === "open" && isMember(tokens, i, "open") && isCalled(tokens, i)) {
      // XMLHttpRequest#open(method, url)
      const args = callArgs(tokens, i + 1);
      const m = urlOf(args[0])?.toUpperCase();
      const url = urlOf(args[1]);
      if (m !== undefined && WRITE_METHODS.has(m))
        facts.writeRequests.push({
          what: "XMLHttpRequest",
          method: m,
          line: t.line,
          ...(url !== undefined ? { url } : {}),
        });
      continue;
    }
    if (t.text === "sendBeacon" && isCalled(tokens, i)) {
      const url = urlOf(callArgs(tokens, i + 1)[0]);
      facts.writeRequests.push({
        what: "sendBeacon",
        method: "POST",
        line: t.line,
        ...(url !== undefined ? { url } : {}),
      });
    }
  }
}

/** A URL that names a server (scheme or protocol-relative), not the artifact's own location. */
export function isAbsoluteUrl(url: string): boolean {
  const u = url.trim().toLowerCase();
  return u.startsWith("http://") || u.startsWith("https://") || u.startsWith("//") || u.startsWith("mailto:");
}
