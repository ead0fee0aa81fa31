/** `check` as a bundle of its own (dist/standalone/check.js): see ../dispatch.ts and scripts/build.mjs. */
import { standaloneRunner } from "../dispatch.js";
import { checkCommand, CHECK_HELP, CHECK_OPTIONS } from "../commands/check.js";

export const entry = { run: checkCommand, help: CHECK_HELP, options: CHECK_OPTIONS };
export const runStandalone = standaloneRunner("check", checkCommand);
