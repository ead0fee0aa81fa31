/**
 * Parsed files by path, per process, for the loaders of files many cassettes share (scenarios,
 * sessions: a repository of skill tests has many cassettes of few of them). A file is read again
 * only when its stat signature changed (./file-signature.ts) and parsed again only when its text
 * did; a parse error is remembered as well as a result. Each caller gets its own copy. Files are
 * read as ./regular-file.ts reads them: a regular file of bounded size, never a blocking read.
 */
import { clonePlain } from "./clone-plain.js";
import { fileSignature } from "./file-signature.js";
import { readRegularText } from "./regular-file.js";

interface Entry<T> {
  text: string;
  signature?: string;
  loaded?: T;
  error?: unknown;
}

export class ParsedFiles<T> {
  private readonly entries = new Map<string, Entry<T>>();

  /**
   * `parse` turns a file's text into its value (throwing what the loader throws); `unreadable`
   * is the error for a file that cannot be read.
   */
  constructor(
    private readonly parse: (text: string, path: string) => T,
    private readonly unreadable: (path: string, code: string | undefined) => Error,
  ) {}

  /** A copy of `path` parsed; throws `unreadable`'s error, or the parse's. */
  load(path: string): T {
    const signature = fileSignature(path);
    let hit = this.entries.get(path);
    if (signature === undefined || hit?.signature !== signature) {
      let text: string;
      try {
        text = readRegularText(path); // a FIFO or a device where the file was is an error, never a hang
      } catch (e) {
        throw this.unreadable(path, (e as NodeJS.ErrnoException).code);
      }
      if (hit?.text !== text) {
        try {
          hit = { text, loaded: this.parse(text, path) };
        } catch (e) {
          hit = { text, error: e };
        }
      }
      hit = { ...hit, signature };
      this.entries.set(path, hit);
    }
    return copyOf(hit);
  }

  /**
   * A copy of `text` parsed as the file at `path` would be: the answer `load` remembered when the
   * file held this text (a linter given the text a gate run already loaded), else parsed afresh.
   */
  parsedText(path: string, text: string): T {
    const hit = this.entries.get(path);
    return hit?.text === text ? copyOf(hit) : this.parse(text, path);
  }
}

/** The caller's own copy of what an entry remembered, or the error it remembered, thrown. */
function copyOf<T>(hit: Entry<T>): T {
  if (hit.loaded === undefined) throw hit.error;
  return clonePlain(hit.loaded);
}
