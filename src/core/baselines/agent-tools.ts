/**
 * The tools the agent is given: part of what a container recording's baseline pins
 * (src/core/baselines/container-baseline.ts), so it sits with the baseline data that both the gate and
 * the live side read, not with the live side's argv.
 * The set is the one Cowork exposes (the reference's src/runtime/argv.ts; docs/reference.md#recording-and-the-agent-protocol spawn.tools).
 */
export const AGENT_TOOLS: readonly string[] = [
  "Task",
  "Bash",
  "Glob",
  "Grep",
  "Read",
  "Edit",
  "Write",
  "NotebookEdit",
  "WebFetch",
  "TaskCreate",
  "TaskUpdate",
  "TaskGet",
  "TaskList",
  "TaskStop",
  "WebSearch",
  "Skill",
  "REPL",
  "JavaScript",
  "AskUserQuestion",
  "ToolSearch",
];
