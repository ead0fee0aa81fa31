/**
 * `cowork-harness diff <a> <b> [--view tools|transcript|artifacts|meta|all] [--no-normalize]
 * [--output-format text|json] [--semantic | --markdown [--budget-bytes N]]`: compares two
 * recordings (cassettes or run event logs) as the reference does (docs/reference.md#gate-extras) —
 * exit 0 identical, 1 different, 2 usage or unreadable side — and, for two cassettes, draws the
 * semantic diff a reviewer reads (src/gate/diff/semantic.ts).
 */
import { defineCommand, type CommandContext } from "../command.js";
import { EXIT, HarnessError, UsageError } from "../../core/util/errors.js";
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";
import { detectSide, pairProblem, reduceSide, type Detected } from "../../gate/diff/load-side.js";
import { computeDiff, type DiffResult } from "../../gate/diff/views.js";
import { VIEWS, renderDiffText, type View } from "../../gate/diff/text.js";
import type { Cassette } from "../../core/cassette/types.js";

const DIFF_USAGE =
  "usage: diff <a> <b> [--view tools|transcript|artifacts|meta|all] [--no-normalize] [--output-format text|json] [--semantic | --markdown [--budget-bytes N]]";

const DIFF_HELP = `Usage: cowork-harness diff <a> <b> [options]

Compares two recordings of a skill run: two cassettes, two run event logs (an events.jsonl file or
a run directory holding one), or one of each. The kind of each side is told by its content.

Gateable views (they decide the exit code):
  tools       the top-level tool calls, aligned in order: + added, - removed, ~ changed
  artifacts   the artifact manifests by path and sha256 (only when both sides have one;
              a manifest on one side only makes the comparison non-identical)
  meta        result, effectiveFidelity, baseline, assertionsPassed, skillHash
Advisory view (never changes the exit code):
  transcript  the top-level assistant text, line by line

Options:
  --view V            text output shows only view V (default all); JSON always carries every view
  --no-normalize      compare raw values; by default tool-use ids, host paths, UUIDs, session ids,
                      timestamps, "Ns ago" ages and volatile keys (duration_ms, uuid, …) are masked
  --output-format F   text (default) or json (or COWORK_HARNESS_OUTPUT_FORMAT=json)
  --semantic          two cassettes only: the reviewer's summary instead of the views — tool calls
                      added/removed/changed as one-line gists, changed gate answers, a transcript
                      excerpt, artifact text diffs, turns/tokens/cost, and each side's replay verdict;
                      with --output-format json it is added to the JSON as "semantic"
  --markdown          the same summary as Markdown with a Mermaid diagram of both tool-call sequences
  --budget-bytes N    cap of the Markdown output in bytes (default 60000)
  --changelog         baseline mode only; refused here
  -h, --help          show this help

Exit codes: 0 identical (gateable views), 1 different, 2 usage error or a side that cannot be read.
`;

interface DiffArgs {
  a: string;
  b: string;
  view: View;
  normalize: boolean;
  "output-format"?: string;
  semantic: "text" | "markdown" | undefined;
  budgetBytes: number;
  help: boolean;
}

/** The options, in node's parseArgs shape (for the help check); parsing itself follows the reference (parseDiffArgs). */
const DIFF_OPTIONS = {
  view: { type: "string" },
  "no-normalize": { type: "boolean" },
  "output-format": { type: "string" },
  semantic: { type: "boolean" },
  markdown: { type: "boolean" },
  "budget-bytes": { type: "string" },
  changelog: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

const VALUE_FLAGS = new Set(["--view", "--output-format", "--budget-bytes"]);
const BOOL_FLAGS = new Set(["--no-normalize", "--changelog", "--semantic", "--markdown", "--help", "-h"]);

/**
 * Reference parsing: any token starting with `-` is a flag (checked on its name before `=`); the
 * positionals are the rest, skipping the value after a spaced value flag. We also read the
 * `--view=V` form, which the reference accepts but ignores.
 */
function parseDiffArgs(argv: readonly string[]): DiffArgs {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const tok = argv[i] as string;
    if (!tok.startsWith("-")) {
      positionals.push(tok);
      continue;
    }
    const eq = tok.indexOf("=");
    const name = eq > 0 ? tok.slice(0, eq) : tok;
    if (VALUE_FLAGS.has(name)) {
      if (eq > 0) values.set(name, tok.slice(eq + 1));
      else if (argv[i + 1] !== undefined) values.set(name, argv[++i] as string);
      else throw new UsageError(`${name} needs a value`);
    } else if (BOOL_FLAGS.has(name)) flags.add(name);
    else throw new UsageError(`unknown flag: ${tok}`);
  }
  const help = flags.has("--help") || flags.has("-h");
  const view = values.get("--view") ?? "all";
  if (!help && !(VIEWS as readonly string[]).includes(view))
    throw new UsageError(`--view must be one of ${VIEWS.join("|")} (got "${view}")`);
  if (!help && positionals.length !== 2) throw new UsageError(DIFF_USAGE);
  if (!help && flags.has("--changelog")) throw new UsageError("--changelog is baseline-mode only");
  if (flags.has("--semantic") && flags.has("--markdown"))
    throw new UsageError("--semantic and --markdown are two forms of one summary: pass one");
  const budgetRaw = values.get("--budget-bytes");
  const budgetBytes = budgetRaw === undefined ? 60_000 : Number(budgetRaw);
  if (!Number.isSafeInteger(budgetBytes) || budgetBytes < 1000)
    throw new UsageError(`--budget-bytes must be an integer of at least 1000 (got "${budgetRaw}")`);
  if (budgetRaw !== undefined && !flags.has("--markdown"))
    throw new UsageError("--budget-bytes applies to --markdown only");
  return {
    a: positionals[0] ?? "",
    b: positionals[1] ?? "",
    view: view as View,
    normalize: !flags.has("--no-normalize"),
    "output-format": values.get("--output-format"),
    semantic: flags.has("--markdown") ? "markdown" : flags.has("--semantic") ? "text" : undefined,
    budgetBytes,
    help,
  };
}

function jsonPayload(args: DiffArgs, kinds: [string, string], d: DiffResult, semantic: unknown): string {
  const out: Record<string, unknown> = {
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    command: "diff",
    ok: d.identical,
    kinds,
    a: args.a,
    b: args.b,
    identical: d.identical,
    transcriptDiffers: d.transcriptDiffers,
    artifactsAvailability: d.artifactsAvailability,
    views: d.views,
  };
  if (semantic !== undefined) out.semantic = semantic;
  out.error = null;
  return `${JSON.stringify(out)}\n`;
}

/** The replay verdict of a cassette for the summary; null when it cannot be replayed. */
/**
 * The recording's own verdict: its assertions replayed, with no staleness check (a cassette
 * compared from outside its repository, e.g. one taken from git history, is not "failing").
 */
async function verdictOf(path: string): Promise<boolean | null> {
  const [{ loadCassetteFile }, { replayLoaded }] = await Promise.all([
    import("../../core/cassette/load.js"),
    import("../../gate/replay/replay-cassette.js"),
  ]);
  try {
    const { cassette } = await loadCassetteFile(path);
    const result = replayLoaded(cassette, path, { findings: [], notes: [] }, {}, []);
    return result.error !== undefined || result.exitCode === 2 ? null : result.verdict.pass;
  } catch {
    return null;
  }
}

async function semanticOutput(args: DiffArgs, a: Detected, b: Detected): Promise<unknown> {
  if (a.kind !== "cassette" || b.kind !== "cassette")
    throw new UsageError(
      `--${args.semantic === "markdown" ? "markdown" : "semantic"} compares two cassettes (got a ${a.kind} and a ${b.kind})`,
    );
  const { semanticDiff } = await import("../../gate/diff/semantic.js");
  const [verdictBefore, verdictAfter] = await Promise.all([verdictOf(a.path), verdictOf(b.path)]);
  const opts: { verdictBefore?: boolean; verdictAfter?: boolean } = {};
  if (verdictBefore !== null) opts.verdictBefore = verdictBefore;
  if (verdictAfter !== null) opts.verdictAfter = verdictAfter;
  return semanticDiff(a.doc as unknown as Cassette, b.doc as unknown as Cassette, opts);
}

/** The two sides compared, in the views or the semantic summary asked for. */
async function diff({ values: args, format, io }: CommandContext<typeof DIFF_OPTIONS, DiffArgs>): Promise<number> {
  const [da, db] = await Promise.all([detectSide(args.a, io.cwd, io.env), detectSide(args.b, io.cwd, io.env)]);
  const problem = pairProblem([args.a, args.b], da, db);
  if (problem !== undefined) throw new HarnessError(problem);
  const sa = reduceSide(da);
  const sb = reduceSide(db);
  for (const [arg, side] of [
    [args.a, sa],
    [args.b, sb],
  ] as const)
    for (const w of side.warnings) io.stderr(`::warning:: ${arg}: ${w}\n`);
  if (sa.scenarioName !== undefined && sb.scenarioName !== undefined && sa.scenarioName !== sb.scenarioName) {
    io.stderr(
      `::warning:: comparing runs of two different scenarios ("${sa.scenarioName}" vs "${sb.scenarioName}") — allowed, but added/removed rows may reflect scenario differences, not drift\n`,
    );
  }
  const d = computeDiff(sa, sb, { normalize: args.normalize });
  const semantic = args.semantic ? await semanticOutput(args, da, db) : undefined;
  if (format === "json") io.stdout(jsonPayload(args, [sa.kind, sb.kind], d, semantic));
  else if (semantic !== undefined) {
    const { renderSemanticDiffMarkdown, renderSemanticDiffText } = await import("../../gate/diff/semantic.js");
    const s = semantic as Parameters<typeof renderSemanticDiffText>[0];
    io.stdout(
      args.semantic === "markdown"
        ? renderSemanticDiffMarkdown(s, { budgetBytes: args.budgetBytes })
        : renderSemanticDiffText(s),
    );
  } else io.stdout(renderDiffText(d, args.view));
  return d.identical ? EXIT.ok : EXIT.fail;
}

export const command = defineCommand({
  name: "diff",
  help: DIFF_HELP,
  options: DIFF_OPTIONS,
  parse: (argv) => {
    const args = parseDiffArgs(argv);
    return { values: args, positionals: [args.a, args.b] };
  },
  errors: "json-usage",
  run: diff,
});
