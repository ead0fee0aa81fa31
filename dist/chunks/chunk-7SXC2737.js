#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  latestTurn
} from "./chunk-2S4LTNS2.js";
import {
  dispatchesView,
  durationsView,
  filesView,
  questionsView,
  sentResponses,
  toolErrorsView,
  traceRows,
  usageView
} from "./chunk-FLDOQDHE.js";
import {
  traceEvents
} from "./chunk-ZTQZXA3R.js";
import {
  headline
} from "./chunk-FWIZ2L2G.js";
import {
  failingFix
} from "./chunk-J4BNBE4G.js";
import {
  CAUSE_LABEL,
  changeWord,
  changedText,
  failingLabel,
  locationText,
  mutationSentence,
  mutationTotals,
  removedText,
  repeatText,
  skillLintText,
  skillLintWhere,
  survivorText,
  tallyText,
  unrecordedText
} from "./chunk-63JXL4FW.js";
import {
  RERUN_MESSAGE_MAX,
  artifactPaths,
  toolResultLine
} from "./chunk-EXVKMGPI.js";
import {
  require_dist
} from "./chunk-RJU6G3KC.js";
import {
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import {
  __toESM
} from "./chunk-5HX2GR4K.js";

// src/gate/report/html/build-data.ts
var import_yaml = __toESM(require_dist(), 1);

// src/gate/report/html/caps.ts
var CAPS = {
  /** a tool input or result, an assistant text */
  text: 2e3,
  /** a passing cassette's texts: shorter, it is rarely read */
  passingText: 400,
  /** steps per cassette timeline */
  steps: 200,
  /** steps per passing cassette */
  passingSteps: 60,
  /** cassettes with a full detail (the rest keep their row and assertions) */
  detailed: 2e3
};
function cap(text, max) {
  if (text === void 0) return void 0;
  return text.length > max ? `${text.slice(0, max)}\u2026 [${text.length - max} more characters]` : text;
}

// src/gate/report/html/build-timeline.ts
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function sentAnswers(controlOut) {
  const out = /* @__PURE__ */ new Map();
  for (const [id, r] of sentResponses(controlOut))
    out.set(id, {
      ...isObj(r.answers) ? {
        answers: Object.entries(r.answers).map(([q, a]) => `${q} \u2192 ${String(a)}`).join("\n")
      } : {},
      ...r.behavior !== void 0 ? { behavior: r.behavior } : {}
    });
  return out;
}
var FILE_KEYS = ["file_path", "path", "notebook_path"];
function filesOf(name, input) {
  const files = [];
  for (const k of FILE_KEYS) if (typeof input[k] === "string") files.push(input[k]);
  if (/present_files/.test(name) && Array.isArray(input.files))
    for (const f of input.files) files.push(isObj(f) ? String(f.path ?? f.file_path ?? "") : String(f));
  return files.length ? files : void 0;
}
function pretty(input) {
  try {
    return JSON.stringify(input, null, 2) ?? "";
  } catch {
    return String(input);
  }
}
function buildTimeline(c, opts) {
  const { lines } = latestTurn(c.events);
  const { events } = traceEvents(lines);
  const answers = sentAnswers(c.controlOut);
  const by = /* @__PURE__ */ new Map();
  for (const d of opts.decisions ?? [])
    if (isObj(d) && typeof d.requestId === "string" && typeof d.by === "string" && d.by !== "replay")
      by.set(d.requestId, d.by);
  const durations = /* @__PURE__ */ new Map();
  const starts = /* @__PURE__ */ new Map();
  for (const t of c.timeline ?? []) {
    if (!t.toolUseId) continue;
    if (t.type === "tool_use") starts.set(t.toolUseId, t.ts);
    else if (t.type === "tool_result" && starts.has(t.toolUseId))
      durations.set(t.toolUseId, t.ts - starts.get(t.toolUseId));
  }
  const root = [{ k: "prompt", text: cap(String(c.scenario.prompt ?? ""), opts.textCap) ?? "" }];
  const tools = /* @__PURE__ */ new Map();
  const dispatches = /* @__PURE__ */ new Map();
  const presented = [];
  let count = 1;
  let elided = 0;
  const place = (item, parent) => {
    if (count >= opts.steps) {
      elided++;
      return;
    }
    count++;
    const owner = parent !== void 0 ? dispatches.get(parent) : void 0;
    (owner ? owner.children : root).push(item);
  };
  const ev = (e) => {
    switch (e.type) {
      case "assistant_text":
        if (e.text.trim()) place({ k: "text", text: cap(e.text, opts.textCap) ?? "" }, e.parentToolUseId);
        break;
      case "thinking":
        if (e.text.trim()) place({ k: "thinking", text: cap(e.text, opts.textCap) ?? "" }, void 0);
        break;
      case "tool_use": {
        if (e.name === "Agent" || e.name === "Task" || "subagent_type" in e.input) break;
        const files = filesOf(e.name, e.input);
        if (files && /present_files/.test(e.name)) presented.push(...files);
        const item = {
          k: "tool",
          name: e.name,
          input: cap(pretty(e.input), opts.textCap) ?? "",
          ...e.toolUseId ? { id: e.toolUseId } : {},
          ...files ? { files } : {}
        };
        if (e.toolUseId) {
          tools.set(e.toolUseId, item);
          const ms = durations.get(e.toolUseId);
          if (ms !== void 0) item.ms = ms;
        }
        place(item, e.parentToolUseId);
        break;
      }
      case "subagent_dispatch": {
        const item = {
          k: "dispatch",
          id: e.toolUseId,
          agent: e.dispatchAgentType,
          children: []
        };
        if (e.description) item.description = e.description;
        if (e.prompt) item.prompt = cap(e.prompt, opts.textCap);
        dispatches.set(e.toolUseId, item);
        place(item, e.parentToolUseId);
        break;
      }
      case "tool_result": {
        const t = tools.get(e.toolUseId);
        const text = cap(e.assertText || e.text, opts.textCap);
        if (t) {
          t.result = text ?? "";
          if (e.isError) t.error = true;
        }
        const d = dispatches.get(e.toolUseId);
        if (d) {
          d.output = text ?? "";
          if (e.isError) d.error = true;
        }
        break;
      }
      case "decision": {
        const r = e.request;
        const sent = answers.get(r.id);
        if (r.kind === "question") {
          place(
            {
              k: "gate",
              id: r.id,
              questions: r.questions.map((q) => ({
                question: String(q.question ?? ""),
                options: (q.options ?? []).map((o) => String(o.label)),
                ...q.multiSelect ? { multi: true } : {}
              })),
              ...sent?.answers ? { answer: sent.answers } : {},
              ...by.has(r.id) ? { by: by.get(r.id) } : {},
              delivered: sent ? "answered" : "unanswered"
            },
            void 0
          );
        } else if (r.kind === "permission") {
          place(
            {
              k: "permission",
              tool: r.tool,
              ...sent?.behavior ? { decision: sent.behavior } : {},
              ...by.has(r.id) ? { by: by.get(r.id) } : {}
            },
            void 0
          );
        }
        break;
      }
      case "result":
        place(
          {
            k: "result",
            subtype: e.subtype ?? (e.isError ? "error" : "success"),
            error: e.isError,
            ...e.costUsd !== void 0 ? { costUsd: e.costUsd } : {},
            // a scripted model's cost is the agent's estimate: nobody was billed
            ...e.costUsd !== void 0 && c.inputs?.modelScript !== void 0 ? { scripted: true } : {},
            ...e.numTurns !== void 0 ? { turns: e.numTurns } : {}
          },
          void 0
        );
        break;
      case "infra_error":
      case "protocol_evidence_error":
        place({ k: "error", text: cap(e.message, opts.textCap) ?? "" }, void 0);
        break;
      default:
        break;
    }
  };
  for (const e of events) ev(e);
  return { items: root, elided, presented };
}

// src/gate/report/html/build-data.ts
function cassetteAnchorName(displayPath) {
  return displayPath.replace(/\.cassette\.json$/, "");
}
function cassetteAnchor(displayPath) {
  return `#cassette/${encodeURIComponent(cassetteAnchorName(displayPath)).replace(/%2F/g, "/")}`;
}
var STALE_FAILING_LABEL = "stale \u2014 fails the gate";
function pageStatus(row) {
  if (row.status === "stale" && row.gateFailing) return { status: "fail", label: STALE_FAILING_LABEL };
  return { status: row.status, label: row.status };
}
function pageTotals(rows) {
  const listed = rows.map((r) => ({ status: pageStatus(r).status, stale: r.causes.includes("stale") }));
  const count = (s) => listed.filter((r) => r.status === s).length;
  return {
    cassettes: rows.length,
    passed: count("pass"),
    failed: count("fail"),
    stale: count("stale"),
    errored: count("error"),
    failedAndStale: listed.filter((r) => (r.status === "fail" || r.status === "error") && r.stale).length
  };
}
function failingFixText(row, f) {
  return failingFix(row, f).replace(/^Fix: /, "");
}
var ERROR_FIX = " \u2014 fix: ";
function leadCause(row) {
  if (row.repeat) {
    const f = row.failing[0];
    const why = row.error !== void 0 ? ` \u2014 ${row.error}` : "";
    return { cause: `${repeatText(row.repeat)}${why}`, fix: f && row.status !== "pass" ? failingFixText(row, f) : "" };
  }
  const { cause, fix } = leadCauseFix(row);
  return { cause, fix: row.status === "pass" ? "" : fix };
}
function leadCauseFix(row) {
  if (row.error !== void 0) {
    const at = row.status === "error" ? row.error.lastIndexOf(ERROR_FIX) : -1;
    return at < 0 ? { cause: row.error, fix: row.fix } : { cause: row.error.slice(0, at), fix: row.error.slice(at + ERROR_FIX.length) };
  }
  const f = row.failing[0];
  if (f) return { cause: f.message, fix: failingFixText(row, f) };
  const s = row.staleness.find((x) => x.gating) ?? row.staleness[0];
  if (s) return { cause: s.message, fix: s.fix ?? row.fix };
  return { cause: row.causes[0] ? CAUSE_LABEL[row.causes[0]] : "", fix: row.fix };
}
function fixCode(row, fix) {
  const named = [row.fixParts.workflow, row.fixParts.command, `git checkout -- ${row.cassette}`];
  return named.filter((s) => s !== void 0 && s !== "" && fix.includes(s));
}
function yamlOf(a) {
  try {
    return (0, import_yaml.stringify)([a], { lineWidth: 0 }).trim();
  } catch {
    return JSON.stringify(a);
  }
}
function assertions(result, row, textCap, frozen, onDisk) {
  const out = [];
  const list = result?.assertions ?? [];
  const judged = result?.reassert && onDisk ? onDisk.assert : frozen;
  const aligned = judged !== void 0 && judged.length === list.length;
  const lines = onDisk && judged && JSON.stringify(onDisk.assert) === JSON.stringify(judged) && aligned ? onDisk : void 0;
  for (const [i, raw] of list.entries()) {
    const a = Object.keys(raw.assertion).length === 0 && aligned ? { ...raw, assertion: judged[i] } : raw;
    const at = lines && lines.lines[i] !== void 0 ? { file: lines.file, line: lines.lines[i] } : void 0;
    if (Object.keys(a.assertion).length === 0 && a.pass) continue;
    const key = Object.keys(a.assertion).join("+") || "assertion";
    const failing = a.pass ? void 0 : row.failing.find((f) => f.message === a.message && (f.key === key || f.key.includes(key))) ?? row.failing.find((f) => f.key === key);
    out.push({
      key,
      pass: a.pass,
      yaml: yamlOf(a.assertion),
      ...a.message ? { message: cap(a.message, textCap) } : {},
      ...a.evidence ? { evidence: cap(a.evidence, textCap) } : {},
      ...failing ? { file: failing.file, ...failing.line !== void 0 ? { line: failing.line } : {} } : at ? at : {}
    });
  }
  for (const f of row.failing) {
    if (out.some((a) => a.message === f.message)) continue;
    out.push({
      key: failingLabel(f),
      pass: false,
      yaml: f.key,
      message: cap(f.message, textCap),
      ...f.evidence ? { evidence: cap(f.evidence, textCap) } : {},
      file: f.file,
      ...f.line !== void 0 ? { line: f.line } : {}
    });
  }
  return out;
}
function traceViews(c) {
  const { lines, turns } = latestTurn(c.events);
  let modelUsage;
  const { events } = traceEvents(lines);
  for (const e of events) if (e.type === "result" && e.modelUsage) modelUsage = e.modelUsage;
  const source = {
    kind: "cassette",
    file: "",
    lines,
    turns,
    result: modelUsage ? { modelUsage } : {},
    ...c.controlOut ? { controlOut: c.controlOut } : {},
    ...c.timeline ? { timeline: c.timeline } : {},
    ...c.artifacts ? { artifacts: c.artifacts } : {},
    ...c.preRunHashes ? { preRunHashes: c.preRunHashes } : {}
  };
  const rows = traceRows(events);
  return {
    tools: rows.filter((r) => r.kind === "tool" || r.kind === "dispatch"),
    questions: questionsView(events, source).gates,
    dispatches: dispatchesView(events).dispatches.map((d) => ({
      ...d,
      ...d.prompt ? { prompt: cap(d.prompt, 400) } : {},
      ...d.output ? { output: cap(d.output, 400) } : {}
    })),
    durations: durationsView(source).durations,
    errors: toolErrorsView(rows).toolErrors,
    files: filesView(source),
    usage: usageView(source).rows
  };
}
function repeatData(n) {
  const runs = [];
  for (let run = 1; run <= n.completed; run++) {
    const failed = n.failedRuns.find((f) => f.run === run);
    runs.push({
      run,
      pass: failed === void 0,
      ...failed ? { counts: failed.counts } : {},
      failing: (failed?.failing ?? []).map(
        (f) => cap(`${failingLabel(f)} at ${locationText(f)}: ${f.message}`, CAPS.text)
      )
    });
  }
  return {
    text: repeatText(n),
    flaky: n.verdict === "flaky",
    runs: runs.slice(0, 100),
    tallies: n.tallies.map((t) => cap(`${locationText(t)}: ${tallyText(t, n)}`, CAPS.text))
  };
}
function buildCassetteData(row, input, index) {
  const passing = row.status === "pass";
  const textCap = passing ? CAPS.passingText : CAPS.text;
  const r = input.result;
  const { cause, fix } = leadCause(row);
  const listed = pageStatus(row);
  const out = {
    name: cassetteAnchorName(row.cassette),
    path: row.cassette,
    scenario: row.scenario,
    status: row.status,
    pageStatus: listed.status,
    label: row.repeat?.verdict === "flaky" ? "flaky" : listed.label,
    ...changeWord(row) !== void 0 ? { change: changeWord(row) } : {},
    causes: row.causes,
    cause: cap(cause, 300) ?? "",
    fix,
    fixCode: fixCode(row, fix),
    gateFailing: row.gateFailing,
    passed: row.passedAssertions,
    total: row.totalAssertions,
    skipped: row.skippedAssertions,
    ...row.error ? { error: cap(row.error, CAPS.text) } : {},
    assertions: assertions(r, row, textCap, input.cassette?.scenario.assert, input.scenario),
    staleness: row.staleness.map((s) => ({
      class: s.class,
      message: cap(s.message, CAPS.text),
      files: s.files.slice(0, 50),
      gating: s.gating,
      where: locationText(s.location)
    })),
    ...row.reassert ? {
      reassert: `${row.reassert.summary} (${locationText({ file: row.reassert.from, ...row.reassert.line !== void 0 ? { line: row.reassert.line } : {} })})`
    } : {},
    lint: row.lintWarnings.map((w) => ({ rule: w.ruleId, message: w.message, where: locationText(w) })),
    ...row.mutation ? {
      mutation: {
        text: cap(mutationSentence(row.mutation), CAPS.text),
        survivors: row.mutation.survivors.slice(0, MUTATION_SURVIVORS).map((s) => cap(survivorText(s), 400))
      }
    } : {},
    timeline: [],
    presented: [],
    written: []
  };
  if (r?.rerun) {
    const x = r.rerun;
    out.rerun = {
      status: x.status,
      ...x.message ? { message: cap(x.message, RERUN_MESSAGE_MAX) } : {},
      passed: x.passed,
      total: x.total,
      failing: x.failing.map(
        (f) => `${Object.keys(f.assertion).join("+")}: ${cap(f.message ?? "", RERUN_MESSAGE_MAX)}`
      ),
      // which tool results differ, by size and digest: the report carries no skill output (issue 36)
      toolResults: x.toolResults.slice(0, 20).map((t) => ({ index: t.index, tool: t.tool, toolUseId: t.toolUseId, line: toolResultLine(t) })),
      artifacts: {
        added: artifactPaths(x.artifacts.added),
        removed: artifactPaths(x.artifacts.removed),
        changed: artifactPaths(x.artifacts.changed)
      }
    };
  }
  if (row.repeat) out.repeat = repeatData(row.repeat);
  if (input.diff) out.diff = input.diff;
  if (input.rerecordStatus) out.rerecordStatus = input.rerecordStatus;
  const c = input.cassette;
  if (c && index < CAPS.detailed) {
    const t = buildTimeline(c, { textCap, steps: passing ? CAPS.passingSteps : CAPS.steps, decisions: r?.decisions });
    out.timeline = t.items;
    if (t.elided) out.timelineElided = t.elided;
    out.presented = [...new Set(t.presented)];
    out.views = traceViews(c);
    out.written = out.views.files.rows.filter((f) => f.diff !== "unchanged").map((f) => ({ path: f.path, ...f.bytes !== void 0 ? { bytes: f.bytes } : {}, diff: f.diff }));
    if (passing) {
      out.views.tools = out.views.tools.slice(0, CAPS.passingSteps);
    }
  }
  return out;
}
var MUTATION_SURVIVORS = 200;
function buildReportData(report, inputs, opts = {}) {
  const cassettes = report.rows.map((row, i) => buildCassetteData(row, inputs[i] ?? {}, i));
  const kind = opts.kind ?? (report.run ? "run" : "gate");
  return {
    kind,
    title: opts.title ?? (kind === "rerecord" ? "cowork-harness re-record" : kind === "run" ? "cowork-harness run" : "cowork-harness gate"),
    generatedAt: (opts.now ?? /* @__PURE__ */ new Date()).toISOString(),
    version: TOOL_VERSION,
    conclusion: report.conclusion,
    headline: headline(report).replace(/^\S+\s/, ""),
    totals: pageTotals(report.rows),
    reasons: report.reasons,
    ...report.rows.some((r) => r.mutation) ? { mutation: mutationTotals(report.rows.flatMap((r) => r.mutation ? [r.mutation] : [])) } : {},
    ...report.coverage ? { coverage: coverageData(report.coverage) } : {},
    ...report.skillLint && report.skillLint.length > 0 ? {
      skillLint: report.skillLint.map((e) => ({
        where: skillLintWhere(e),
        text: skillLintText(e),
        gating: e.gating
      }))
    } : {},
    cassettes
  };
}
function coverageData(c) {
  return {
    unrecorded: c.unrecorded.map((u) => ({ scenario: u.scenario, text: unrecordedText(u), gating: u.gating })),
    removed: c.removed.map(removedText),
    changed: c.changed.map(changedText),
    ...c.base ? { base: `${c.base.ref} (${c.base.sha.slice(0, 12)})` } : {},
    ...c.baseProblem !== void 0 ? { baseProblem: c.baseProblem } : {}
  };
}

export {
  cassetteAnchorName,
  cassetteAnchor,
  STALE_FAILING_LABEL,
  pageStatus,
  pageTotals,
  buildCassetteData,
  buildReportData
};
