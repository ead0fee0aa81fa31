/**
 * `record --dry-run` (issue 40): whether each scenario would record here, said before anything
 * spends — no agent starts, no model server, no container, nothing is staged or written. Per
 * scenario: it loads (and so do its session and model script), it lints without an ERROR, its tier
 * can be recorded here, the agent binary resolves, it has a model to run against (a model script,
 * or ANTHROPIC_API_KEY for the real API), the container tier's runtime and agent image are there,
 * and where its cassette would go, and whether that replaces one.
 */
import { existsSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { loadScenarioFile, type LoadedScenario } from "../../core/scenario/load.js";
import { loadSessionFile } from "../../core/session/load.js";
import { assertScenarioFileContained, assertSessionContained } from "../../core/session/paths.js";
import { loadModelScript } from "../../core/model-script/load-script.js";
import { repositoryRootOf } from "../../core/util/repo-root.js";
import { oneLine } from "../../core/util/errors.js";
import { lintTargets } from "../../gate/lint/run.js";
import { recordTier, type RecordTier } from "../record/container-tier.js";
import { cassettePathFor } from "../record/record-scenario.js";
import type { AgentFact, DoctorFacts } from "./checks.js";
import { probeAgent, probeContainer } from "./probe.js";

export interface ReadinessOptions {
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** --out, absolute (a directory keeps its trailing "/") */
  out?: string;
  /** --model-script, absolute */
  modelScript?: string;
  /** --agent, absolute */
  agent?: string;
  allowOutsidePaths?: boolean;
}

export interface ScenarioReadiness {
  /** the scenario file, relative to cwd */
  file: string;
  scenario?: string;
  ready: boolean;
  tier?: RecordTier;
  /** the agent binary and its version */
  agent?: string;
  /** what the model would be */
  model?: string;
  /** where the cassette would go, relative to cwd */
  cassette?: string;
  /** a cassette is there already: a passing run would replace it */
  overwrites?: boolean;
  /** what stops it from recording, one line each */
  problems: string[];
  /** what is worth knowing but stops nothing */
  notes: string[];
}

const agentText = (a: AgentFact): string => `${a.path}${a.version ? ` (${a.version})` : ""}`;

/** The readiness of every scenario file (absolute paths), in order. Machine probes are made once. */
export async function recordReadiness(files: readonly string[], opts: ReadinessOptions): Promise<ScenarioReadiness[]> {
  const agent = probeAgent(opts);
  let container: Promise<Pick<DoctorFacts, "runtime" | "image">> | undefined;
  const out: ScenarioReadiness[] = [];
  for (const file of files) {
    out.push(await scenarioReadiness(file, opts, agent, () => (container ??= probeContainer(opts.env))));
  }
  return out;
}

async function scenarioReadiness(
  file: string,
  opts: ReadinessOptions,
  agent: AgentFact | { error: string },
  container: () => Promise<Pick<DoctorFacts, "runtime" | "image">>,
): Promise<ScenarioReadiness> {
  const shown = (p: string): string => relative(opts.cwd, p) || p;
  const r: ScenarioReadiness = { file: shown(file), ready: false, problems: [], notes: [] };
  const problem = (e: unknown): void => void r.problems.push(oneLine(e).split(`${opts.cwd}/`).join(""));
  let loaded: LoadedScenario;
  try {
    loaded = await loadScenarioFile(file);
  } catch (e) {
    problem(e);
    return r;
  }
  const scenario = loaded.scenario;
  r.scenario = scenario.name;
  const at = (key: string): string =>
    `${r.file}${loaded.keyLines[key] !== undefined ? `:${loaded.keyLines[key]}` : ""}`;
  try {
    r.tier = recordTier(scenario.fidelity);
  } catch (e) {
    r.problems.push(`${at("fidelity")}: ${oneLine(e)}`);
  }

  const repoRoot = repositoryRootOf(file);
  const ctx = { repoRoot, display: shown };
  if (scenario.session !== "(inline)") {
    const sessionPath = resolve(dirname(file), scenario.session);
    try {
      if (opts.allowOutsidePaths !== true) assertScenarioFileContained(file, "session", sessionPath, ctx);
      const session = await loadSessionFile(sessionPath);
      if (opts.allowOutsidePaths !== true) assertSessionContained(session.path, session.resolved, ctx);
    } catch (e) {
      problem(e);
    }
  }

  const named = loaded.modelScript;
  const script = opts.modelScript ?? (named ? resolve(dirname(file), named.path) : undefined);
  if (script !== undefined) {
    try {
      if (named && opts.modelScript === undefined && opts.allowOutsidePaths !== true)
        assertScenarioFileContained(file, "model script", script, ctx, named.line);
      await loadModelScript(script);
      r.model = `scripted: ${shown(script)} (no token needed)`;
    } catch (e) {
      problem(e);
    }
  } else if ((opts.env.ANTHROPIC_API_KEY ?? "").trim() !== "") {
    r.model = "the real API (ANTHROPIC_API_KEY set)";
  } else {
    r.problems.push(
      `${r.file}: no model to run against — name a model script in the scenario ("# cowork-harness model_script: FILE"), pass --model-script FILE, or set ANTHROPIC_API_KEY for the real API`,
    );
  }

  try {
    const { findings } = await lintTargets([file]);
    for (const f of findings.filter((x) => x.severity === "ERROR"))
      r.problems.push(
        `${shown(resolve(f.file))}${f.line !== null ? `:${f.line}` : ""}: ${f.message} [lint ${f.ruleId}]`,
      );
    const warnings = findings.filter((x) => x.severity !== "ERROR").length;
    if (warnings > 0) r.notes.push(`lint: ${warnings} warning(s) or note(s) — cowork-harness lint ${r.file}`);
  } catch (e) {
    problem(e);
  }

  if ("error" in agent) r.problems.push(agent.error);
  else r.agent = agentText(agent);

  if (r.tier === "container") {
    const c = await container();
    if (c.runtime && "missing" in c.runtime)
      r.problems.push(
        `the container tier needs docker or podman — ${c.runtime.missing} (set COWORK_CONTAINER_RUNTIME, or record at fidelity: protocol)`,
      );
    else if (c.image && "error" in c.image) r.problems.push(`${c.image.error} — ${c.image.remedy}`);
  }

  try {
    const { path } = await cassettePathFor(file, scenario.name, opts.out);
    r.cassette = shown(path);
    r.overwrites = existsSync(path);
  } catch (e) {
    problem(e);
  }
  r.ready = r.problems.length === 0;
  return r;
}

/** The readiness as text: a line per scenario, what it would use under it, its problems, then a total. */
export function readinessText(items: readonly ScenarioReadiness[]): string {
  const lines: string[] = [];
  for (const r of items) {
    const what = r.scenario !== undefined ? ` "${r.scenario}"` : "";
    lines.push(
      r.ready
        ? `✓ ${r.file}: ready to record${what} at the ${r.tier} tier`
        : `✗ ${r.file}: not ready to record${what}${r.tier ? ` (${r.tier} tier)` : ""}`,
    );
    if (r.agent) lines.push(`    agent     ${r.agent}`);
    if (r.model) lines.push(`    model     ${r.model}`);
    if (r.cassette)
      lines.push(`    cassette  ${r.cassette} ${r.overwrites ? "(exists: a passing run replaces it)" : "(new)"}`);
    for (const p of r.problems) lines.push(`    ✗ ${p}`);
    for (const n of r.notes) lines.push(`    · ${n}`);
  }
  const ready = items.filter((r) => r.ready).length;
  lines.push(`dry run: ${ready} of ${items.length} scenario(s) ready to record — no agent started, nothing written`);
  return lines.join("\n") + "\n";
}
