#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  compareVersions
} from "./chunk-NT77EBXM.js";
import {
  readRegularText
} from "./chunk-A7IXKCTY.js";
import {
  isPlainName
} from "./chunk-HT3KHDWJ.js";
import {
  HarnessError,
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/core/baselines/load.ts
import { readdir } from "node:fs/promises";
import { join } from "node:path";
var BASELINE_FILE = /^desktop-(.+)\.json$/;
async function listBaselineVersions(dir) {
  let names;
  try {
    names = await readdir(dir);
  } catch (e) {
    throw new HarnessError(`baselines directory ${dir}: cannot be read (${oneLine(e)})`);
  }
  const versions = names.flatMap((n) => {
    const m = BASELINE_FILE.exec(n);
    return m?.[1] ? [m[1]] : [];
  });
  return versions.sort((a, b) => compareVersions(b, a));
}
function versionOf(name) {
  return name.replace(/^desktop-/, "").replace(/\.json$/, "");
}
async function loadBaseline(dir, name = "latest") {
  let version;
  if (name === "latest") {
    const versions = await listBaselineVersions(dir);
    if (versions[0] === void 0)
      throw new HarnessError(`baselines directory ${dir}: no desktop-*.json baselines in it`);
    version = versions[0];
  } else {
    version = versionOf(name);
  }
  if (!isPlainName(`desktop-${version}.json`))
    throw new HarnessError(
      `baseline '${name}': not a baseline name \u2014 use latest, a version (1.2.3) or a file name in the baselines directory (desktop-1.2.3.json)`
    );
  const file = join(dir, `desktop-${version}.json`);
  let text;
  try {
    text = readRegularText(file);
  } catch (e) {
    const code = e.code;
    throw new HarnessError(
      `baseline '${name}': ${code === "ENOENT" ? `no file ${file}` : `cannot read ${file} (${oneLine(e)})`}`
    );
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new HarnessError(`baseline ${file}: invalid JSON (${oneLine(e)})`);
  }
  if (parsed === null || typeof parsed !== "object" || typeof parsed.appVersion !== "string") {
    throw new HarnessError(`baseline ${file}: not a baseline (no string appVersion)`);
  }
  return { dir, file, baseline: parsed };
}

// src/core/baselines/container-baseline.ts
import { createHash } from "node:crypto";

// src/core/baselines/agent-tools.ts
var AGENT_TOOLS = [
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
  "ToolSearch"
];

// src/core/baselines/container-baseline.ts
var PINNED_AGENT_VERSION = "2.1.332";
var PINNED_AGENT_BINARY_INTEGRITY = "sha512-f4JWhzwYutJIHScC7/dYOPX6s28tt7ZADhsOi8zwOHq5fFPEuUeChh2NMfinSg0GrUckYxaeebC4h0DqiKzLcw==";
var AGENT_IMAGE_RECIPE_SHA256 = "25471c18fc6df52fe08ab258725da7208a55f766c571d8838199b9ae2adec344";
var CONTAINER_LAYOUT_VERSION = 1;
var current;
function containerBaseline() {
  if (current === void 0) {
    const pins = {
      agent: PINNED_AGENT_VERSION,
      binary: PINNED_AGENT_BINARY_INTEGRITY,
      image: AGENT_IMAGE_RECIPE_SHA256,
      tools: [...AGENT_TOOLS],
      layout: CONTAINER_LAYOUT_VERSION
    };
    const id = `container-${PINNED_AGENT_VERSION}-${createHash("sha256").update(JSON.stringify(pins)).digest("hex").slice(0, 12)}`;
    current = { id, agentVersion: PINNED_AGENT_VERSION };
  }
  return { ...current };
}
function stampedContainerBaseline(environment) {
  const v = environment?.containerBaseline;
  if (v === null || typeof v !== "object") return void 0;
  const { id, agentVersion } = v;
  return typeof id === "string" && typeof agentVersion === "string" ? { id, agentVersion } : void 0;
}
function containerBaselineFinding(environment, current2 = containerBaseline()) {
  const stamped = stampedContainerBaseline(environment);
  if (!stamped || stamped.id === current2.id) return void 0;
  const agent = stamped.agentVersion !== current2.agentVersion ? ` (the pinned agent moved ${stamped.agentVersion} \u2192 ${current2.agentVersion})` : " (the agent image recipe, tool set or layout changed)";
  return {
    class: "baseline",
    message: `container baseline moved ${stamped.id} \u2192 ${current2.id} since record${agent} \u2014 re-record`
  };
}

export {
  loadBaseline,
  AGENT_TOOLS,
  PINNED_AGENT_VERSION,
  containerBaseline,
  containerBaselineFinding
};
