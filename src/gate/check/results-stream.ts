/**
 * The gate's results, streamed (issue 18, bounded at scale): each cassette's result is masked and
 * its JSON appended as soon as it and every result before it have finished (a reorder buffer, so
 * the file keeps the input order although results complete out of order under bounded
 * concurrency), and what stays in memory is the compact form the report needs (`compactResult`).
 *
 * The envelope is exactly `resultsFile()`'s JSON (`{"tool","version","command":"check","ok",
 * ["shard"],"results":[…],"error":null}`), but `ok` is known only at the end: the results array
 * goes to a body temp file first, and `finish(ok)` assembles the envelope — header, a streaming
 * copy of the body, trailer — into a second temp file beside the target, synced and renamed over
 * it (a killed run leaves the old file or the new one, never a torn one; its temp files carry its
 * pid and are swept by the next writer, temp-files.ts). The same copy feeds the JSON on stdout.
 */
import type { SkillLintEntry } from "../report/gate-report.js";
import { closeSync, fsyncSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { StringDecoder } from "node:string_decoder";
import { dirname, join } from "node:path";
import type { AssertionResult } from "../assert/context.js";
import type { ReplayResult } from "../replay/result.js";
import type { Coverage } from "../coverage/types.js";
import { resultsFile } from "./results-file.js";
import { sweepStaleTemps, tempPathBeside } from "../../core/util/temp-files.js";
import { envSecretValues, maskSecretsDeep } from "../../core/util/secret-scan.js";

export interface ResultsStreamOptions {
  /** the results file to write (atomically, at `finish`) */
  path?: string;
  /** the shard label the envelope carries */
  shard?: string;
  /** where the envelope's JSON goes besides the file (e.g. stdout), in chunks */
  stdout?: (text: string) => void;
  /** secret values to mask (default: the environment's) */
  secrets?: readonly string[];
}

const COPY_CHUNK = 1024 * 1024;

/** One passing assertion: what the report counts (pass, source) and nothing else; shared per source. */
const passStubs = new Map<string | undefined, AssertionResult>();
function passStub(source: AssertionResult["source"]): AssertionResult {
  let s = passStubs.get(source);
  if (!s) {
    s = Object.freeze({
      assertion: Object.freeze({}) as AssertionResult["assertion"],
      pass: true,
      ...(source !== undefined ? { source } : {}),
    }) as AssertionResult;
    passStubs.set(source, s);
  }
  return s;
}

/**
 * What the gate report (buildGateReport, loadReportSources, rerunStale) reads of a result, and
 * nothing more: failing (and warned) assertions in full, other passing ones as shared stubs (the counts the rows show
 * are the same), the verdict's failures, staleness, findings, reassert, rerun, unchecked, skipped, mutation.
 */
export function compactResult(r: ReplayResult): ReplayResult {
  const out: Record<string, unknown> = {
    command: r.command,
    mode: r.mode,
    scenario: r.scenario,
    cassette: r.cassette,
    exitCode: r.exitCode,
    // a passing assertion with a warning is kept whole: the report shows the warning at its line
    assertions: r.assertions.map((a) => (a.pass && a.warning === undefined ? passStub(a.source) : a)),
    verdict: { failures: r.verdict?.failures ?? [] },
  };
  for (const k of [
    "error",
    "staleness",
    "findings",
    "reassert",
    "rerun",
    "unchecked",
    "skippedAssertions",
    "mutation",
  ] as const) {
    if (r[k] !== undefined) out[k] = r[k];
  }
  return out as unknown as ReplayResult;
}

/** What the envelope carries beside the results when the gate judged against a base or its coverage. */
export interface EnvelopeExtras {
  changes?: Record<string, string>;
  coverage?: Coverage;
  skillLint?: Omit<SkillLintEntry, "gating">[];
}

function envelopeParts(shard: string | undefined, ok: boolean, extras: EnvelopeExtras): { head: string; tail: string } {
  // JSON.stringify(resultsFile(results, ok, shard, …)) split around the results array's contents
  const json = JSON.stringify(resultsFile([], ok, shard, extras.changes, extras.coverage, extras.skillLint));
  const at = json.indexOf('"results":[]') + '"results":['.length;
  return { head: json.slice(0, at), tail: json.slice(at) };
}

export class ResultsStream {
  private readonly pending = new Map<number, string>();
  private next = 0;
  private count = 0;
  private bodyPath: string | undefined;
  private fd: number | undefined;
  private readonly secrets: readonly string[];
  private closed = false;

  private constructor(private readonly opts: ResultsStreamOptions) {
    this.secrets = opts.secrets ?? envSecretValues();
  }

  /** A stream for `opts` (no file and no stdout: only masks and compacts). */
  static async open(opts: ResultsStreamOptions): Promise<ResultsStream> {
    const s = new ResultsStream(opts);
    if (opts.path !== undefined || opts.stdout !== undefined) {
      const target = opts.path ?? join(tmpdir(), "cowork-harness-results.json");
      await sweepStaleTemps(dirname(target));
      s.bodyPath = tempPathBeside(target, "body");
      s.fd = openSync(s.bodyPath, "wx+", 0o600);
    }
    return s;
  }

  /**
   * Result `index` (input order) has finished: masks it, writes it (now, or once the results before
   * it are written) and returns its compact form to keep.
   */
  push(index: number, result: ReplayResult): ReplayResult {
    if (this.closed) throw new Error("results stream already finished");
    const masked = maskSecretsDeep(result, this.secrets);
    if (this.fd !== undefined) {
      this.pending.set(index, JSON.stringify(masked));
      for (let s = this.pending.get(this.next); s !== undefined; s = this.pending.get(this.next)) {
        this.pending.delete(this.next);
        writeSync(this.fd, this.count === 0 ? s : `,${s}`);
        this.count++;
        this.next++;
      }
    }
    return compactResult(masked);
  }

  /** Writes the envelope with `ok` (and the changes against the base): the results file (atomically) and/or stdout. */
  async finish(ok: boolean, extras: EnvelopeExtras = {}): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.fd === undefined || this.bodyPath === undefined) return;
    if (this.pending.size > 0) {
      await this.abort();
      throw new Error(`results stream: ${this.pending.size} result(s) never followed their predecessors`);
    }
    const body = this.fd;
    this.fd = undefined;
    // the coverage carries text drawn from recordings (the behaviour diffs): masked like every result
    const { head, tail } = envelopeParts(this.opts.shard, ok, maskSecretsDeep(extras, this.secrets));
    const out = this.opts.path !== undefined ? tempPathBeside(this.opts.path, "write") : undefined;
    let outFd: number | undefined;
    try {
      if (out !== undefined) outFd = openSync(out, "wx", 0o644);
      const emit = (text: string): void => {
        if (outFd !== undefined) writeSync(outFd, text);
        this.opts.stdout?.(text);
      };
      emit(head);
      // a streaming copy of the body; the decoder keeps each stdout chunk whole UTF-8 text
      const decoder = new StringDecoder("utf8");
      const chunk = Buffer.allocUnsafe(COPY_CHUNK);
      for (let pos = 0; ;) {
        const n = readSync(body, chunk, 0, chunk.length, pos);
        if (n === 0) break;
        pos += n;
        if (outFd !== undefined) writeSync(outFd, chunk, 0, n);
        if (this.opts.stdout) {
          const text = decoder.write(chunk.subarray(0, n));
          if (text !== "") this.opts.stdout(text);
        }
      }
      if (this.opts.stdout) {
        const rest = decoder.end();
        if (rest !== "") this.opts.stdout(rest);
      }
      emit(`${tail}\n`);
      if (outFd !== undefined) {
        fsyncSync(outFd);
        closeSync(outFd);
        outFd = undefined;
        await rename(out!, this.opts.path!);
      }
    } catch (e) {
      if (outFd !== undefined) closeSync(outFd);
      if (out !== undefined) await rm(out, { force: true });
      throw e;
    } finally {
      closeSync(body);
      rmSync(this.bodyPath, { force: true });
    }
  }

  /** Drops the temp files (a run that stopped before its envelope). */
  async abort(): Promise<void> {
    this.closed = true;
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    if (this.bodyPath !== undefined) await rm(this.bodyPath, { force: true });
  }
}
