/**
 * Fuzzing the cassette loader (parseCassetteText / checkCassette): random text, mutated real
 * cassette text (truncation, deletions, invalid UTF-8, duplicated slices and keys) and mutated
 * cassette objects (wrong types, deep nesting, huge strings) must each load or be refused with a
 * one-line HarnessError — never another exception.
 */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkCassette, loadCassetteFile, parseCassetteText } from "../../src/core/cassette/load.js";
import { HarnessError } from "../../src/core/util/errors.js";
import {
  mutatedCassetteObject,
  mutatedText,
  params,
  realCassetteTexts,
  realize,
  timeoutFor,
  verdictOrHarnessError,
  verdictOrHarnessErrorAsync,
} from "./fuzz-support.js";

const PATH = "fuzz/x.cassette.json";

describe("cassette loader under fuzz", () => {
  it(
    "random text: loads or one-line HarnessError",
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string(),
            fc.string({ unit: "binary" }),
            fc.json(),
            fc.jsonValue().map((v) => JSON.stringify(v)),
          ),
          (text) => {
            verdictOrHarnessError(() => parseCassetteText(text, PATH));
          },
        ),
        params(300),
      );
    },
    timeoutFor(300, 2),
  );

  it(
    "mutated real cassette text: loads or one-line HarnessError naming the file",
    () => {
      fc.assert(
        fc.property(mutatedText(fc.constantFrom(...realCassetteTexts)), (text) => {
          const r = verdictOrHarnessError(() => parseCassetteText(text, PATH));
          if (r instanceof HarnessError) expect(r.message.startsWith(`${PATH}: `)).toBe(true);
        }),
        params(300),
      );
    },
    timeoutFor(300, 10),
  );

  it(
    "duplicate keys: the last one wins and the result is still checked",
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...realCassetteTexts),
          fc.constantFrom("scenario", "events", "cassetteVersion", "artifacts", "fingerprint", "controlOut"),
          fc.jsonValue({ maxDepth: 2 }),
          (text, key, value) => {
            const dup = text.replace(/\}\s*$/, `, ${JSON.stringify(key)}: ${JSON.stringify(value)}}`);
            verdictOrHarnessError(() => parseCassetteText(dup, PATH));
          },
        ),
        params(200),
      );
    },
    timeoutFor(200, 10),
  );

  it(
    "mutated cassette objects (wrong types, deep nesting, huge strings): checked or refused",
    () => {
      fc.assert(
        fc.property(mutatedCassetteObject, (obj) => {
          verdictOrHarnessError(() => checkCassette(realize(obj), PATH));
        }),
        params(300),
      );
    },
    timeoutFor(300, 20),
  );

  it(
    "files of random bytes (invalid UTF-8) through loadCassetteFile",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "fuzz-cassette-"));
      try {
        await fc.assert(
          fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), async (bytes) => {
            const file = join(dir, "c.cassette.json");
            writeFileSync(file, bytes);
            const r = await verdictOrHarnessErrorAsync(() => loadCassetteFile(file));
            expect(r).toBeInstanceOf(HarnessError);
          }),
          params(100),
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    timeoutFor(100, 20),
  );
});
