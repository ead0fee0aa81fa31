#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildCassetteData,
  buildReportData,
  pageTotals
} from "./chunk-7SXC2737.js";
import {
  maskSecretsDeep
} from "./chunk-BC4CWRGE.js";
import {
  writeFileAtomic
} from "./chunk-MJN26BLH.js";
import {
  displayPath
} from "./chunk-63JXL4FW.js";
import {
  loadScenarioFile
} from "./chunk-2HFCXRSU.js";
import {
  loadCassetteFile
} from "./chunk-QM645DRD.js";

// src/gate/report/html/write-report.ts
import { mkdir } from "node:fs/promises";
import { dirname, resolve } from "node:path";

// src/gate/report/html/page.ts
import { createHash } from "node:crypto";

// src/gate/report/html/style.ts
var REPORT_CSS = `
:root{--fg:#1f2328;--muted:#59636e;--bg:#fff;--panel:#f6f8fa;--line:#d1d9e0;--accent:#0550ae;
--pass:#1a7f37;--pass-bg:#dafbe1;--fail:#cf222e;--fail-bg:#ffebe9;--stale:#8a5a00;--stale-bg:#fff3c4;--error:#6f42c1;--error-bg:#f3e8ff;
font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:14px;line-height:1.5;color:var(--fg);background:var(--bg)}
*{box-sizing:border-box}
body{margin:0}
a{color:var(--accent)}
a:focus-visible,button:focus-visible,summary:focus-visible,input:focus-visible,[tabindex]:focus-visible{outline:3px solid #0969da;outline-offset:1px}
code,pre,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:12.5px}
pre{white-space:pre-wrap;word-break:break-word;margin:0;background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:8px 10px;max-height:24em;overflow:auto}
header.top{padding:20px 28px 14px;border-bottom:1px solid var(--line);background:var(--panel)}
header.top h1{margin:0 0 4px;font-size:20px;display:flex;gap:10px;align-items:center;flex-wrap:wrap}
h2:focus,main:focus{outline:none}
.sub{color:var(--muted);font-size:12.5px}
main{padding:16px 28px 40px;max-width:1280px}
.badge{display:inline-block;padding:1px 8px;border-radius:999px;font-size:12px;font-weight:600;border:1px solid transparent;white-space:nowrap}
.b-pass{color:var(--pass);background:var(--pass-bg);border-color:#aceebb}
.b-fail{color:var(--fail);background:var(--fail-bg);border-color:#ffcecb}
.b-stale{color:var(--stale);background:var(--stale-bg);border-color:#f5d76e}
.b-error{color:var(--error);background:var(--error-bg);border-color:#d8b9ff}
.b-neutral{color:var(--muted);background:#eef1f4;border-color:var(--line)}
.totals{display:flex;gap:8px;flex-wrap:wrap;margin:10px 0 0}
.reasons{margin:8px 0 0;padding-left:20px;color:var(--fail)}
.toolbar{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin:4px 0 12px}
.toolbar input{flex:1 1 280px;max-width:420px;padding:6px 10px;border:1px solid var(--line);border-radius:6px;font:inherit}
button{font:inherit;cursor:pointer;border:1px solid var(--line);background:#fff;border-radius:6px;padding:4px 10px;color:var(--fg)}
button[aria-pressed=true]{background:#ddf4ff;border-color:#54aeff;color:#0a3069;font-weight:600}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid var(--line)}
th{font-size:12px;color:var(--muted);font-weight:600;background:var(--panel);position:sticky;top:0}
td.num{white-space:nowrap;font-variant-numeric:tabular-nums}
tr.row-fail td:first-child{box-shadow:inset 3px 0 var(--fail)}
tr.row-error td:first-child{box-shadow:inset 3px 0 var(--error)}
tr.row-stale td:first-child{box-shadow:inset 3px 0 #d4a72c}
.cause,td.fix{max-width:48ch}
.fix code{background:var(--panel);padding:1px 4px;border-radius:4px}
.more{margin:12px 0}
.empty{color:var(--muted);padding:18px 0}
section{margin:22px 0}
h2{font-size:16px;margin:0 0 8px;padding-bottom:4px;border-bottom:1px solid var(--line)}
h3{font-size:14px;margin:12px 0 6px}
.crumb{margin:0 0 10px}
.card{border:1px solid var(--line);border-radius:8px;padding:10px 12px;margin:8px 0;background:#fff}
.card.fail{border-color:#ffcecb;background:#fffafa}
.card.pass{border-color:#d1f0d9}
.card.compact{padding:4px 10px;margin:4px 0;display:flex;gap:8px;align-items:flex-start;flex-wrap:wrap}
pre.inline{background:none;border:none;padding:1px 0;margin:0;max-height:none;flex:1 1 auto}
.card.target{box-shadow:0 0 0 3px #54aeff}
.kv{display:grid;grid-template-columns:max-content 1fr;gap:2px 14px}
.kv dt{color:var(--muted)}
.kv dd{margin:0}
ol.tl{list-style:none;margin:0;padding:0 0 0 18px;border-left:2px solid var(--line)}
ol.tl>li{position:relative;margin:0 0 8px;padding-left:8px}
ol.tl>li::before{content:"";position:absolute;left:-25px;top:7px;width:10px;height:10px;border-radius:50%;background:#8c959f;border:2px solid #fff}
ol.tl>li.k-tool::before{background:#0969da}
ol.tl>li.k-gate::before{background:#bf8700}
ol.tl>li.k-dispatch::before{background:#8250df}
ol.tl>li.k-result::before{background:var(--pass)}
ol.tl>li.k-err::before,ol.tl>li.k-error::before{background:var(--fail)}
.who{font-size:12px;font-weight:600;color:var(--muted);text-transform:uppercase;letter-spacing:.03em;margin-right:6px}
.tool{font-weight:600}
.ms{color:var(--muted);font-size:12px;margin-left:6px}
details>summary{cursor:pointer}
details.io{margin:4px 0}
.quote{white-space:pre-wrap;word-break:break-word}
.thinking{color:var(--muted);font-style:italic}
.side{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.side ol{margin:0;padding-left:22px}
.m-removed{background:var(--fail-bg);text-decoration:line-through}
.m-added{background:var(--pass-bg)}
.m-changed{background:var(--stale-bg)}
[role=tablist]{display:flex;gap:4px;flex-wrap:wrap;border-bottom:1px solid var(--line);margin-bottom:8px}
[role=tab]{border:1px solid transparent;border-bottom:none;border-radius:6px 6px 0 0;background:none;padding:5px 10px;color:var(--muted)}
[role=tab][aria-selected=true]{border-color:var(--line);background:#fff;color:var(--fg);font-weight:600;margin-bottom:-1px}
.tablewrap{overflow:auto;max-height:32em}
.files li{font-family:ui-monospace,monospace;font-size:12.5px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
footer{color:var(--muted);font-size:12px;padding:0 28px 24px}
`;

// src/gate/report/html/client.ts
var REPORT_JS = String.raw`
(function () {
  "use strict";
  var DATA = JSON.parse(document.getElementById("report-data").textContent);
  var app = document.getElementById("app");
  var PAGE = 100;
  var state = { filter: "all", q: "", shown: PAGE };
  var STATUS_LABEL = { pass: "pass", fail: "fail", stale: "stale", error: "error" };
  // the live lane's report lists scenarios (each judged by its runs), the gate's cassettes
  var UNIT = DATA.kind === "run" ? "scenario" : "cassette";

  function h(tag, attrs) {
    var el = document.createElement(tag);
    if (attrs) for (var k in attrs) {
      var v = attrs[k];
      if (v === undefined || v === null || v === false) continue;
      if (k === "class") el.className = v;
      else if (k === "text") el.textContent = v;
      else if (k.slice(0, 2) === "on") el.addEventListener(k.slice(2), v);
      else el.setAttribute(k, v === true ? "" : String(v));
    }
    for (var i = 2; i < arguments.length; i++) add(el, arguments[i]);
    return el;
  }
  function add(el, c) {
    if (c === undefined || c === null || c === false) return;
    if (Array.isArray(c)) { c.forEach(function (x) { add(el, x); }); return; }
    el.appendChild(typeof c === "object" ? c : document.createTextNode(String(c)));
  }
  function set(el) { var kids = []; for (var i = 1; i < arguments.length; i++) add({ appendChild: function (n) { kids.push(n); } }, arguments[i]); el.replaceChildren.apply(el, kids); }
  function badge(status, text) { return h("span", { class: "badge b-" + status }, text || STATUS_LABEL[status] || status); }
  function link(c) { return "#cassette/" + encodeURIComponent(c.name).replace(/%2F/g, "/"); }
  function pre(text, label) { return h("pre", { tabindex: "0", "aria-label": label || "text" }, text); }
  function usd(n) { return n === null || n === undefined ? "—" : "$" + Number(n).toFixed(4); }
  function plural(n, w) { return n + " " + w + (n === 1 ? "" : "s"); }
  // a cassette's badge: where the page lists it (a stale one that fails the gate: failing), in its words
  function statusBadge(c) { return badge(c.pageStatus, c.label); }
  // the fix as text, each command and path it names as code
  function fixNodes(c) {
    var out = [], text = c.fix;
    while (text) {
      var at = -1, code = "";
      (c.fixCode || []).forEach(function (x) { var i = x ? text.indexOf(x) : -1; if (i >= 0 && (at < 0 || i < at)) { at = i; code = x; } });
      if (at < 0) { out.push(text); break; }
      if (at > 0) out.push(text.slice(0, at));
      out.push(h("code", {}, code));
      text = text.slice(at + code.length);
    }
    return out;
  }

  // ---------- the gate: totals, filter, search, rows ----------
  function counts() {
    var t = DATA.totals;
    // a live run is never stale: the live lane's report has no such filter
    return [["all", "All", t.cassettes], ["fail", "Failed", t.failed], DATA.kind === "run" ? null : ["stale", "Stale", t.stale], ["error", "Errored", t.errored], ["pass", "Passed", t.passed]].filter(Boolean);
  }
  function matches(c) {
    if (state.filter !== "all" && c.pageStatus !== state.filter) return false;
    if (!state.q) return true;
    var hay = (c.path + "\n" + c.scenario + "\n" + c.label + "\n" + (c.change || "") + "\n" + c.cause + "\n" + c.fix + "\n" + c.causes.join(" ")).toLowerCase();
    return hay.indexOf(state.q) >= 0;
  }
  var RANK = { error: 0, fail: 1, stale: 2, pass: 3 };
  var ORDERED = DATA.cassettes.map(function (c, i) { return [c, i]; }).sort(function (a, b) { return (RANK[a[0].pageStatus] - RANK[b[0].pageStatus]) || (a[1] - b[1]); }).map(function (x) { return x[0]; });
  function renderList(focusSearch) {
    // what needs a reader comes first: errored, failed, stale, then passing, each in gate order
    var list = ORDERED.filter(matches);
    var search = h("input", { type: "search", id: "q", placeholder: "Search cassettes, scenarios, causes, changes…", "aria-label": "Search cassettes", value: state.q,
      oninput: function (e) { state.q = e.target.value.toLowerCase().trim(); state.shown = PAGE; renderList(true); } });
    var filters = h("div", { role: "group", "aria-label": "Filter by status" }, counts().map(function (f) {
      return h("button", { type: "button", "aria-pressed": state.filter === f[0] ? "true" : "false", "data-filter": f[0],
        onclick: function () { state.filter = f[0]; state.shown = PAGE; renderList(false); } }, f[1] + " (" + f[2] + ")");
    }));
    var rows = list.slice(0, state.shown).map(function (c) {
      return h("tr", { class: "row-" + c.pageStatus },
        h("td", {}, statusBadge(c), c.change ? h("div", { class: "sub change" }, c.change) : null),
        h("td", {}, h("a", { href: link(c), class: "mono" }, c.path), c.scenario && c.scenario !== c.name ? h("div", { class: "sub" }, c.scenario) : null),
        h("td", { class: "num" }, c.passed + "/" + c.total + (c.skipped ? " (" + c.skipped + " live-only)" : "")),
        h("td", { class: "cause" }, c.cause || (c.status === "pass" ? "" : "—")),
        h("td", { class: "fix" }, fixNodes(c)));
    });
    var table = list.length ? h("table", { "aria-label": "Cassettes" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Status"), h("th", { scope: "col" }, DATA.kind === "run" ? "Scenario" : "Cassette"), h("th", { scope: "col" }, "Assertions"), h("th", { scope: "col" }, "Cause"), h("th", { scope: "col" }, "Fix"))),
      h("tbody", {}, rows)) : h("p", { class: "empty" }, "No " + UNIT + " matches.");
    var left = list.length - state.shown;
    var more = left > 0 ? h("div", { class: "more" }, h("button", { type: "button", id: "more", onclick: function () { state.shown += PAGE; renderList(false); document.getElementById("more") && document.getElementById("more").focus(); } }, "Show " + Math.min(PAGE, left) + " more (" + left + " not shown)")) : null;
    set(app, h("div", { class: "toolbar" }, search, filters), h("p", { class: "sub", "aria-live": "polite" }, plural(list.length, UNIT) + " shown"), table, more);
    if (focusSearch) { var q = document.getElementById("q"); q.focus(); q.setSelectionRange(q.value.length, q.value.length); }
  }

  // ---------- one cassette ----------
  function kv(pairs) {
    var dl = h("dl", { class: "kv" });
    pairs.forEach(function (p) { if (p[1] !== undefined && p[1] !== null && p[1] !== "") { dl.appendChild(h("dt", {}, p[0])); dl.appendChild(h("dd", {}, p[1])); } });
    return dl;
  }
  function assertionCard(a, i) {
    var where = a.file ? a.file + (a.line ? ":" + a.line : "") : "";
    if (a.pass) return h("div", { class: "card pass compact", id: "assertion-" + i }, badge("pass"), h("pre", { class: "mono inline", "aria-label": "assertion YAML" }, a.yaml.replace(/^- /, "")), where ? h("span", { class: "sub" }, where) : null,
      a.evidence ? h("details", { class: "io" }, h("summary", {}, "Evidence"), pre(a.evidence, "evidence")) : null);
    return h("div", { class: "card fail", id: "assertion-" + i, tabindex: "-1" },
      h("div", {}, a.pass ? badge("pass") : badge("fail"), " ", h("code", {}, a.key), where ? h("span", { class: "sub" }, "  at " + where) : null),
      h("pre", { class: "mono", "aria-label": "assertion YAML" }, a.yaml),
      a.message ? h("p", { class: "quote" }, a.message) : null,
      a.evidence ? h("details", { class: "io", open: !a.pass }, h("summary", {}, "Evidence"), pre(a.evidence, "evidence")) : null);
  }
  function toolItem(t) {
    return h("li", { class: "k-tool" + (t.error ? " k-err" : "") },
      h("span", { class: "who" }, "tool"), h("span", { class: "tool" }, t.name), t.error ? [" ", badge("fail", "error")] : null,
      t.ms !== undefined ? h("span", { class: "ms" }, (t.ms / 1000).toFixed(2) + " s") : null,
      t.files ? h("ul", { class: "files" }, t.files.map(function (f) { return h("li", {}, f); })) : null,
      h("details", { class: "io" }, h("summary", {}, "Input"), pre(t.input, "tool input")),
      t.result !== undefined ? h("details", { class: "io", open: !!t.error }, h("summary", {}, t.error ? "Error result" : "Result"), pre(t.result, "tool result")) : h("div", { class: "sub" }, "(no result recorded)"));
  }
  function timelineList(items) {
    return h("ol", { class: "tl" }, items.map(function (it) {
      switch (it.k) {
        case "prompt": return h("li", { class: "k-prompt" }, h("span", { class: "who" }, "prompt"), h("div", { class: "quote" }, it.text));
        case "text": return h("li", {}, h("span", { class: "who" }, "claude"), h("div", { class: "quote" }, it.text));
        case "thinking": return h("li", {}, h("span", { class: "who" }, "thinking"), h("div", { class: "quote thinking" }, it.text));
        case "tool": return toolItem(it);
        case "dispatch": return h("li", { class: "k-dispatch" }, h("span", { class: "who" }, "sub-agent"), h("span", { class: "tool" }, it.agent), it.description ? " — " + it.description : "", it.error ? [" ", badge("fail", "error")] : null,
          it.prompt ? h("details", { class: "io" }, h("summary", {}, "Prompt"), pre(it.prompt, "sub-agent prompt")) : null,
          it.children.length ? timelineList(it.children) : h("div", { class: "sub" }, "(no steps recorded)"),
          it.output !== undefined ? h("details", { class: "io" }, h("summary", {}, "Output"), pre(it.output, "sub-agent output")) : null);
        case "gate": return h("li", { class: "k-gate" }, h("span", { class: "who" }, "gate"),
          it.questions.map(function (q) { return h("div", {}, h("strong", {}, q.question), q.multi ? " (multi-select)" : "", q.options.length ? h("div", { class: "sub" }, "options: " + q.options.join(" · ")) : null); }),
          h("div", {}, "answer: ", it.answer ? h("span", { class: "quote" }, it.answer) : h("em", {}, "none sent")), it.by ? h("div", { class: "sub" }, "authored by: " + it.by) : null);
        case "permission": return h("li", {}, h("span", { class: "who" }, "permission"), it.tool, it.decision ? " → " + it.decision : "", it.by ? h("span", { class: "sub" }, " (by " + it.by + ")") : null);
        case "result": return h("li", { class: it.error ? "k-err" : "k-result" }, h("span", { class: "who" }, "result"), it.error ? badge("fail", it.subtype) : badge("pass", it.subtype),
          it.turns !== undefined ? h("span", { class: "ms" }, plural(it.turns, "turn")) : null, it.costUsd !== undefined ? h("span", { class: "ms" }, usd(it.costUsd) + (it.scripted ? " (scripted model: not billed)" : "")) : null);
        case "error": return h("li", { class: "k-error" }, h("span", { class: "who" }, "error"), h("div", { class: "quote" }, it.text));
      }
      return null;
    }));
  }
  function table(label, cols, rows) {
    if (!rows.length) return h("p", { class: "empty" }, "Nothing recorded for this view.");
    return h("div", { class: "tablewrap", tabindex: "0", role: "region", "aria-label": label }, h("table", {},
      h("thead", {}, h("tr", {}, cols.map(function (c) { return h("th", { scope: "col" }, c[0]); }))),
      h("tbody", {}, rows.map(function (r) { return h("tr", {}, cols.map(function (c) { var v = c[1](r); return h("td", { class: c[2] || "" }, v === undefined || v === null ? "" : v); })); }))));
  }
  function viewTables(v) {
    var durations = Object.keys(v.durations).map(function (k) { return { name: k, d: v.durations[k] }; });
    return [
      ["tools", "Tools", function () { return table("tool calls", [["Tool", function (r) { return r.kind === "dispatch" ? "dispatch " + (r.dispatchAgentType || "") : r.name; }], ["Input", function (r) { return h("code", {}, r.detail || r.description || ""); }], ["Result", function (r) { return r.resultStatus === "error" ? [badge("fail", "error"), " ", r.resultText] : r.resultText; }], ["Sub-agent", function (r) { return r.child ? "yes" : ""; }]], v.tools); }],
      ["questions", "Questions", function () { return table("gates", [["Question", function (r) { return r.question; }], ["Sub-questions", function (r) { return r.subQuestionCount; }, "num"], ["Answer sent", function (r) { return r.injectedAnswer || "(none)"; }], ["Delivered", function (r) { return r.delivered + (r.error ? ": " + r.error : ""); }], ["By", function (r) { return r.answeredBy || ""; }]], v.questions); }],
      ["dispatches", "Dispatches", function () { return table("sub-agent dispatches", [["Agent", function (r) { return "\u00a0".repeat(r.depth * 3) + r.dispatchAgentType; }], ["Description", function (r) { return r.description; }], ["Tools", function (r) { return r.declaredTools.join(", "); }], ["Output", function (r) { return r.output; }]], v.dispatches); }],
      ["durations", "Tool durations", function () { return table("tool durations", [["Tool", function (r) { return r.name; }], ["Calls", function (r) { return r.d.calls; }, "num"], ["Total", function (r) { return (r.d.totalMs / 1000).toFixed(2) + " s"; }, "num"], ["Max", function (r) { return (r.d.maxMs / 1000).toFixed(2) + " s"; }, "num"]], durations); }],
      ["errors", "Tool errors", function () { return table("tool errors", [["Tool", function (r) { return r.name + (r.child ? " (sub-agent)" : ""); }], ["Input", function (r) { return h("code", {}, r.detail); }], ["Error", function (r) { return r.resultText; }]], v.errors); }],
      ["files", "Files", function () { return v.files.available ? table("files", [["Change", function (r) { return r.diff; }], ["Path", function (r) { return h("code", {}, r.path); }], ["Bytes", function (r) { return r.bytes; }, "num"], ["sha256", function (r) { return r.sha256 ? h("code", {}, r.sha256.slice(0, 12)) : ""; }]], v.files.rows) : h("p", { class: "empty" }, v.files.reason || "unavailable"); }],
      ["usage", "Usage", function () { return table("model usage", [["Model", function (r) { return r.model; }], ["Input", function (r) { return r.inputTokens; }, "num"], ["Output", function (r) { return r.outputTokens; }, "num"], ["Cache read", function (r) { return r.cacheReadInputTokens; }, "num"], ["Cost", function (r) { return usd(r.costUSD); }, "num"], ["Cache-read ratio", function (r) { return Math.round(r.cacheReadRatio * 100) + "%"; }, "num"]], v.usage); }]
    ];
  }
  function tabs(v) {
    var defs = viewTables(v);
    var panel = h("div", { role: "tabpanel", id: "view-panel", tabindex: "0" });
    var buttons = defs.map(function (d, i) {
      return h("button", { type: "button", role: "tab", id: "tab-" + d[0], "aria-controls": "view-panel", "aria-selected": i === 0 ? "true" : "false", tabindex: i === 0 ? "0" : "-1",
        onclick: function () { select(i, false); }, onkeydown: function (e) {
          var n = e.key === "ArrowRight" ? i + 1 : e.key === "ArrowLeft" ? i - 1 : e.key === "Home" ? 0 : e.key === "End" ? defs.length - 1 : -2;
          if (n === -2) return; e.preventDefault(); select((n + defs.length) % defs.length, true);
        } }, d[1]);
    });
    function select(i, focus) {
      buttons.forEach(function (b, j) { b.setAttribute("aria-selected", j === i ? "true" : "false"); b.tabIndex = j === i ? 0 : -1; });
      panel.setAttribute("aria-labelledby", "tab-" + defs[i][0]);
      set(panel, defs[i][2]());
      if (focus) buttons[i].focus();
    }
    var wrap = h("div", {}, h("div", { role: "tablist", "aria-label": "Trace views" }, buttons), panel);
    select(0, false);
    return wrap;
  }
  function sideBySide(d) {
    var t = d.toolCalls;
    function col(title, gists, marks) {
      return h("div", {}, h("h3", {}, title), gists.length ? h("ol", {}, gists.map(function (g, i) { return h("li", { class: "m-" + marks[i] }, h("code", {}, g), marks[i] !== "same" ? h("span", { class: "sr" }, " (" + marks[i] + ")") : null); })) : h("p", { class: "empty" }, "no tool calls"));
    }
    var u = d.usage;
    return [
      h("div", { class: "side" }, col("Before", t.gistsBefore, t.marksBefore), col("After", t.gistsAfter, t.marksAfter)),
      table("what changed", [["", function (r) { return r[0]; }], ["Before", function (r) { return r[1]; }], ["After", function (r) { return r[2]; }]], [
        ["Verdict", d.verdict.before === null ? "—" : d.verdict.before ? "pass" : "fail", d.verdict.after === null ? "—" : d.verdict.after ? "pass" : "fail"],
        ["Turns", u.turns[0], u.turns[1]], ["Input tokens", u.inputTokens[0], u.inputTokens[1]], ["Output tokens", u.outputTokens[0], u.outputTokens[1]], ["Cost", usd(u.costUsd[0]), usd(u.costUsd[1])]
      ].concat(d.answers.changed.map(function (a) { return ["Answer: " + a.gate, a.before, a.after]; }))),
      d.artifacts.added.length || d.artifacts.removed.length || d.artifacts.changed.length ? h("div", {}, h("h3", {}, "Artifacts"), h("ul", { class: "files" },
        d.artifacts.added.map(function (p) { return h("li", { class: "m-added" }, "+ " + p); }),
        d.artifacts.removed.map(function (p) { return h("li", { class: "m-removed" }, "- " + p); }),
        d.artifacts.changed.map(function (c) { return h("li", { class: "m-changed" }, "~ " + c.path, c.textDiff ? pre(c.textDiff, "text diff") : null); }))) : null,
      d.transcript.changed ? h("div", { class: "side" }, h("div", {}, h("h3", {}, "Final text before"), pre(d.transcript.excerptBefore || "", "text before")), h("div", {}, h("h3", {}, "Final text after"), pre(d.transcript.excerptAfter || "", "text after"))) : null
    ];
  }
  function renderCassette(c) {
    var failing = c.assertions.filter(function (a) { return !a.pass; });
    var ordered = failing.concat(c.assertions.filter(function (a) { return a.pass; }));
    var parts = [
      h("p", { class: "crumb" }, h("a", { href: "#", id: "back" }, "← All " + UNIT + "s")),
      h("h2", {}, statusBadge(c), " ", h("span", { class: "mono" }, c.path)),
      kv([["Scenario", c.scenario], ["Assertions", c.passed + "/" + c.total + " pass" + (c.skipped ? ", " + c.skipped + " live-only (not judged on replay)" : "")], ["Cause", c.cause], ["Fix", c.fix ? h("span", { class: "fix" }, fixNodes(c)) : ""], ["Re-record", c.rerecordStatus]])
    ];
    if (c.error) parts.push(h("section", {}, h("h2", {}, "Error"), pre(c.error, "error")));
    if (c.repeat) parts.push(h("section", { "aria-label": "Runs" }, h("h2", {}, "Runs"), h("p", {}, c.repeat.flaky ? badge("stale", "flaky") : null, " ", c.repeat.text),
      c.repeat.tallies.length ? h("ul", { class: "tallies" }, c.repeat.tallies.map(function (t) { return h("li", {}, t); })) : null,
      h("ol", { class: "runs" }, c.repeat.runs.map(function (r) {
        return h("li", {}, badge(r.pass ? "pass" : "fail", "run " + r.run + ": " + (r.pass ? "pass" : "fail")), r.counts ? h("span", { class: "sub" }, " " + r.counts) : null,
          r.failing.length ? h("ul", {}, r.failing.map(function (f) { return h("li", {}, f); })) : null);
      }))));
    if (c.diff) parts.push(h("section", { "aria-label": "Before and after" }, h("h2", {}, "Before / after"), sideBySide(c.diff)));
    var unnamed = c.passed - c.assertions.filter(function (a) { return a.pass; }).length;
    parts.push(h("section", {}, h("h2", {}, "Assertions"), ordered.length ? ordered.map(function (a) { return assertionCard(a, c.assertions.indexOf(a)); }) : null,
      unnamed > 0 ? h("p", { class: "sub" }, "+ " + plural(unnamed, "passing assertion") + " (the results file keeps only failing ones in full)") : null,
      !ordered.length && unnamed <= 0 ? h("p", { class: "empty" }, "No assertions.") : null));
    if (c.staleness.length) parts.push(h("section", {}, h("h2", {}, "Staleness"), c.staleness.map(function (s) {
      return h("div", { class: "card" + (s.gating ? " fail" : "") }, badge(s.gating ? "fail" : "stale", s.gating ? s.class + " — fails the gate" : s.class), " ", h("span", { class: "sub" }, s.where), h("p", { class: "quote" }, s.message),
        s.files.length ? h("details", { class: "io", open: true }, h("summary", {}, plural(s.files.length, "changed file")), h("ul", { class: "files" }, s.files.map(function (f) { return h("li", {}, f); }))) : null);
    })));
    if (c.reassert) parts.push(h("section", {}, h("h2", {}, "Re-evaluated assertions"), h("p", {}, c.reassert)));
    if (c.rerun) {
      var r = c.rerun;
      parts.push(h("section", {}, h("h2", {}, "Re-run with the recorded model turns"),
        kv([["Status", badge(r.status === "passed" ? "pass" : r.status === "cannot" ? "stale" : "fail", r.status)], ["Assertions", r.passed + "/" + r.total], ["Divergence", r.message]]),
        r.failing.length ? h("ul", {}, r.failing.map(function (f) { return h("li", {}, f); })) : null,
        r.toolResults.length ? table("tool results that differ", [["#", function (x) { return String(x.index); }], ["Tool", function (x) { return x.tool + " " + x.toolUseId; }], ["Recorded and re-run", function (x) { return x.line; }]], r.toolResults) : null,
        r.artifacts.added.length + r.artifacts.removed.length + r.artifacts.changed.length ? h("ul", { class: "files" },
          r.artifacts.added.map(function (p) { return h("li", { class: "m-added" }, "+ " + p); }), r.artifacts.removed.map(function (p) { return h("li", { class: "m-removed" }, "- " + p); }), r.artifacts.changed.map(function (p) { return h("li", { class: "m-changed" }, "~ " + p); })) : null));
    }
    if (c.mutation) parts.push(h("section", { "aria-label": "Assertion strength" }, h("h2", {}, "Assertion strength"), h("p", {}, c.mutation.text),
      c.mutation.survivors.length ? h("ul", { class: "files" }, c.mutation.survivors.map(function (s) { return h("li", {}, s); })) : null));
    if (c.lint.length) parts.push(h("section", {}, h("h2", {}, "Lint warnings"), h("ul", {}, c.lint.map(function (l) { return h("li", {}, h("code", {}, l.rule), " ", l.message, h("span", { class: "sub" }, " (" + l.where + ")")); }))));
    if (c.timeline.length) parts.push(h("section", {}, h("h2", {}, "Timeline"), timelineList(c.timeline), c.timelineElided ? h("p", { class: "sub" }, c.timelineElided + " more steps not shown (report size bound)") : null));
    if (c.presented.length || c.written.length) parts.push(h("section", {}, h("h2", {}, "Files"),
      c.presented.length ? [h("h3", {}, "Presented to the user"), h("ul", { class: "files" }, c.presented.map(function (f) { return h("li", {}, f); }))] : null,
      c.written.length ? [h("h3", {}, "Left by the run"), h("ul", { class: "files" }, c.written.map(function (f) { return h("li", {}, f.diff + "  " + f.path + (f.bytes !== undefined ? "  (" + f.bytes + " B)" : "")); }))] : null));
    if (c.views) parts.push(h("section", {}, h("h2", {}, "Trace views"), tabs(c.views)));
    set(app, parts);
    document.getElementById("back").addEventListener("click", function (e) { e.preventDefault(); history.pushState(null, "", location.pathname + location.search); route(); });
    var first = failing.length ? document.getElementById("assertion-" + c.assertions.indexOf(failing[0])) : null;
    if (first) { first.classList.add("target"); first.focus(); first.scrollIntoView({ block: "center" }); }
    else { var hd = app.querySelector("h2"); hd.tabIndex = -1; hd.focus(); }
  }

  function header() {
    var t = DATA.totals;
    var flaky = DATA.cassettes.filter(function (c) { return c.repeat && c.repeat.flaky; }).length;
    var status = DATA.conclusion === "failure" ? "fail" : DATA.conclusion === "success" ? "pass" : "neutral";
    set(document.getElementById("top"),
      h("h1", {}, badge(status, DATA.conclusion === "failure" ? "failed" : DATA.conclusion === "success" ? "passed" : "no " + UNIT + "s"), DATA.title),
      h("div", { class: "sub" }, DATA.headline + " · generated " + DATA.generatedAt.replace("T", " ").slice(0, 19) + " UTC · cowork-harness " + DATA.version),
      h("div", { class: "totals" }, badge("neutral", plural(t.cassettes, UNIT)), badge("pass", t.passed + " passed"), flaky ? badge("stale", flaky + " flaky") : null, badge("fail", t.failed + " failed"), DATA.kind === "run" ? null : badge("stale", t.stale + " stale"), badge("error", t.errored + " errored")),
      DATA.reasons.length ? h("ul", { class: "reasons" }, DATA.reasons.map(function (r) { return h("li", {}, r); })) : null,
      DATA.mutation ? h("p", { class: "sub" }, "Assertion strength: " + DATA.mutation) : null,
      coverage(),
      skillLint());
  }
  // lint-skill's findings on the skill files the pull request changed: part of the verdict when they gate
  function skillLint() {
    var s = DATA.skillLint;
    if (!s || !s.length) return null;
    return h("section", { class: "skill-lint", "aria-label": "lint-skill" },
      h("h2", {}, "Skill files changed in this pull request: lint-skill (" + s.length + ")"),
      h("ul", { class: "skill-lint" }, s.map(function (e) {
        return h("li", {}, badge(e.gating ? "fail" : "stale", e.gating ? "lint-skill — fails the gate" : "lint-skill"), " ", h("code", {}, e.where), " — " + e.text);
      })));
  }
  // the scenarios no cassette records, and the tests the pull request removed: part of the verdict, above the rows
  function coverage() {
    var c = DATA.coverage;
    if (!c || (!c.unrecorded.length && !c.removed.length && !c.changed.length && !c.base && !c.baseProblem)) return null;
    return h("section", { class: "coverage", "aria-label": "coverage" },
      c.base ? h("div", { class: "sub" }, "judged against the base " + c.base) : null,
      c.baseProblem ? h("div", { class: "sub" }, badge("stale", "base"), " " + c.baseProblem) : null,
      c.unrecorded.length ? h("h2", {}, "Unrecorded scenarios (" + c.unrecorded.length + ")") : null,
      c.unrecorded.length ? h("ul", { class: "unrecorded" }, c.unrecorded.map(function (u) {
        return h("li", {}, badge(u.gating ? "fail" : "stale", u.gating ? "unrecorded — fails the gate" : "unrecorded"), " ", h("code", {}, u.scenario), " — " + u.text);
      })) : null,
      c.removed.length ? h("h2", {}, "Removed tests (" + c.removed.length + ")") : null,
      c.removed.length ? h("ul", { class: "removed" }, c.removed.map(function (r) { return h("li", {}, r); })) : null,
      c.changed.length ? h("h2", {}, "Changed in this pull request (" + c.changed.length + ")") : null,
      c.changed.length ? h("ul", { class: "changed" }, c.changed.map(function (r) { return h("li", {}, r); })) : null);
  }
  function route() {
    var m = /^#cassette\/(.+)$/.exec(location.hash);
    if (m) {
      var name = decodeURIComponent(m[1]);
      var c = DATA.cassettes.find(function (x) { return x.name === name; });
      if (c) { document.title = c.path + " — " + DATA.title; renderCassette(c); return; }
    }
    document.title = DATA.title;
    renderList(false);
  }
  document.addEventListener("keydown", function (e) {
    var tag = (e.target && e.target.tagName) || "";
    if (e.key === "/" && tag !== "INPUT") { var q = document.getElementById("q"); if (q) { e.preventDefault(); q.focus(); } }
    if (e.key === "Escape" && /^#cassette\//.test(location.hash)) { history.pushState(null, "", location.pathname + location.search); route(); }
  });
  window.addEventListener("hashchange", route);
  window.addEventListener("popstate", route);
  header();
  route();
  document.documentElement.setAttribute("data-rendered", String(Math.round(performance.now())));
})();
`;

// src/gate/report/html/page.ts
var sha = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
function embedJson(value) {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
var escapeText = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
function contentSecurityPolicy() {
  return `default-src 'none'; script-src ${sha(REPORT_JS)}; style-src ${sha(REPORT_CSS)}; img-src data:; base-uri 'none'; form-action 'none'`;
}
function renderHtmlReport(data) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeText(data.title)}</title>
<link rel="icon" href="data:,">
<style>${REPORT_CSS}</style>
</head>
<body>
<header class="top" id="top"><h1>${escapeText(data.title)}</h1></header>
<main id="app" tabindex="-1"><noscript>This report needs JavaScript to show its ${data.cassettes.length} cassettes.</noscript></main>
<footer>Self-contained report: it makes no network request. Link to a cassette with #cassette/&lt;path without .cassette.json&gt;.</footer>
<script type="application/json" id="report-data">${embedJson(data)}</script>
<script>${REPORT_JS}</script>
</body>
</html>
`;
}

// src/gate/report/html/write-report.ts
async function tryLoad(path) {
  try {
    return (await loadCassetteFile(path)).cassette;
  } catch {
    return void 0;
  }
}
async function scenarioAsserts(result, cassette, root) {
  const from = result.reassert?.from ?? (typeof cassette?.scenarioSource === "string" ? resolve(dirname(result.cassette), cassette.scenarioSource) : void 0);
  if (!from) return void 0;
  try {
    const loaded = await loadScenarioFile(resolve(root, from));
    const list = loaded.authored["assert"];
    return Array.isArray(list) ? {
      file: displayPath(resolve(root, from), root),
      assert: list,
      lines: loaded.assertLines
    } : void 0;
  } catch {
    return void 0;
  }
}
function reportDate(env) {
  const s = Number(env.SOURCE_DATE_EPOCH);
  return env.SOURCE_DATE_EPOCH && Number.isFinite(s) ? new Date(s * 1e3) : /* @__PURE__ */ new Date();
}
async function gateReportData(report, results, opts = {}) {
  const root = opts.root ?? process.cwd();
  const data = { ...buildReportData({ ...report, rows: [] }, [], opts), totals: pageTotals(report.rows) };
  const diffs = new Map(
    (report.coverage?.changed ?? []).flatMap(
      (c) => c.behaviour?.diff !== void 0 ? [[c.cassette, c.behaviour.diff]] : []
    )
  );
  for (const [i, row] of report.rows.entries()) {
    const result = results[i];
    const cassette = result ? await tryLoad(result.cassette) : void 0;
    const scenario = result ? await scenarioAsserts(result, cassette, root) : void 0;
    data.cassettes.push(
      buildCassetteData(
        row,
        {
          ...result ? { result } : {},
          ...cassette ? { cassette } : {},
          ...scenario ? { scenario } : {},
          // a cassette the pull request changed: its behaviour against the base's version, before / after
          ...diffs.has(row.cassette) ? { diff: diffs.get(row.cassette) } : {}
        },
        i
      )
    );
  }
  return data;
}
async function writeHtmlReport(path, data, secrets = []) {
  const html = renderHtmlReport(secrets.length ? maskSecretsDeep(data, secrets) : data);
  await mkdir(dirname(path), { recursive: true });
  await writeFileAtomic(path, html);
  return Buffer.byteLength(html);
}

export {
  reportDate,
  gateReportData,
  writeHtmlReport
};
