/**
 * A real FIFO for the tests that hold a reader to never blocking on one. A writer holds it open
 * for `holdMs` and then closes it, so a reader that does block (the defence removed) is released
 * with an empty read and the test fails on what it got, instead of hanging the run. The writer
 * opens it read-write, which never blocks (a write-only open waits for a reader, and a defended
 * reader never comes): it always ends after `holdMs`. It opens without creating: a writer that
 * starts late, after the test removed its directory, must not put a file back (a shell's `<>`
 * would, and the directory's removal then fails with ENOTEMPTY).
 */
import { execFileSync, spawn } from "node:child_process";

const WRITER = `
const fs = require("node:fs");
let fd;
try { fd = fs.openSync(process.argv[1], fs.constants.O_RDWR); } catch { process.exit(0); }
setTimeout(() => fs.closeSync(fd), Number(process.argv[2]));
`;

export function makeFifo(path: string, holdMs = 3000): string {
  execFileSync("mkfifo", [path]);
  const writer = spawn(process.execPath, ["-e", WRITER, path, String(holdMs)], { stdio: "ignore" });
  writer.unref();
  return path;
}
