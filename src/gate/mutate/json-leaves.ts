/**
 * The scalar leaves of a JSON document with where each sits in its text, so that a mutation can
 * change one value and leave every other byte of the file as recorded (a re-serialized document
 * would differ in spacing and number spelling, and a text assertion over the file would "catch"
 * the reformatting rather than the change). Pure; never throws.
 *
 * A leaf's path is its keys and array indexes joined with "." — the spelling `artifact_json`'s
 * `path:` resolves. A key that holds "." (or is empty) cannot be spelled that way: its subtree has
 * no leaf here. Every leaf is checked against JSON.parse's own reading of the document, so a
 * duplicate key yields the value JSON.parse keeps, and nothing else.
 */
import { resolveDotPath } from "../assert/artifact-json.js";

export type JsonScalar = string | number | boolean | null;

export interface JsonLeaf {
  /** dotted path, "" for a document that is one scalar */
  path: string;
  value: JsonScalar;
  /** the value's span in the text: [start, end) */
  start: number;
  end: number;
}

/** Deeper documents are not walked (their files are mutated as text instead). */
const MAX_DEPTH = 128;

class NotJson extends Error {}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERALS: readonly (readonly [string, JsonScalar])[] = [
  ["true", true],
  ["false", false],
  ["null", null],
];

class Scanner {
  private i = 0;
  readonly leaves = new Map<string, JsonLeaf>();

  constructor(private readonly text: string) {}

  document(): void {
    this.value("", true, 0);
    this.ws();
    if (this.i !== this.text.length) throw new NotJson();
  }

  private ws(): void {
    while (this.i < this.text.length && " \t\n\r".includes(this.text[this.i]!)) this.i++;
  }

  private expect(c: string): void {
    if (this.text[this.i] !== c) throw new NotJson();
    this.i++;
  }

  /** `spelled`: whether `path` names this value (false below a key that cannot be spelled). */
  private value(path: string, spelled: boolean, depth: number): void {
    if (depth > MAX_DEPTH) throw new NotJson();
    this.ws();
    const c = this.text[this.i];
    if (c === "{") return this.object(path, spelled, depth);
    if (c === "[") return this.array(path, spelled, depth);
    const start = this.i;
    const value = c === '"' ? this.string() : this.literal();
    if (!spelled) return;
    // a later duplicate key wins, as in JSON.parse; the first one's place in the order stays
    this.leaves.delete(path);
    this.leaves.set(path, { path, value, start, end: this.i });
  }

  /** true, false, null or a number, at the cursor. */
  private literal(): JsonScalar {
    for (const [word, value] of LITERALS) {
      if (this.text.startsWith(word, this.i)) {
        this.i += word.length;
        return value;
      }
    }
    NUMBER.lastIndex = this.i;
    const m = NUMBER.exec(this.text);
    if (!m) throw new NotJson();
    this.i += m[0].length;
    return Number(m[0]);
  }

  private string(): string {
    const start = this.i;
    this.i++;
    while (this.i < this.text.length) {
      const c = this.text[this.i]!;
      if (c === "\\") this.i += 2;
      else if (c === '"') {
        this.i++;
        try {
          return JSON.parse(this.text.slice(start, this.i)) as string;
        } catch {
          throw new NotJson();
        }
      } else this.i++;
    }
    throw new NotJson();
  }

  private object(path: string, spelled: boolean, depth: number): void {
    this.expect("{");
    this.ws();
    if (this.text[this.i] === "}") return void this.i++;
    for (;;) {
      this.ws();
      if (this.text[this.i] !== '"') throw new NotJson();
      const key = this.string();
      this.ws();
      this.expect(":");
      const ok = spelled && key !== "" && !key.includes(".");
      this.value(path === "" ? key : `${path}.${key}`, ok, depth + 1);
      this.ws();
      if (this.text[this.i] === ",") {
        this.i++;
        continue;
      }
      this.expect("}");
      return;
    }
  }

  private array(path: string, spelled: boolean, depth: number): void {
    this.expect("[");
    this.ws();
    if (this.text[this.i] === "]") return void this.i++;
    for (let n = 0; ; n++) {
      this.value(path === "" ? String(n) : `${path}.${n}`, spelled, depth + 1);
      this.ws();
      if (this.text[this.i] === ",") {
        this.i++;
        continue;
      }
      this.expect("]");
      return;
    }
  }
}

/** The leaves of `text` in document order, or undefined when it is not a JSON document this walks. */
export function jsonLeaves(text: string): JsonLeaf[] | undefined {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return undefined;
  }
  const scanner = new Scanner(text);
  try {
    scanner.document();
  } catch {
    return undefined; // deeper than MAX_DEPTH (JSON.parse read it): mutated as text
  }
  return [...scanner.leaves.values()].filter((leaf) => {
    const r = resolveDotPath(doc, leaf.path);
    return r.state === "value" && Object.is(r.value, leaf.value);
  });
}
