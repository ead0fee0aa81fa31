/**
 * `cowork-harness cleanup [--dry-run]`: lists and removes the containers, networks and staged
 * session dirs that dead runs left (src/live/container/sweep.ts), in every container runtime that answers
 * here (docker and podman; COWORK_CONTAINER_RUNTIME names one). Objects of live runs are listed as
 * kept and never touched. Every live run does the same sweep when it starts; this command is for
 * a machine that has stopped recording, or to see what is there.
 */
import { tmpdir } from "node:os";
import { defineCommand, type CommandContext, type Parsed } from "../command.js";
import { detectContainerRuntime, type ContainerRuntime } from "../../live/container/runtime.js";
import {
  countText,
  listUnlabeledNetworks,
  removeUnlabeledNetwork,
  sweepDead,
  type OwnedObject,
} from "../../live/container/sweep.js";
import { encodeOwner } from "../../live/container/owner.js";
import { EXIT, HarnessError } from "../../core/util/errors.js";
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";

const CLEANUP_HELP = `Usage: cowork-harness cleanup [options]

Removes what runs that were killed (SIGKILL, a lost runner, an out-of-memory kill) left behind:
the containers and networks labelled cowork-harness.owner whose run no longer runs, in docker and
in podman, and the staged session dirs (cowork-session-*) under the temp dir. Objects of runs
that still run (another terminal, a concurrent job) are kept. Every record, run, rerun, rerecord
and check --rerun-stale does the same when it starts.

Options:
  --dry-run                   list what would be removed; remove nothing
  --unlabeled                 also remove networks named like a run's (cowork-int-r…, cowork-out-r…)
                              that carry no owner label — made by a version before owner labels —
                              unless something still uses them
  --output-format text|json   text (default) or one JSON object on stdout
  -h, --help                  show this help

Environment: COWORK_CONTAINER_RUNTIME=docker|podman sweeps that runtime only; TMPDIR is where
staged dirs are looked for.

Exit codes: 0 nothing left of dead runs (or, --dry-run, listed), 1 something could not be removed, 2 usage error.
`;

const CLEANUP_OPTIONS = {
  "dry-run": { type: "boolean" },
  unlabeled: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  "output-format": { type: "string" },
} as const;

/** Every runtime that answers here (both, unless COWORK_CONTAINER_RUNTIME names one). */
function runtimes(env: NodeJS.ProcessEnv): { found: ContainerRuntime[]; missing: string[] } {
  const chosen = env.COWORK_CONTAINER_RUNTIME?.trim();
  const found: ContainerRuntime[] = [];
  const missing: string[] = [];
  for (const c of chosen ? [chosen] : ["docker", "podman"]) {
    const d = detectContainerRuntime({ ...env, COWORK_CONTAINER_RUNTIME: c });
    if ("runtime" in d) found.push(d.runtime);
    else missing.push(d.missing);
  }
  return { found, missing };
}

const row = (o: OwnedObject, rt: string | undefined) => ({
  kind: o.kind,
  name: o.name,
  runtime: rt ?? null,
  owner: encodeOwner(o.owner),
  state: o.state,
});

/** Paths are refused before --output-format is read. */
function noPaths({ positionals }: Parsed<unknown>): void {
  if (positionals.length > 0) throw new HarnessError(`cleanup takes no paths (got ${positionals[0]})`);
}

/** Sweeps every runtime that answers, then the staged dirs. */
async function cleanup({ values, format, io }: CommandContext<typeof CLEANUP_OPTIONS>): Promise<number> {
  const dryRun = values["dry-run"] === true;
  const { found, missing } = runtimes(io.env);
  const rows: { kind: string; name: string; runtime: string | null; owner: string; state: string; action: string }[] =
    [];
  const lines: string[] = [];
  let failed = 0;
  let removed = 0;
  const report = (where: string, rt: string | undefined, r: ReturnType<typeof sweepDead>): void => {
    for (const o of r.removed) rows.push({ ...row(o, rt), action: dryRun ? "would-remove" : "removed" });
    for (const o of r.failed) rows.push({ ...row(o, rt), action: "failed" });
    for (const o of r.kept) rows.push({ ...row(o, rt), action: "kept" });
    removed += r.removed.length;
    failed += r.failed.length;
    lines.push(
      `${where}: ${dryRun ? "would remove" : "removed"} ${countText(r.removed)} of dead runs${r.failed.length ? `; could not remove ${countText(r.failed)}` : ""}${r.kept.length ? `; kept ${countText(r.kept)} of live runs (or runs this machine cannot judge)` : ""}`,
    );
    for (const o of [...r.removed, ...r.failed])
      lines.push(`  ${dryRun ? "·" : r.failed.includes(o) ? "✗" : "✓"} ${o.kind} ${o.name}`);
  };
  for (const rt of found) {
    report(rt.version, rt.kind, sweepDead(rt, { dryRun, dirs: false, scope: "cleanup" }));
    const unlabeled = listUnlabeledNetworks(rt);
    if (unlabeled.length === 0) continue;
    if (values.unlabeled !== true) {
      lines.push(
        `${rt.version}: ${unlabeled.length} network(s) without an owner label (made before owner labels) — \`cowork-harness cleanup --unlabeled\` removes those not in use`,
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
        action: dryRun ? "would-remove" : gone.includes(n) ? "removed" : "kept (in use)",
      });
    removed += gone.length;
    lines.push(
      `${rt.version}: ${dryRun ? "would remove" : "removed"} ${gone.length} unlabeled network(s)${dryRun || gone.length === unlabeled.length ? "" : `; ${unlabeled.length - gone.length} still in use, kept`}`,
    );
    for (const n of unlabeled) lines.push(`  ${dryRun ? "·" : gone.includes(n) ? "✓" : "·"} network ${n}`);
  }
  report(`staged dirs in ${tmpdir()}`, undefined, sweepDead(undefined, { dryRun }));
  if (format === "json") {
    io.stdout(
      `${JSON.stringify({ tool: TOOL_NAME, version: TOOL_VERSION, command: "cleanup", ok: failed === 0, dryRun, removed, failed, runtimes: found.map((r) => r.version), objects: rows, error: null })}\n`,
    );
  } else {
    for (const l of lines) io.stdout(`${l}\n`);
    for (const m of missing) io.stdout(`  (${m})\n`);
  }
  return failed > 0 ? EXIT.fail : EXIT.ok;
}

export const command = defineCommand({
  name: "cleanup",
  help: CLEANUP_HELP,
  options: CLEANUP_OPTIONS,
  beforeFormat: noPaths,
  errors: "line",
  run: cleanup,
});
