/**
 * `artifact_json: {artifact, path?, equals?, in?, gt?, exists?, absent?, is_null?}`
 * (the reference's src/assert.ts; docs/reference.md#replay-and-assertions "Filesystem"). Parses a materialized artifact (≤ 10 MiB) as JSON,
 * resolves a dotted `path` (numeric segments index arrays) and AND-s the operators.
 * The path resolves three ways, kept apart on purpose:
 *   value      — present (possibly null);
 *   absent     — the final key is missing from a parent that resolved;
 *   unresolved — an intermediate segment is missing or not an object: fails loud.
 * Link entries and body-less entries carry no content: "evidence unavailable".
 */
import { readFileSync, statSync } from "node:fs";
import type { KeyEvaluator, KeyResult } from "./context.js";
import { badArg, fail, isNonEmptyString, isRecord, pass } from "./describe.js";
import { lookupArtifact } from "./files.js";

export const ARTIFACT_READ_CAP = 10 * 1024 * 1024;

export type DotResolution =
  { state: "value"; value: unknown } | { state: "absent" } | { state: "unresolved"; at: string };

export function resolveDotPath(doc: unknown, path: string | undefined): DotResolution {
  if (path === undefined || path === "") return { state: "value", value: doc };
  const segments = path.split(".");
  let cur: unknown = doc;
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i] as string;
    if (cur === null || typeof cur !== "object")
      return { state: "unresolved", at: segments.slice(0, i).join(".") || "(root)" };
    const has = Object.prototype.hasOwnProperty.call(cur, seg);
    if (i === segments.length - 1)
      return has ? { state: "value", value: (cur as Record<string, unknown>)[seg] } : { state: "absent" };
    if (!has) return { state: "unresolved", at: segments.slice(0, i + 1).join(".") };
    cur = (cur as Record<string, unknown>)[seg];
  }
  return { state: "value", value: cur };
}

/** JSON deep equality: object key order is irrelevant, array order is significant. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = Object.keys(ao);
  if (keys.length !== Object.keys(bo).length) return false;
  return keys.every((k) => Object.prototype.hasOwnProperty.call(bo, k) && jsonEqual(ao[k], bo[k]));
}

/** Why a body-less target has no content, with the remedy that fits the reason. */
function bodyLessCause(reason: string | undefined): string {
  switch (reason) {
    case "input":
      return "(an uploaded input — its content is captured hash-only, never inlined; assert artifact_json on a deliverable instead)";
    case "readonly":
      return "(read-only connected-folder input — its content is never captured; assert artifact_json on a deliverable instead)";
    case "size":
      return "(larger than the artifact-body cap — raise --max-artifact-bytes to capture it)";
    default:
      return "(a read-only connected-folder input, or an artifact larger than the body cap — if an input, assert on a deliverable; if a large deliverable, raise --max-artifact-bytes)";
  }
}

const SHAPE = "{artifact, path?, equals?, in?: [], gt?: number, exists?: boolean, absent?: boolean, is_null?: boolean}";

function validShape(arg: Record<string, unknown>): boolean {
  const { artifact, path, in: oneOf, gt, exists, absent, is_null: isNull } = arg;
  if (!isNonEmptyString(artifact)) return false;
  if (path !== undefined && typeof path !== "string") return false;
  if (oneOf !== undefined && !Array.isArray(oneOf)) return false;
  if (gt !== undefined && (typeof gt !== "number" || !Number.isFinite(gt))) return false;
  return [exists, absent, isNull].every((b) => b === undefined || typeof b === "boolean");
}

function readJson(file: string, artifact: string, body: Buffer | undefined): { doc: unknown } | KeyResult {
  try {
    const size = body?.length ?? statSync(file).size;
    if (size > ARTIFACT_READ_CAP)
      return fail(`artifact_json: file too large to parse as JSON (${size} bytes, limit 10 MiB)`);
    return { doc: JSON.parse((body ?? readFileSync(file)).toString("utf8")) as unknown };
  } catch (e) {
    return fail(
      `artifact_json: ${artifact} could not be read/parsed as JSON: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}

/** Applies the operators (AND) to a resolved value; the first failing one is reported. */
function applyOperators(arg: Record<string, unknown>, r: Exclude<DotResolution, { state: "unresolved" }>): KeyResult {
  const path = arg.path as string | undefined;
  const shownPath = path ?? "(root)";
  const present = r.state === "value";
  const value = r.state === "value" ? r.value : undefined;
  const shown = JSON.stringify(value);
  const checks: KeyResult[] = [];
  if (arg.exists !== undefined)
    checks.push(
      present === arg.exists
        ? pass()
        : fail(`artifact_json: "${shownPath}" exists=${present}, expected ${String(arg.exists)}`),
    );
  if (arg.absent !== undefined) {
    const absent = r.state === "absent";
    checks.push(
      absent === arg.absent
        ? pass()
        : fail(`artifact_json: "${path}" absent=${absent}, expected ${String(arg.absent)}`),
    );
  }
  if (arg.is_null !== undefined) {
    if (!present)
      checks.push(
        fail(
          `artifact_json: "${shownPath}" is_null: path is absent — cannot determine null-ness (use absent: true to assert absence)`,
        ),
      );
    else
      checks.push(
        (value === null) === arg.is_null
          ? pass()
          : fail(`artifact_json: "${shownPath}" is_null=${value === null}, expected ${String(arg.is_null)}`),
      );
  }
  if (arg.equals !== undefined)
    checks.push(
      present && jsonEqual(value, arg.equals)
        ? pass()
        : fail(`artifact_json: "${path}" = ${shown}, expected ${JSON.stringify(arg.equals)}`),
    );
  if (arg.gt !== undefined)
    checks.push(
      typeof value === "number" && value > (arg.gt as number)
        ? pass()
        : fail(`artifact_json: "${path}" = ${shown}, expected > ${String(arg.gt)}`),
    );
  if (arg.in !== undefined)
    checks.push(
      present && (arg.in as unknown[]).some((x) => jsonEqual(value, x))
        ? pass()
        : fail(`artifact_json: "${path}" = ${shown}, expected one of ${JSON.stringify(arg.in)}`),
    );
  if (checks.length === 0)
    checks.push(
      present ? pass() : fail(`artifact_json: "${shownPath}" is not present (no operator given → existence check)`),
    );
  return checks.find((c) => !c.pass) ?? pass();
}

const artifactJson: KeyEvaluator = (arg, ctx) => {
  if (!isRecord(arg) || !validShape(arg)) return badArg("artifact_json", arg, SHAPE);
  const artifact = arg.artifact as string;
  const found = lookupArtifact("artifact_json", artifact, ctx);
  switch (found.state) {
    case "unsafe":
      return fail(found.message);
    case "link":
      return fail(
        `evidence unavailable: "${artifact}" was a symlink/hardlink at record time — its content is not in the cassette (replay materializes a 0-byte placeholder); re-record or assert on the deliverable`,
      );
    case "no-tree":
      return fail(`artifact_json: file not found: ${artifact} (no artifact tree was materialized)`);
    case "missing":
      return fail(`artifact_json: file not found: ${artifact} (under ${ctx.workRoot})`);
    case "unreadable":
      return fail(`artifact_json: ${artifact} could not be read/parsed as JSON: ${found.error}`);
    case "body-less":
      return fail(
        `evidence unavailable: artifact_json target "${artifact}" was captured body-less ${bodyLessCause(found.reason)} — content is not in the cassette, so it cannot be evaluated on replay`,
      );
    case "present":
      break;
  }
  const read = readJson(found.real, artifact, found.body);
  if ("pass" in read) return read;
  const resolved = resolveDotPath(read.doc, arg.path as string | undefined);
  if (resolved.state === "unresolved")
    return fail(
      `artifact_json: path "${String(arg.path)}" unresolvable in ${artifact} — intermediate "${resolved.at}" is missing or not an object`,
    );
  return applyOperators(arg, resolved);
};

export const artifactJsonKeys: Record<string, KeyEvaluator> = { artifact_json: artifactJson };
