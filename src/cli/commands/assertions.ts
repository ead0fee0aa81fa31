/**
 * `cowork-harness assertions --list [--output-format json]`: the assertion catalog with one line
 * per key (docs/reference.md#gate-extras). Text groups the keys in families; JSON is flat, catalog order.
 */
import { defineCommand, type CommandContext } from "../command.js";
import { EXIT, UsageError } from "../../core/util/errors.js";
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";
import { ASSERTION_DESCRIPTIONS } from "../../core/scenario/assertion-descriptions.js";

const ASSERTIONS_USAGE = "usage: assertions [--list] [--output-format json]";

const ASSERTIONS_HELP = `Usage: cowork-harness assertions [--list] [options]

Lists every assertion key a scenario's assert: block accepts, with what it checks, grouped in families.

Options:
  --list                     list the keys (the default; kept for the reference's spelling)
  --output-format text|json  text (default) or one JSON object in the reference's key order
  -h, --help                 show this help

Exit codes: 0 listed, 2 usage error.
`;

const ASSERTIONS_OPTIONS = {
  list: { type: "boolean" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

const FILE_KEYS = new Set([
  "file_exists",
  "file_absent",
  "artifact_text",
  "user_visible_artifact",
  "artifact_json",
  "no_unexpected_files",
  "input_unmodified",
  "no_delete_in_outputs",
  "no_delete_in_mounts",
  "no_scratchpad_leak",
  "present_files_called",
  "no_lost_write_back",
  "self_heal_ran",
]);

/** Families in print order; a key goes to the first that claims it. */
const FAMILIES: readonly (readonly [title: string, claims: (key: string) => boolean])[] = [
  ["Outcome", (k) => ["result", "compaction_occurred", "semantic_matches"].includes(k)],
  ["Transcript / prose", (k) => k.startsWith("transcript_") && k !== "transcript_no_host_path"],
  ["Gates (AskUserQuestion)", (k) => k.startsWith("gate_") || k.startsWith("question")],
  ["Hooks", (k) => k.endsWith("hook_blocked")],
  [
    "Path denial / VM paths",
    (k) => k.includes("path_denied") || k === "no_vm_path_file_op" || k === "transcript_no_host_path",
  ],
  ["Sub-agents", (k) => k.startsWith("subagent_") || k === "dispatch_count_max"],
  [
    "Tools",
    (k) => k.startsWith("tool_") || ["no_mcp_error", "max_redundant_tool_calls", "max_tool_errors"].includes(k),
  ],
  ["Skills / connectors", (k) => k.includes("skill_") || k === "connector_available"],
  ["Tasks", (k) => k.startsWith("task_") || k === "all_tasks_completed"],
  ["Egress", (k) => k.startsWith("egress_")],
  ["Files / artifacts / delivery", (k) => FILE_KEYS.has(k) || k.startsWith("computer_links_")],
  ["Budgets", (k) => k.startsWith("max_")],
  ["Verdict modifiers (no-op passes on replay)", (k) => k.startsWith("allow_") || k === "replay_protocol_fidelity"],
  ["Other", () => true],
];

function assertionsText(): string {
  const width = Math.max(...ASSERTION_DESCRIPTIONS.map(([k]) => k.length));
  const groups = new Map<string, string[]>();
  for (const [key, description] of ASSERTION_DESCRIPTIONS) {
    const title = (FAMILIES.find(([, claims]) => claims(key)) as (typeof FAMILIES)[number])[0];
    groups.set(title, [...(groups.get(title) ?? []), `    ${key.padEnd(width)}  ${description}\n`]);
  }
  const sections = FAMILIES.filter(([title]) => groups.has(title)).map(
    ([title]) => `  ${title}\n${(groups.get(title) as string[]).join("")}\n`,
  );
  return `available assertions (${ASSERTION_DESCRIPTIONS.length}) — use under a scenario's \`assert:\` list:\n\n${sections.join("")}`;
}

function assertionsJson(): string {
  const assertions = ASSERTION_DESCRIPTIONS.map(([key, description]) => ({ key, description }));
  return JSON.stringify({
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    command: "assertions",
    ok: true,
    assertions,
    error: null,
  });
}

/** Prints the catalog. */
async function assertions({ positionals, format, io }: CommandContext<typeof ASSERTIONS_OPTIONS>): Promise<number> {
  if (positionals.length > 0) throw new UsageError(ASSERTIONS_USAGE);
  io.stdout(format === "json" ? `${assertionsJson()}\n` : assertionsText());
  return EXIT.ok;
}

export const command = defineCommand({
  name: "assertions",
  help: ASSERTIONS_HELP,
  options: ASSERTIONS_OPTIONS,
  errors: "json-usage",
  run: assertions,
});
