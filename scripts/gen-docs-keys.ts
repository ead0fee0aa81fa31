/**
 * Our description and example for every schema key docs/reference/ shows, and one example argument
 * per assertion key (scripts/gen-docs-render.ts renders them; the docs test requires one for every
 * schema key and none for a key the schema lacks).
 */
import { FAULT_KINDS } from "../src/core/model-script/script-model.js";
import { modelScriptDirective } from "../src/core/scenario/model-script-ref.js";

export type KeyDoc = readonly [description: string, example: string];

export const SCENARIO_DOCS: Record<string, KeyDoc> = {
  name: [
    "The scenario's identity; names the cassette `<name>.cassette.json`. Empty: the file name without its extension.",
    "`name: csv-report`",
  ],
  baseline: [
    "The Cowork platform baseline (`desktop-<version>.json` in a baselines directory) the run claims; checked by `verify --baselines DIR`.",
    "`baseline: latest`",
  ],
  session: [
    "The session file (relative to the scenario): uploads, folders, plugins, egress. `(inline)`: an all-defaults session.",
    "`session: ../sessions/default.yaml`",
  ],
  fidelity: [
    "The isolation tier the scenario is meant for; `record` runs the local container layout.",
    "`fidelity: container`",
  ],
  execution: ["Where the run executes; `cloud-describe` is reserved and refused at load.", "`execution: local`"],
  lane: [
    "The delivery contract: `remote` delivers no files (no `present_files`); replay judges with it.",
    "`lane: local`",
  ],
  prompt: ["The one user turn the agent gets. Required.", "`prompt: Summarize sales.csv into outputs/report.md`"],
  timeout_ms: [
    "Kills a live run after this many milliseconds (replay has no timeout); `record --timeout-ms` overrides it.",
    "`timeout_ms: 300000`",
  ],
  model_script: [
    `Deprecated: the scripted model for a live run. The reference CLI rejects this key; write the comment line \`${modelScriptDirective("<path>")}\` instead (see below).`,
    "`model_script: ../model-scripts/x.yaml`",
  ],
  answers: [
    "How each permission or question gate is answered during a live run, first matching rule wins (see *Answer rules*). Frozen into the cassette.",
    "`answers: [{when_tool: Write, decide: allow}]`",
  ],
  on_unanswered: [
    "What a live run does with a gate no rule answers: `fail` (default), `first` option, `llm` (a model answers; see [deciders.md](deciders.md)), or `prompt` a person at an interactive terminal (`run` only). Wins over `--on-unanswered`.",
    "`on_unanswered: fail`",
  ],
  expect_denied: ["Shorthand: one `egress_denied` assertion per host (live only).", "`expect_denied: [example.com]`"],
  assert: [
    "The assertions, a list of items; keys in one item are AND-ed. See [assertions.md](assertions.md).",
    "`assert: [{result: success}]`",
  ],
  skills: [
    "Scopes the skill fingerprint to `skills/<name>/` (plus shared roots) of the session's skill dirs; an unknown name hashes the whole tree.",
    "`skills: [csv-metrics]`",
  ],
  requires_capabilities: [
    "Capability families the agent image must have (`ocr`, `office_convert`, `ml_extract`, `cv`, `pdf_tables`, `magick`): a live run on an image without one is refused before the agent starts (exit 3); at the protocol tier none can be checked and the run fails.",
    "`requires_capabilities: [ocr]`",
  ],
  allow_host_writes: ["Consent for a hostloop run with a writable folder.", "`allow_host_writes: true`"],
};

export const ANSWER_DOCS: Record<string, KeyDoc> = {
  when_question: [
    "Matcher: a case-insensitive regex over the question text (AskUserQuestion).",
    "`when_question: which metrics`",
  ],
  choose: [
    "For a question: the option label(s) to pick; a list for multi-select; `recommended` picks the recommended one.",
    "`choose: [Totals, Ranges]`",
  ],
  answer: ["For a question: free text to answer with instead of an option.", "`answer: use the EU format`"],
  when_tool: [
    "Matcher: a tool name (`Bash`, `Write`, `mcp__x__y`), or `webfetch:<domain>` for a fetch permission.",
    "`when_tool: Bash`",
  ],
  decide: ["For a tool: allow or deny every matching call.", "`decide: allow`"],
  allow_if: [
    "For a tool: a JavaScript expression over the tool input's keys; true allows, false applies `else`.",
    "`allow_if: \"command.includes('metrics.mjs')\"`",
  ],
  else: ["With `allow_if`: the decision when the expression is false (or fails to evaluate).", "`else: deny`"],
  grant: ["On a `webfetch:<domain>` allow rule: approve `once` or the whole `domain` for the run.", "`grant: domain`"],
};

export const SESSION_DOCS: Record<string, KeyDoc> = {
  model: ["The model id the agent is started with.", "`model: claude-sonnet-4-5`"],
  effort: ["Reasoning effort; `extra` is another spelling of `xhigh`.", "`effort: high`"],
  account_name: ["The account name Cowork shows the agent.", "`account_name: Dana`"],
  extended_thinking: ["Extended thinking on or off.", "`extended_thinking: false`"],
  agent_max_turns: ["A cap on agent turns.", "`agent_max_turns: 30`"],
  permission_mode: ["The agent's permission mode.", "`permission_mode: default`"],
  permission_parity: [
    "`cowork`: gates no rule answers follow Cowork's defaults; `strict`: they are denied.",
    "`permission_parity: strict`",
  ],
  folders: [
    "Connected folders, copied into the layout as `mnt/<mount>/` (`mode: r` read-only, `rw`, `rwd` also deletes).",
    "`folders: [{from: ../data/reports, mode: rw}]`",
  ],
  "folders[].from": ["The folder on disk, relative to the session file.", "`from: ../data/reports`"],
  "folders[].mode": ["`r`, `rw` or `rwd`.", "`mode: r`"],
  projects: [
    "Cowork projects, staged read-only at `mnt/.projects/<uuid>/`.",
    "`projects: [{uuid: p1, from: ../project}]`",
  ],
  "projects[].uuid": ["The project id (its directory name in the layout).", "`uuid: p1`"],
  "projects[].from": ["The project directory, relative to the session file.", "`from: ../project`"],
  trusted_folders: ["Folders the user trusts (recorded in the session shape).", "`trusted_folders: [../data]`"],
  auto_mount_folders: ["Whether Cowork mounts folders on its own.", "`auto_mount_folders: false`"],
  uploads: [
    "Files the user uploaded, staged read-only at `mnt/uploads/<file name>`.",
    "`uploads: [../data/sales.csv]`",
  ],
  plugins: [
    "The plugins the agent gets (each staged copy is passed with `--plugin-dir`).",
    "`plugins: {local_plugins: [../skills/my-plugin]}`",
  ],
  "plugins.config_dir": ["A Claude config dir to take plugin settings from.", "`config_dir: null`"],
  "plugins.marketplaces": ["Marketplace names (recorded in the session shape).", "`marketplaces: [acme]`"],
  "plugins.local_marketplaces": [
    "Marketplace directories holding `.claude-plugin/marketplace.json`; their `enabled` plugins are staged at `mnt/.local-plugins/marketplaces/<marketplace>/<plugin>/`.",
    "`local_marketplaces: [../marketplace]`",
  ],
  "plugins.enabled": [
    "`plugin@marketplace` entries to stage from the local marketplaces.",
    "`enabled: [csv-metrics@acme]`",
  ],
  "plugins.local_plugins": [
    "Plugin directories (the skill under test), staged at `mnt/.local-plugins/marketplaces/local-desktop-app-uploads/<dir name>/`. Their files are fingerprinted.",
    "`local_plugins: [../skills/csv-metrics]`",
  ],
  "plugins.remote_plugins": [
    "Plugin directories staged at `mnt/.remote-plugins/<dir name>/`.",
    "`remote_plugins: [../remote/tool]`",
  ],
  skills: ["Skills outside a plugin.", "`skills: {local: [../skills/loose]}`"],
  "skills.local": [
    "Skill directories copied into the agent's config dir (`claude-config/skills/<name>`).",
    "`local: [../skills/loose]`",
  ],
  "skills.suggest_enabled": ["Cowork's skill suggestions on or off.", "`suggest_enabled: true`"],
  "skills.proactive_suggest_enabled": ["Proactive skill suggestions on or off.", "`proactive_suggest_enabled: false`"],
  mcp: ["MCP servers.", "`mcp: {config: ../mcp.json, enabled: [github]}`"],
  "mcp.config": ["An MCP config file.", "`config: ../mcp.json`"],
  "mcp.enabled": ["The MCP servers to enable.", "`enabled: [github]`"],
  egress: [
    "The agent's network allowlist, enforced by record's egress proxy.",
    "`egress: {extra_allow: [api.example.com]}`",
  ],
  "egress.extra_allow": ["Hosts allowed besides the defaults.", "`extra_allow: [api.example.com]`"],
  "egress.unrestricted": ["No allowlist at all.", "`unrestricted: false`"],
  web_fetch: ["WebFetch approvals.", "`web_fetch: {approved_domains: [docs.example.com]}`"],
  "web_fetch.approved_domains": [
    "Domains WebFetch may reach without a gate.",
    "`approved_domains: [docs.example.com]`",
  ],
  staleness: ["Fingerprint settings.", '`staleness: {hash_ignore: ["**/*.log"]}`'],
  "staleness.hash_ignore": [
    "Globs left out of the skill fingerprint (besides `.cowork-hashignore`).",
    '`hash_ignore: ["**/*.log"]`',
  ],
  debug: ["Debug settings.", "`debug: {max_thinking_tokens: 4000}`"],
  "debug.max_thinking_tokens": ["A fixed thinking budget.", "`max_thinking_tokens: 4000`"],
  "debug.thinking_display": ["How thinking is shown.", "`thinking_display: omitted`"],
  agent_env: ["Agent environment switches.", "`agent_env: {tool_search: off}`"],
  "agent_env.subagent_model": ["The model sub-agents use.", "`subagent_model: claude-haiku-4-5`"],
  "agent_env.tool_search": ["Tool search `auto` or `off`.", "`tool_search: off`"],
  "agent_env.disable_experimental_betas": [
    "Turns the agent's experimental betas off.",
    "`disable_experimental_betas: true`",
  ],
  limits: [
    "The agent container's resource limits (container tier). Each may only lower the workflow's (the Action's `resource-limits` input, COWORK_RESOURCE_LIMITS; defaults fit a 4-CPU/16 GB hosted runner). Exceeding memory or session_disk ends the run with `resource limit: …`.",
    "`limits: {memory: 2g, session_disk: 512m}`",
  ],
  "limits.memory": ["Memory, swap included (default 6g); tmpfs pages count against it.", "`memory: 2g`"],
  "limits.cpus": ["CPUs (default 2).", "`cpus: 1`"],
  "limits.pids": ["Processes and threads (default 1024).", "`pids: 512`"],
  "limits.tmp": ["Size of the /tmp tmpfs (default 1g).", "`tmp: 256m`"],
  "limits.var_tmp": ["Size of the /var/tmp tmpfs (default 256m).", "`var_tmp: 64m`"],
  "limits.run": ["Size of the /run tmpfs (default 64m).", "`run: 16m`"],
  "limits.shm": ["Size of /dev/shm (default 64m).", "`shm: 16m`"],
  "limits.session_disk": [
    "How much the session directory may grow on the runner's disk (default 2g).",
    "`session_disk: 512m`",
  ],
};

export const MODEL_SCRIPT_DOCS: Record<string, KeyDoc> = {
  model: ["The model id echoed in responses (default: the one the request named).", "`model: claude-sonnet-4-5`"],
  turns: [
    "The turns, one per `POST /v1/messages` the agent makes, in order. A bare list of turns is also accepted as the whole file.",
    "`turns: [{respond: [{text: Done.}]}]`",
  ],
  "turns[].expect": [
    "What the request must carry before this turn answers; a mismatch fails the run naming the turn.",
    '`expect: {tool_result_startswith: "File created"}`',
  ],
  "turns[].expect.tool_result_startswith": [
    "Some tool result in the newest user message starts with this text (the safest: the agent appends reminders).",
    '`tool_result_startswith: "File created successfully"`',
  ],
  "turns[].expect.tool_result_contains": [
    "Some tool result in the newest user message contains this text.",
    "`tool_result_contains: '\"rows\":5'`",
  ],
  "turns[].expect.system_contains": [
    "The request's system prompt contains this text (e.g. the Cowork addition rendered from --baselines).",
    "`system_contains: Cowork`",
  ],
  "turns[].expect.user_contains": [
    "The newest input (all the text after the model's last turn: the user message and its tool results, and a message the user sent mid-turn, such as present_files' promotion notice) contains this text.",
    "`user_contains: sales.csv`",
  ],
  "turns[].respond": [
    "The content blocks to stream back: `- text: …` or `- tool_use: {name, input, id?}`.",
    "`respond: [{tool_use: {name: Bash, input: {command: ls mnt/uploads}}}]`",
  ],
  "turns[].usage": [
    "The token counts this turn reports instead of the estimate (4 characters per token); the agent prices them into the run's cost.",
    "`usage: {input_tokens: 1200, output_tokens: 300}`",
  ],
  "turns[].usage.input_tokens": ["Input tokens of this turn.", "`input_tokens: 1200`"],
  "turns[].usage.output_tokens": ["Output tokens of this turn.", "`output_tokens: 300`"],
  "turns[].usage.cache_creation_input_tokens": [
    "Cache-write input tokens of this turn.",
    "`cache_creation_input_tokens: 0`",
  ],
  "turns[].usage.cache_read_input_tokens": ["Cache-read input tokens of this turn.", "`cache_read_input_tokens: 0`"],
  "turns[].fault": [
    `Instead of responding, inject a fault: ${FAULT_KINDS.map((f) => `\`${f}\``).join(", ")} (hang, HTTP 429/500, dropped connection).`,
    '`fault: "500"`',
  ],
};

/** One example argument per assertion key (validated against the schema by the docs test). */
export const ASSERTION_EXAMPLES: Record<string, unknown> = {
  transcript_contains: "outputs/metrics.md",
  transcript_not_contains: "I could not",
  transcript_matches: "5 rows",
  transcript_not_matches: "error|failed",
  tool_result_contains: '"revenue"',
  tool_result_not_contains: "Traceback",
  tool_result_matches: '"rows":\\s*5',
  tool_result_not_matches: "ENOENT",
  file_exists: "outputs/metrics.md",
  user_visible_artifact: "outputs/metrics.md",
  tool_called: "Bash",
  tool_not_called: "WebFetch",
  subagent_tool_used: "Write",
  subagent_tool_absent: "WebFetch",
  no_vm_path_file_op: true,
  vm_path_denied: true,
  path_denied: { tool: "Write", path_matches: "^/sessions/" },
  no_path_denied: true,
  subagent_file_write: { path_suffix: "report.md" },
  subagent_dispatch_healthy: { type: "general-purpose", delivered: true },
  subagent_dispatched: "general-purpose",
  subagent_declared_but_unused: "WebSearch",
  subagent_output_contains: { contains: "done" },
  dispatch_count_max: 2,
  skill_triggered: "csv-metrics",
  no_skill_triggered: "pdf",
  skill_available: "csv-metrics",
  connector_available: "github",
  tool_available: "^Bash$",
  max_cost_usd: 0.5,
  max_tokens: 200000,
  tool_calls_max: 10,
  tool_no_error: "Bash",
  tool_no_error_if_called: "Write|Edit",
  max_tool_errors: 0,
  max_redundant_tool_calls: 0,
  skill_tool_used: { skill: "csv-metrics", tool: "Bash" },
  all_tasks_completed: true,
  task_count_min: 1,
  task_status: { match: "report", status: "completed" },
  max_turns: 10,
  max_peak_rss_bytes: 2000000000,
  compaction_occurred: true,
  no_mcp_error: true,
  hook_blocked: "Bash",
  no_hook_blocked: true,
  no_scratchpad_leak: true,
  present_files_called: true,
  egress_denied: "example.com",
  egress_allowed: "registry.npmjs.org",
  no_delete_in_outputs: true,
  no_unexpected_files: ["outputs/*.md"],
  file_absent: "outputs/draft.tmp",
  artifact_text: { artifact: "outputs/metrics.md", contains: ["Rows: 5"] },
  input_unmodified: "uploads/*.csv",
  self_heal_ran: false,
  no_lost_write_back: true,
  transcript_no_host_path: true,
  computer_links_resolve: true,
  computer_links_resolve_if_present: true,
  question_asked: "which metrics",
  question_options: { when_question: "which metrics", contains: ["Totals"], order: "any" },
  questions_count_max: 1,
  gate_answers_delivered: true,
  gate_answer_count_min: 1,
  result: "success",
  allow_permissive_auto_allow: true,
  allow_outputs_delete: true,
  no_delete_in_mounts: true,
  allow_delete_in: ["reports"],
  allow_l0_plugin_divergence: true,
  allow_missing_capability: true,
  allow_stall: true,
  allow_undelivered_deliverables: true,
  artifact_json: { artifact: "outputs/summary.json", path: "rows", equals: 5 },
  semantic_matches: { rubric: ["states the row count"] },
};
