/**
 * A real FIFO for the tests that hold a reader to never blocking on one. A writer holds it open
 * for `holdMs` and then closes it, so a reader that does block (the defence removed) is released
 * with an empty read and the test fails on what it got, instead of hanging the run. The writer
 * opens it read-write, which never blocks (a write-only open waits for a reader, and a defended
 * reader never comes): it always ends after `holdMs`.
 */
import { execFileSync, spawn } from "node:child_process";

export function makeFifo(path: string, holdMs = 3000): string {
  execFileSync("mkfifo", [path]);
  const writer = spawn("sh", ["-c", `exec 3<>"$1"; sleep ${holdMs / 1000}`, "sh", path], { stdio: "ignore" });
  writer.unref();
  return path;
}
