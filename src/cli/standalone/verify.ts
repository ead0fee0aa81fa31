/** `verify` as a bundle of its own (dist/standalone/verify.js): see ../dispatch.ts and scripts/build.mjs. */
import { standaloneRunner } from "../dispatch.js";
import { verifyCommand, VERIFY_HELP, VERIFY_OPTIONS } from "../commands/verify.js";

export const entry = { run: verifyCommand, help: VERIFY_HELP, options: VERIFY_OPTIONS };
export const runStandalone = standaloneRunner("verify", verifyCommand);
