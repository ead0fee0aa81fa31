/**
 * The only content rewrite of the skill hash (the reference's src/run/skill-hash.ts; docs/reference.md#fingerprints-and-staleness): plugin manifests are
 * hashed without their `version`, so a pure version bump does not read as drift.
 *   legacy (v9–v11): JSON.parse, delete .version, JSON.stringify (V8 key order); raw bytes on any throw.
 *   jcs1   (v12):    JSON.parse (raw bytes if it fails), delete .version of a plain object, canonical JSON.
 */
import { jcsSerialize } from "./jcs.js";

/** Whether a root-relative path is a manifest the transforms apply to. */
export function isManifestPath(rel: string): boolean {
  return rel.endsWith(".claude-plugin/plugin.json") || rel === "plugin.json";
}

/** Content hashed for a manifest under the legacy transform. */
export function legacyManifestContent(bytes: Buffer): Buffer | string {
  try {
    const manifest = JSON.parse(bytes.toString("utf8")) as Record<string, unknown>;
    // Mirrors the reference exactly: `delete null.version` throws and so keeps the raw bytes.
    delete (manifest as { version?: unknown }).version;
    return JSON.stringify(manifest);
  } catch {
    return bytes;
  }
}

/**
 * Content hashed for a manifest under the jcs1 transform. Throws JcsCanonicalizationError for
 * a manifest that parses but cannot be canonicalized (a non-finite number); the walk records
 * that as a read error.
 */
export function jcs1ManifestContent(bytes: Buffer): Buffer | string {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString("utf8"));
  } catch {
    return bytes;
  }
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    delete (value as { version?: unknown }).version;
  }
  return jcsSerialize(value);
}
