#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  scanCassette
} from "./chunk-2XHYTTIJ.js";
import {
  computeStaleness
} from "./chunk-JXU3GW2O.js";
import {
  CURRENT_CASSETTE_VERSION,
  loadCassetteFile,
  readCassetteText
} from "./chunk-24BXCO6L.js";
import {
  oneLine
} from "./chunk-5C2HTD6I.js";

// src/verify/verify-one.ts
function emptyResult(file) {
  return { file, findings: [], staleness: [], unverifiable: [], notes: [], version: [], scenarioDrift: [], privacyScanned: false };
}
async function salvageScan(file, allow) {
  try {
    const raw = JSON.parse(await readCassetteText(file));
    if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return void 0;
    const scenario = raw.scenario !== null && typeof raw.scenario === "object" ? raw.scenario : {};
    return scanCassette({ ...raw, scenario }, allow);
  } catch {
    return void 0;
  }
}
async function verifyLoaded(file, cassette, opts) {
  const r = emptyResult(file);
  if (opts.privacy) r.findings = scanCassette(cassette, opts.allow);
  r.privacyScanned = opts.privacy;
  if (opts.staleness || opts.scenarioDrift) {
    const report = opts.precomputedStaleness ?? await computeStaleness(cassette, file, {
      ...opts.sessionOverride !== void 0 ? { sessionOverride: opts.sessionOverride } : {},
      ...opts.baselinesDir !== void 0 ? { baselinesDir: opts.baselinesDir } : {},
      ...opts.env !== void 0 ? { env: opts.env } : {}
    });
    const checks = report.byCheck ?? [{ id: "all", findings: report.findings, notes: report.notes }];
    for (const c of checks) {
      const isScenario = c.id === "scenario";
      if (isScenario ? !opts.scenarioDrift : !opts.staleness) continue;
      for (const f of c.findings) {
        if (isScenario) r.scenarioDrift.push(f.message);
        else (f.class.startsWith("unverifiable-") ? r.unverifiable : r.staleness).push(f.message);
      }
      r.notes.push(...c.notes);
    }
  }
  const version = cassette.cassetteVersion ?? 0;
  if (version > CURRENT_CASSETTE_VERSION) {
    r.version.push(
      `cassette format v${version} is newer than this harness understands (v${CURRENT_CASSETTE_VERSION}) \u2014 upgrade cowork-harness (can't verify \u21D2 not green)`
    );
  }
  return r;
}
async function verifyOne(file, opts) {
  let cassette;
  try {
    cassette = (await loadCassetteFile(file)).cassette;
  } catch (e) {
    const r = emptyResult(file);
    r.error = oneLine(e);
    if (opts.privacy) {
      const salvaged = await salvageScan(file, opts.allow);
      if (salvaged) {
        r.findings = salvaged;
        r.privacyScanned = true;
      }
    }
    return r;
  }
  try {
    return await verifyLoaded(file, cassette, opts);
  } catch (e) {
    return { ...emptyResult(file), error: oneLine(e) };
  }
}

export {
  verifyLoaded,
  verifyOne
};
