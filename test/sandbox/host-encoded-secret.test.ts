/**
 * Issue 21, item 5 (second half): a skill that reads a key the harness holds can leave it in
 * outputs in an encoding of its choosing. The redaction of cassettes (outputs snapshotted into
 * artifacts, events) and the masking of logs catch the common encodings of every held secret:
 * base64 and base64url (whole, and inside a longer encoded text at any alignment), hex,
 * URL-encoding and the reversed text.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Cassette } from "../../src/core/cassette/types.js";
import { buildManifest } from "../../src/live/record/manifest.js";
import { createRedactor } from "../../src/core/util/redact.js";
import { redactCassette } from "../../src/live/record/redact-cassette.js";
import { secretValuesFromEnv } from "../../src/core/util/secret-patterns.js";
import { maskSecrets } from "../../src/core/util/secret-scan.js";

// an API key shape our token patterns would not recognise once encoded
const KEY = "sk-ant-api03-h21hostQ7xv2LmN8pRtY4wZs0KdFgHjUe";
const pct = (s: string): string =>
  [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, "0").toUpperCase()}`).join("");
const ENCODINGS: Record<string, string> = {
  base64: Buffer.from(KEY).toString("base64"),
  base64url: Buffer.from(KEY).toString("base64url"),
  "base64, inside a longer text (offset 1)": Buffer.from(`x${KEY}-tail`).toString("base64"),
  "base64, inside a longer text (offset 2)": Buffer.from(`xy${KEY} tail`).toString("base64"),
  hex: Buffer.from(KEY).toString("hex"),
  HEX: Buffer.from(KEY).toString("hex").toUpperCase(),
  "url-encoded (every byte)": pct(KEY),
  reversed: [...KEY].reverse().join(""),
};

/** Whether any decoding of `text` still shows the key. */
function recoverable(text: string): boolean {
  const candidates = [text, [...text].reverse().join("")];
  for (const tok of text.match(/[A-Za-z0-9+/_=-]{16,}/g) ?? []) {
    for (let skip = 0; skip < 4; skip++)
      candidates.push(Buffer.from(tok.slice(skip).replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("latin1"));
  }
  for (const tok of text.match(/[0-9a-fA-F]{16,}/g) ?? [])
    candidates.push(Buffer.from(tok.length % 2 ? tok.slice(1) : tok, "hex").toString("latin1"));
  try {
    candidates.push(decodeURIComponent(text));
  } catch {
    /* not URI text */
  }
  return candidates.some((c) => c.includes(KEY));
}

const dir = mkdtempSync(join(tmpdir(), "h21-enc-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("an encoded key in outputs", () => {
  const env = { ANTHROPIC_API_KEY: KEY };
  it.each(Object.entries(ENCODINGS))("%s: redacted in the cassette's artifacts and events", async (what, encoded) => {
    const work = join(dir, what.replace(/[^a-z0-9]+/gi, "-"));
    mkdirSync(join(work, "outputs"), { recursive: true });
    writeFileSync(join(work, "outputs", "leak.txt"), `here it is: ${encoded}\n`);
    const artifacts = await buildManifest(work, ["outputs"]);
    expect(recoverable(artifacts[0]!.body!)).toBe(true); // the snapshot really holds it
    const cassette = {
      scenario: { name: "s", prompt: "p", session: "(inline)" },
      events: [JSON.stringify({ type: "assistant", text: `done: ${encoded}` })],
      artifacts,
    } as unknown as Cassette;
    const { cassette: out } = redactCassette(cassette, createRedactor({ secretValues: secretValuesFromEnv(env) }));
    const text = JSON.stringify(out);
    expect(recoverable(out.artifacts![0]!.body!)).toBe(false);
    expect(recoverable(JSON.parse(out.events[0]!).text)).toBe(false);
    expect(text).not.toContain(encoded);
  });

  it.each(Object.entries(ENCODINGS))("%s: masked in log lines", (_what, encoded) => {
    const line = maskSecrets(`agent said: ${encoded}`, [KEY]);
    expect(recoverable(line)).toBe(false);
  });

  it("ordinary text is left alone", () => {
    const r = createRedactor({ secretValues: [KEY] });
    const text = "The revenue was 10531.50 and the report is in outputs/metrics.md — deadbeefcafe1234";
    expect(r.text(text)).toBe(text);
    expect(maskSecrets(text, [KEY])).toBe(text);
  });
});
