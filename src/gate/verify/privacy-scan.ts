/**
 * The verify privacy scan over a cassette (the reference's src/redact.ts and src/scan.ts (docs/reference.md#fingerprints-and-staleness)): transcript lines,
 * driver lines, artifact paths and bodies, author-written scenario fields, fingerprint
 * paths and structural metadata. A truncated (uncommitted) artifact body is `unscanned`,
 * which is informational; a committed non-text body is `binary`, a real finding.
 */
import type { Cassette } from "../../core/cassette/types.js";
import { boundedRegExp } from "../../core/util/safe-regex.js";
import { scanHostInventory } from "./host-inventory.js";
import { FULL_PATTERNS, MANIFEST_PATTERNS, type AllowPattern, type ScanPattern } from "./privacy-patterns.js";

export interface PrivacyFinding {
  where: string;
  cls: string;
  sample: string;
}

function allowed(sample: string, cls: string, allow: AllowPattern[]): boolean {
  return allow.some((a) => {
    if (a.cls !== undefined && a.cls !== cls) return false;
    return boundedRegExp(`^(?:${a.re.source})$`, a.re.flags.replace("g", "")).test(sample);
  });
}

/**
 * Each pattern's global form, made once: scanText runs on every line and field of every cassette
 * (a verify of 200 small cassettes built some 80,000 of them). matchAll copies the regex it is
 * given, so the shared one's lastIndex never moves.
 */
const globalForms = new WeakMap<RegExp, RegExp>();
function globalForm(re: RegExp): RegExp {
  let g = globalForms.get(re);
  if (g === undefined) {
    g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    globalForms.set(re, g);
  }
  return g;
}

export function scanText(
  text: string,
  where: string,
  allow: AllowPattern[],
  patterns: ScanPattern[] = FULL_PATTERNS,
): PrivacyFinding[] {
  const out: PrivacyFinding[] = [];
  for (const { cls, re, matches } of patterns) {
    for (const sample of matches ? matches(text) : Array.from(text.matchAll(globalForm(re)), (m) => m[0])) {
      if (!allowed(sample, cls, allow)) out.push({ where, cls, sample });
    }
  }
  return out;
}

/**
 * Answers for lines seen before: cassettes recorded with one agent and one set of plugins carry the
 * same catalogs and handshakes byte for byte (the initialize response alone is ~10 KB of JSON).
 * Bounded; emptied when full.
 */
const manifestAnswers = new Map<string, boolean>();
const MANIFEST_ANSWERS_MAX = 512;
const MANIFEST_MARK = /\\u|init|serverInfo|commands/;

/**
 * The agent's and servers' own catalogs and handshakes: the init event, the initialize
 * control response, and the MCP `initialize` request / reply of each SDK server.
 */
export function isCapabilityManifest(line: string): boolean {
  // Every manifest names "init…", "serverInfo" or "commands" literally unless the line uses
  // \u escapes; skipping the JSON.parse of every other line changes no answer. One native pass
  // looks for all four.
  if (!MANIFEST_MARK.test(line)) return false;
  let answer = manifestAnswers.get(line);
  if (answer === undefined) {
    answer = parsedManifest(line);
    if (manifestAnswers.size >= MANIFEST_ANSWERS_MAX) manifestAnswers.clear();
    manifestAnswers.set(line, answer);
  }
  return answer;
}

function parsedManifest(line: string): boolean {
  let m: {
    type?: unknown;
    subtype?: unknown;
    request?: { subtype?: unknown; message?: { method?: unknown } };
    response?: { request_id?: unknown; response?: unknown };
  };
  try {
    m = JSON.parse(line) as typeof m;
  } catch {
    return false;
  }
  if (m?.type === "system" && m?.subtype === "init") return true;
  if (m?.type === "control_request") {
    return m.request?.subtype === "mcp_message" && m.request.message?.method === "initialize";
  }
  if (m?.type === "control_response") {
    const r = m.response ?? {};
    if (r.request_id === "init-1") return true;
    const body = r.response as
      { commands?: unknown; agents?: unknown; mcp_response?: { result?: { serverInfo?: unknown } } } | null | undefined;
    if (body === null || typeof body !== "object") return false;
    if ("commands" in body && "agents" in body) return true;
    const result = body.mcp_response?.result;
    return result !== null && typeof result === "object" && result.serverInfo !== undefined;
  }
  return false;
}

/** Why a manifest entry has no body, in words (its truncationReason). */
export function uncommittedReason(reason: string | undefined, bytes: number | undefined): string {
  switch (reason) {
    case "size":
      return `too large to commit${typeof bytes === "number" ? ` (${bytes} bytes)` : ""}`;
    case "input":
    case "readonly":
      return "an input the run was given (an upload or a read-only folder), kept as a digest only";
    case "unreadable":
      return "unreadable when the run ended";
    default:
      return reason ? `not committed (${reason})` : "too large or unreadable";
  }
}

function scanArtifacts(cassette: Cassette, allow: AllowPattern[]): PrivacyFinding[] {
  const out: PrivacyFinding[] = [];
  for (const a of cassette.artifacts ?? []) {
    out.push(...scanText(a.path, `artifact path ${a.path}`, allow));
    if (a.body !== undefined) {
      if (a.encoding === "base64") {
        const bytes = Buffer.from(a.body, "base64");
        const text = bytes.toString("utf8");
        if (Buffer.from(text, "utf8").equals(bytes)) out.push(...scanText(text, `artifact ${a.path}`, allow));
        else if (!allowed(a.path, "binary", allow)) {
          out.push({
            where: `artifact ${a.path}`,
            cls: "binary",
            sample: `(committed binary body — not text-scannable; review and clear with --allow ${a.path} (a pattern matched on this path))`,
          });
        }
      } else {
        out.push(...scanText(a.body, `artifact ${a.path}`, allow));
      }
    } else if (a.truncated) {
      out.push({
        where: `artifact ${a.path}`,
        cls: "unscanned",
        sample: `(body not committed — ${uncommittedReason(a.truncationReason, a.bytes)})`,
      });
    }
  }
  return out;
}

export function scanCassette(cassette: Cassette, allow: AllowPattern[] = []): PrivacyFinding[] {
  const out: PrivacyFinding[] = [];
  const lines = (list: unknown, key: string): void => {
    if (!Array.isArray(list)) return;
    list.forEach((l, i) => {
      if (typeof l !== "string") return;
      out.push(...scanText(l, `${key}[${i}]`, allow, isCapabilityManifest(l) ? MANIFEST_PATTERNS : FULL_PATTERNS));
    });
  };
  lines(cassette.events, "events");
  lines(cassette.controlOut, "controlOut");
  out.push(...scanHostInventory(cassette, (sample, cls) => allowed(sample, cls, allow)));
  (cassette.folderPrefixMap ?? []).forEach((e, i) => {
    if (typeof e?.from === "string") out.push(...scanText(e.from, `folderPrefixMap[${i}].from`, allow));
  });
  out.push(...scanArtifacts(cassette, allow));
  const sc = cassette.scenario;
  out.push(...scanText(typeof sc.prompt === "string" ? sc.prompt : "", "scenario.prompt", allow));
  out.push(...scanText(JSON.stringify(sc.answers ?? null), "scenario.answers", allow));
  out.push(...scanText(JSON.stringify(sc.assert ?? null), "scenario.assert", allow));
  for (const s of cassette.fingerprint?.skillSources ?? []) out.push(...scanText(s, "fingerprint.skillSources", allow));
  for (const [p] of cassette.fingerprint?.fileSigs ?? []) out.push(...scanText(p, "fingerprint.fileSigs", allow));
  (cassette.userVisibleRoots ?? []).forEach((r, i) =>
    out.push(...scanText(r, `metadata:userVisibleRoots[${i}]`, allow)),
  );
  out.push(...scanText(typeof sc.name === "string" ? sc.name : "", "metadata:scenario.name", allow));
  out.push(...scanText(typeof sc.session === "string" ? sc.session : "", "metadata:scenario.session", allow));
  if (cassette.scenarioSource) out.push(...scanText(cassette.scenarioSource, "metadata:scenarioSource", allow));
  const ref = (cassette.environment?.agentImage as { ref?: unknown } | undefined)?.ref;
  if (typeof ref === "string") out.push(...scanText(ref, "metadata:environment.agentImage.ref", allow));
  return out;
}
