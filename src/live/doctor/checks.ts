/**
 * `doctor`'s checks (issue 40): what a live run at a tier needs on this machine, each said once with
 * what to do about it — the Node version, the agent binary, the container runtime and the agent
 * image (container tier only), a credential for the real API, and the baselines. Pure: what the
 * machine answers comes from a DoctorFacts (./probe.ts asks the machine), so every outcome is
 * testable without docker, podman or an agent.
 *
 * A check is `required` when a failure of it stops every live run at the tier: `doctor` exits 1
 * iff such a check fails. The credential never is: a scripted model (the scenario's model_script,
 * or --model-script) needs none, at either tier.
 */
import type { RecordTier } from "../record/container-tier.js";

export type CheckStatus = "ok" | "warn" | "fail" | "skip";

export interface DoctorCheck {
  id: "node" | "agent" | "runtime" | "image" | "token" | "baselines";
  title: string;
  status: CheckStatus;
  detail: string;
  /** what to do, when the status is not ok */
  remedy?: string;
  /** a failure stops every live run at this tier */
  required: boolean;
}

/** The credentials a live run may be given, in the order they are named. */
export const CREDENTIAL_NAMES = ["ANTHROPIC_API_KEY", "CLAUDE_CODE_OAUTH_TOKEN", "ANTHROPIC_AUTH_TOKEN"] as const;

/** The oldest Node the harness runs on (package.json engines). */
export const MIN_NODE: readonly [number, number] = [22, 12];

export interface AgentFact {
  path: string;
  version?: string;
  /** elf-x86_64, macho-arm64, … */
  format?: string;
}

/** What the machine answered, as ./probe.ts asks it. */
export interface DoctorFacts {
  /** process.versions.node */
  node: string;
  agent: AgentFact | { error: string };
  /** the agent version the container tier pins */
  pinnedAgentVersion: string;
  /** undefined at the protocol tier (not asked) */
  runtime?: { version: string; note?: string } | { missing: string };
  /** undefined when the runtime was not asked or did not answer */
  image?: { ref: string; how: string } | { error: string; remedy: string };
  /** names of the credentials set (non-empty) in the environment; never their values */
  credentials: readonly string[];
  /** undefined: no --baselines directory was given */
  baselines?: { dir: string; version: string } | { error: string };
  /** the container tier's own pins, built in */
  containerBaselineId: string;
}

const failed = <T extends object>(x: T | { error: string }): x is { error: string } => "error" in x;

/** Whether `version` ("22.12.0") is at least `min`. */
export function nodeAtLeast(version: string, min: readonly [number, number] = MIN_NODE): boolean {
  const [major = 0, minor = 0] = version.split(".").map((n) => Number.parseInt(n, 10));
  return major > min[0] || (major === min[0] && minor >= min[1]);
}

function nodeCheck(f: DoctorFacts): DoctorCheck {
  const ok = nodeAtLeast(f.node);
  return {
    id: "node",
    title: `Node ≥ ${MIN_NODE.join(".")}`,
    status: ok ? "ok" : "fail",
    detail: f.node,
    ...(ok ? {} : { remedy: `install Node ${MIN_NODE[0]} or later (${MIN_NODE.join(".")}+)` }),
    required: true,
  };
}

function agentCheck(f: DoctorFacts, tier: RecordTier): DoctorCheck {
  const base = { id: "agent" as const, title: "agent binary", required: true };
  if (failed(f.agent))
    return {
      ...base,
      status: "fail",
      detail: f.agent.error,
      remedy:
        "in a checkout: node scripts/install-agent.mjs (installs the pinned @anthropic-ai/claude-code); or point --agent PATH / COWORK_AGENT_BINARY at an agent binary",
    };
  const a = f.agent;
  const about = [a.version ? `version ${a.version}` : "version unknown", ...(a.format ? [a.format] : [])].join(", ");
  const pin =
    a.version !== undefined && a.version !== f.pinnedAgentVersion
      ? `; the container tier pins ${f.pinnedAgentVersion}, so its recordings are stamped with another agent`
      : "";
  // at the container tier this very file runs inside the Linux agent image
  if (tier === "container" && a.format !== undefined && !a.format.startsWith("elf-"))
    return {
      ...base,
      status: "warn",
      detail: `${a.path} (${about}): the container tier runs it inside a Linux container, which needs a Linux (ELF) build${pin}`,
      remedy:
        "set COWORK_AGENT_BINARY (or --agent) to the linux build of @anthropic-ai/claude-code, or record at fidelity: protocol",
    };
  return { ...base, status: "ok", detail: `${a.path} (${about})${pin}` };
}

function runtimeCheck(f: DoctorFacts, tier: RecordTier): DoctorCheck {
  const base = { id: "runtime" as const, title: "container runtime" };
  if (tier === "protocol" || f.runtime === undefined)
    return {
      ...base,
      status: "skip",
      detail: "not needed at the protocol tier: the agent runs on this machine",
      required: false,
    };
  if ("missing" in f.runtime)
    return {
      ...base,
      status: "fail",
      detail: f.runtime.missing,
      remedy:
        "install podman or Docker Engine and start it (COWORK_CONTAINER_RUNTIME=docker|podman|PATH chooses one), or record at fidelity: protocol",
      required: true,
    };
  return { ...base, status: "ok", detail: f.runtime.note ?? `using ${f.runtime.version}`, required: true };
}

function imageCheck(f: DoctorFacts, tier: RecordTier): DoctorCheck {
  const base = { id: "image" as const, title: "agent image" };
  if (tier === "protocol")
    return { ...base, status: "skip", detail: "not needed at the protocol tier", required: false };
  if (f.image === undefined)
    return { ...base, status: "skip", detail: "not checked: no container runtime answers", required: false };
  if ("error" in f.image)
    return { ...base, status: "fail", detail: f.image.error, remedy: f.image.remedy, required: true };
  return { ...base, status: "ok", detail: f.image.how, required: true };
}

function tokenCheck(f: DoctorFacts): DoctorCheck {
  const base = { id: "token" as const, title: "credential for the real API", required: false };
  const set = f.credentials;
  const scripted = "a scripted model (the scenario's model_script, or --model-script) needs none";
  if (set.includes("ANTHROPIC_API_KEY"))
    return {
      ...base,
      status: "ok",
      detail: `${set.join(", ")} set (value not shown): record and run can reach the real API; ${scripted}`,
    };
  if (set.length > 0)
    return {
      ...base,
      status: "warn",
      detail: `${set.join(", ")} set (value not shown), but record and run reach the real API with ANTHROPIC_API_KEY only; ${scripted}`,
      remedy: "export ANTHROPIC_API_KEY to record against the real API",
    };
  return {
    ...base,
    status: "warn",
    detail: `none of ${CREDENTIAL_NAMES.join(", ")} is set: ${scripted}, the real API needs ANTHROPIC_API_KEY`,
    remedy: "export ANTHROPIC_API_KEY to record against the real API (nothing to do for scripted models)",
  };
}

function baselinesCheck(f: DoctorFacts): DoctorCheck {
  const base = { id: "baselines" as const, title: "baselines" };
  const own = `the container tier's own pins: ${f.containerBaselineId}`;
  if (f.baselines === undefined)
    return {
      ...base,
      status: "skip",
      detail: `no Desktop baselines directory given (--baselines DIR): the checks that need one report "not checked"; ${own}`,
      required: false,
    };
  if (failed(f.baselines))
    return {
      ...base,
      status: "fail",
      detail: f.baselines.error,
      remedy: "point --baselines at a directory of desktop-<version>.json files",
      required: true,
    };
  return {
    ...base,
    status: "ok",
    detail: `desktop-${f.baselines.version} in ${f.baselines.dir}; ${own}`,
    required: true,
  };
}

/** Every check for `tier`, in the order they are shown. */
export function doctorChecks(tier: RecordTier, facts: DoctorFacts): DoctorCheck[] {
  return [
    nodeCheck(facts),
    agentCheck(facts, tier),
    runtimeCheck(facts, tier),
    imageCheck(facts, tier),
    tokenCheck(facts),
    baselinesCheck(facts),
  ].map(({ id, title, status, detail, remedy, required }) => ({
    // one key order in the JSON, whichever way a check was built
    id,
    title,
    status,
    detail,
    ...(remedy !== undefined ? { remedy } : {}),
    required,
  }));
}

/** The required checks that failed: any one makes `doctor` exit 1. */
export function blocking(checks: readonly DoctorCheck[]): DoctorCheck[] {
  return checks.filter((c) => c.required && c.status === "fail");
}

const MARK: Record<CheckStatus, string> = { ok: "✓", warn: "!", fail: "✗", skip: "·" };

/** The checks as text: one line each, its remedy under it, and the verdict last. */
export function doctorText(tier: RecordTier, checks: readonly DoctorCheck[]): string {
  const width = Math.max(...checks.map((c) => c.id.length));
  const lines = [`doctor: what a live run at the ${tier} tier needs here`];
  for (const c of checks) {
    lines.push(`  ${MARK[c.status]} ${c.id.padEnd(width)}  ${c.title}: ${c.detail}`);
    if (c.remedy && (c.status === "fail" || c.status === "warn")) lines.push(`    ${" ".repeat(width)}  → ${c.remedy}`);
  }
  const stop = blocking(checks);
  const warned = checks.filter((c) => c.status === "warn").length;
  lines.push(
    stop.length === 0
      ? `✓ ready for the ${tier} tier${warned > 0 ? ` (${warned} warning(s))` : ""}`
      : `✗ not ready for the ${tier} tier: ${stop.map((c) => c.id).join(", ")}`,
  );
  return lines.join("\n") + "\n";
}
