#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  findCassettes
} from "./chunk-V3VD4CNV.js";
import {
  mapLimit
} from "./chunk-VL6LGVSZ.js";
import {
  formatAnnotation,
  renderReplayText
} from "./chunk-PRDXFVCI.js";
import {
  envelope
} from "./chunk-P6NB6XIY.js";
import {
  replayCassetteFile
} from "./chunk-Z45J6GXM.js";
import "./chunk-4GG2ZP26.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-62YUNXPY.js";
import "./chunk-RJEQB3M3.js";
import "./chunk-76F7RFJK.js";
import "./chunk-3UGCV2R3.js";
import "./chunk-AZI7HGCA.js";
import "./chunk-3D262LXW.js";
import {
  outputFormat,
  parseCommandArgs
} from "./chunk-6MRT7ACZ.js";
import {
  UsageError
} from "./chunk-5C2HTD6I.js";

// src/cli/commands/replay.ts
import { resolve } from "node:path";
var REPLAY_HELP = `Usage: cowork-harness replay <file|dir>... [options]

Replays each cassette offline and evaluates its frozen assertions.
A directory contributes its own *.cassette.json files (not recursive).

Options:
  --output-format text|json        text (default) or one JSON envelope line on stdout
  --strict                         every staleness finding fails the replay
  --fail-on-skill-drift            skill / shared-root drift fails the replay
  --session FILE                   session file for the staleness check (one cassette only)
  --baselines DIR                  desktop-*.json baselines for the baseline checks
  --best-effort-future-cassette    replay a cassette newer than this build instead of failing it

Exit codes: 0 every cassette passes, 1 a verdict failed, 2 usage error or unreadable cassette.
`;
var replayCommand = async (argv, io) => {
  const { values, positionals } = parseCommandArgs("replay", argv, {
    "output-format": { type: "string" },
    strict: { type: "boolean" },
    "fail-on-skill-drift": { type: "boolean" },
    session: { type: "string" },
    baselines: { type: "string" },
    "best-effort-future-cassette": { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(REPLAY_HELP);
    return 0;
  }
  const format = outputFormat(values["output-format"], io.env);
  try {
    const files = await findCassettes(positionals.map((p) => resolve(io.cwd, p)));
    if (values.session && files.length !== 1) throw new UsageError("--session applies to exactly one cassette file");
    const shown = new Map(files.map((f) => [f, relativeLabel(io.cwd, f)]));
    const outcomes = await mapLimit(files, 4, async (file) => {
      const o = await replayCassetteFile(file, {
        strict: values.strict,
        failOnSkillDrift: values["fail-on-skill-drift"],
        sessionOverride: values.session ? resolve(io.cwd, values.session) : void 0,
        baselinesDir: values.baselines ? resolve(io.cwd, values.baselines) : void 0,
        bestEffortFutureCassette: values["best-effort-future-cassette"]
      });
      o.result.cassette = shown.get(file) ?? file;
      return o;
    });
    for (const o of outcomes) for (const a of o.annotations) io.stderr(formatAnnotation(a, io.env));
    const results = outcomes.map((o) => o.result);
    const worst = Math.max(...results.map((r) => r.exitCode));
    if (format === "json") {
      io.stdout(JSON.stringify(envelope("replay", results.length > 0 && results.every((r) => r.verdict.pass), results)) + "\n");
    } else {
      io.stdout(renderReplayText(results));
    }
    return worst;
  } catch (e) {
    if (e instanceof UsageError && format === "json") {
      io.stdout(JSON.stringify(envelope("replay", false, [], { category: "usage", message: e.message, ...e.hint ? { hint: e.hint } : {} })) + "\n");
      return e.exitCode;
    }
    throw e;
  }
};
function relativeLabel(cwd, file) {
  return file.startsWith(cwd + "/") ? file.slice(cwd.length + 1) : file;
}
export {
  REPLAY_HELP,
  replayCommand
};
