#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  hit
} from "./chunk-IXQNGYAG.js";
import {
  parseModelScript,
  sessionRootOf
} from "./chunk-I64G2WUU.js";
import {
  matchesAnyPathGlob
} from "./chunk-Y7WMMQY3.js";
import {
  firstMissingUpload,
  loadScenarioTextOf,
  missingUploadText,
  repositoryRelative,
  shownName
} from "./chunk-2HFCXRSU.js";
import {
  SCENARIO_KEYS
} from "./chunk-TJGXX2SJ.js";
import {
  SESSION_KEYS,
  closestMatch,
  lineOfPath,
  loadSessionText
} from "./chunk-3LL6WAPB.js";
import {
  require_dist
} from "./chunk-RJU6G3KC.js";
import {
  ContainmentError,
  readFileBelow
} from "./chunk-HT3KHDWJ.js";
import {
  escapesRepositoryRoot,
  repositoryRootOf
} from "./chunk-FOXKMYXX.js";
import {
  ALWAYS_CONTENT_KEYS,
  ASSERTION_KEYS,
  LIVE_ONLY_KEYS,
  MANIFEST_KEYS,
  QUESTION_GATE_KEYS,
  VERDICT_MODIFIER_KEYS
} from "./chunk-IILW425K.js";
import {
  MAX_JSON_DEPTH,
  nestsDeeperThan
} from "./chunk-CMR34UZX.js";
import {
  HarnessError,
  oneLine
} from "./chunk-JB7TIAU6.js";
import {
  __toESM
} from "./chunk-5HX2GR4K.js";

// src/gate/lint/py-values.ts
function truthy(value) {
  if (value === null || value === void 0 || value === false || value === 0 || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.keys(value).length > 0;
  return true;
}
var FLOAT_TEXT = /^[+-]?(?:(?:\d(?:_?\d)*)?\.\d(?:_?\d)*|\d(?:_?\d)*\.?)(?:[eE][+-]?\d(?:_?\d)*)?$/;
var SPECIAL_FLOAT = /^[+-]?(?:inf|infinity|nan)$/i;
function numeric(value) {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return void 0;
  const text = value.trim();
  if (SPECIAL_FLOAT.test(text)) {
    const negative = text.startsWith("-");
    return /nan/i.test(text) ? NaN : negative ? -Infinity : Infinity;
  }
  return FLOAT_TEXT.test(text) ? Number(text.replace(/_/g, "")) : void 0;
}
function pyStr(text) {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  const escaped = text.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/\t/g, "\\t");
  return quote + (quote === "'" ? escaped.replace(/'/g, "\\'") : escaped) + quote;
}
function pyList(items) {
  return `[${items.map((i) => typeof i === "number" ? String(i) : pyStr(i)).join(", ")}]`;
}
function pySorted(items) {
  return [...items].sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
}

// src/gate/lint/document.ts
function isMapping(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function assertItems(block) {
  if (isMapping(block)) return [{ index: 0, path: ["assert"], value: block }];
  if (!Array.isArray(block)) return [];
  const items = [];
  block.forEach((value, i) => {
    if (isMapping(value)) items.push({ index: items.length, path: ["assert", i], value });
  });
  return items;
}
function scenarioDoc(raw, source) {
  const items = assertItems(raw["assert"]);
  const keys = new Set(items.flatMap((item) => Object.keys(item.value)));
  const lineOf = (path) => source ? lineOfPath(source, path) : void 0;
  const lineOfAssertKey = (key) => {
    const item = items.find((i) => key in i.value);
    return item ? lineOf([...item.path, key]) : void 0;
  };
  return {
    raw,
    fidelity: truthy(raw["fidelity"]) ? raw["fidelity"] : "container",
    lane: truthy(raw["lane"]) ? raw["lane"] : "local",
    items,
    keys,
    lineOf,
    lineOfAssertKey,
    lineOfFirstAssertKey(wanted) {
      const set = new Set(wanted);
      for (const item of items) {
        const key = Object.keys(item.value).find((k) => set.has(k));
        if (key !== void 0) return lineOf([...item.path, key]);
      }
      return void 0;
    }
  };
}
function valuesOf(doc, key) {
  return doc.items.filter((i) => key in i.value).map((i) => i.value[key]);
}

// src/gate/lint/rules/gates.ts
var atLeastOne = (v) => (numeric(v) ?? NaN) >= 1;
var isZero = (v) => numeric(v) === 0;
function requiresAGate(doc) {
  return doc.keys.has("question_asked") || doc.keys.has("question_options") || valuesOf(doc, "gate_answer_count_min").some(atLeastOne) || valuesOf(doc, "tool_called").some((v) => typeof v === "string" && matchesAnyPathGlob([v], "AskUserQuestion"));
}
var vacuousGateAssert = {
  id: "vacuous-gate-assert",
  check: (doc) => {
    if (!valuesOf(doc, "gate_answers_delivered").some((v) => v !== false) || requiresAGate(doc)) return [];
    const gateFree = valuesOf(doc, "questions_count_max").some(isZero);
    const message = gateFree ? "`gate_answers_delivered` does nothing here: `questions_count_max: 0` already says no gate may fire, and with zero gates it passes by default." : "`gate_answers_delivered` passes when no gate fires at all, and nothing else here requires one \u2014 if the skill stops asking, this stays green.";
    const fix = gateFree ? "Drop `gate_answers_delivered`; `questions_count_max: 0` states the intent." : "Require a gate as well: `gate_answer_count_min: 1`, a `question_asked` regex, or `tool_called: AskUserQuestion`. If the scenario should never ask, replace it with `questions_count_max: 0`.";
    return [hit("WARN", message, fix, doc.lineOfAssertKey("gate_answers_delivered"))];
  }
};
function contradictions(doc) {
  const clauses = [];
  if (valuesOf(doc, "questions_count_max").some(isZero)) {
    const needs = [
      valuesOf(doc, "gate_answer_count_min").some(atLeastOne) ? "`gate_answer_count_min` \u2265 1" : "",
      doc.keys.has("question_asked") ? "`question_asked`" : "",
      doc.keys.has("question_options") ? "`question_options`" : "",
      valuesOf(doc, "gate_answers_delivered").some((v) => v === false) ? "`gate_answers_delivered: false`" : ""
    ].filter(Boolean);
    if (needs.length > 0)
      clauses.push(`\`questions_count_max: 0\` allows no question while ${needs.join(", ")} needs one`);
  }
  if (valuesOf(doc, "no_hook_blocked").some((v) => v === true) && doc.keys.has("hook_blocked")) {
    clauses.push("`no_hook_blocked: true` forbids the block `hook_blocked` requires");
  }
  const pathDenial = doc.keys.has("path_denied") || valuesOf(doc, "vm_path_denied").some((v) => v === true);
  if (valuesOf(doc, "no_path_denied").some((v) => v === true) && pathDenial) {
    clauses.push("`no_path_denied: true` forbids the denial `path_denied` / `vm_path_denied` requires");
  }
  return clauses;
}
var assertContradiction = {
  id: "assert-contradiction",
  check: (doc) => {
    const clauses = contradictions(doc);
    if (clauses.length === 0) return [];
    const tail = clauses.length === 1 ? "no run can satisfy both." : "no run can satisfy all of them.";
    return [
      hit(
        "ERROR",
        `${clauses.join("; and ")} \u2014 ${tail}`,
        "Keep the side that states what the scenario means and drop the other.",
        doc.lineOfFirstAssertKey(["questions_count_max", "no_hook_blocked", "no_path_denied"])
      )
    ];
  }
};

// src/gate/lint/key-sets.ts
var SYNTHESIZED_KEY = "replay_protocol_fidelity";
var modifiers = new Set(VERDICT_MODIFIER_KEYS);
var CONTENT = new Set(ALWAYS_CONTENT_KEYS.filter((k) => !modifiers.has(k)));
var GATE = new Set(QUESTION_GATE_KEYS);
var MANIFEST = new Set(MANIFEST_KEYS);
var LIVE_ONLY = new Set(LIVE_ONLY_KEYS);
var VERDICT_MODIFIER = modifiers;
var SYNTHESIZED = /* @__PURE__ */ new Set([SYNTHESIZED_KEY]);
var EGRESS = /* @__PURE__ */ new Set(["egress_denied", "egress_allowed"]);
var LANE_REMOTE_INCOMPATIBLE = /* @__PURE__ */ new Set([
  "present_files_called",
  "no_scratchpad_leak",
  "user_visible_artifact"
]);
var REGEX_KEYS = [
  "transcript_matches",
  "transcript_not_matches",
  "when_question",
  "subagent_dispatched",
  "question_asked",
  "hook_blocked",
  "tool_result_matches",
  "tool_result_not_matches"
];
var ON_UNANSWERED_VALUES = ["fail", "prompt", "first", "llm"];
var KNOWN_ASSERT_KEYS = [...ASSERTION_KEYS, SYNTHESIZED_KEY];
var TOP_LEVEL_KEYS = SCENARIO_KEYS;
var KEY_FAMILIES = [
  CONTENT,
  GATE,
  MANIFEST,
  LIVE_ONLY,
  VERDICT_MODIFIER,
  SYNTHESIZED
];
function isReplayCheckable(key) {
  return CONTENT.has(key) || GATE.has(key) || MANIFEST.has(key);
}

// src/gate/lint/rules/keys.ts
function didYouMean(key, candidates) {
  const near2 = closestMatch(key, candidates);
  return near2 === void 0 ? "" : ` Did you mean \`${near2}\`?`;
}
var assertionsKey = {
  id: "assertions-key",
  check: (doc) => "assertions" in doc.raw && !("assert" in doc.raw) ? [
    hit(
      "ERROR",
      "the block is named `assertions:`, but the key is `assert:` \u2014 the block is ignored, so not one of its checks ever runs.",
      "Rename `assertions:` to `assert:`, one flat key per item (e.g. `- tool_called: Write`).",
      doc.lineOf(["assertions"])
    )
  ] : []
};
var unknownTopKey = {
  id: "unknown-top-key",
  check: (doc) => Object.keys(doc.raw).filter((k) => k !== "assertions" && !TOP_LEVEL_KEYS.includes(k)).map(
    (k) => hit(
      "WARN",
      `unknown scenario key \`${k}\` \u2014 the scenario schema has no such key.${didYouMean(k, TOP_LEVEL_KEYS)}`,
      `Top-level keys are: ${pySorted(TOP_LEVEL_KEYS).join(", ")}.`,
      doc.lineOf([k])
    )
  )
};
var unknownAssertKey = {
  id: "unknown-assert-key",
  check: (doc) => pySorted(doc.keys).filter((k) => !KNOWN_ASSERT_KEYS.includes(k)).map(
    (k) => hit(
      "WARN",
      `unknown assertion key \`${k}\` \u2014 the scenario will be rejected when it is loaded (run, record, check).${didYouMean(k, KNOWN_ASSERT_KEYS)}`,
      "Use a key from `cowork-harness assertions --list`; for a negative check look for the `_not_`/`no_` form (tool_not_called, transcript_not_contains, no_skill_triggered, subagent_tool_absent).",
      doc.lineOfAssertKey(k)
    )
  )
};

// src/gate/lint/rules/authoring.ts
var onUnansweredInvalid = {
  id: "on-unanswered-invalid",
  check: (doc) => {
    const value = doc.raw["on_unanswered"];
    if (value === void 0 || value === null) return [];
    if (typeof value === "string" && ON_UNANSWERED_VALUES.includes(value)) return [];
    const renamed = value === "agent" ? " (`agent` is now called `llm`)" : "";
    return [
      hit(
        "ERROR",
        `\`on_unanswered: ${String(value)}\` is not a valid policy${renamed}.`,
        `Use one of: ${ON_UNANSWERED_VALUES.join(", ")}.`,
        doc.lineOf(["on_unanswered"])
      )
    ];
  }
};
var authoredReplayFidelity = {
  id: "authored-replay-fidelity",
  check: (doc) => doc.keys.has(SYNTHESIZED_KEY) ? [
    hit(
      "ERROR",
      `\`${SYNTHESIZED_KEY}\` is added by replay itself; it cannot be written in a scenario.`,
      "Delete the item \u2014 every replay already checks protocol fidelity.",
      doc.lineOfAssertKey(SYNTHESIZED_KEY)
    )
  ] : []
};

// src/gate/lint/rules/answers-and-files.ts
var isPositional = (v) => typeof v === "string" && (v === "first" || new RegExp("^\\p{Nd}+$", "u").test(v));
var positionalChooseOrder = {
  id: "positional-choose-order",
  check: (doc) => {
    const answers = doc.raw["answers"];
    if (!Array.isArray(answers)) return [];
    const indices = answers.flatMap((rule, i) => {
      if (!isMapping(rule)) return [];
      const choose = rule["choose"];
      const positional = Array.isArray(choose) ? choose.some(isPositional) : isPositional(choose);
      return positional ? [i] : [];
    });
    if (indices.length === 0) return [];
    return [
      hit(
        "INFO",
        `answer rule(s) ${pyList(indices)} choose by position (\`first\` or an index) \u2014 that survives relabelled options but not reordered ones, and a gate's option order can change between runs.`,
        "Where labels are stable, choose by label; pin the order the user saw with `question_options: {when_question: \u2026, equals: [\u2026]}`.",
        doc.lineOf(["answers", indices[0], "choose"])
      )
    ];
  }
};
var fileAbsentContradiction = {
  id: "file-absent-contradiction",
  check: (doc) => {
    const strings = (key) => valuesOf(doc, key).filter((v) => typeof v === "string");
    const absent = new Set(strings("file_absent"));
    const both = pySorted(new Set(strings("file_exists").filter((p) => absent.has(p))));
    if (both.length === 0) return [];
    return [
      hit(
        "ERROR",
        `${pyList(both)} must both exist (file_exists) and be absent (file_absent) \u2014 no run can satisfy that.`,
        "Keep one of the two assertions for each path.",
        doc.lineOfAssertKey("file_absent")
      )
    ];
  }
};

// src/gate/lint/rules/prompt-slash.ts
var OPENERS = /[\s([{"']/;
var TRAILING = /[.,;:!?)\]}"']+$/;
var COMMAND_NAME = /^[A-Za-z][A-Za-z0-9_-]*(?::[A-Za-z][A-Za-z0-9_-]*)?$/;
var PATH_ROOTS = /* @__PURE__ */ new Set([
  "outputs",
  "mnt",
  "tmp",
  "home",
  "users",
  "var",
  "etc",
  "usr",
  "bin",
  "dev",
  "opt",
  "workspace",
  "root",
  "srv"
]);
function slashCommandNames(text) {
  const names = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== "/" || i > 0 && !OPENERS.test(text[i - 1])) continue;
    const run = /^\S+/.exec(text.slice(i + 1))?.[0];
    if (run === void 0) continue;
    const name = run.replace(TRAILING, "");
    if (!COMMAND_NAME.test(name) || PATH_ROOTS.has(name.toLowerCase()) || names.includes(name)) continue;
    names.push(name);
  }
  return names;
}
var promptSlashNotLeading = {
  id: "prompt-slash-not-leading",
  check: (doc) => {
    const prompt = doc.raw["prompt"];
    if (typeof prompt !== "string" || prompt.trimStart().startsWith("/")) return [];
    return slashCommandNames(prompt).map(
      (name) => hit(
        "WARN",
        `the prompt mentions \`/${name}\` but does not start with it \u2014 a slash command is only expanded at the start of the prompt, so mid-prompt it is plain text and its skill is not preloaded.`,
        `Start the prompt with \`/${name}\` if you mean to invoke it; otherwise reword so it does not look like a command.`,
        doc.lineOf(["prompt"])
      )
    );
  }
};

// src/gate/lint/rules/regex-quoted.ts
var LINE = new RegExp(`^\\s*(?:-\\s*)?(${REGEX_KEYS.join("|")})\\s*:\\s*("(?:[^"\\\\]|\\\\.)*")`);
function hasLoneBackslash(text) {
  return (text.match(/\\+/g) ?? []).some((run) => run.length % 2 === 1);
}
var REGEX_DOUBLE_QUOTED = "regex-double-quoted";
function regexDoubleQuoted(text, file) {
  const findings = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const m = LINE.exec(line);
    if (!m || !hasLoneBackslash(m[2])) return;
    findings.push({
      file,
      line: i + 1,
      ruleId: REGEX_DOUBLE_QUOTED,
      severity: "WARN",
      message: `\`${m[1]}\` has a double-quoted regex with a lone backslash (${m[2]}) \u2014 YAML reads it as an escape, so the pattern is not what you wrote.`,
      fix: "Use single quotes ('\\d+') or a block scalar for regexes; `[\\s\\S]` spans lines where `.` does not."
    });
  });
  return findings;
}

// src/gate/lint/rules/replay-coverage.ts
var INFO_FIX_TAIL = "The linter never reads cassettes, so this is advisory; `--min-severity WARN` hides INFO findings in CI.";
var replayNoop = {
  id: "replay-noop",
  check: (doc) => doc.items.length > 0 && ![...doc.keys].some(isReplayCheckable) ? [
    hit(
      "WARN",
      "no assertion here can be judged on replay (only live-only keys or verdict modifiers) \u2014 the replay gate passes without checking anything.",
      "Add at least one replay-checkable assertion (result, transcript_contains, tool_called, file_exists, \u2026).",
      doc.lineOf(["assert"])
    )
  ] : []
};
var mixedAssertItem = {
  id: "mixed-assert-item",
  check: (doc) => doc.items.flatMap((item) => {
    const keys = Object.keys(item.value);
    const replay = pySorted(keys.filter(isReplayCheckable));
    const live = pySorted(keys.filter((k) => LIVE_ONLY.has(k)));
    if (replay.length === 0 || live.length === 0) return [];
    return [
      hit(
        "WARN",
        `assert item #${item.index} combines replay-checkable ${pyList(replay)} with live-only ${pyList(live)} \u2014 replay drops the live-only part and judges the rest.`,
        "Put each concern in its own list item.",
        doc.lineOf(item.path)
      )
    ];
  })
};
var ADVISORY_RULE_IDS = ["manifest-needs-snapshot", "gate-needs-controlout"];
var manifestNeedsSnapshot = {
  id: "manifest-needs-snapshot",
  check: (doc) => {
    const found = pySorted(
      [...doc.keys].filter((k) => MANIFEST.has(k) && !(doc.lane === "remote" && LANE_REMOTE_INCOMPATIBLE.has(k)))
    );
    if (found.length === 0) return [];
    return [
      hit(
        "INFO",
        `${pyList(found)} are judged on replay only when the cassette has an \`artifacts\` manifest; without one they are skipped with a warning.`,
        `Nothing to do with a cassette from a current \`record\` (it snapshots the manifest). ${INFO_FIX_TAIL}`,
        doc.lineOfFirstAssertKey(found)
      )
    ];
  }
};
var gateNeedsControlout = {
  id: "gate-needs-controlout",
  check: (doc) => {
    const found = pySorted([...doc.keys].filter((k) => GATE.has(k)));
    if (found.length === 0) return [];
    return [
      hit(
        "INFO",
        `gate assertion(s) ${pyList(found)} are judged on replay only when the cassette has \`controlOut\`; an older cassette excludes them with a warning.`,
        `Nothing to do with a cassette from a current \`record\` (it keeps controlOut). ${INFO_FIX_TAIL}`,
        doc.lineOfFirstAssertKey(found)
      )
    ];
  }
};

// src/gate/lint/rules/tier.ts
var HOST_PATH_KEY = "transcript_no_host_path";
var SCRATCHPAD_KEY = "no_scratchpad_leak";
var PRESENT_FILES_KEY = "present_files_called";
var egressOnProtocol = {
  id: "egress-on-protocol",
  check: (doc) => {
    if (doc.fidelity !== "protocol") return [];
    const egressKeys = [...doc.keys].filter((k) => EGRESS.has(k));
    if (egressKeys.length === 0 && !truthy(doc.raw["expect_denied"])) return [];
    const line = egressKeys.length > 0 ? doc.lineOfFirstAssertKey(EGRESS) : doc.lineOf(["expect_denied"]);
    return [
      hit(
        "ERROR",
        "egress is asserted (egress_denied / egress_allowed / expect_denied) at `fidelity: protocol`, a tier that enforces no egress policy \u2014 the check cannot mean anything there.",
        "Record at `fidelity: container` (or another tier with an egress proxy), or drop the egress checks.",
        line
      )
    ];
  }
};
var hostPathAssertTier = {
  id: "host-path-assert-tier",
  check: (doc) => doc.keys.has(HOST_PATH_KEY) && (doc.fidelity === "hostloop" || doc.fidelity === "protocol") ? [
    hit(
      "ERROR",
      `\`${HOST_PATH_KEY}\` at \`fidelity: ${String(doc.fidelity)}\`: at this tier the agent works on real host paths, so the check fails on every run.`,
      `Drop \`${HOST_PATH_KEY}\` here, or assert it on a container scenario.`,
      doc.lineOfAssertKey(HOST_PATH_KEY)
    )
  ] : []
};
var hostPathAssertCowork = {
  id: "host-path-assert-cowork",
  check: (doc) => doc.keys.has(HOST_PATH_KEY) && doc.fidelity === "cowork" ? [
    hit(
      "WARN",
      `\`${HOST_PATH_KEY}\` at \`fidelity: cowork\` depends on the host-loop gate (1143815894) being off; where it is on, host paths are expected and the check fails.`,
      "Keep it only if the target app build has that gate off; otherwise assert it at container.",
      doc.lineOfAssertKey(HOST_PATH_KEY)
    )
  ] : []
};
var laneRemoteIncompatibleKey = {
  id: "lane-remote-incompatible-key",
  check: (doc) => {
    if (doc.lane !== "remote") return [];
    const found = pySorted([...doc.keys].filter((k) => LANE_REMOTE_INCOMPATIBLE.has(k)));
    if (found.length === 0) return [];
    return [
      hit(
        "ERROR",
        `\`lane: remote\` cannot serve ${pyList(found)} \u2014 the scenario is rejected when it is loaded.`,
        "Remove these keys from a remote-lane scenario, or run it on the local lane.",
        doc.lineOfFirstAssertKey(found)
      )
    ];
  }
};
var containerOnlyKeyOffContainer = {
  id: "container-only-key-off-container",
  check: (doc) => {
    if (!doc.keys.has(SCRATCHPAD_KEY) || doc.lane === "remote") return [];
    const line = doc.lineOfAssertKey(SCRATCHPAD_KEY);
    const fix = `Assert \`${SCRATCHPAD_KEY}\` only on a container scenario.`;
    const tier = String(doc.fidelity);
    const out = [];
    if (["protocol", "microvm", "hostloop"].includes(tier)) {
      out.push(
        hit(
          "ERROR",
          `\`${SCRATCHPAD_KEY}\` at \`fidelity: ${tier}\`: the scratchpad promotion it checks exists only in the container tier.`,
          fix,
          line
        )
      );
    } else if (tier === "cowork") {
      out.push(
        hit(
          "WARN",
          `\`${SCRATCHPAD_KEY}\` at \`fidelity: cowork\`: its leak semantics are defined for the container tier and may not hold here.`,
          fix,
          line
        )
      );
    }
    return out;
  }
};
var presentFilesKeyOffTier = {
  id: "present-files-key-off-tier",
  check: (doc) => doc.keys.has(PRESENT_FILES_KEY) && doc.lane !== "remote" && (doc.fidelity === "protocol" || doc.fidelity === "microvm") ? [
    hit(
      "ERROR",
      `\`${PRESENT_FILES_KEY}\` at \`fidelity: ${String(doc.fidelity)}\`: present_files is only served at container and hostloop, so the check fails every run.`,
      "Record at container or hostloop, or drop the key.",
      doc.lineOfAssertKey(PRESENT_FILES_KEY)
    )
  ] : []
};
var capabilitiesOnProtocol = {
  id: "capabilities-on-protocol",
  check: (doc) => {
    if (doc.fidelity !== "protocol" || !truthy(doc.raw["requires_capabilities"])) return [];
    if (doc.items.some((i) => i.value["allow_missing_capability"] === true)) return [];
    return [
      hit(
        "ERROR",
        "`requires_capabilities` at `fidelity: protocol`: the capability probe cannot run at this tier, so the run always fails.",
        "Record at a tier that can probe capabilities, or add `- allow_missing_capability: true` if the miss is expected.",
        doc.lineOf(["requires_capabilities"])
      )
    ];
  }
};

// src/gate/lint/other-kinds.ts
import { basename, dirname } from "node:path";
var SCENARIO_DOES_NOT_LOAD = "scenario-does-not-load";
var MODEL_SCRIPT_INVALID = "model-script-invalid";
var SESSION_INVALID = "session-invalid";
var OWN_TEXT_RULE_IDS = [SCENARIO_DOES_NOT_LOAD, MODEL_SCRIPT_INVALID, SESSION_INVALID];
function isMapping2(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}
var isTurn = (v) => isMapping2(v) && ("respond" in v || "expect" in v);
var MODEL_SCRIPT_KEYS = ["turns", "model"];
var SCENARIO_MARKS = ["prompt", "assert"];
function near(keys, of) {
  return keys.filter((k) => closestMatch(k, of) !== void 0).length;
}
function kindOfDirectory(file) {
  const dir = file === void 0 ? "" : basename(dirname(file)).toLowerCase();
  if (/^model[-_]?scripts?$/.test(dir)) return "model-script";
  if (/^sessions?$/.test(dir)) return "session";
  return void 0;
}
function fileKind(value, file) {
  if (Array.isArray(value)) return value.length > 0 && value.every(isTurn) ? "model-script" : "scenario";
  if (!isMapping2(value) || SCENARIO_MARKS.some((k) => k in value)) return "scenario";
  if ("turns" in value) return "model-script";
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((k) => SESSION_KEYS.includes(k))) return "session";
  if (keys.length === 0 || near(keys, SCENARIO_MARKS) > 0) return "scenario";
  const script = near(keys, MODEL_SCRIPT_KEYS);
  const session = near(keys, SESSION_KEYS);
  if (script > session) return "model-script";
  if (session > script) return "session";
  return kindOfDirectory(file) ?? "scenario";
}
function fromLoaderError(e, file) {
  const text = e instanceof Error ? e.message : String(e);
  const message = text.startsWith(`${file}: `) ? text.slice(file.length + 2) : text;
  const m = /\(line (\d+)\)/.exec(message);
  return { message, line: m ? Number(m[1]) : null };
}
function loadFinding(load, file, ruleId, what, fix) {
  try {
    load();
    return [];
  } catch (e) {
    if (!(e instanceof HarnessError)) throw e;
    const { message, line } = fromLoaderError(e, file);
    return [{ file, line, ruleId, severity: "ERROR", message: `${what}: ${message}`, fix }];
  }
}
function scenarioLoadFindings(text, file) {
  return loadFinding(
    () => loadScenarioTextOf(file, text),
    file,
    SCENARIO_DOES_NOT_LOAD,
    "record, run and the gate refuse this scenario",
    "Fix what the message names (see `cowork-harness assertions --list` and docs/reference/scenario.md for the keys)."
  );
}
function otherKindFindings(kind, text, file) {
  return kind === "model-script" ? loadFinding(
    () => parseModelScript(text, file),
    file,
    MODEL_SCRIPT_INVALID,
    "model script",
    "Fix what the message names (docs/reference/model-script.md)."
  ) : loadFinding(
    () => loadSessionText(text, file),
    file,
    SESSION_INVALID,
    "session file",
    "Fix what the message names (docs/reference/session.md)."
  );
}

// src/gate/lint/linked-files.ts
import { dirname as dirname2, join, normalize, relative, resolve } from "node:path";
var LINKED_FILE_MISSING = "linked-file-missing";
var SESSION_UPLOAD_MISSING = "session-upload-missing";
var MODEL_SCRIPT_SESSION_PATH = "model-script-session-path";
var LINKED_RULE_IDS = [LINKED_FILE_MISSING, SESSION_UPLOAD_MISSING, MODEL_SCRIPT_SESSION_PATH];
function linksOf(file, loaded) {
  const dir = dirname2(file);
  const out = [];
  const session = loaded.scenario.session;
  if (session !== "(inline)")
    out.push({
      kind: "session",
      file: normalize(join(dir, session)),
      line: loaded.keyLines["session"] ?? null,
      written: session
    });
  if (loaded.modelScript)
    out.push({
      kind: "model-script",
      file: normalize(join(dir, loaded.modelScript.path)),
      line: loaded.modelScript.line ?? null,
      written: loaded.modelScript.path
    });
  return out;
}
function scenarioLinks(file, text) {
  try {
    const loaded = loadScenarioTextOf(file, text);
    return { name: loaded.scenario.name, links: linksOf(file, loaded) };
  } catch (e) {
    if (e instanceof HarnessError) return void 0;
    throw e;
  }
}
var MAX_LINKED_BYTES = 4 * 1024 * 1024;
function readLinked(scenarioFile, written) {
  const root = repositoryRootOf(scenarioFile);
  const where = repositoryRelative(root, dirname2(resolve(scenarioFile)), written);
  if ("why" in where) return { why: `is ${where.why}: not read` };
  try {
    return { text: readFileBelow(root, where.rel, MAX_LINKED_BYTES).toString("utf8") };
  } catch (e) {
    if (e instanceof ContainmentError) return { why: `is not read: ${e.message}` };
    return { why: e.code === "ENOENT" ? "is not there" : "is not a readable file" };
  }
}
var ABSOLUTE_SESSION_PATH = /\/sessions\/[A-Za-z0-9_-]+/g;
function foreignSessionPaths(text, root) {
  const out = [];
  text.split(/\r?\n/).forEach((l, i) => {
    for (const m of l.matchAll(ABSOLUTE_SESSION_PATH)) if (m[0] !== root) out.push({ path: m[0], line: i + 1 });
  });
  return out;
}
var LinkedFileLint = class {
  done = /* @__PURE__ */ new Set();
  /** Findings about the files `scenario` links to, each file once per run; `notes` say where the agent works. */
  lint(scenarioFile, scenarioName, links) {
    const findings = [];
    const notes = [];
    const read = /* @__PURE__ */ new Set();
    for (const link of links) {
      const got = readLinked(scenarioFile, link.written);
      if ("why" in got) {
        findings.push({
          file: scenarioFile,
          line: link.line,
          ruleId: LINKED_FILE_MISSING,
          severity: "ERROR",
          message: `${link.kind === "session" ? "session" : "model script"} ${shownName(link.written)} ${got.why} \u2014 record and run need it`,
          fix: `Correct the path (it is relative to the scenario's directory, inside the repository) or add the file.`
        });
        continue;
      }
      const text = got.text;
      read.add(link.file);
      if (link.kind === "model-script") {
        const root = sessionRootOf(scenarioName);
        notes.push(
          `${scenarioFile}: the agent works in ${root} (container tier); ${link.file}'s paths are relative to it or start with it`
        );
        for (const p of foreignSessionPaths(text, root))
          findings.push({
            file: link.file,
            line: p.line,
            ruleId: MODEL_SCRIPT_SESSION_PATH,
            severity: "ERROR",
            message: `${p.path} is not the session root of scenario ${scenarioName} (${scenarioFile}): the agent works in ${root}`,
            fix: `Write the path relative to the session root (mnt/outputs/\u2026) or start it with ${root}.`
          });
      }
      const key = `${link.kind}\0${resolve(link.file)}`;
      if (this.done.has(key)) continue;
      this.done.add(key);
      const own = otherKindFindings(link.kind, text, link.file);
      findings.push(...own);
      if (link.kind === "session" && own.length === 0) findings.push(...uploadFindings(text, link.file));
    }
    return { findings, notes, read };
  }
  /** A session file linted on its own (no scenario of the run names it): the uploads it names. */
  sessionAlone(file, text) {
    const key = `session\0${resolve(file)}`;
    if (this.done.has(key)) return [];
    this.done.add(key);
    return uploadFindings(text, file);
  }
};
function uploadFindings(text, file) {
  let missing;
  try {
    const root = repositoryRootOf(file);
    missing = firstMissingUpload(loadSessionText(text, file), (p) => !escapesRepositoryRoot(root, p));
  } catch {
    return [];
  }
  if (missing === void 0) return [];
  return [
    {
      file,
      line: missing.line ?? null,
      ruleId: SESSION_UPLOAD_MISSING,
      severity: "ERROR",
      message: `${missingUploadText(missing)} \u2014 record stages every upload`,
      fix: `Correct the entry (it is relative to ${relative(process.cwd(), dirname2(resolve(file))) || "."}, the session file's directory) or add the file.`
    }
  ];
}

// src/gate/lint/registry.ts
var DOC_RULES = [
  assertionsKey,
  unknownTopKey,
  promptSlashNotLeading,
  unknownAssertKey,
  egressOnProtocol,
  hostPathAssertTier,
  hostPathAssertCowork,
  laneRemoteIncompatibleKey,
  containerOnlyKeyOffContainer,
  presentFilesKeyOffTier,
  capabilitiesOnProtocol,
  onUnansweredInvalid,
  authoredReplayFidelity,
  replayNoop,
  vacuousGateAssert,
  assertContradiction,
  mixedAssertItem,
  manifestNeedsSnapshot,
  positionalChooseOrder,
  gateNeedsControlout,
  fileAbsentContradiction
];
var INPUT_RULE_IDS = ["parse", "not-found", "no-scenarios", "linter-unclassified-key"];
var RULE_IDS = [
  ...INPUT_RULE_IDS,
  ...DOC_RULES.map((r) => r.id),
  REGEX_DOUBLE_QUOTED,
  ...OWN_TEXT_RULE_IDS,
  ...LINKED_RULE_IDS
];
var OWN_RULE_IDS = [...OWN_TEXT_RULE_IDS, ...LINKED_RULE_IDS];

// src/gate/lint/yaml11.ts
var import_yaml = __toESM(require_dist(), 1);
var ERROR_CONTEXT = {
  BAD_DQ_ESCAPE: "while scanning a double-quoted scalar",
  MISSING_CHAR: "while scanning a quoted scalar",
  TAB_AS_INDENT: "while scanning for the next token",
  BLOCK_AS_IMPLICIT_KEY: "mapping values are not allowed here",
  MULTIPLE_DOCS: "expected a single document in the stream",
  DUPLICATE_KEY: "found duplicate key"
};
function parseYaml11(text) {
  const lines = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { version: "1.1", lineCounter: lines, uniqueKeys: false, prettyErrors: false });
  const first = doc.errors[0];
  if (first) {
    const context = ERROR_CONTEXT[first.code];
    const quoteless = first.code === "MISSING_CHAR" && !/quote/i.test(first.message);
    const error = context !== void 0 && !quoteless ? context : first.message.split("\n")[0] ?? first.code;
    return { ok: false, error, line: lines.linePos(first.pos[0]).line };
  }
  let value;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    return {
      ok: false,
      error: /alias/i.test(oneLine(e)) ? `found undefined alias: ${oneLine(e)}` : oneLine(e),
      line: null
    };
  }
  if (nestsDeeperThan(value)) return { ok: false, error: `nested deeper than ${MAX_JSON_DEPTH} levels`, line: null };
  return { ok: true, source: { doc, lines }, value };
}

// src/gate/lint/lint-text.ts
var PARSE_FIX = "Fix the YAML syntax; the scenario loader will reject this file.";
function lintScenarioText(text, file, kind) {
  return lintFileText(text, file, kind).findings;
}
function lintFileText(text, file, known) {
  if (known !== void 0 && known !== "scenario")
    return { kind: known, findings: otherKindFindings(known, text, file) };
  return { kind: "scenario", ...lintAsFound(text, file) };
}
function lintAsFound(text, file) {
  const rawText = regexDoubleQuoted(text, file);
  const parsed = parseYaml11(text);
  if (!parsed.ok) {
    const findings2 = [
      ...rawText,
      {
        file,
        line: parsed.line,
        ruleId: "parse",
        severity: "ERROR",
        message: `YAML parse error: ${parsed.error}`,
        fix: PARSE_FIX
      }
    ];
    return { findings: findings2 };
  }
  const kind = fileKind(parsed.value, file);
  if (kind !== "scenario") return { kind, findings: otherKindFindings(kind, text, file) };
  if (!isMapping(parsed.value)) {
    const notMapping = {
      file,
      line: parsed.value === null ? null : 1,
      ruleId: "parse",
      severity: "ERROR",
      message: "scenario is not a YAML mapping \u2014 expected keys such as prompt, answers and assert.",
      fix: "Write the scenario as a mapping of keys (`prompt: \u2026`, `assert: \u2026`)."
    };
    return { findings: [notMapping, ...rawText] };
  }
  const doc = scenarioDoc(parsed.value, parsed.source);
  const findings = DOC_RULES.flatMap(
    (rule) => rule.check(doc).map((h) => ({
      file,
      line: h.line ?? null,
      ruleId: rule.id,
      severity: h.severity,
      message: h.message,
      fix: h.fix
    }))
  );
  return { findings: [...findings, ...rawText, ...rawText.length === 0 ? scenarioLoadFindings(text, file) : []] };
}

export {
  pyList,
  KNOWN_ASSERT_KEYS,
  KEY_FAMILIES,
  REGEX_DOUBLE_QUOTED,
  ADVISORY_RULE_IDS,
  scenarioLinks,
  LinkedFileLint,
  OWN_RULE_IDS,
  lintScenarioText,
  lintFileText
};
