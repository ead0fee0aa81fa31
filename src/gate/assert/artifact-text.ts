/**
 * `artifact_text: {artifact, contains?: [], not_contains?: [], matches?, not_matches?}`
 * (the reference's src/assert.ts; docs/reference.md#replay-and-assertions "Filesystem"): text matchers over a materialized artifact body
 * (≤ 10 MiB), all of which must hold. Literals are case-sensitive, regexes use /…/i.
 * No body to scan on `lane: remote`; link and body-less entries are "evidence unavailable";
 * a NEGATIVE matcher over bytes that are not lossless UTF-8 would pass without reading the
 * real content, so it is "evidence unavailable" too.
 */
import { readFileSync, statSync } from "node:fs";
import type { KeyEvaluator, KeyResult } from "./context.js";
import { ARTIFACT_READ_CAP } from "./artifact-json.js";
import { badArg, fail, isNonEmptyString, isRecord, pass, regexArg } from "./describe.js";
import { lookupArtifact } from "./files.js";

interface TextQuery {
  artifact: string;
  contains: string[];
  notContains: string[];
  matches?: string;
  notMatches?: string;
}

const SHAPE = "{artifact, contains?: string[], not_contains?: string[], matches?: regex, not_matches?: regex}";

function stringList(v: unknown): string[] | null {
  if (v === undefined) return [];
  return Array.isArray(v) && v.every((x) => typeof x === "string") ? (v as string[]) : null;
}

function readQuery(arg: unknown): TextQuery | KeyResult {
  if (!isRecord(arg) || !isNonEmptyString(arg.artifact)) return badArg("artifact_text", arg, SHAPE);
  const contains = stringList(arg.contains);
  const notContains = stringList(arg.not_contains);
  const { matches, not_matches: notMatches } = arg;
  if (!contains || !notContains) return badArg("artifact_text", arg, SHAPE);
  if (
    (matches !== undefined && typeof matches !== "string") ||
    (notMatches !== undefined && typeof notMatches !== "string")
  )
    return badArg("artifact_text", arg, SHAPE);
  if (arg.contains === undefined && arg.not_contains === undefined && matches === undefined && notMatches === undefined)
    return fail("artifact_text: set at least one of contains / not_contains / matches / not_matches");
  return {
    artifact: arg.artifact,
    contains,
    notContains,
    ...(matches !== undefined ? { matches: matches as string } : {}),
    ...(notMatches !== undefined ? { notMatches: notMatches as string } : {}),
  };
}

/** True when the bytes decode as UTF-8 without any replacement. */
export function isLosslessUtf8(buf: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(buf);
    return true;
  } catch {
    return false;
  }
}

function bodyLessCause(reason: string | undefined): string {
  switch (reason) {
    case "input":
      return "(an uploaded input — captured hash-only, never inlined)";
    case "readonly":
      return "(read-only connected-folder input — its content is never captured)";
    case "size":
      return "(larger than the artifact-body cap — raise --max-artifact-bytes to capture it)";
    default:
      return "(a read-only input, or an artifact larger than the body cap)";
  }
}

function readBody(file: string, artifact: string, body: Buffer | undefined): { buf: Buffer } | KeyResult {
  if (body !== undefined) {
    return body.length > ARTIFACT_READ_CAP
      ? fail(`artifact_text: file too large to scan (${body.length} bytes, limit 10 MiB)`)
      : { buf: body };
  }
  try {
    const size = statSync(file).size;
    if (size > ARTIFACT_READ_CAP) return fail(`artifact_text: file too large to scan (${size} bytes, limit 10 MiB)`);
    return { buf: readFileSync(file) };
  } catch (e) {
    return fail(`artifact_text: ${artifact} could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function matchBody(q: TextQuery, body: string): KeyResult {
  const missing = q.contains.filter((n) => !body.includes(n));
  if (missing.length > 0)
    return fail(`artifact_text: ${q.artifact} does not contain ${missing.map((m) => JSON.stringify(m)).join(", ")}`);
  const present = q.notContains.filter((n) => body.includes(n));
  if (present.length > 0)
    return fail(
      `artifact_text: ${q.artifact} unexpectedly contains ${present.map((m) => JSON.stringify(m)).join(", ")}`,
    );
  for (const [pattern, want] of [
    [q.matches, true],
    [q.notMatches, false],
  ] as const) {
    if (pattern === undefined) continue;
    const r = regexArg("artifact_text", pattern);
    if ("result" in r) return r.result;
    if (r.re.test(body) !== want)
      return fail(
        want
          ? `artifact_text: ${q.artifact} did not match /${pattern}/i`
          : `artifact_text: ${q.artifact} unexpectedly matched /${pattern}/i`,
      );
  }
  return pass(`artifact_text: ${q.artifact} satisfied every matcher`);
}

const artifactText: KeyEvaluator = (arg, ctx) => {
  const q = readQuery(arg);
  if ("pass" in q) return q;
  if (ctx.lane === "remote")
    return fail(
      "artifact_text cannot be evaluated on `lane: remote` — a remote container's filesystem is not locally observable, so there is no body to scan. Assert on the agent's own statement of the content (`transcript_matches`), or use `lane: local`",
    );
  const found = lookupArtifact("artifact_text", q.artifact, ctx);
  switch (found.state) {
    case "unsafe":
      return fail(found.message);
    case "link":
      return fail(
        `evidence unavailable: "${q.artifact}" was a symlink/hardlink at record time — its content is not in the cassette; re-record or assert on the deliverable`,
      );
    case "no-tree":
      return fail(`artifact_text: file not found: ${q.artifact} (no artifact tree was materialized)`);
    case "missing":
      return fail(`artifact_text: file not found: ${q.artifact} (under ${ctx.workRoot})`);
    case "unreadable":
      return fail(`artifact_text: ${q.artifact} could not be read: ${found.error}`);
    case "body-less":
      return fail(
        `evidence unavailable: artifact_text target "${q.artifact}" was captured body-less ${bodyLessCause(found.reason)} — content is not available to match against`,
      );
    case "present":
      break;
  }
  const read = readBody(found.real, q.artifact, found.body);
  if ("pass" in read) return read;
  const negative = q.notContains.length > 0 || q.notMatches !== undefined;
  if (negative && !isLosslessUtf8(read.buf))
    return fail(
      `evidence unavailable: "${q.artifact}" is not lossless UTF-8 (binary or invalid encoding) — a negative text assertion over it would pass without reading the real bytes`,
    );
  return matchBody(q, read.buf.toString("utf8"));
};

export const artifactTextKeys: Record<string, KeyEvaluator> = { artifact_text: artifactText };
