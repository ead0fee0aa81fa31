/**
 * The hook event names the pinned agent accepts: its own validator's list, read from the binary of
 * @anthropic-ai/claude-code at the version scripts/install-agent.mjs installs. The harness itself
 * installs PreToolUse only; a plugin's own hooks for the others run, but no assertion key reads them.
 */
export const KNOWN_HOOK_EVENTS: readonly string[] = [
  "PreToolUse",
  "PostToolUse",
  "PostToolUseFailure",
  "PostToolBatch",
  "Notification",
  "UserPromptSubmit",
  "UserPromptExpansion",
  "SessionStart",
  "SessionEnd",
  "Stop",
  "StopFailure",
  "SubagentStart",
  "SubagentStop",
  "PreCompact",
  "PostCompact",
  "PreModelSwitch",
  "PostModelSwitch",
  "PermissionRequest",
  "PermissionDenied",
  "Setup",
  "TeammateIdle",
  "TaskCreated",
  "TaskCompleted",
  "Elicitation",
  "ElicitationResult",
  "ConfigChange",
  "WorktreeCreate",
  "WorktreeRemove",
  "InstructionsLoaded",
  "CwdChanged",
  "FileChanged",
  "DirectoryAdded",
  "MessageDisplay",
  "PreSkillShellCommand",
];

/** The events whose hooks the harness installs and its assertions read. */
export const SERVED_HOOK_EVENTS: readonly string[] = ["PreToolUse"];
