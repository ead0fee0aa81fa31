/**
 * `cowork-harness replay <file|dir>...`: replays cassettes with no model and no token,
 * prints one result per cassette, exits with the worst code (0 pass, 1 fail, 2 unreadable).
 * `--assert-from FILE` / `--reassert` judge the recording by the scenario on disk instead of the
 * frozen assertions, and `--write` persists that block (docs/reference.md#gate-extras).
 * `--explain` and `--mutate` report on the assertions without changing a verdict (docs/cli-reference.md#replay).
 */
import { resolve } from "node:path";
import type { CliIO } from "../io.js";
import { errorMessage, positiveInt, requestedFormat } from "../args.js";
import { defineCommand, type CommandContext } from "../command.js";
import { findCassettes } from "../../core/cassette/find.js";
import {
  ALLOW_FAILING_NOOP,
  ASSERT_FROM_WRITE_MANY,
  MUTUALLY_EXCLUSIVE,
  WRITE_NEEDS_SOURCE,
  assertFromMany,
} from "../../gate/reassert/notices.js";
import { replayFile, type AssertSource } from "../../gate/reassert/replay-file.js";
import { reportObserver, type ReportPasses } from "../../gate/mutate/observer.js";
import { DEFAULT_MAX_PER_FILE, DEFAULT_MAX_TOTAL } from "../../gate/mutate/plan.js";
import type { Annotation } from "../../gate/replay/options.js";
import { BatchAnnotations } from "../../gate/report/batch-annotations.js";
import { envelope } from "../../gate/report/envelope.js";
import { formatAnnotation } from "../../gate/report/log-annotations.js";
import { renderReplayText } from "../../gate/report/replay-text.js";
import { UsageError } from "../../core/util/errors.js";
import { mapLimit } from "../../core/util/map-limit.js";
import { baselinesDirFor } from "../../core/baselines/cache.js";
import { TOOL_NAME } from "../../core/version.js";

const REPLAY_HELP = `Usage: cowork-harness replay <file|dir>... [options]

Replays each cassette offline and evaluates its frozen assertions.
A directory contributes its own *.cassette.json files (not recursive). With more than one
cassette, each warning names its cassette and each notice is printed once, with how many it concerns.

Options:
  --output-format text|json        text (default) or one JSON envelope line on stdout
  --strict                         every staleness finding fails the replay
  --fail-on-skill-drift            skill / shared-root drift fails the replay
  --session FILE                   session file for the staleness check (one cassette only)
  --baselines DIR                  desktop-*.json baselines for the baseline checks
  --best-effort-future-cassette    replay a cassette newer than this build instead of failing it

Re-asserting (judge the recording by the scenario on disk instead of the frozen assertions):
  --assert-from FILE               use FILE's assert: and expect_denied: for every cassette
  --reassert                       use each cassette's own scenario (its scenarioSource, else
                                   ../scenarios/<name>.yaml or <name>.yaml beside the cassette)
  --write                          write the re-asserted block back into the cassette (atomic;
                                   nothing is written when it already matches). Refused when an
                                   on-disk key cannot be judged on this cassette, or when the
                                   re-asserted verdict fails; --assert-from FILE --write takes
                                   exactly one cassette. The block is redacted by
                                   .cowork-redact.json (cwd, scenario dir, cassette dir) and
                                   COWORK_HARNESS_REDACT_PATTERNS / _KEYS, refused if that would
                                   change the verdict
  --allow-failing                  with --write: write even a failing verdict (this also waives
                                   a skill-drift failure); the exit code stays 1
  Both forms refuse (exit 2) when prompt, baseline, fidelity, lane, answers, skills or
  requires_capabilities differ from the recording (re-record instead), and make skill drift fail
  the replay, as --fail-on-skill-drift does. Live-only keys (egress, deletions, …) are skipped.
  Without either, replay notes when the scenario on disk has a different assert: or prompt.

Reporting (never changes a verdict or the exit code; token-free):
  --explain                        for each assertion judged: the recorded evidence it read
                                   (final text, a file, tool results, …) and why it passed or failed
  --mutate                         assertion strength: each recorded output is mutated in turn (a
                                   file removed, a JSON field or a number changed, the final text,
                                   a tool result or the run result replaced) and the assertions are
                                   re-judged; the mutations none of them catches are named:
                                   "outputs/metrics.json totals.revenue: nothing checks it"
  --mutate-include GLOB            only mutate the outputs GLOB matches (repeatable; an artifact's
                                   path, or final text, run result, tool result N (Tool))
  --mutate-exclude GLOB            leave out the outputs GLOB matches (repeatable; after include)
  --mutate-max-per-file N          at most N mutations of one output (default ${DEFAULT_MAX_PER_FILE})
  --mutate-max-total N             at most N mutations per cassette (default ${DEFAULT_MAX_TOTAL})

Exit codes: 0 every cassette passes, 1 a verdict failed, 2 usage error, unreadable cassette,
a scenario that cannot be re-asserted, or a refused --write.
`;

const REPLAY_OPTIONS = {
  "output-format": { type: "string" },
  strict: { type: "boolean" },
  "fail-on-skill-drift": { type: "boolean" },
  session: { type: "string" },
  baselines: { type: "string" },
  "best-effort-future-cassette": { type: "boolean" },
  "assert-from": { type: "string" },
  reassert: { type: "boolean" },
  write: { type: "boolean" },
  "allow-failing": { type: "boolean" },
  explain: { type: "boolean" },
  mutate: { type: "boolean" },
  "mutate-include": { type: "string", multiple: true },
  "mutate-exclude": { type: "string", multiple: true },
  "mutate-max-per-file": { type: "string" },
  "mutate-max-total": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

const MUTATE_SUB_FLAGS = ["mutate-include", "mutate-exclude", "mutate-max-per-file", "mutate-max-total"] as const;

/** --explain and --mutate with its scope and caps, refused before any cassette is read when malformed. */
function reportPasses(values: {
  explain?: boolean;
  mutate?: boolean;
  "mutate-include"?: string[];
  "mutate-exclude"?: string[];
  "mutate-max-per-file"?: string;
  "mutate-max-total"?: string;
}): ReportPasses {
  const given = MUTATE_SUB_FLAGS.filter((f) => values[f] !== undefined).map((f) => `--${f}`);
  if (!values.mutate) {
    if (given.length > 0)
      throw new UsageError(`${given.join(", ")} only ${given.length === 1 ? "applies" : "apply"} with --mutate`);
    return values.explain ? { explain: true } : {};
  }
  const include = values["mutate-include"] ?? [];
  const exclude = values["mutate-exclude"] ?? [];
  if ([...include, ...exclude].some((g) => g.trim() === ""))
    throw new UsageError("--mutate-include / --mutate-exclude need a glob");
  const maxPerFile = positiveInt("mutate-max-per-file", values["mutate-max-per-file"]);
  const maxTotal = positiveInt("mutate-max-total", values["mutate-max-total"]);
  return {
    mutate: {
      include,
      exclude,
      ...(maxPerFile !== undefined ? { maxPerFile } : {}),
      ...(maxTotal !== undefined ? { maxTotal } : {}),
    },
    ...(values.explain ? { explain: true } : {}),
  };
}

interface ReassertFlags {
  source: AssertSource;
  write?: { allowFailing: boolean };
}

/** The flag combinations refused before any cassette is read, and the no-op notice. */
function reassertFlags(
  values: { "assert-from"?: string; reassert?: boolean; write?: boolean; "allow-failing"?: boolean },
  notices: Annotation[],
): ReassertFlags {
  const assertFrom = values["assert-from"];
  if (assertFrom !== undefined && values.reassert) throw new UsageError(MUTUALLY_EXCLUSIVE);
  if (assertFrom === "") throw new UsageError("--assert-from needs a scenario file");
  if (values.write && assertFrom === undefined && !values.reassert) throw new UsageError(WRITE_NEEDS_SOURCE);
  if (values["allow-failing"] && !values.write) notices.push({ level: "notice", message: ALLOW_FAILING_NOOP });
  const source: AssertSource =
    assertFrom !== undefined
      ? { kind: "assert-from", file: assertFrom }
      : values.reassert
        ? { kind: "reassert" }
        : { kind: "frozen" };
  return { source, ...(values.write ? { write: { allowFailing: values["allow-failing"] ?? false } } : {}) };
}

/**
 * A usage error, in the envelope when JSON was asked for (and then nothing on stderr), else as its
 * line; any other error is rethrown (main's dispatch prints it).
 */
function reportUsageError(e: unknown, argv: string[], io: CliIO): number {
  if (!(e instanceof UsageError)) throw e;
  // The command name once: `replay: <message>` (arg-parse messages already carry it).
  const message = /^replay[: ]/.test(e.message) ? e.message : `replay: ${e.message}`;
  if (requestedFormat(argv, io.env) === "json") {
    io.stdout(
      JSON.stringify(
        envelope("replay", false, [], { category: "usage", message, ...(e.hint ? { hint: e.hint } : {}) }),
      ) + "\n",
    );
  } else {
    io.stderr(`${TOOL_NAME} ${errorMessage(message, io.cwd)}\n`);
  }
  return e.exitCode;
}

/** Replays every cassette found (four at a time) and prints their results, the batch's notices once. */
async function replay({ values, positionals, format, io }: CommandContext<typeof REPLAY_OPTIONS>): Promise<number> {
  const batchNotices: Annotation[] = [];
  const { source, write } = reassertFlags(values, batchNotices);
  const passes = reportPasses(values);
  const files = await findCassettes(positionals.map((p) => resolve(io.cwd, p)));
  if (values.session && files.length !== 1) throw new UsageError("--session applies to exactly one cassette file");
  if (source.kind === "assert-from" && write && files.length > 1) throw new UsageError(ASSERT_FROM_WRITE_MANY);
  if (source.kind === "assert-from" && files.length > 1)
    batchNotices.push({ level: "warning", message: assertFromMany(files.length) });
  for (const a of batchNotices) io.stderr(formatAnnotation(a, io.env));

  const opts = {
    strict: values.strict,
    failOnSkillDrift: values["fail-on-skill-drift"] || source.kind !== "frozen",
    sessionOverride: values.session ? resolve(io.cwd, values.session) : undefined,
    baselinesDir: baselinesDirFor(values.baselines ? resolve(io.cwd, values.baselines) : undefined, io.env, (l) =>
      io.stderr(`${l}\n`),
    ),
    bestEffortFutureCassette: values["best-effort-future-cassette"],
    ...(passes.mutate || passes.explain ? { observe: reportObserver(passes) } : {}),
  };
  const outcomes = await mapLimit(files, 4, async (file) => {
    const label = relativeLabel(io.cwd, file);
    const o = await replayFile({ file, label, cwd: io.cwd, env: io.env, source, opts, ...(write ? { write } : {}) });
    o.result.cassette = label;
    return o;
  });
  // one write for them all; a batch says its lines as check does (src/gate/report/batch-annotations.ts)
  let notices = "";
  const log = new BatchAnnotations();
  for (const o of outcomes) {
    for (const a of o.annotations) {
      const now = outcomes.length === 1 ? a : log.add(o.result.cassette, a);
      if (now) notices += formatAnnotation(now, io.env);
    }
  }
  for (const a of log.notices()) notices += formatAnnotation(a, io.env);
  for (const o of outcomes) for (const line of o.errors) notices += `${line}\n`;
  if (notices !== "") io.stderr(notices);
  const results = outcomes.map((o) => o.result);
  const worst = Math.max(...results.map((r) => r.exitCode));
  if (format === "json") {
    io.stdout(
      JSON.stringify(envelope("replay", results.length > 0 && results.every((r) => r.verdict.pass), results)) + "\n",
    );
  } else {
    io.stdout(renderReplayText(results));
  }
  return worst;
}

function relativeLabel(cwd: string, file: string): string {
  return file.startsWith(cwd + "/") ? file.slice(cwd.length + 1) : file;
}

export const command = defineCommand({
  name: "replay",
  help: REPLAY_HELP,
  options: REPLAY_OPTIONS,
  errors: reportUsageError,
  run: replay,
});
