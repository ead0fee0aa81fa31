/**
 * The 1-based line of a JSON pointer (RFC 6901) inside JSON text, for annotations that point
 * into a cassette. An object member resolves to the line of its KEY; an array element to the
 * line of its first character; the empty pointer to the document's first value. The scan walks
 * only as far as the target, skipping unrelated values without building them.
 *
 * A cassette can be ~100 MB of event lines that no annotation points into, so LocationSkeleton
 * shrinks its text, fed in chunks, to what locating needs: every line break and key kept.
 */

/** Splits `/a/b~1c/0` into `["a", "b/c", "0"]`. */
export function parsePointer(pointer: string): string[] | undefined {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) return undefined;
  return pointer
    .slice(1)
    .split("/")
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}

class Scanner {
  pos = 0;
  line = 1;
  constructor(readonly text: string) {}

  skipWs(): void {
    const t = this.text;
    while (this.pos < t.length) {
      const c = t.charCodeAt(this.pos);
      if (c === 0x0a) this.line++;
      else if (c !== 0x20 && c !== 0x09 && c !== 0x0d) return;
      this.pos++;
    }
  }

  peek(): string {
    return this.text[this.pos] ?? "";
  }

  /** Reads a string token starting at `"`; returns its decoded value. */
  readString(): string {
    if (this.peek() !== '"') throw new Error("expected a string");
    const start = this.pos;
    const t = this.text;
    this.pos++;
    while (this.pos < t.length) {
      const c = t[this.pos];
      if (c === "\\") this.pos += 2;
      else if (c === '"') {
        this.pos++;
        return JSON.parse(t.slice(start, this.pos)) as string;
      } else {
        if (c === "\n") this.line++;
        this.pos++;
      }
    }
    throw new Error("unterminated string");
  }

  /** Skips one value of any kind. */
  skipValue(): void {
    this.skipWs();
    const c = this.peek();
    if (c === '"') {
      this.readString();
      return;
    }
    if (c === "{" || c === "[") {
      const close = c === "{" ? "}" : "]";
      this.pos++;
      this.skipWs();
      if (this.peek() === close) {
        this.pos++;
        return;
      }
      for (;;) {
        if (c === "{") {
          this.skipWs();
          this.readString();
          this.expect(":");
        }
        this.skipValue();
        this.skipWs();
        const next = this.peek();
        this.pos++;
        if (next === close) return;
        if (next !== ",") throw new Error(`unexpected ${JSON.stringify(next)}`);
      }
    }
    const m = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(this.text.slice(this.pos, this.pos + 64));
    if (!m) throw new Error(`unexpected ${JSON.stringify(c)}`);
    this.pos += m[0].length;
  }

  expect(ch: string): void {
    this.skipWs();
    if (this.peek() !== ch) throw new Error(`expected ${ch}`);
    this.pos++;
  }
}

function descend(s: Scanner, tokens: string[]): number | undefined {
  s.skipWs();
  let line = s.line;
  for (const token of tokens) {
    s.skipWs();
    const open = s.peek();
    if (open !== "{" && open !== "[") return undefined;
    s.pos++;
    s.skipWs();
    if (s.peek() === (open === "{" ? "}" : "]")) return undefined;
    for (let index = 0; ; index++) {
      s.skipWs();
      const memberLine = s.line;
      let match: boolean;
      if (open === "{") {
        const key = s.readString();
        s.expect(":");
        match = key === token;
      } else {
        match = String(index) === token;
      }
      if (match) {
        line = memberLine;
        break;
      }
      s.skipValue();
      s.skipWs();
      const next = s.peek();
      s.pos++;
      if (next !== ",") return undefined;
    }
  }
  return line;
}

/** Line of `pointer` in `text`, or undefined when the pointer is absent or the text is not JSON. */
export function lineOfJsonPointer(text: string, pointer: string): number | undefined {
  const tokens = parsePointer(pointer);
  if (!tokens) return undefined;
  try {
    return descend(new Scanner(text), tokens);
  } catch {
    return undefined;
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;

/**
 * A JSON text with the long string values nested inside its top-level members elided to `""`
 * (their raw line breaks, which only invalid JSON has, kept inside the quotes), built from the
 * bytes in chunks of any size. Keys, top-level scalar values, short strings and every member
 * of the top-level keys in `keep` stay verbatim, so the skeleton parses to the same structure
 * wherever it is kept, and every line number in it is the line number in the full text: the
 * lines of `/fingerprint` or `/scenario/assert/2` are found without holding the events.
 * Malformed input is shrunk the same way, never refused.
 */
export class LocationSkeleton {
  private readonly parts: Buffer[] = [];
  private readonly stack: number[] = []; // open containers, `{` or `[`
  private expectKey = false;
  private inString = false;
  private escaped = false;
  private isKey = false;
  private eliding = false; // the open string may be elided
  private pending: Buffer;
  private pendingLength = 0;
  private over = false; // the open elidable string is past `cap`: elided
  private newlines = 0;
  private keyBytes: number[] = []; // a top-level key being read
  private topKey = "";

  constructor(
    private readonly keep: ReadonlySet<string> = new Set(["scenario"]),
    private readonly cap = 64,
  ) {
    this.pending = Buffer.alloc(cap);
  }

  push(chunk: Uint8Array): void {
    const n = chunk.length;
    let keepFrom = this.inString && this.eliding ? -1 : 0;
    for (let i = 0; i < n; i++) {
      if (this.inString && this.eliding && this.over && !this.escaped) {
        // the common case, by far: deep in an elided string past `cap`, where only a quote, a
        // backslash or a raw line break changes anything — skip to the next one in a tight loop
        let c = chunk[i] as number;
        while (c !== QUOTE && c !== BACKSLASH && c !== NEWLINE && ++i < n) c = chunk[i] as number;
        if (i === n) break;
      }
      const c = chunk[i] as number;
      if (this.inString) {
        const closes = !this.escaped && c === QUOTE;
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        if (closes) {
          this.closeString();
          if (keepFrom < 0) keepFrom = i;
        } else if (this.eliding) {
          if (c === NEWLINE) this.newlines++;
          if (this.over) continue;
          if (this.pendingLength < this.cap) this.pending[this.pendingLength++] = c;
          else this.over = true;
        } else if (this.isKey && this.stack.length === 1 && this.keyBytes.length < 1024) this.keyBytes.push(c);
        continue;
      }
      const top = this.stack[this.stack.length - 1];
      if (c === QUOTE) {
        this.inString = true;
        this.escaped = false;
        this.isKey = this.expectKey && top === 0x7b;
        this.eliding = !this.isKey && this.stack.length >= 2 && !this.keep.has(this.topKey);
        if (this.isKey && this.stack.length === 1) this.keyBytes = [];
        if (this.eliding) {
          this.parts.push(Buffer.from(chunk.subarray(keepFrom, i + 1)));
          keepFrom = -1;
          this.pendingLength = 0;
          this.over = false;
          this.newlines = 0;
        }
      } else if (c === 0x7b || c === 0x5b) {
        this.stack.push(c);
        this.expectKey = c === 0x7b;
      } else if (c === 0x7d || c === 0x5d) {
        this.stack.pop();
        this.expectKey = false;
      } else if (c === 0x2c) this.expectKey = top === 0x7b;
      else if (c === 0x3a) this.expectKey = false;
    }
    if (keepFrom >= 0 && keepFrom < n) this.parts.push(Buffer.from(chunk.subarray(keepFrom, n)));
  }

  /** The skeleton of everything pushed so far. */
  text(): string {
    return Buffer.concat(this.parts).toString("utf8");
  }

  private closeString(): void {
    this.inString = false;
    if (this.eliding) {
      this.parts.push(
        this.over ? Buffer.from("\n".repeat(this.newlines)) : Buffer.from(this.pending.subarray(0, this.pendingLength)),
      );
    } else if (this.isKey && this.stack.length === 1) {
      const raw = Buffer.from(this.keyBytes).toString("utf8");
      try {
        this.topKey = JSON.parse(`"${raw}"`) as string;
      } catch {
        this.topKey = raw;
      }
    }
    this.expectKey = false;
  }
}
