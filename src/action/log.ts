/**
 * The Action's plain log lines. `core.info` writes its text as it is, so a line of it could start
 * a workflow command: every informational line goes through logInfo, which neutralises CR/LF and
 * any line that would start a command (src/core/util/log-guard.ts). The `core` command functions
 * (error, warning, notice, groups, setFailed) escape their data themselves.
 */
import * as core from "@actions/core";
import { neutraliseLog } from "../core/util/log-guard.js";

export function logInfo(text: string): void {
  core.info(neutraliseLog(text));
}
