#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  LIVE_ONLY_KEYS,
  QUESTION_GATE_KEYS
} from "./chunk-6OGUKABV.js";
import {
  driftedFields
} from "./chunk-JUH6HIAL.js";
import {
  canonicalJson,
  canonicallyEqual
} from "./chunk-EEFRBXOR.js";
import {
  clip
} from "./chunk-IAQDAOHD.js";
import {
  MANIFEST_KEYS
} from "./chunk-IILW425K.js";

// src/gate/reassert/assert-diff.ts
var keysOf = (item) => Object.keys(item).sort().join(",");
function diffAssertions(frozen, onDisk) {
  const remaining = frozen.map((item) => ({ item, canon: canonicalJson(item) }));
  const unmatched = [];
  onDisk.forEach((item, index) => {
    const canon = canonicalJson(item);
    const at = remaining.findIndex((r) => r.canon === canon);
    if (at >= 0) remaining.splice(at, 1);
    else unmatched.push({ item, index });
  });
  const diff = { added: [], removed: [], changed: [] };
  const gone = remaining.map((r) => r.item);
  for (const change of unmatched) {
    const at = gone.findIndex((g) => keysOf(g) === keysOf(change.item));
    if (at >= 0) diff.changed.push({ ...change, before: gone.splice(at, 1)[0] });
    else diff.added.push(change);
  }
  diff.removed = gone;
  return diff;
}
function describeItem(item, max = 100) {
  const text = Object.entries(item).map(([k, v]) => `${k}: ${typeof v === "string" ? v : canonicalJson(v)}`).join(", ");
  return clip(text, max);
}

// src/gate/reassert/uncheckable.ts
var MESSAGES = {
  "live-only": "live-only",
  "manifest-missing": "no artifact manifest in this cassette",
  "prerunpaths-missing": "no pre-run manifest in this cassette (recorded before the manifest seam) \u2014 re-record on a current harness",
  "prerunhashes-missing": "no pre-run hash manifest in this cassette (recorded pre-fingerprinted-manifest or on microvm) \u2014 re-record on a harness with hash-manifest support (container/hostloop)",
  "controlout-missing": "no controlOut in this cassette"
};
var OTHER_MANIFEST_KEYS = new Set(
  MANIFEST_KEYS.filter((k) => k !== "no_unexpected_files" && k !== "input_unmodified")
);
function codeFor(key, c) {
  const hasArtifacts = c.artifacts !== void 0;
  if (LIVE_ONLY_KEYS.has(key)) return "live-only";
  if (key === "no_unexpected_files") {
    if (!hasArtifacts) return "manifest-missing";
    if (c.preRunPaths === void 0) return "prerunpaths-missing";
  }
  if (key === "input_unmodified") {
    if (!hasArtifacts) return "manifest-missing";
    if (c.preRunHashes === void 0) return "prerunhashes-missing";
  }
  if (OTHER_MANIFEST_KEYS.has(key) && (c.artifacts?.length ?? 0) === 0) return "manifest-missing";
  if (QUESTION_GATE_KEYS.has(key) && (c.controlOut?.length ?? 0) === 0) return "controlout-missing";
  return void 0;
}
function uncheckableKeys(assert, cassette) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const item of assert) {
    for (const [key, value] of Object.entries(item)) {
      if (value === void 0 || seen.has(key)) continue;
      seen.add(key);
      const code = codeFor(key, cassette);
      if (code) out.push({ key, code, message: MESSAGES[code] });
    }
  }
  return out;
}

// src/gate/reassert/plan.ts
function onDiskBlock(loaded) {
  return {
    assert: loaded.scenario.assert,
    expectDenied: loaded.scenario.expect_denied
  };
}
function planReassert(cassette, loaded) {
  const fields = driftedFields(
    cassette.scenario,
    loaded.scenario
  );
  if (fields.length > 0) return { kind: "drift", fields };
  const block = onDiskBlock(loaded);
  const frozenAssert = cassette.scenario.assert ?? [];
  const frozenDenied = cassette.scenario.expect_denied ?? [];
  const expectDeniedChanged = !canonicallyEqual(frozenDenied, block.expectDenied);
  const diff = diffAssertions(frozenAssert, block.assert);
  return {
    kind: "reassert",
    cassette: {
      ...cassette,
      scenario: { ...cassette.scenario, assert: block.assert, expect_denied: block.expectDenied }
    },
    diff,
    changed: !canonicallyEqual(frozenAssert, block.assert) || expectDeniedChanged,
    uncheckable: uncheckableKeys(block.assert, cassette),
    expectDeniedChanged,
    assertLines: loaded.assertLines
  };
}

export {
  describeItem,
  planReassert
};
