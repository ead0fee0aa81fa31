/**
 * Our assertion keys on the reference cassettes reproduce the reference CLI's assertion results:
 * pass, message and evidence (expected/NAME.replay.json), and the wording of the content keys.
 */
import { describe, it, expect, afterEach } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { AssertContext, KeyEvaluator } from "../../src/gate/assert/context.js";
import type { Cassette } from "../../src/core/cassette/types.js";
import { driveReplay } from "../../src/gate/replay/drive.js";
import { buildAssertContext } from "../../src/gate/replay/context.js";
import { materializeManifest, type MaterializedTree } from "../../src/gate/replay/materialize.js";
import { gateKeys } from "../../src/gate/assert/gates.js";
import { questionOptionKeys } from "../../src/gate/assert/question-options.js";
import { hookKeys } from "../../src/gate/assert/hooks.js";
import { hostloopPathKeys } from "../../src/gate/assert/hostloop-paths.js";
import { computerLinkKeys } from "../../src/gate/assert/computer-links.js";
import { fileKeys } from "../../src/gate/assert/files.js";
import { resultKeys } from "../../src/gate/assert/result.js";
import { subagentWriteKeys } from "../../src/gate/assert/subagent-writes.js";
import { transcriptKeys } from "../../src/gate/assert/transcript.js";
import { toolKeys } from "../../src/gate/assert/tools.js";
import { CONFORMANCE, REFERENCE_REPO } from "./corpus.js";

const ALL: Record<string, KeyEvaluator> = {
  ...gateKeys,
  ...questionOptionKeys,
  ...hookKeys,
  ...hostloopPathKeys,
  ...computerLinkKeys,
  ...fileKeys,
  ...resultKeys,
  ...subagentWriteKeys,
};
const check = (key: string, arg: unknown, ctx: AssertContext) => ALL[key]!(arg, ctx);
const run = (keys: Record<string, KeyEvaluator>, key: string, arg: unknown, ctx: AssertContext) => keys[key]!(arg, ctx);

const trees: MaterializedTree[] = [];
afterEach(() => {
  for (const t of trees.splice(0)) t.dispose();
});

describe("content keys on a reference cassette (conformance wording)", () => {
  const path = join(REFERENCE_REPO, "examples/replays/example-pdf-skill.cassette.json");
  const cassette = JSON.parse(readFileSync(path, "utf8")) as Cassette;
  const drive = driveReplay(cassette);
  const ctx = buildAssertContext(cassette, drive.record, undefined, false);

  it("reproduces the reference's evidence and failure messages", () => {
    expect(run(transcriptKeys, "transcript_contains", "action items", ctx)).toEqual({
      pass: true,
      evidence: 'transcript_contains: found "action items"',
    });
    expect(run(toolKeys, "tool_called", "Write", ctx)).toEqual({
      pass: true,
      evidence: 'tool_called: "Write" matched Write',
    });
    expect(run(toolKeys, "tool_not_called", "WebFetch", ctx)).toEqual({ pass: true });
    // the Action self-test's failing sibling scenario
    expect(run(toolKeys, "tool_not_called", "Skill", ctx)).toEqual({
      pass: false,
      message: 'tool unexpectedly called: "Skill" matched Skill',
    });
    expect(run(transcriptKeys, "transcript_contains", "a phrase the agent never said", ctx)).toEqual({
      pass: false,
      message: 'transcript missing "a phrase the agent never said"',
    });
  });
});

describe("reference cassettes: our keys reproduce the reference CLI's assertion results", () => {
  const cases = [
    "example-pdf-skill",
    "example-multiselect-gate",
    "hostloop-computer-links",
    "hostloop-computer-links-v9",
    "case-failing-assert",
  ];
  for (const name of cases) {
    it(name, () => {
      const cassette = JSON.parse(
        readFileSync(join(REFERENCE_REPO, "examples/replays", `${name}.cassette.json`), "utf8"),
      ) as Cassette;
      const expected = JSON.parse(readFileSync(join(CONFORMANCE, "expected", `${name}.replay.json`), "utf8")) as {
        results: {
          assertions: { assertion: Record<string, unknown>; pass: boolean; message?: string; evidence?: string }[];
        }[];
      };
      const drive = driveReplay(cassette);
      const tree =
        cassette.artifacts && cassette.artifacts.length > 0 ? materializeManifest(cassette.artifacts, name) : undefined;
      if (tree) trees.push(tree);
      const ctx = buildAssertContext(cassette, drive.record, tree, drive.truncatedQuestion !== undefined);
      let compared = 0;
      for (const want of expected.results[0]!.assertions) {
        const [key, arg] = Object.entries(want.assertion)[0] ?? [];
        if (key === undefined || !(key in ALL)) continue;
        const got = check(key, arg, ctx);
        const evidence = ctx.workRoot ? got.evidence?.split(ctx.workRoot).join("<replay-tmpdir>") : got.evidence;
        expect({ pass: got.pass, message: got.message, evidence }).toEqual({
          pass: want.pass,
          message: want.message,
          evidence: want.evidence,
        });
        compared++;
      }
      expect(compared).toBeGreaterThan(0);
    });
  }
});
