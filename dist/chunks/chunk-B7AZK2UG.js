#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  MAX_BASELINE_FILE_BYTES,
  PINS_FILE,
  readPinsRecord
} from "./chunk-LFV2YVHF.js";
import {
  writeFileAtomic
} from "./chunk-MJN26BLH.js";
import {
  HarnessError,
  UsageError,
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/live/baselines/fetch.ts
import { createHash } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
var FETCH_TIMEOUT_MS = 3e4;
var MAX_REDIRECTS = 3;
var LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
function sourceProblem(url) {
  if (url.username !== "" || url.password !== "") return "a source URL carries no credentials";
  if (url.protocol === "https:") return void 0;
  if (url.protocol === "http:" && LOOPBACK.test(url.hostname)) return void 0;
  return `${url.protocol}//${url.host} is not https (plain http is allowed to this machine only)`;
}
function parseSource(raw) {
  let url;
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
var Refused = class extends Error {
};
async function download(url, maxBytes, maxRedirects, signal) {
  let at = url;
  for (let hop = 0; ; hop++) {
    let res;
    try {
      res = await fetch(at, { redirect: "manual", signal, headers: { accept: "*/*" } });
    } catch (e) {
      throw new Refused(
        signal.aborted ? "no answer within the timeout" : `cannot reach ${at.origin} (${e instanceof Error && e.cause instanceof Error ? e.cause.message : oneLine(e)})`
      );
    }
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel().catch(() => void 0);
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
      await res.body?.cancel().catch(() => void 0);
      throw new Refused(`HTTP ${res.status} from ${at.origin}`);
    }
    const declared = Number(res.headers.get("content-length") ?? NaN);
    if (Number.isFinite(declared) && declared > maxBytes) {
      await res.body?.cancel().catch(() => void 0);
      throw new Refused(`${declared} bytes, over the ${maxBytes}-byte cap on one file`);
    }
    const chunks = [];
    let seen = 0;
    if (res.body) {
      const reader = res.body.getReader();
      try {
        for (; ; ) {
          const { done, value } = await reader.read();
          if (done) break;
          seen += value.byteLength;
          if (seen > maxBytes) {
            await reader.cancel().catch(() => void 0);
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
async function fetchBaselines(opts) {
  const base = parseSource(opts.source);
  const maxBytes = opts.maxBytes ?? MAX_BASELINE_FILE_BYTES;
  const timeoutMs = opts.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxRedirects = opts.maxRedirects ?? MAX_REDIRECTS;
  const outcome = { kept: [], refused: [] };
  const verified = [];
  for (const pin of opts.pins) {
    const url = new URL(pin.path, base);
    if (!url.href.startsWith(base.href)) {
      outcome.refused.push({ path: pin.path, why: `resolves outside the source (${url.href})` });
      continue;
    }
    let bytes;
    try {
      bytes = await download(url, maxBytes, maxRedirects, AbortSignal.timeout(timeoutMs));
    } catch (e) {
      if (!(e instanceof Refused)) throw e;
      outcome.refused.push({ path: pin.path, why: `${e.message} \u2014 not kept` });
      continue;
    }
    const got = createHash("sha256").update(bytes).digest("hex");
    if (got !== pin.sha256) {
      outcome.refused.push({
        path: pin.path,
        why: `sha256 ${got} does not match its pin ${pin.sha256} \u2014 not kept`
      });
      continue;
    }
    verified.push({ pin, bytes });
  }
  const record = readPinsRecord(opts.dir);
  try {
    const topLast = (p) => p.path.includes("/") ? 0 : 1;
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
      await writeFileAtomic(join(opts.dir, PINS_FILE), `${JSON.stringify(record, null, 2)}
`);
    }
  } catch (e) {
    throw new HarnessError(`the baselines cache ${opts.dir} cannot be written (${oneLine(e)})`);
  }
  return outcome;
}

export {
  FETCH_TIMEOUT_MS,
  MAX_REDIRECTS,
  sourceProblem,
  parseSource,
  fetchBaselines
};
