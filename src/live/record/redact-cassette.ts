/**
 * Applying the redactor to a whole cassette before its live verdict and before it is written
 * (the reference's src/run/cassette.ts; docs/reference.md#recording-and-the-agent-protocol: its post-processing), so the verdict and the file agree. Pure.
 *
 *  - events and controlOut: line by line, structurally (lines stay valid JSON);
 *  - artifact text bodies: redacted; the entry's sha256 and bytes are recomputed over the
 *    redacted body, so replay's body-vs-digest check still holds;
 *  - a base64 body whose bytes contain a secret is replaced by the text `[REDACTED:base64]`
 *    (encoding dropped, digest and size recomputed) — binary is never patched in place;
 *  - the pre-run hash of every artifact whose body changed is nulled (it can no longer be
 *    compared: input_unmodified reports "evidence unavailable" rather than a false change);
 *  - every other string and key (scenario, paths, fingerprint paths, folderPrefixMap, timeline),
 *    except the digest fields, which are left untouched.
 */
import { createHash } from "node:crypto";
import type { Cassette, ManifestEntry } from "../../core/cassette/types.js";
import type { Redactor } from "../../core/util/redact.js";

/** Fields holding digests, never rewritten. */
const DIGEST_KEYS = new Set([
  "skillHash",
  "contentSig",
  "sharedHash",
  "promptAssetsHash",
  "sessionFingerprint",
  "sha256",
  "hashFormat",
  "cassetteVersion",
  "$schema",
  "generator",
]);

export interface RedactedCassette {
  cassette: Cassette;
  /** artifact paths (after redaction) whose body was changed */
  scrubbedArtifacts: string[];
}

const sha256 = (b: Buffer): string => createHash("sha256").update(b).digest("hex");

function redactArtifact(a: ManifestEntry, r: Redactor): { entry: ManifestEntry; scrubbed: boolean } {
  const entry: ManifestEntry = { ...r.value(a), sha256: a.sha256 };
  if (a.body === undefined) return { entry, scrubbed: false };
  if (a.encoding === "base64") {
    const raw = Buffer.from(a.body, "base64");
    if (!r.bytesHaveSecret(raw)) return { entry: { ...entry, body: a.body }, scrubbed: false };
    const body = "[REDACTED:base64]";
    const bytes = Buffer.from(body, "utf8");
    const { encoding: _dropped, ...rest } = entry;
    return { entry: { ...rest, body, bytes: bytes.length, sha256: sha256(bytes) }, scrubbed: true };
  }
  const body = r.text(a.body);
  if (body === a.body) return { entry: { ...entry, body: a.body }, scrubbed: false };
  const bytes = Buffer.from(body, "utf8");
  return { entry: { ...entry, body, bytes: bytes.length, sha256: sha256(bytes) }, scrubbed: true };
}

export function redactCassette(cassette: Cassette, r: Redactor): RedactedCassette {
  const out: Record<string, unknown> = {};
  const scrubbedArtifacts: string[] = [];
  for (const [key, value] of Object.entries(cassette)) {
    if (DIGEST_KEYS.has(key)) out[key] = value;
    else if ((key === "events" || key === "controlOut") && Array.isArray(value))
      out[key] = (value as string[]).map((l) => r.jsonLine(l));
    else if (key === "artifacts" && Array.isArray(value)) {
      out[key] = (value as ManifestEntry[]).map((a) => {
        const { entry, scrubbed } = redactArtifact(a, r);
        if (scrubbed) scrubbedArtifacts.push(entry.path);
        return entry;
      });
    } else if (key === "fingerprint" && value !== null && typeof value === "object") {
      const fp: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value as Record<string, unknown>))
        fp[k] = DIGEST_KEYS.has(k) ? v : r.value(v);
      out[key] = fp;
    } else out[key] = r.value(value);
  }
  const result = out as Cassette;
  if (result.preRunHashes && scrubbedArtifacts.length > 0) {
    for (const p of scrubbedArtifacts) if (p in result.preRunHashes) result.preRunHashes[p] = null;
  }
  return { cassette: result, scrubbedArtifacts };
}
