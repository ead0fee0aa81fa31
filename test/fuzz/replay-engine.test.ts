/**
 * Fuzzing the replay engine on mutated real cassettes: the protocol line parser on random and
 * mutated frames, driveReplay on mutated event / controlOut lines, and the whole replayLoaded
 * (drive, buckets, materialize, evaluate, verdict). Each must end in a verdict (exit 0/1/2) or a
 * one-line HarnessError, never another exception.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { checkCassette } from "../../src/core/cassette/load.js";
import type { Cassette } from "../../src/core/cassette/types.js";
import { parseLine } from "../../src/core/protocol/parse-line.js";
import { ProtocolLineError } from "../../src/core/protocol/protocol-line-error.js";
import { driveReplay } from "../../src/gate/replay/drive.js";
import { replayCassetteFile, replayLoaded } from "../../src/gate/replay/replay-cassette.js";
import type { TempCopy } from "../helpers/git-copy.js";
import { examplesRepo } from "../helpers/fixtures.js";
import { scanCassette } from "../../src/gate/verify/privacy-scan.js";
import { nestsDeeperThan } from "../../src/core/util/bounded-json.js";
import { HarnessError } from "../../src/core/util/errors.js";
import {
  mutatedCassetteObject,
  mutatedLinesCassette,
  nastyValue,
  params,
  pathsOf,
  realCassetteTexts,
  realize,
  setAt,
  timeoutFor,
  toJsonText,
  verdictOrHarnessError,
  DELETE,
} from "./fuzz-support.js";

const PATH = "fuzz/x.cassette.json";

const realLines: unknown[] = realCassetteTexts.flatMap((t) => {
  const c = JSON.parse(t) as { events: string[]; controlOut?: string[] };
  return [...c.events, ...(c.controlOut ?? [])].flatMap((l) => {
    try {
      return [JSON.parse(l) as unknown];
    } catch {
      return [];
    }
  });
});

const mutatedFrame = fc
  .tuple(
    fc.constantFrom(...realLines),
    fc.array(fc.tuple(fc.nat(), fc.oneof(nastyValue, fc.constant(DELETE as unknown))), { minLength: 1, maxLength: 3 }),
  )
  .map(([line, muts]) => {
    let v = line;
    for (const [pick, value] of muts) {
      const paths = pathsOf(v);
      v = setAt(v, paths[pick % paths.length] as (string | number)[], value);
    }
    return v;
  });

function expectVerdict(result: { exitCode: number; error?: string }): void {
  expect([0, 1, 2]).toContain(result.exitCode);
  if (result.error !== undefined) expect(result.error).not.toMatch(/\n/);
}

function replayOrRefuse(obj: unknown): void {
  const loaded = verdictOrHarnessError(() => checkCassette(obj, PATH));
  if (loaded instanceof HarnessError) return;
  const r = verdictOrHarnessError(() => replayLoaded(loaded.cassette, PATH, { findings: [], notes: [] }, {}, []));
  if (!(r instanceof HarnessError)) expectVerdict(r);
}

describe("protocol line parser under fuzz", () => {
  it(
    "random JSON values: events or a ProtocolLineError, nothing else",
    () => {
      fc.assert(
        fc.property(fc.oneof(fc.jsonValue(), fc.anything(), mutatedFrame), (raw) => {
          const msg = realize(raw);
          // driveReplay refuses lines nested deeper than MAX_JSON_DEPTH before parseLine sees them
          if (nestsDeeperThan(msg)) return;
          try {
            expect(Array.isArray(parseLine(msg))).toBe(true);
          } catch (e) {
            if (!(e instanceof ProtocolLineError)) throw new Error(`escaped as ${String(e)}`, { cause: e });
            expect(e.message).not.toMatch(/\n/);
          }
        }),
        params(1000),
      );
    },
    timeoutFor(1000, 2),
  );
});

describe("driveReplay under fuzz", () => {
  it(
    "mutated event and controlOut lines: a drive result, never a throw",
    () => {
      fc.assert(
        fc.property(mutatedLinesCassette, (obj) => {
          const r = driveReplay(obj as unknown as Cassette);
          expect(Array.isArray(r.protocolFailures)).toBe(true);
          for (const w of r.warnings) expect(w).not.toMatch(/\n/);
        }),
        params(300),
      );
    },
    timeoutFor(300, 20),
  );

  it(
    "random event arrays: a drive result, or a HarnessError for a non-array",
    () => {
      fc.assert(
        fc.property(
          fc.array(
            fc.oneof(
              fc.jsonValue().map((v) => JSON.stringify(v)),
              fc.string(),
              fc.jsonValue(),
            ),
            { maxLength: 30 },
          ),
          fc.option(
            fc.array(
              fc.oneof(
                fc.string(),
                fc.jsonValue().map((v) => JSON.stringify(v)),
              ),
              { maxLength: 10 },
            ),
          ),
          (events, controlOut) => {
            verdictOrHarnessError(() =>
              driveReplay({ events, ...(controlOut ? { controlOut } : {}) } as unknown as Cassette),
            );
          },
        ),
        params(300),
      );
    },
    timeoutFor(300, 5),
  );
});

describe("replayLoaded under fuzz", () => {
  it(
    "mutated event lines of real cassettes: a verdict or a one-line HarnessError",
    () => {
      fc.assert(
        fc.property(mutatedLinesCassette, (obj) => replayOrRefuse(obj)),
        params(150),
      );
    },
    timeoutFor(150, 60),
  );

  it(
    "structurally mutated real cassettes: a verdict or a one-line HarnessError",
    () => {
      fc.assert(
        fc.property(mutatedCassetteObject, (obj) => replayOrRefuse(realize(obj))),
        params(150),
      );
    },
    timeoutFor(150, 60),
  );

  it(
    "random assertion lists frozen in a real cassette: a verdict or a one-line HarnessError",
    () => {
      const keys = [
        "transcript_matches",
        "tool_called",
        "tool_called_matches",
        "artifact_text",
        "file_exists",
        "no_unexpected_files",
        "question_asked",
        "max_turns",
        "skill_triggered",
        "path_denied",
        "artifact_json",
        "computer_links_resolve",
        "input_unmodified",
        "task_status",
        "not",
        "any_of",
      ];
      fc.assert(
        fc.property(
          fc.constantFrom(...realCassetteTexts),
          fc.array(
            fc.dictionary(fc.constantFrom(...keys), fc.oneof(nastyValue, fc.string()), { minKeys: 1, maxKeys: 2 }),
            { maxLength: 4 },
          ),
          (text, assert) => {
            const obj = JSON.parse(text) as { scenario: { assert: unknown[] } };
            obj.scenario.assert = assert;
            replayOrRefuse(obj);
          },
        ),
        params(200),
      );
    },
    timeoutFor(200, 60),
  );
});

describe("verify's privacy scan under fuzz", () => {
  it(
    "mutated cassettes that load: a list of findings, never a throw",
    () => {
      fc.assert(
        fc.property(fc.oneof(mutatedLinesCassette, mutatedCassetteObject), (obj) => {
          const loaded = verdictOrHarnessError(() => checkCassette(realize(obj), PATH));
          if (loaded instanceof HarnessError) return;
          expect(Array.isArray(scanCassette(loaded.cassette, []))).toBe(true);
        }),
        params(150),
      );
    },
    timeoutFor(150, 60),
  );
});

describe("replayCassetteFile under fuzz (files in a git copy of our examples)", () => {
  let repo: TempCopy;
  beforeAll(() => {
    repo = examplesRepo({ git: true });
  });
  afterAll(() => repo.cleanup());

  it(
    "mutated cassette files: a result with exit 0/1/2 and a one-line error, never a throw",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(mutatedLinesCassette, mutatedCassetteObject), async (obj) => {
          const file = join(repo.dir, "examples", "replays", "fuzzed.cassette.json");
          writeFileSync(file, toJsonText(obj));
          const { result, annotations } = await replayCassetteFile(file);
          expectVerdict(result);
          for (const a of annotations) expect(a.message).not.toMatch(/\n/);
        }),
        params(40),
      );
    },
    timeoutFor(40, 300),
  );
});
