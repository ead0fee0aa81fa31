/**
 * docs/reference/trace.md: kept run evidence and the commands that read it (trace, inspect,
 * status). The usage blocks are the commands' own --help texts, so the page cannot drift from the CLI.
 */
import { TRACE_HELP } from "../src/cli/commands/trace.js";
import { INSPECT_HELP } from "../src/cli/commands/inspect.js";
import { STATUS_HELP } from "../src/cli/commands/status.js";

const fence = (text: string): string => `\`\`\`\n${text.trimEnd()}\n\`\`\``;

export function renderTrace(generatedNote: string): string {
  return `# \`trace\`, \`inspect\`, \`status\` and kept runs

${generatedNote}

See the README's "See what happened" section for the HTML report.

## Kept run evidence

\`record\`, \`run\`, \`rerun\` and \`rerecord\` take \`--run-dir DIR\` (or \`COWORK_HARNESS_RUNS_DIR=DIR\`). Each live run
then leaves \`DIR/<scenario slug>/local_<id>/\`, scrubbed of secrets and local paths as its cassette is:

| file | what |
|---|---|
| \`events.jsonl\` | the agent's stream-json lines |
| \`control-out.jsonl\` | what the harness sent the agent (answers, permissions) |
| \`agent.stderr.log\` | the agent's stderr |
| \`timeline.jsonl\` | tool timings |
| \`pre-run-manifest.json\` | \`{paths, hashes, origin}\` of the workspace before the run |
| \`proxy/egress.log\` | one JSON line per egress decision |
| \`status.json\` | \`{schemaVersion, state: running/done/error, pid, scenario, fidelity, sessionId, startedAt, updatedAt, elapsedMs, toolCounts, subagentCount, result?, durationMs?, verdict?, error?}\` |
| \`turns/1/result.json\` | the run's result (assertions, verdict, artifacts, egress) |
| \`turns/1/run.jsonl\`, \`turns/1/trace.json\` | run rows and the trace digest |

Each finished run appends a row to \`DIR/index.jsonl\`. Nothing is kept unless asked.

## \`trace <cassette | run-dir | events.jsonl | run-id> [--view V] [--full-results] [--output-format json]\`

A run id, or a fragment of it or of its scenario, is looked up under \`COWORK_HARNESS_RUNS_DIR\` (else
\`~/.cowork-harness/runs\`); several matches: the newest, with a note on stderr. Views read the latest turn.
JSON: \`{tool, version, command: "trace", ok: true, file, …payload, error: null}\`.

| view | payload | row fields |
|---|---|---|
| (default) | \`rows\` | \`{kind: tool/dispatch/decision/text/result/thinking, name?, detail?, dispatchAgentType?, declaredTools?, description?, child?, toolUseId?, resultStatus?: ok/error, resultText?, resultTextFull?, detailFull?}\` — \`detail\` is the input JSON cut at 100 characters, \`resultText\` the result's first line (120); an error row (every row with \`--full-results\`) carries both in full, up to 4096 |
| \`tools\` | \`rows\` | the default rows that are tool calls or dispatches |
| \`questions\` | \`gates\` | \`{question, requestId, subQuestionCount, injectedAnswer?, delivered: ok/error/unobserved, error?, answeredBy?, model?}\` |
| \`dispatches\` | \`dispatches\`, \`total\` | \`{toolUseId, dispatchAgentType, description?, declaredTools, depth, prompt?, dispatchModel?, resolvedModel?, output?}\` |
| \`tool-durations\` | \`durations\` | \`{<tool>: {calls, totalMs, maxMs}}\` from the timeline |
| \`tool-errors\` | \`toolErrors\` | \`{name, detail, resultText, child}\` |
| \`files\` | \`available, reason?, workspaceFilesRecorded, diffAvailable, rows\` | \`{path, class?, bytes?, sha256?, diff: added/modified/removed/unchanged/unavailable}\` |
| \`usage\` | \`rows, note?\` | \`{model, inputTokens, outputTokens, cacheReadInputTokens, cacheCreationInputTokens, costUSD, cacheReadRatio}\` |
| \`subagent-research\` | \`available, reason?, rows\` | \`{label, webSearches?: [{query, resultText, resultTruncated?}], webSearchesElided?}\` |

On a bare \`events.jsonl\` the views that need the run's result (\`files\`, \`usage\`, \`subagent-research\`, the
cache-read footer, gate provenance) say so; a cassette and a kept run directory supply them. A cassette also
gives \`tool-durations\` (its timeline) and \`questions\` the answers sent (its \`controlOut\`).

## \`inspect <run-dir | run-id> [--output-format json]\`

The digest of a kept run: \`{scenario, fidelity, result, verdict?, durationMs, cost?, workDirAvailable,
artifactsRecorded, artifacts: [{path, bytes, preview?}]}\` (a JSON artifact previews its top level). JSON mode
prints the digest with no envelope. Exit 2 for a directory without \`turns/\` or \`result.json\`.

## \`status <run-dir | run-id> [--output-format json]\`

One line on stderr: \`✓ done — scenario [tier] · pid · Ns · T tools · S sub-agents\`. A \`running\` status not
refreshed for \`COWORK_HARNESS_STATUS_STALE_MS\` (default 15000) is stale. Exit 0 running or done, 1 error or no
readable \`status.json\`, 2 usage, 3 stale.

## Usage

${fence(TRACE_HELP)}

${fence(INSPECT_HELP)}

${fence(STATUS_HELP)}
`;
}
