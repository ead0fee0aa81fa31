#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  countText,
  encodeOwner,
  listUnlabeledNetworks,
  removeUnlabeledNetwork,
  sweepDead
} from "./chunk-M4M45Q44.js";
import {
  detectContainerRuntime
} from "./chunk-7BOIZFLR.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import "./chunk-HT3KHDWJ.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import {
  EXIT,
  HarnessError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/cleanup.ts
import { tmpdir } from "node:os";
var CLEANUP_HELP = `Usage: cowork-harness cleanup [options]

Removes what runs that were killed (SIGKILL, a lost runner, an out-of-memory kill) left behind:
the containers and networks labelled cowork-harness.owner whose run no longer runs, in docker and
in podman, and the staged session dirs (cowork-session-*) under the temp dir. Objects of runs
that still run (another terminal, a concurrent job) are kept. Every record, run, rerun, rerecord
and check --rerun-stale does the same when it starts.

Options:
  --dry-run                   list what would be removed; remove nothing
  --unlabeled                 also remove networks named like a run's (cowork-int-r\u2026, cowork-out-r\u2026)
                              that carry no owner label \u2014 made by a version before owner labels \u2014
                              unless something still uses them
  --output-format text|json   text (default) or one JSON object on stdout
  -h, --help                  show this help

Environment: COWORK_CONTAINER_RUNTIME=docker|podman sweeps that runtime only; TMPDIR is where
staged dirs are looked for.

Exit codes: 0 nothing left of dead runs (or, --dry-run, listed), 1 something could not be removed, 2 usage error.
`;
var CLEANUP_OPTIONS = {
  "dry-run": { type: "boolean" },
  unlabeled: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  "output-format": { type: "string" }
};
function runtimes(env) {
  const chosen = env.COWORK_CONTAINER_RUNTIME?.trim();
  const found = [];
  const missing = [];
  for (const c of chosen ? [chosen] : ["docker", "podman"]) {
    const d = detectContainerRuntime({ ...env, COWORK_CONTAINER_RUNTIME: c });
    if ("runtime" in d) found.push(d.runtime);
    else missing.push(d.missing);
  }
  return { found, missing };
}
var row = (o, rt) => ({
  kind: o.kind,
  name: o.name,
  runtime: rt ?? null,
  owner: encodeOwner(o.owner),
  state: o.state
});
function noPaths({ positionals }) {
  if (positionals.length > 0) throw new HarnessError(`cleanup takes no paths (got ${positionals[0]})`);
}
async function cleanup({ values, format, io }) {
  const dryRun = values["dry-run"] === true;
  const { found, missing } = runtimes(io.env);
  const rows = [];
  const lines = [];
  let failed = 0;
  let removed = 0;
  const report = (where, rt, r) => {
    for (const o of r.removed) rows.push({ ...row(o, rt), action: dryRun ? "would-remove" : "removed" });
    for (const o of r.failed) rows.push({ ...row(o, rt), action: "failed" });
    for (const o of r.kept) rows.push({ ...row(o, rt), action: "kept" });
    removed += r.removed.length;
    failed += r.failed.length;
    lines.push(
      `${where}: ${dryRun ? "would remove" : "removed"} ${countText(r.removed)} of dead runs${r.failed.length ? `; could not remove ${countText(r.failed)}` : ""}${r.kept.length ? `; kept ${countText(r.kept)} of live runs (or runs this machine cannot judge)` : ""}`
    );
    for (const o of [...r.removed, ...r.failed])
      lines.push(`  ${dryRun ? "\xB7" : r.failed.includes(o) ? "\u2717" : "\u2713"} ${o.kind} ${o.name}`);
  };
  for (const rt of found) {
    report(rt.version, rt.kind, sweepDead(rt, { dryRun, dirs: false, scope: "cleanup" }));
    const unlabeled = listUnlabeledNetworks(rt);
    if (unlabeled.length === 0) continue;
    if (values.unlabeled !== true) {
      lines.push(
        `${rt.version}: ${unlabeled.length} network(s) without an owner label (made before owner labels) \u2014 \`cowork-harness cleanup --unlabeled\` removes those not in use`
      );
      continue;
    }
    const gone = dryRun ? unlabeled : unlabeled.filter((n) => removeUnlabeledNetwork(rt, n));
    for (const n of unlabeled)
      rows.push({
        kind: "network",
        name: n,
        runtime: rt.kind,
        owner: "",
        state: "unlabeled",
        action: dryRun ? "would-remove" : gone.includes(n) ? "removed" : "kept (in use)"
      });
    removed += gone.length;
    lines.push(
      `${rt.version}: ${dryRun ? "would remove" : "removed"} ${gone.length} unlabeled network(s)${dryRun || gone.length === unlabeled.length ? "" : `; ${unlabeled.length - gone.length} still in use, kept`}`
    );
    for (const n of unlabeled) lines.push(`  ${dryRun ? "\xB7" : gone.includes(n) ? "\u2713" : "\xB7"} network ${n}`);
  }
  report(`staged dirs in ${tmpdir()}`, void 0, sweepDead(void 0, { dryRun }));
  if (format === "json") {
    io.stdout(
      `${JSON.stringify({ tool: TOOL_NAME, version: TOOL_VERSION, command: "cleanup", ok: failed === 0, dryRun, removed, failed, runtimes: found.map((r) => r.version), objects: rows, error: null })}
`
    );
  } else {
    for (const l of lines) io.stdout(`${l}
`);
    for (const m of missing) io.stdout(`  (${m})
`);
  }
  return failed > 0 ? EXIT.fail : EXIT.ok;
}
var command = defineCommand({
  name: "cleanup",
  help: CLEANUP_HELP,
  options: CLEANUP_OPTIONS,
  beforeFormat: noPaths,
  errors: "line",
  run: cleanup
});
export {
  command
};
