/**
 * `cowork-harness replay <file|dir>...`: replays cassettes with no model and no token,
 * prints one result per cassette, exits with the worst code (0 pass, 1 fail, 2 unreadable).
 */
import { resolve } from "node:path";
import type { Command } from "../io.js";
import { outputFormat, parseCommandArgs } from "../args.js";
import { findCassettes } from "../../cassette/find.js";
import { replayCassetteFile } from "../../replay/replay-cassette.js";
import { envelope } from "../../report/envelope.js";
import { formatAnnotation } from "../../report/log-annotations.js";
import { renderReplayText } from "../../report/replay-text.js";
import { UsageError } from "../../util/errors.js";
import { mapLimit } from "../../util/map-limit.js";

export const REPLAY_HELP = `Usage: cowork-harness replay <file|dir>... [options]

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

export const replayCommand: Command = async (argv, io) => {
  const { values, positionals } = parseCommandArgs("replay", argv, {
    "output-format": { type: "string" },
    strict: { type: "boolean" },
    "fail-on-skill-drift": { type: "boolean" },
    session: { type: "string" },
    baselines: { type: "string" },
    "best-effort-future-cassette": { type: "boolean" },
    help: { type: "boolean", short: "h" },
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
        sessionOverride: values.session ? resolve(io.cwd, values.session) : undefined,
        baselinesDir: values.baselines ? resolve(io.cwd, values.baselines) : undefined,
        bestEffortFutureCassette: values["best-effort-future-cassette"],
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
      io.stdout(JSON.stringify(envelope("replay", false, [], { category: "usage", message: e.message, ...(e.hint ? { hint: e.hint } : {}) })) + "\n");
      return e.exitCode;
    }
    throw e;
  }
};

function relativeLabel(cwd: string, file: string): string {
  return file.startsWith(cwd + "/") ? file.slice(cwd.length + 1) : file;
}
