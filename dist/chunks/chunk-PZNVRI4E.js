#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  booleanInput,
  cache_exports,
  logInfo,
  rawInput
} from "./chunk-WYHZHSM5.js";
import {
  notice,
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
  DEFAULT_BASELINES_SOURCE,
  PUBLISHED_BASELINES_COMMIT,
  PUBLISHED_BASELINE_PINS,
  baselinesCacheDir,
  baselinesDirFor,
  cachedFileDigest
} from "./chunk-LFV2YVHF.js";
import {
  envelope
} from "./chunk-KU72ARQB.js";
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

// src/action/baselines.ts
import { createHash } from "node:crypto";
import { resolve as resolve2 } from "node:path";
function baselinesCacheKey() {
  const pins = createHash("sha256").update(JSON.stringify(PUBLISHED_BASELINE_PINS)).digest("hex").slice(0, 12);
  return `cowork-baselines-${PUBLISHED_BASELINES_COMMIT}-${pins}`;
}
function holdsPublishedSet(dir) {
  return PUBLISHED_BASELINE_PINS.every((p) => {
    const got = cachedFileDigest(dir, p.path);
    return "sha256" in got && got.sha256 === p.sha256;
  });
}
async function actionBaselinesDir(opts) {
  const { env } = opts;
  const given = rawInput(env, "baselines");
  const wanted = booleanInput(env, "fetch-baselines", false);
  if (given) {
    if (wanted) notice("fetch-baselines: not fetched \u2014 the baselines input names the directory to use");
    return resolve2(opts.root, given);
  }
  if (wanted) await fetchIntoCache(opts);
  return baselinesDirFor(void 0, env, (l) => l.startsWith("warning: ") ? warning(l.slice(9)) : logInfo(l));
}
async function fetchIntoCache(opts) {
  const dir = baselinesCacheDir(opts.env);
  if (dir === void 0) {
    warning("fetch-baselines: no cache directory (HOME is not set): the step runs without baselines");
    return;
  }
  const service = opts.service ?? cache_exports;
  const key = baselinesCacheKey();
  let available = false;
  try {
    available = service.isFeatureAvailable();
  } catch (e) {
    notice(`fetch-baselines: the Actions cache is unavailable (${oneLine(e)})`);
  }
  let restored = false;
  if (available) {
    try {
      restored = await service.restoreCache([dir], key) === key;
    } catch (e) {
      notice(`fetch-baselines: the cached baselines were not restored (${oneLine(e)})`);
    }
  }
  if (restored && holdsPublishedSet(dir)) {
    logInfo(`fetch-baselines: restored ${key} from the Actions cache`);
    return;
  }
  const download = opts.fetch ?? (await import("./fetch-ED2RDYAC.js")).fetchBaselines;
  let outcome;
  try {
    outcome = await download({ source: DEFAULT_BASELINES_SOURCE, pins: PUBLISHED_BASELINE_PINS, dir });
  } catch (e) {
    warning(`fetch-baselines: ${oneLine(e)}; the step runs without fetched baselines`);
    return;
  }
  for (const r of outcome.refused) warning(`fetch-baselines: ${r.path}: ${r.why}`);
  logInfo(`fetch-baselines: fetched ${outcome.kept.length} of ${PUBLISHED_BASELINE_PINS.length} file(s) into ${dir}`);
  if (!available || outcome.refused.length > 0) return;
  try {
    await service.saveCache([dir], key);
  } catch (e) {
    notice(`fetch-baselines: the baselines were not saved to the Actions cache (${oneLine(e)})`);
  }
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
  actionBaselinesDir,
  reportDir,
  reportStopped,
  commandOf
};
