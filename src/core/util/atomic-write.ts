/**
 * Writing a file so that readers see the old content or the new, never a torn one: a temp file
 * beside it (named with our pid, temp-files.ts), synced, then renamed over it. The temp files a
 * killed writer left beside the target are removed first (once per directory and process).
 */
import { open, rename, rm } from "node:fs/promises";
import { dirname } from "node:path";
import { sweepStaleTemps, tempPathBeside } from "./temp-files.js";

/** Directories already swept by this process: writing N files into one directory reads it once. */
const swept = new Set<string>();

export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const dir = dirname(path);
  if (!swept.has(dir)) {
    swept.add(dir);
    await sweepStaleTemps(dir);
  }
  const tmp = tempPathBeside(path, "write");
  const fh = await open(tmp, "wx", 0o644);
  try {
    await fh.writeFile(data);
    await fh.sync();
  } catch (e) {
    await fh.close();
    await rm(tmp, { force: true });
    throw e;
  }
  await fh.close();
  try {
    await rename(tmp, path);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}
