#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  formatOfVersion
} from "./chunk-OJI2JBUT.js";
import {
  recordScenario
} from "./chunk-4QRCVX6S.js";
import {
  semanticDiff
} from "./chunk-WHYR2ZAU.js";
import {
  tempPathBeside
} from "./chunk-MJN26BLH.js";
import {
  replayCassetteFile
} from "./chunk-6OGUKABV.js";
import {
  computeStaleness,
  resolveScenarioSource,
  slugForName
} from "./chunk-JUH6HIAL.js";
import {
  loadScenarioFile
} from "./chunk-2HFCXRSU.js";
import {
  loadCassetteFile,
  readCassetteText
} from "./chunk-QM645DRD.js";
import {
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/live/rerecord/rerecord.ts
import { existsSync } from "node:fs";
import { rename, unlink } from "node:fs/promises";

// src/live/rerecord/cost.ts
function costOfCassette(c) {
  const lines = Array.isArray(c.events) ? c.events : [];
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i];
    if (typeof line !== "string" || !line.includes('"result"')) continue;
    try {
      const e = JSON.parse(line);
      if (e.type === "result")
        return typeof e.total_cost_usd === "number" && Number.isFinite(e.total_cost_usd) ? e.total_cost_usd : void 0;
    } catch {
    }
  }
  return void 0;
}

// src/live/rerecord/select.ts
import { basename } from "node:path";
function lenientFields(text) {
  if (text === void 0) return {};
  try {
    const raw = JSON.parse(text);
    const scenario = raw["scenario"];
    return {
      ...typeof raw["cassetteVersion"] === "number" ? { version: raw["cassetteVersion"] } : {},
      ...typeof raw["scenarioSource"] === "string" ? { scenarioSource: raw["scenarioSource"] } : {},
      ...scenario && typeof scenario["name"] === "string" ? { name: scenario["name"] } : {}
    };
  } catch {
    return {};
  }
}
function firstFailure(result) {
  return result.verdict.failures[0]?.message ?? result.assertions.find((a) => !a.pass)?.message ?? "verdict failed";
}
function fileSlug(cassettePath) {
  return slugForName(
    basename(cassettePath).replace(/\.cassette\.json$/i, "").replace(/\.json$/i, "")
  );
}
function sourceOf(cassettePath, fields) {
  const name = fields.name ?? fileSlug(cassettePath);
  const probe = { scenarioSource: fields.scenarioSource, scenario: { name } };
  const src = resolveScenarioSource(cassettePath, probe);
  if (src.path !== void 0) return { scenarioPath: src.path };
  const why = [
    src.persistedOutside ? `scenarioSource ${src.persistedOutside} resolves outside the repository` : void 0,
    src.persistedMissing && !src.persistedOutside ? `scenarioSource ${src.persistedMissing} does not exist` : void 0,
    name !== "" ? `no ../scenarios/${slugForName(name)}.y(a)ml or ./${slugForName(name)}.y(a)ml beside it` : "the cassette names no scenario"
  ].filter((s) => s !== void 0);
  return { unresolved: `no scenario to re-record from: ${why.join("; ")}` };
}
async function recordedScenarioOf(cassettePath, env) {
  const text = await readCassetteText(cassettePath, env).catch(() => void 0);
  return sourceOf(cassettePath, lenientFields(text)).scenarioPath;
}
async function diagnose(cassettePath, opts) {
  let cassette;
  try {
    cassette = (await loadCassetteFile(cassettePath)).cassette;
  } catch (e) {
    const text = await readCassetteText(cassettePath, opts.env).catch(() => void 0);
    const fields2 = lenientFields(text);
    const source2 = sourceOf(cassettePath, fields2);
    return {
      entry: {
        cassettePath,
        reasons: [oneLine(e)],
        format: formatOfVersion(fields2.version),
        ...source2
      },
      ...source2.scenarioPath !== void 0 ? { scenarioPath: source2.scenarioPath } : {}
    };
  }
  const fields = {
    version: cassette.cassetteVersion ?? 0,
    ...typeof cassette.scenarioSource === "string" ? { scenarioSource: cassette.scenarioSource } : {},
    ...typeof cassette.scenario.name === "string" ? { name: cassette.scenario.name } : {}
  };
  const source = sourceOf(cassettePath, fields);
  const recorded = source.scenarioPath !== void 0 ? { scenarioPath: source.scenarioPath } : {};
  const report = await computeStaleness(cassette, cassettePath, {
    ...opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {},
    ...opts.env ? { env: opts.env } : {}
  });
  const reasons = report.findings.map((f) => `[${f.class}] ${f.message}`);
  let verdictPass;
  if (reasons.length === 0) {
    if (opts.includeFailing !== true) return recorded;
    const { result } = await replayCassetteFile(
      cassettePath,
      opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {}
    );
    verdictPass = result.error === void 0 && result.verdict.pass;
    if (verdictPass) return recorded;
    const why = result.error ?? firstFailure(result);
    reasons.push(`[verdict] the cassette fails its replay: ${why}`);
  }
  return {
    entry: {
      cassettePath,
      reasons,
      format: formatOfVersion(fields.version),
      ...verdictPass !== void 0 ? { verdictPass } : {},
      ...source
    },
    ...recorded
  };
}
async function staleEntry(cassettePath, opts = {}) {
  return (await diagnose(cassettePath, opts)).entry;
}
async function selectStaleCassettes(files, opts = {}) {
  const stale = [];
  const fresh = [];
  const recorded = /* @__PURE__ */ new Map();
  for (const file of [...files].sort()) {
    const { entry, scenarioPath } = await diagnose(file, opts);
    recorded.set(file, scenarioPath);
    if (entry) stale.push(entry);
    else fresh.push(file);
  }
  return { stale, fresh, recorded };
}

// src/live/judge/failure-at.ts
function firstFailureAt(result, scenarioShown) {
  const f = result.verdict.failures[0];
  if (!f) return result.assertions.find((a) => !a.pass)?.message ?? "verdict failed";
  if (f.line === void 0) return f.message;
  return `${scenarioShown}:${f.line}: ${f.assertion ? `${f.assertion}: ` : ""}${f.message}`;
}

// src/live/rerecord/rerecord.ts
async function verifyNewCassette(tempPath, opts) {
  const { result } = await replayCassetteFile(tempPath, opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {});
  if (result.error !== void 0) return `the new cassette does not replay: ${result.error}`;
  if (result.exitCode !== 0 && opts.allowFailing !== true)
    return `the new cassette does not replay green: ${firstFailure(result)}`;
  const stale = result.staleness ?? [];
  if (stale.length > 0)
    return `the new cassette is stale right after recording: [${stale[0].class}] ${stale[0].message}`;
  return void 0;
}
async function before(item, opts) {
  const cassette = await loadCassetteFile(item.cassettePath).then(
    (l) => l.cassette,
    () => void 0
  );
  if (!cassette) return {};
  if (item.verdictPass !== void 0) return { cassette, verdict: item.verdictPass };
  const { result } = await replayCassetteFile(
    item.cassettePath,
    opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {}
  );
  return { cassette, ...result.error === void 0 ? { verdict: result.verdict.pass } : {} };
}
async function hasModelScript(scenarioPath) {
  return loadScenarioFile(scenarioPath).then(
    (l) => l.modelScript !== void 0,
    () => true
    // a scenario that does not load fails in the run with its own message
  );
}
async function rerecordOne(item, opts) {
  const format = opts.format === void 0 || opts.format === "keep" ? item.format : opts.format;
  const base = {
    cassettePath: item.cassettePath,
    format,
    reasons: item.reasons,
    ...item.scenarioPath ? { scenarioPath: item.scenarioPath } : {},
    ...item.unrecorded ? { unrecorded: true } : {}
  };
  if (item.unrecorded && item.unresolved !== void 0) return { ...base, status: "failed", error: item.unresolved };
  if (item.scenarioPath === void 0)
    return { ...base, status: "unresolved", error: item.unresolved ?? "no scenario to re-record from" };
  if (!opts.env.ANTHROPIC_API_KEY && !await hasModelScript(item.scenarioPath)) {
    return {
      ...base,
      status: opts.dryRun ? "dry-run" : "failed",
      needs: "anthropic-api-key",
      error: "its scenario has no model script, so it runs against the real API, and no Anthropic API key was given"
    };
  }
  if (opts.dryRun) return { ...base, status: "dry-run" };
  const old = item.unrecorded ? {} : await before(item, opts);
  const withBefore = { ...base, ...old.verdict !== void 0 ? { verdictBefore: old.verdict } : {} };
  const temp = tempPathBeside(item.cassettePath, "rerecord");
  let costUsd;
  try {
    const outcome = await recordScenario({
      scenarioPath: item.scenarioPath,
      out: temp,
      format,
      allowFailing: true,
      write: true,
      env: opts.env,
      ...opts.agentBinary ? { agentBinary: opts.agentBinary } : {},
      ...opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {},
      ...opts.timeoutMs !== void 0 ? { timeoutMs: opts.timeoutMs } : {},
      ...opts.bounds ? { bounds: opts.bounds } : {},
      ...opts.log ? { log: opts.log } : {},
      ...opts.allow ? { allow: opts.allow } : {},
      ...opts.live ? { live: opts.live } : {}
    });
    const recorded = await loadCassetteFile(temp).then(
      (l) => l.cassette,
      () => void 0
    );
    costUsd = recorded ? costOfCassette(recorded) : void 0;
    const spent = {
      ...costUsd !== void 0 ? { costUsd, ...recorded?.inputs?.modelScript !== void 0 ? { scripted: true } : {} } : {},
      ...outcome.authoredLive ? { authoredLive: outcome.authoredLive } : {}
    };
    if (!outcome.result.verdict.pass && opts.allowFailing !== true) {
      const shown = (opts.displayPath ?? ((p) => p))(item.scenarioPath);
      return {
        ...withBefore,
        ...spent,
        status: "failed",
        error: `the live run failed its assertions: ${firstFailureAt(outcome.result, shown)}`
      };
    }
    const refusal = await verifyNewCassette(temp, opts);
    if (refusal !== void 0) return { ...withBefore, ...spent, status: "failed", error: refusal };
    const diff = old.cassette && recorded ? semanticDiff(old.cassette, recorded, {
      trigger: item.reasons,
      ...old.verdict !== void 0 ? { verdictBefore: old.verdict } : {},
      verdictAfter: outcome.result.verdict.pass
    }) : void 0;
    if (item.unrecorded && existsSync(item.cassettePath))
      return {
        ...withBefore,
        ...spent,
        status: "failed",
        error: `${(opts.displayPath ?? ((p) => p))(item.cassettePath)} appeared while the scenario was recorded \u2014 left as it is`
      };
    await opts.beforeReplace?.(item.cassettePath, temp);
    await rename(temp, item.cassettePath);
    return { ...withBefore, ...spent, status: "refreshed", ...diff ? { diff } : {} };
  } catch (e) {
    return { ...withBefore, ...costUsd !== void 0 ? { costUsd } : {}, status: "failed", error: oneLine(e) };
  } finally {
    await unlink(temp).catch(() => void 0);
  }
}
function statusLabel(i) {
  switch (i.status) {
    case "refreshed":
      return i.unrecorded ? "recorded (was unrecorded)" : "refreshed";
    case "dry-run":
      return i.unrecorded ? "would record (unrecorded)" : "would re-record";
    case "unresolved":
      return "no scenario";
    case "skipped":
      return "skipped (cost cap)";
    default:
      return i.status;
  }
}
function spentUsd(items) {
  return items.reduce((sum, i) => sum + (i.costUsd ?? 0), 0);
}
function formatUsd(usd) {
  return `$${usd.toFixed(usd !== 0 && usd < 0.01 ? 4 : 2)}`;
}
function spendText(items) {
  const billed = spentUsd(items.filter((i) => i.scripted !== true));
  const scripted = items.filter((i) => i.scripted === true && i.costUsd !== void 0);
  if (scripted.length === 0) return `${formatUsd(billed)} spent`;
  const note = `${formatUsd(spentUsd(scripted))} reported by scripted runs (not billed)`;
  return items.some((i) => i.scripted !== true && i.costUsd !== void 0) ? `${formatUsd(billed)} spent, plus ${note}` : note;
}
function itemSpendText(i) {
  return i.costUsd === void 0 ? "" : i.scripted === true ? `${formatUsd(i.costUsd)} (scripted model: not billed)` : formatUsd(i.costUsd);
}
async function rerecordStale(items, opts) {
  const out = [];
  const show = opts.displayPath ?? ((p) => p);
  for (const item of items) {
    const spent = spentUsd(out);
    if (opts.maxCostUsd !== void 0 && !opts.dryRun && spent >= opts.maxCostUsd) {
      const format = opts.format === void 0 || opts.format === "keep" ? item.format : opts.format;
      out.push({
        cassettePath: item.cassettePath,
        format,
        reasons: item.reasons,
        ...item.scenarioPath ? { scenarioPath: item.scenarioPath } : {},
        ...item.unrecorded ? { unrecorded: true } : {},
        status: "skipped",
        error: `max-cost-usd ${formatUsd(opts.maxCostUsd)} reached (${formatUsd(spent)} spent) \u2014 left for the next run`
      });
      continue;
    }
    const verb = item.unrecorded ? opts.dryRun ? "would record (unrecorded)" : "recording (unrecorded)" : opts.dryRun ? "would re-record" : "re-recording";
    opts.log?.(`${verb} ${show(item.cassettePath)}${item.scenarioPath ? ` from ${show(item.scenarioPath)}` : ""}`);
    const done = await rerecordOne(item, opts);
    if (done.costUsd !== void 0) {
      opts.log?.(
        done.scripted === true ? `  reported ${itemSpendText(done)}; in total: ${spendText([...out, done])}` : `  spent ${formatUsd(done.costUsd)} (${spendText([...out, done])} in total)`
      );
    }
    out.push(done);
  }
  return out;
}

export {
  costOfCassette,
  recordedScenarioOf,
  staleEntry,
  selectStaleCassettes,
  statusLabel,
  spentUsd,
  formatUsd,
  spendText,
  itemSpendText,
  rerecordStale
};
