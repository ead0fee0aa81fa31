/**
 * Writing a cassette atomically (the reference's src/run/cassette.ts; docs/reference.md#recording-and-the-agent-protocol): serialize first, write a temp file in the
 * target's directory, fsync it, then rename it over the target. Until the rename the previous file
 * is untouched, so a failure or a kill at any earlier point leaves it byte-identical; the temp file
 * is removed on failure, and the temp files a killed writer left in the directory are removed
 * before writing (util/temp-files.ts). Paths outside the output directory the user gave are refused.
 */
import { randomBytes } from "node:crypto";
import { existsSync, realpathSync } from "node:fs";
import { mkdir, open, rename, unlink } from "node:fs/promises";
import { basename, dirname, join, relative, resolve, sep, isAbsolute } from "node:path";
import type { Cassette } from "../../core/cassette/types.js";
import { HarnessError, oneLine } from "../../core/util/errors.js";
import { sweepStaleTemps } from "../../core/util/temp-files.js";

export interface WriteCassetteOptions {
  /** the output file or directory the user gave (`--out`); the target must be inside it */
  outDir?: string;
  /** called after the temp file is written and synced, before the rename (crash simulation in tests) */
  beforeRename?: (tempPath: string) => void | Promise<void>;
}

/** The cassette file's text: two-space JSON with a final newline. */
export function serializeCassette(cassette: Cassette): string {
  return `${JSON.stringify(cassette, null, 2)}\n`;
}

/** The real path of `p`, or of its nearest existing ancestor joined with the rest. */
function realish(p: string): string {
  const abs = resolve(p);
  let head = abs;
  const tail: string[] = [];
  while (!existsSync(head)) {
    const parent = dirname(head);
    if (parent === head) break;
    tail.unshift(basename(head));
    head = parent;
  }
  return join(realpathSync(head), ...tail);
}

/** Throws unless `target` lies inside `outDir` (or is `outDir` itself when that names a file). */
export function assertInsideOutDir(target: string, outDir: string): void {
  const t = realish(target);
  const o = realish(outDir);
  if (t === o) return;
  const rel = relative(o, t);
  if (rel === "" || rel.startsWith(`..${sep}`) || rel === ".." || isAbsolute(rel)) {
    throw new HarnessError(`${target}: refusing to write a cassette outside the output directory ${outDir}`);
  }
}

export async function writeCassetteAtomic(
  path: string,
  cassette: Cassette,
  opts: WriteCassetteOptions = {},
): Promise<void> {
  if (opts.outDir !== undefined) assertInsideOutDir(path, opts.outDir);
  let text: string;
  try {
    text = serializeCassette(cassette);
  } catch (e) {
    throw new HarnessError(`${path}: cannot serialize the cassette (${oneLine(e)}) — nothing was written`);
  }
  const target = resolve(path);
  const dir = dirname(target);
  const temp = join(dir, `.${basename(target)}.tmp.${process.pid}.${randomBytes(4).toString("hex")}`);
  try {
    await mkdir(dir, { recursive: true });
    await sweepStaleTemps(dir); // what a killed writer left beside its cassettes
    const fh = await open(temp, "wx", 0o644);
    try {
      await fh.writeFile(text, "utf8");
      await fh.sync();
    } finally {
      await fh.close();
    }
    await opts.beforeRename?.(temp);
    await rename(temp, target);
  } catch (e) {
    await unlink(temp).catch(() => undefined);
    if (e instanceof HarnessError) throw e;
    throw new HarnessError(
      `${path}: cannot write the cassette (${oneLine(e)}) — the previous file, if any, is unchanged`,
    );
  }
  try {
    const dh = await open(dir, "r");
    try {
      await dh.sync();
    } finally {
      await dh.close();
    }
  } catch {
    /* directory fsync is best effort (not supported everywhere) */
  }
}
