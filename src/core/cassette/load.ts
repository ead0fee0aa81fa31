/**
 * Reading a cassette file (the reference's src/run/cassette.ts; docs/reference.md#replay-and-assertions): parse, check the shape against our JSON
 * Schema and the loose model, enforce the version floor and the hash-format invariant,
 * and validate every frozen assertion. Every failure is one HarnessError line naming the file.
 */
import { lstatSync, readFileSync, statSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { HarnessError, oneLine } from "../util/errors.js";
import { escapesRepositoryRoot, repositoryRootOf } from "../util/repo-root.js";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "../util/bounded-json.js";
import { validateCassette } from "../schema/cassette-validator.js";
import { parseCassetteShape } from "./model.js";
import { LARGE_CASSETTE_BYTES, readLargeCassette } from "./large-cassette.js";
import { validateParsedAssertion } from "../scenario/assertion-schema.js";
import { CURRENT_CASSETTE_VERSION, MIN_CASSETTE_VERSION, type Cassette } from "./types.js";

export interface LoadedCassette {
  path: string;
  cassette: Cassette;
  /** assertion problems tolerated because the cassette is newer than this build */
  warnings: string[];
}

function fail(path: string, message: string): never {
  throw new HarnessError(`${path}: ${message}`);
}

export const MAX_CASSETTE_BYTES_ENV = "COWORK_HARNESS_MAX_CASSETTE_BYTES";
/**
 * Default size cap. A large cassette is streamed once and its event lines stay on disk, decoded
 * one at a time while the evidence (transcript, tool results) is folded (./large-cassette.ts):
 * a replay or check peaks at about 1.5× the file size in memory, Node's own ~55 MB included
 * (measured: a 103 MB cassette, ~150–160 MB RSS). 128 MiB keeps a replay near 200 MB. A file
 * the streaming scan does not take on is read whole and parsed, several times its size, and V8
 * cannot hold a string much over 512 MiB at all, whatever the cap.
 */
export const DEFAULT_MAX_CASSETTE_BYTES = 128 * 1024 * 1024;

/** The size cap in bytes: the env override when it is a positive integer, else the default. */
export function maxCassetteBytes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[MAX_CASSETTE_BYTES_ENV];
  const n = raw === undefined || raw.trim() === "" ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_MAX_CASSETTE_BYTES;
}

function unreadable(path: string, e: unknown): never {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === "ERR_STRING_TOO_LONG")
    fail(path, `too large to hold in memory as one string (Node's limit is about 512 MiB) — split the recording`);
  fail(
    path,
    code === "ENOENT"
      ? "path not found"
      : code === "EISDIR"
        ? "is a directory, not a cassette file"
        : `unreadable: ${oneLine(e)}`,
  );
}

/**
 * A cassette file is pull-request input even where the workflow names it: it may be replaced by a
 * symbolic link to a file outside the repository (whose text a parse error would quote) or to a
 * device or FIFO (which never ends, or never answers). Neither is read. A link that stays inside
 * the repository is followed.
 */
function refuseIrregular(path: string): void {
  let st;
  try {
    st = lstatSync(path);
  } catch {
    return; // the reader says what is wrong
  }
  if (st.isSymbolicLink() && escapesRepositoryRoot(repositoryRootOf(path), path))
    fail(
      path,
      "is a symbolic link to a file outside the repository — not read (a cassette must be a file inside the repository)",
    );
  const target = st.isSymbolicLink() ? statSync(path, { throwIfNoEntry: false }) : st;
  if (target !== undefined && !target.isFile() && !target.isDirectory())
    fail(path, "is not a regular file (a FIFO, a device or a socket) — not read");
}

/**
 * Reads a cassette's text, refusing (before reading) a file larger than the size cap, a link out of
 * the repository and anything but a regular file. Every reader of cassette files goes through here.
 */
export async function readCassetteText(path: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const limit = maxCassetteBytes(env);
  try {
    refuseIrregular(path);
    const st = await stat(path);
    if (st.isDirectory()) fail(path, "is a directory, not a cassette file");
    if (st.size > limit) {
      fail(
        path,
        `cassette is ${st.size} bytes, over the ${limit}-byte limit — refusing to load it (a replay needs about 1.5× the file size in memory; raise the limit with ${MAX_CASSETTE_BYTES_ENV}=<bytes> if the machine has it)`,
      );
    }
    return await readFile(path, "utf8");
  } catch (e) {
    if (e instanceof HarnessError) throw e;
    unreadable(path, e);
  }
}

export async function loadCassetteFile(path: string): Promise<LoadedCassette> {
  const small = readSmallCassetteText(path);
  if (small !== undefined) return parseCassetteText(small, path);
  refuseIrregular(path);
  const large = await readLargeCassette(path, maxCassetteBytes());
  if (large) return checkCassette(large.raw, path, large.events);
  return parseCassetteText(await readCassetteText(path), path);
}

/**
 * A regular file under the large-cassette size, read in one synchronous call (one stat, one
 * read): a gate replays hundreds of small cassettes, and the promise API's open/stat/read/close
 * round trips cost more than the read itself. Undefined for anything else (a missing path, a
 * link, a directory, a large file), which the general path then reads or refuses with its own message.
 */
function readSmallCassetteText(path: string): string | undefined {
  let size: number;
  try {
    const st = lstatSync(path); // a link takes the general path, which judges where it lands
    if (!st.isFile()) return undefined;
    size = st.size;
  } catch {
    return undefined;
  }
  if (size >= LARGE_CASSETTE_BYTES || size > maxCassetteBytes()) return undefined;
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

export function parseCassetteText(text: string, path: string): LoadedCassette {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    fail(path, `unreadable / invalid cassette JSON: ${oneLine(e)}`);
  }
  return checkCassette(raw, path);
}

/** `events`: the event lines when `raw` carries them apart (a large cassette, ./large-cassette.ts). */
export function checkCassette(raw: unknown, path: string, events?: string[]): LoadedCassette {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    fail(path, "invalid cassette shape: the file is JSON but not a cassette object");
  }
  if (nestsDeeperThan(raw)) fail(path, `invalid cassette shape: JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  const schemaErrors = validateCassette(raw);
  if (schemaErrors.length > 0) fail(path, `invalid cassette shape: ${schemaErrors.slice(0, 3).join("; ")}`);
  const shape = parseCassetteShape(raw);
  if (!shape.ok) fail(path, `invalid cassette shape: ${shape.error}`);
  const cassette = shape.cassette;
  if (events) cassette.events = events;
  if (!Array.isArray(cassette.scenario.assert)) cassette.scenario.assert = [];

  const version = cassette.cassetteVersion ?? 0;
  if (version < MIN_CASSETTE_VERSION) {
    fail(
      path,
      `cassette recorded at v${version} is older than the minimum supported version v${MIN_CASSETTE_VERSION} — re-record this cassette`,
    );
  }
  const fp = cassette.fingerprint;
  if (fp) {
    if (version === CURRENT_CASSETTE_VERSION && fp.hashFormat !== "jcs1") {
      fail(
        path,
        `cassetteVersion ${version} requires fingerprint.hashFormat "jcs1" (found ${JSON.stringify(fp.hashFormat)}) — the stamp and the digest disagree`,
      );
    }
    if (version < CURRENT_CASSETTE_VERSION && fp.hashFormat !== undefined) {
      fail(
        path,
        `cassetteVersion ${version} must not carry fingerprint.hashFormat (found ${JSON.stringify(fp.hashFormat)}) — the stamp and the digest disagree`,
      );
    }
  }

  const warnings: string[] = [];
  const problems: string[] = [];
  cassette.scenario.assert.forEach((item, i) => {
    const problem = validateParsedAssertion(item);
    if (problem) problems.push(`scenario.assert[${i}]: ${problem}`);
  });
  if (problems.length > 0) {
    if (version <= CURRENT_CASSETTE_VERSION) {
      fail(
        path,
        `cassette (v${version} ≤ current v${CURRENT_CASSETTE_VERSION}) contains unrecognized assertion(s) — they would silently drop from replay: ${problems.join("; ")}`,
      );
    }
    for (const p of problems)
      warnings.push(
        `[cassette] unrecognized assertion (tolerated — cassette v${version} is newer than this build): ${p}`,
      );
  }
  return { path, cassette, warnings };
}
