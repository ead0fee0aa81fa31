import { relative, sep } from "node:path";

/** `target` relative to `fromDir`, with "/" separators: how a cassette stores the paths it names. */
export function relPosix(fromDir: string, target: string): string {
  return relative(fromDir, target).split(sep).join("/");
}
