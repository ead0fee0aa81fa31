/**
 * `cowork-harness baselines fetch`: downloads a pinned set of Desktop baselines into the local cache
 * (src/core/baselines/cache.ts). Each file is read whole, within a size cap and a timeout, and
 * kept only when its sha256 is the one pinned for it: it is written to a temp file beside its
 * place and renamed there, so a reader never sees a torn file and a refused file leaves nothing
 * (a copy an earlier fetch kept stays as it was). The source is https, or http to this machine
 * only (a test's loopback server); a redirect is followed at most MAX_REDIRECTS times, each hop
 * held to the same rule.
 */
import { createHash } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { writeFileAtomic } from "../../core/util/atomic-write.js";
import { HarnessError, UsageError, oneLine } from "../../core/util/errors.js";
import type { BaselinePin } from "../../core/baselines/published.js";
import { MAX_BASELINE_FILE_BYTES, PINS_FILE, readPinsRecord, type PinsRecord } from "../../core/baselines/cache.js";

/** How long one file may take, headers and body, before it is given up. */
export const FETCH_TIMEOUT_MS = 30_000;
/** How many redirects one file's download follows. */
export const MAX_REDIRECTS = 3;

export interface FetchBaselinesOptions {
  /** the base URL every pin's path is resolved against (ends in /) */
  source: string;
  pins: readonly BaselinePin[];
  /** the cache directory */
  dir: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface FetchOutcome {
  /** the paths written (each matched its pin) */
  kept: string[];
  /** the paths not kept, with why, one line each */
  refused: { path: string; why: string }[];
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** Why `url` may not be fetched from, or undefined: https, or http to a loopback host; no credentials. */
export function sourceProblem(url: URL): string | undefined {
  if (url.username !== "" || url.password !== "") return "a source URL carries no credentials";
  if (url.protocol === "https:") return undefined;
  if (url.protocol === "http:" && LOOPBACK.test(url.hostname)) return undefined;
  return `${url.protocol}//${url.host} is not https (plain http is allowed to this machine only)`;
}

/** The source as a base URL (with a trailing /); a UsageError when it may not be fetched from. */
export function parseSource(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--source: not a URL: ${raw}`);
  }
  const problem = sourceProblem(url);
  if (problem) throw new UsageError(`--source: ${problem}`);
  if (url.search !== "" || url.hash !== "") throw new UsageError(`--source: a base URL has no query or fragment`);
  if (!url.pathname.endsWith("/")) url.pathname += "/";
  return url;
}

class Refused extends Error {}

/** The body of `url`, following at most `maxRedirects` redirects, within `maxBytes`; throws Refused with the reason. */
async function download(url: URL, maxBytes: number, maxRedirects: number, signal: AbortSignal): Promise<Buffer> {
  let at = url;
  for (let hop = 0; ; hop++) {
    let res: Response;
    try {
      res = await fetch(at, { redirect: "manual", signal, headers: { accept: "*/*" } });
    } catch (e) {
      throw new Refused(
        signal.aborted
          ? "no answer within the timeout"
          : `cannot reach ${at.origin} (${e instanceof Error && e.cause instanceof Error ? e.cause.message : oneLine(e)})`,
      );
    }
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel().catch(() => undefined);
      const location = res.headers.get("location");
      if (!location) throw new Refused(`HTTP ${res.status} without a location`);
      if (hop >= maxRedirects) throw new Refused(`more than ${maxRedirects} redirects`);
      const next = new URL(location, at);
      const problem = sourceProblem(next);
      if (problem) throw new Refused(`redirected to ${next.origin}: ${problem}`);
      at = next;
      continue;
    }
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => undefined);
      throw new Refused(`HTTP ${res.status} from ${at.origin}`);
    }
    const declared = Number(res.headers.get("content-length") ?? NaN);
    if (Number.isFinite(declared) && declared > maxBytes) {
      await res.body?.cancel().catch(() => undefined);
      throw new Refused(`${declared} bytes, over the ${maxBytes}-byte cap on one file`);
    }
    const chunks: Uint8Array[] = [];
    let seen = 0;
    if (res.body) {
      const reader = res.body.getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          seen += value.byteLength;
          if (seen > maxBytes) {
            await reader.cancel().catch(() => undefined);
            throw new Refused(`more than the ${maxBytes}-byte cap on one file`);
          }
          chunks.push(value);
        }
      } catch (e) {
        if (e instanceof Refused) throw e;
        throw new Refused(signal.aborted ? "no answer within the timeout" : `the download broke off (${oneLine(e)})`);
      }
    }
    return Buffer.concat(chunks);
  }
}

/**
 * Downloads every pinned file from `source` and keeps those whose sha256 matches their pin; then
 * records the kept files' pins in the cache's `.pins.json`. Throws a HarnessError only when the
 * cache itself cannot be written; a file that cannot be fetched or does not match is `refused`.
 */
export async function fetchBaselines(opts: FetchBaselinesOptions): Promise<FetchOutcome> {
  const base = parseSource(opts.source);
  const maxBytes = opts.maxBytes ?? MAX_BASELINE_FILE_BYTES;
  const timeoutMs = opts.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxRedirects = opts.maxRedirects ?? MAX_REDIRECTS;
  const outcome: FetchOutcome = { kept: [], refused: [] };
  const verified: { pin: BaselinePin; bytes: Buffer }[] = [];
  for (const pin of opts.pins) {
    const url = new URL(pin.path, base);
    if (!url.href.startsWith(base.href)) {
      outcome.refused.push({ path: pin.path, why: `resolves outside the source (${url.href})` });
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await download(url, maxBytes, maxRedirects, AbortSignal.timeout(timeoutMs));
    } catch (e) {
      if (!(e instanceof Refused)) throw e;
      outcome.refused.push({ path: pin.path, why: `${e.message} — not kept` });
      continue;
    }
    const got = createHash("sha256").update(bytes).digest("hex");
    if (got !== pin.sha256) {
      outcome.refused.push({
        path: pin.path,
        why: `sha256 ${got} does not match its pin ${pin.sha256} — not kept`,
      });
      continue;
    }
    verified.push({ pin, bytes });
  }
  const record: PinsRecord = readPinsRecord(opts.dir);
  try {
    // the prompt assets before the baselines that name them: a reader never finds a baseline without its prompts
    const topLast = (p: BaselinePin): number => (p.path.includes("/") ? 0 : 1);
    verified.sort((a, b) => topLast(a.pin) - topLast(b.pin));
    for (const { pin, bytes } of verified) {
      const target = join(opts.dir, pin.path);
      await mkdir(dirname(target), { recursive: true });
      await writeFileAtomic(target, bytes);
      record.files[pin.path] = { path: pin.path, sha256: pin.sha256, source: base.href };
      outcome.kept.push(pin.path);
    }
    if (verified.length > 0) {
      await mkdir(opts.dir, { recursive: true });
      await writeFileAtomic(join(opts.dir, PINS_FILE), `${JSON.stringify(record, null, 2)}\n`);
    }
  } catch (e) {
    throw new HarnessError(`the baselines cache ${opts.dir} cannot be written (${oneLine(e)})`);
  }
  return outcome;
}
