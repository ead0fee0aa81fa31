/**
 * docs/reference/deciders.md: who answers the gates a scenario does not script. The usage blocks
 * are the commands' own --help texts, so the page cannot drift from the CLI.
 */
import { LIVE_DECIDER_HELP } from "../src/live/answerers/live-flags.js";
import { DEFAULT_DECIDER_MODEL } from "../src/live/answerers/llm-decider.js";
import { GATES_HELP } from "../src/cli/commands/gates.js";
import { ANSWER_HELP } from "../src/cli/commands/answer.js";
import { DECIDE_HELP } from "../src/cli/commands/decide.js";

const fence = (text: string): string => `\`\`\`\n${text.trimEnd()}\n\`\`\``;

export function renderDeciders(generatedNote: string): string {
  return `# Live deciders: answering the gates a scenario does not script

${generatedNote}

A live run (\`record\`, \`run\`, \`rerecord\`) answers every gate the agent raises through one chain; the
first link that answers wins:

1. the scenario's \`answers:\` rules (a question gate is answered only when a rule matches every one of
   its sub-questions);
2. the session's permission parity: Read/Glob/Grep are allowed; under \`cowork\` every other tool
   permission is allowed (and flagged as permissive), under \`strict\` denied. A web fetch is not
   decided here;
3. the terminal: what this page is about. It sees the question gates no rule answered, web-fetch
   permissions, dialogs (\`request_user_dialog\`) and elicitations.

## Choosing the terminal

${fence(LIVE_DECIDER_HELP)}

| terminal | question | web fetch | dialog | elicitation | cassette \`authoring\` |
| --- | --- | --- | --- | --- | --- |
| \`fail\` (default) | the run stops, one line naming the question and its options; nothing written (exit 2) | denied | cancelled | declined | — |
| \`first\` | option 1 of each sub-question | denied | cancelled | declined | \`{"nonDeterministic": true}\` |
| \`--decider-llm\` / \`on_unanswered: llm\` | one Messages API call per sub-question | Allow / Deny asked | cancelled | declined | \`{"nonDeterministic": true, "channel": "decider-llm"}\` |
| \`--decider-cmd\` | the helper's reply | the helper's reply | the helper's reply | the helper's reply | \`{"nonDeterministic": true, "channel": "decider-cmd"}\` (v9: no channel) |
| \`--decider-dir\` | the reply file | the reply file | the reply file | the reply file | \`{"nonDeterministic": true, "channel": "decider-dir"}\` |
| \`prompt\` (\`run\` only) | a person at the terminal | asked y/N | cancelled | declined | — (\`run\` writes nothing) |

Rules:

- the scenario's \`on_unanswered\` key wins over \`--on-unanswered\` (a warning says so); a channel flag
  (\`--decider-llm\`, \`--decider-cmd\`, \`--decider-dir\`) replaces both for that command;
- \`prompt\` needs an interactive terminal (stdin a TTY, \`CI\` unset) and is refused by \`record\` and
  \`rerecord\`, which never ask a person: record with \`--decider-dir\` instead;
- \`--decider-llm\` and \`on_unanswered: llm\` need \`ANTHROPIC_API_KEY\` (or
  \`COWORK_HARNESS_DECIDER_API_KEY\`): without one the command stops with a one-line error before the
  agent starts. The key is used for the decider's own calls only; with a model script the agent still
  talks to the scripted model;
- \`--decider-dir\` takes one scenario (and not \`rerecord\`); the helper of \`--decider-cmd\` is started
  once per command, on the first gate that reaches it, and shared by its scenarios;
- the stamp is written only when at least one gate was actually decided live: a configured decider
  that answered nothing leaves the cassette as a scripted one. The recording prints
  \`warning: record: cassette authored via <channel> (N gates answered live) — re-recording may drift…\`.
  The answers are frozen in the cassette's \`controlOut\`: replay and verify read them like scripted
  ones, so the cassette replays deterministically. To make the next re-record deterministic too, copy
  the answers into \`answers:\` rules.

## The model decider

Each sub-question is one \`POST /v1/messages\` (no streaming) to \`COWORK_HARNESS_DECIDER_BASE_URL\`, else
\`ANTHROPIC_BASE_URL\`, else \`https://api.anthropic.com\`, with the model \`--decider-model\`, else
\`COWORK_HARNESS_DECIDER_MODEL\`, else \`${DEFAULT_DECIDER_MODEL}\`. The prompt, paragraphs in this order:
who it answers for (the \`--intent\` line, or "a sensible typical user"), the end of the transcript (the
last 1000 characters of the agent's text), \`Question: <text>\`, \`Options:\` numbered \`1) label\` with the
description indented below, and how to reply: the option number (\`OTHER: <text>\` when none fits), or
for a multi-select the numbers separated by commas. Secrets are masked in the prompt.

The reply binds to an option by, in order: an in-range number; the label (case-insensitive, quotes and
trailing punctuation ignored); \`OTHER: <text>\` as free text; the label without "(Recommended)"; the
longest label the reply starts with before a \`:\`. A multi-select reply must be in-range numbers only.
A reply that binds to nothing stops the run, naming the question and the reply.

Network errors, HTTP 5xx and 429 (other than a usage limit) are retried \`COWORK_HARNESS_LLM_RETRIES\`
times (default 2, at most 10); each call waits at most \`COWORK_HARNESS_LLM_TIMEOUT_MS\` (600000).

## The helper protocol (\`--decider-cmd\`)

The helper runs through the shell in the working directory; its stderr is passed through. For each
gate it reads one JSON line on stdin and must write one JSON line on stdout:

${fence(`{"type":"decision_request","id":"<id>","runId":"run-1","kind":"question","context":"…transcript tail",
 "questions":[{"question":"Which chart style?","header":"Style","multiSelect":false,
               "options":[{"label":"Bar chart (Recommended)","description":"…"},{"label":"Line chart"}]}],
 "reply_with":"{\\"id\\":\\"<id>\\",\\"answers\\":{\\"Which chart style?\\":\\"<label or 1-based index>\\"}}"}`)}

| kind | extra request fields | reply |
| --- | --- | --- |
| \`question\` | \`questions\` (as the agent asked them) | \`{"id":…,"answers":{"<question text>":"<label or number>"}}\`; a multi-select takes a list (or a comma-separated string) |
| \`permission\` | \`tool\`, \`input\` | \`{"id":…,"behavior":"allow"}\` or \`"deny"\` (absent: deny) |
| \`dialog\` | \`dialogKind\`, \`payload\` | \`{"id":…,"behavior":"ok","choice":…}\` or \`"cancelled"\` |
| \`elicit\` | \`server\`, \`prompt\`, \`schema\` | \`{"id":…,"action":"accept","content":…}\`, \`"cancel"\` or \`"decline"\` (default) |

A pick must be an option's label (case-insensitive), its 1-based number, the label without
"(Recommended)", or \`recommended\`. A reply with the wrong id, a missing answer, a label that is not
an option, a line that is not JSON, a helper that exits, or no reply within
\`COWORK_HARNESS_DECIDER_CMD_TIMEOUT_MS\` (600000; the helper is then killed) stops the run with one line
saying which. Secrets are masked in every request.

## The gate directory (\`--decider-dir\`, \`gates\`, \`answer\`)

Gate N is written to \`DIR/req-N.json\` (one JSON line, the request above; mode 0600, written to a temp
name and renamed) and the run waits for \`DIR/resp-N.json\` (the reply above), polling every
\`COWORK_HARNESS_DECIDER_DIR_POLL_MS\` (300) for at most \`COWORK_HARNESS_DECIDER_DIR_TIMEOUT_MS\` (600000).
An answered request is renamed \`req-N.json.done\`. Gates come one at a time. When the command ends,
\`DIR/done.json\` (\`{"done":true}\`) is written and the gate files are removed. A directory still holding
gate files of another run is refused: use a fresh one per run.

${fence(GATES_HELP)}

${fence(ANSWER_HELP)}

## Rehearsing a decider: \`decide\`

${fence(DECIDE_HELP)}

Output: one JSON line, e.g. \`{"tool":"cowork-harness","command":"decide","ok":true,"answer":"Looks right","by":"llm"}\`
(\`by\`: \`llm\`, \`external\` for a helper, whose received line is also printed on stderr as
\`helper received: …\`, \`in-band\` for the directory); scripted rules print \`"matched":true\` or
\`{"ok":false,"matched":false}\` with exit 1.

## Dialogs

A \`request_user_dialog\` goes through the same chain. Under a scripted terminal (\`fail\`, \`first\`) the
answer is raced against a 6 s auto-cancel: a decider that has not answered by then gets the dialog
cancelled (\`{"behavior":"cancelled"}\`). A live decider is not raced: it waits for its answer.
\`COWORK_HARNESS_DIALOG_TIMEOUT_MS\` changes the 6 s (\`inf\` lifts it); a finite value together with a live
decider is refused.

## In the GitHub Action

\`command: rerecord\` with \`decider-llm: true\` (and the \`anthropic-api-key\` it already has) lets a
scheduled re-record survive a question the agent now words differently: the model answers it, and the
pull request lists the cassettes answered live under "Answered live". \`decider-intent\` passes an
\`--intent\` line.
`;
}
