/**
 * The file rendezvous of `--decider-dir` (the reference's src/decide/external-channel.ts; docs/reference.md#the-live-lane), shared by the recorder and by
 * the `gates` / `answer` commands: gate N is asked in `req-N.json`, answered in `resp-N.json`,
 * marked consumed by renaming the request to `req-N.json.done`; `done.json` says the run is over.
 * Every file is written to a dot-temp name (mode 0600) and renamed into place, so a reader never
 * sees half a file.
 */
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const reqFile = (n: number): string => `req-${n}.json`;
export const respFile = (n: number): string => `resp-${n}.json`;
export const doneReqFile = (n: number): string => `req-${n}.json.done`;
export const DONE_FILE = "done.json";

/** Writes `value` as one compact JSON line at dir/name, atomically (temp file + rename, mode 0600). */
export function writeGateFile(dir: string, name: string, value: unknown): void {
  const tmp = join(dir, `.${name}.tmp`);
  writeFileSync(tmp, `${JSON.stringify(value)}\n`, { mode: 0o600 });
  renameSync(tmp, join(dir, name));
}

/** The gate numbers with a request file (pending `req-N.json`, or consumed with `done`), ascending. */
export function gateNumbers(dir: string, opts: { done?: boolean } = {}): number[] {
  const re = opts.done ? /^req-(\d+)\.json(?:\.done)?$/ : /^req-(\d+)\.json$/;
  const out = new Set<number>();
  for (const name of readdirSync(dir)) {
    const m = re.exec(name);
    if (m) out.add(Number(m[1]));
  }
  return [...out].sort((a, b) => a - b);
}

/** Any request or response file already in dir (a directory used before). */
export function existingGateFiles(dir: string): string[] {
  return readdirSync(dir).filter((n) => /^(?:req|resp)-\d+\.json(?:\.done)?$/.test(n));
}

/** The parsed request of gate N, from `req-N.json` or (answered already) `req-N.json.done`; undefined when neither exists. */
export function readGateRequest(dir: string, n: number): Record<string, unknown> | undefined {
  for (const name of [reqFile(n), doneReqFile(n)]) {
    let text: string;
    try {
      text = readFileSync(join(dir, name), "utf8");
    } catch {
      continue;
    }
    const v: unknown = JSON.parse(text);
    if (v !== null && typeof v === "object" && !Array.isArray(v)) return v as Record<string, unknown>;
    throw new Error(`${name} is not a JSON object`);
  }
  return undefined;
}
