#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  replayCassetteFile
} from "./chunk-OESEVDBE.js";
import {
  computeStaleness
} from "./chunk-3AKXSKTB.js";
import {
  resolveScenarioSource,
  slugForName
} from "./chunk-4QCKNBJU.js";
import {
  loadCassetteFile,
  readCassetteText
} from "./chunk-6CDE3OBN.js";
import {
  oneLine
} from "./chunk-BMEV2336.js";

// src/rerecord/select.ts
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
function formatOfVersion(version) {
  return version === 9 ? "v9" : "v12";
}
function fileSlug(cassettePath) {
  return slugForName(basename(cassettePath).replace(/\.cassette\.json$/i, "").replace(/\.json$/i, ""));
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
async function staleEntry(cassettePath, opts = {}) {
  let cassette;
  try {
    cassette = (await loadCassetteFile(cassettePath)).cassette;
  } catch (e) {
    const text = await readCassetteText(cassettePath, opts.env).catch(() => void 0);
    const fields2 = lenientFields(text);
    return { cassettePath, reasons: [oneLine(e)], format: formatOfVersion(fields2.version), ...sourceOf(cassettePath, fields2) };
  }
  const report = await computeStaleness(cassette, cassettePath, {
    ...opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {},
    ...opts.env ? { env: opts.env } : {}
  });
  const reasons = report.findings.map((f) => `[${f.class}] ${f.message}`);
  let verdictPass;
  if (reasons.length === 0) {
    if (opts.includeFailing !== true) return void 0;
    const { result } = await replayCassetteFile(cassettePath, opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {});
    verdictPass = result.error === void 0 && result.verdict.pass;
    if (verdictPass) return void 0;
    const why = result.error ?? firstFailure(result);
    reasons.push(`[verdict] the cassette fails its replay: ${why}`);
  }
  const fields = {
    version: cassette.cassetteVersion ?? 0,
    ...typeof cassette.scenarioSource === "string" ? { scenarioSource: cassette.scenarioSource } : {},
    ...typeof cassette.scenario.name === "string" ? { name: cassette.scenario.name } : {}
  };
  return {
    cassettePath,
    reasons,
    format: formatOfVersion(fields.version),
    ...verdictPass !== void 0 ? { verdictPass } : {},
    ...sourceOf(cassettePath, fields)
  };
}
async function selectStaleCassettes(files, opts = {}) {
  const stale = [];
  const fresh = [];
  for (const file of [...files].sort()) {
    const entry = await staleEntry(file, opts);
    if (entry) stale.push(entry);
    else fresh.push(file);
  }
  return { stale, fresh };
}

export {
  firstFailure,
  formatOfVersion,
  staleEntry,
  selectStaleCassettes
};
