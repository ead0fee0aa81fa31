/**
 * The 1-based line of a JSON pointer (RFC 6901) inside JSON text, for annotations that point
 * into a cassette. An object member resolves to the line of its KEY; an array element to the
 * line of its first character; the empty pointer to the document's first value. The scan walks
 * only as far as the target, skipping unrelated values without building them.
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
    let found = false;
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
        found = true;
        break;
      }
      s.skipValue();
      s.skipWs();
      const next = s.peek();
      s.pos++;
      if (next !== ",") return undefined;
    }
    if (!found) return undefined;
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
