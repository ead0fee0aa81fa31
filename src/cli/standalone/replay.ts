/** `replay` as a bundle of its own (dist/standalone/replay.js): see ../dispatch.ts and scripts/build.mjs. */
import { standaloneRunner } from "../dispatch.js";
import { replayCommand, REPLAY_HELP, REPLAY_OPTIONS } from "../commands/replay.js";

export const entry = { run: replayCommand, help: REPLAY_HELP, options: REPLAY_OPTIONS };
export const runStandalone = standaloneRunner("replay", replayCommand);
