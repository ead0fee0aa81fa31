#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  rawInput
} from "./chunk-KBFI62UA.js";
import {
  setFailed,
  setOutput,
  warning
} from "./chunk-IK6LMVQB.js";
import {
  maskSecrets
} from "./chunk-BC4CWRGE.js";
import {
  mdText
} from "./chunk-ENZH6ITV.js";
import {
  envelope
} from "./chunk-SVFAZ3I2.js";
import {
  writeFileAtomic
} from "./chunk-MJN26BLH.js";
import {
  EXIT,
  HarnessError,
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/action/workspace.ts
import { isAbsolute, relative, resolve } from "node:path";
function actionRoot(env, workingDirectory) {
  const workspace = resolve(env.GITHUB_WORKSPACE ?? process.cwd());
  const root = resolve(workspace, workingDirectory);
  const rel = relative(workspace, root);
  if (rel.startsWith("..") || isAbsolute(rel)) {
    throw new HarnessError(
      `input working-directory "${workingDirectory}" is outside the workspace ${workspace}`,
      EXIT.usage,
      "usage"
    );
  }
  return { workspace, root };
}

// src/action/stopped.ts
import { tmpdir } from "node:os";
import { appendFileSync } from "node:fs";
import { join } from "node:path";
function reportDir(env) {
  return env.RUNNER_TEMP && env.RUNNER_TEMP !== "" ? env.RUNNER_TEMP : tmpdir();
}
async function reportStopped(env, command, line, exitCode, names) {
  const masked = maskSecrets(line);
  const dir = reportDir(env);
  const files = names ?? {
    results: join(dir, "cowork-harness-results.json"),
    summary: join(dir, "cowork-harness-summary.md")
  };
  const md = `## cowork-harness ${command}

\u274C ${mdText(masked, 2e3)}

Nothing was checked, recorded or written back.
`;
  const error = { category: exitCode === EXIT.usage ? "usage" : "input", message: masked };
  try {
    await writeFileAtomic(files.results, `${JSON.stringify(envelope(command, false, [], error), null, 2)}
`);
    await writeFileAtomic(files.summary, md);
    if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, md);
  } catch (e) {
    warning(`cowork-harness: could not write the report files: ${maskSecrets(oneLine(e))}`);
  }
  setOutput("ok", "false");
  setOutput("failed", "0");
  setOutput("stale", "0");
  setOutput("results", files.results);
  setOutput("summary-md", files.summary);
  setFailed(`cowork-harness${command === "rerecord" ? " rerecord" : ""}: ${masked}`);
  return files;
}
function commandOf(env) {
  const c = rawInput(env, "command");
  return /^[a-z-]{1,20}$/.test(c) ? c : "check";
}

export {
  actionRoot,
  reportDir,
  reportStopped,
  commandOf
};
