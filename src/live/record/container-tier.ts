/**
 * Where and how a recording's agent runs, per tier (the reference's src/run/execute.ts; docs/reference.md#recording-and-the-agent-protocol):
 *
 *  - `container`: the pinned agent binary inside the agent image (Dockerfile.agent), locked down,
 *    as the invoking uid, cwd /sessions/<id>, the staged session bind-mounted there (inputs and
 *    plugins read-only), on an internal network whose only way out is our egress proxy in its own
 *    container; the Cowork env, argv and the cowork/skills/plugins SDK-MCP servers. No container
 *    runtime: one line, before anything starts.
 *  - `protocol`: the reference's L0 — the host agent, no Cowork env, no plugin dir, cwd the work
 *    root, the egress proxy on loopback.
 *
 * Ids that would otherwise change on every recording are derived from the scenario's name: the
 * session dir (`/sessions/local_<hash>`) and the agent's session id (--session-id).
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { agentVersion, binaryFormat } from "../agent/binary-info.js";
import { resolveAgentBinary } from "../agent/binary.js";
import { AGENT_TOOLS } from "../../core/baselines/agent-tools.js";
import type { AgentLauncher, RunAgentOptions } from "../agent/types.js";
import {
  COWORK_MCP_TOOLS,
  DISCOVERY_MCP_TOOLS,
  coworkSdkMcpServers,
  type StagedPlugin,
  type StagedSkill,
} from "../agent/sdk-mcp/servers.js";
import {
  agentRunArgs,
  imageIdentity,
  invokingUser,
  type ImageIdentity,
  type Mount,
} from "../container/agent-container.js";
import { startEgressSidecar, type EgressSidecar } from "../container/egress-sidecar.js";
import { executeOnlyCopy } from "../container/exec-only-binary.js";
import { counterFiles, readCounters, type CounterFiles } from "../container/cgroup-events.js";
import { startCounterWatch, type CounterWatch } from "../container/counter-watch.js";
import {
  applySessionLimits,
  describe as describeLimit,
  limitsOfEnv,
  type ResourceLimits,
} from "../container/resource-limits.js";
import { ResourceLimitError, StreamIntegrityError } from "../agent/errors.js";
import { SCRIPTED_MODEL_API_KEY } from "../agent/env.js";
import { PLACEHOLDER_CREDENTIAL, type RelayCredentials } from "../container/model-relay.js";
import { unattestedEvent } from "./stream-attestation.js";
import {
  diskUsage,
  overBoundReason,
  sessionDiskBound,
  watchSessionDisk,
  type DiskUsage,
} from "./session-disk-watch.js";
import { tmpdir } from "node:os";
import {
  detectContainerRuntime,
  engineChoiceText,
  execRuntime,
  otherAnsweringRuntime,
  rmContainerArgs,
  type ContainerRuntime,
} from "../container/runtime.js";
import { detectSibling, mountableHostPath } from "../container/sibling.js";
import { objectToken, ownerLabelArgs, setSelfContainer } from "../container/owner.js";
import { sweepBeforeRun } from "../container/sweep.js";
import { sessionRootOf } from "../../core/scenario/session-root.js";
import { knownCure } from "../container/runtime-cures.js";
import { agentImageFor } from "../container/agent-image.js";
import { armInterruptCleanup, interruptSignal } from "../container/interrupt.js";
import { HarnessError } from "../../core/util/errors.js";
import { TOOL_VERSION } from "../../core/version.js";
import type { EgressAttempt } from "../container/egress-proxy.js";
import { startEgressProxy } from "../container/egress-proxy.js";
import type { SessionLayout } from "./layout.js";
import { readdirSync, existsSync, lstatSync } from "node:fs";
import { readFileBelow } from "../../core/util/contained-fs.js";
import { runImageProbe } from "../container/image-probe.js";
import { capabilityProbeScript, parseCapabilityProbe } from "../judge/capabilities.js";
import type { CapabilityProbe } from "../judge/capability-guard.js";

/** How often the container's cgroup counters are read (a small file each), and how long its cgroup is looked for. */
const CGROUP_POLL_MS = 100;
const CGROUP_FIND_TRIES = 200;

export type RecordTier = "container" | "protocol";
export const DEFAULT_AGENT_IMAGE = "localhost/cowork-agent:latest";
/** Names of secrets the agent may be given (by name only, never on a command line). */
const SECRET_NAMES = ["ANTHROPIC_API_KEY", "CLAUDE_CODE_OAUTH_TOKEN"];

/** The tier a scenario records at, or a one-line reason it cannot be recorded here. */
export function recordTier(fidelity: unknown): RecordTier {
  if (fidelity === undefined || fidelity === "container") return "container";
  if (fidelity === "protocol") return "protocol";
  throw new HarnessError(
    `fidelity: ${String(fidelity)} cannot be recorded here: ${fidelity === "cowork" ? "it resolves to hostloop on the current baseline, a " : "a "}macOS-only tier — record at fidelity: container (or protocol)`,
  );
}

const sha = (s: string): string => createHash("sha256").update(s).digest("hex");

/** A v4-shaped UUID derived from the scenario name, for --session-id. */
export function stableAgentSessionUuid(scenarioName: string): string {
  const h = sha(`agent-session:${scenarioName}`);
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface TierEnvironment {
  location: "local";
  tier: RecordTier;
  agentBinaryFormat?: string;
  harnessVersion: string;
  agentVersion?: string;
  /** where the agent process ran: in a container of the agent image, or on this machine */
  agentHost: "container" | "host";
  containerRuntime?: string;
  agentImage?: ImageIdentity;
  /** how the agent reached the network */
  network: string;
}

export interface TierRun {
  tier: RecordTier;
  /** the session root as the agent sees it (/sessions/<id>, or the work dir on this machine) */
  guestRoot: string;
  /** merged into RunAgentOptions */
  agent: Partial<RunAgentOptions>;
  modelHost: string;
  /** egress attempts so far */
  attempts(): readonly EgressAttempt[];
  environment: TierEnvironment;
  /** guest path of a staged file, for folderPrefixMap */
  guestPath(hostPath: string): string;
  /** the agent's container, for resource sampling (container tier only) */
  agentContainer?: { runtime: ContainerRuntime; name: string };
  /** what capability families the agent image has (asked of the image once, when first needed); skipped at the protocol tier */
  capabilityProbe(): CapabilityProbe;
  close(): Promise<void>;
}

/** The runtime for the container tier, or the one-line error saying there is none. */
export function requireRuntime(env: NodeJS.ProcessEnv): ContainerRuntime {
  const d = detectContainerRuntime(env);
  if ("missing" in d)
    throw new HarnessError(
      `fidelity: container needs docker or podman — ${d.missing} (set COWORK_CONTAINER_RUNTIME, or record at fidelity: protocol)`,
    );
  return d.runtime;
}

/** The capability families of the agent image (the reference's live lane; docs/reference.md#the-live-lane); COWORK_SKIP_CAPABILITY_PROBE=1 skips the probe. */
export function probeCapabilities(
  rt: ContainerRuntime,
  image: string,
  imageId: string | undefined,
  env: NodeJS.ProcessEnv,
): CapabilityProbe {
  if (env.COWORK_SKIP_CAPABILITY_PROBE === "1")
    return { status: "skipped", why: "COWORK_SKIP_CAPABILITY_PROBE=1 skipped the probe" };
  const out = runImageProbe(rt, image, imageId, capabilityProbeScript());
  if ("why" in out) return { status: "unverified", why: out.why };
  const parsed = parseCapabilityProbe(out.stdout);
  return "why" in parsed
    ? { status: "unverified", why: parsed.why }
    : { status: "definitive", present: parsed.present, image };
}

/** A skill's description, read from its staged SKILL.md without following a link (a staged link may point at any host file). */
function readSkillDescription(skillDir: string): string {
  try {
    const m = /^---\n([\s\S]*?)\n---/.exec(readFileBelow(skillDir, "SKILL.md", 1024 * 1024).toString("utf8"));
    const d = m ? /^description:\s*(.+)$/m.exec(m[1]!) : null;
    return d ? d[1]!.trim().replace(/^["']|["']$/g, "") : "";
  } catch {
    return "";
  }
}

/** Skills and plugins as the discovery servers describe them: from the staged dirs. */
export function stagedCatalog(layout: Pick<SessionLayout, "pluginDirs" | "configDir" | "root">): {
  skills: StagedSkill[];
  plugins: StagedPlugin[];
} {
  const skills: StagedSkill[] = [];
  const plugins: StagedPlugin[] = [];
  // staged copies keep a plugin's links verbatim: never list or read through one on this machine
  const listDirs = (d: string): string[] =>
    existsSync(d) && lstatSync(d).isDirectory()
      ? readdirSync(d)
          .filter((n) => lstatSync(join(d, n)).isDirectory())
          .sort()
      : [];
  for (const dir of layout.pluginDirs) {
    let name = dir.split("/").pop()!;
    let description = "";
    try {
      const manifest = JSON.parse(readFileBelow(dir, ".claude-plugin/plugin.json", 1024 * 1024).toString("utf8")) as {
        name?: unknown;
        description?: unknown;
      };
      if (typeof manifest.name === "string") name = manifest.name;
      if (typeof manifest.description === "string") description = manifest.description;
    } catch {
      /* a plugin without a manifest is named by its dir */
    }
    plugins.push({ name, description, path: dir.slice(layout.root.length + 1) });
    for (const s of listDirs(join(dir, "skills")))
      skills.push({ name: `${name}:${s}`, description: readSkillDescription(join(dir, "skills", s)) });
  }
  for (const s of listDirs(join(layout.configDir, "skills")))
    skills.push({ name: s, description: readSkillDescription(join(layout.configDir, "skills", s)) });
  return { skills, plugins };
}

export interface PrepareTierOptions {
  tier: RecordTier;
  scenarioName: string;
  layout: SessionLayout;
  allow: readonly string[];
  /** a scripted model server will run on this machine */
  scriptedModel: boolean;
  agentBinary?: string;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  /** the session's `limits:` (may only lower the ceiling) */
  sessionLimits?: Readonly<Record<string, string | number | undefined>>;
}

/** The container's limits: COWORK_RESOURCE_LIMITS (the Action input) over the defaults, lowered by the session. */
export function tierLimits(env: NodeJS.ProcessEnv, session: PrepareTierOptions["sessionLimits"]): ResourceLimits {
  return applySessionLimits(limitsOfEnv(env), session ?? {});
}

export async function prepareTier(opts: PrepareTierOptions): Promise<TierRun> {
  const binary = resolveAgentBinary(opts.agentBinary, opts.env);
  const base = {
    harnessVersion: TOOL_VERSION,
    location: "local" as const,
    agentBinaryFormat: binaryFormat(binary),
    agentVersion: agentVersion(binary),
  };
  const uuid = stableAgentSessionUuid(opts.scenarioName);
  if (opts.tier === "protocol") {
    const proxy = await startEgressProxy({ allow: opts.allow });
    return {
      tier: "protocol",
      guestRoot: opts.layout.root,
      agent: { envMode: "protocol", sessionId: uuid, extraEnv: proxy.proxyEnv() },
      modelHost: "127.0.0.1",
      attempts: () => proxy.attempts,
      environment: {
        ...base,
        tier: "protocol",
        agentHost: "host",
        network: "host network, egress proxy on loopback (HTTP(S)_PROXY)",
      },
      guestPath: (p) => p,
      capabilityProbe: () => ({
        status: "skipped",
        why: "the protocol tier runs the agent on this machine, with no image to probe",
      }),
      close: () => proxy.close(),
    };
  }

  const limits = tierLimits(opts.env, opts.sessionLimits);
  const rt = requireRuntime(opts.env);
  const image = await agentImageFor(rt, opts.env, opts.log); // named, obtained by the Action, or built by `setup` (src/live/container/agent-image.ts)
  // two engines answering: say which one this run uses, and how to choose the other (each has its own store)
  const other = otherAnsweringRuntime(rt, opts.env);
  if (other) opts.log(`container engine: ${engineChoiceText(rt, other)}`);
  const identity = imageIdentity(rt, image);
  if (!identity) {
    const there =
      other && imageIdentity(other, image)
        ? ` — ${other.kind} has it: COWORK_CONTAINER_RUNTIME=${other.kind} uses it`
        : "";
    throw new HarnessError(
      `the agent image ${image} is not in ${rt.kind}'s store${there || ` — run \`cowork-harness setup\` (or set COWORK_AGENT_IMAGE to an image it has)`}`,
    );
  }
  const token = objectToken();
  const guestRoot = sessionRootOf(opts.scenarioName);
  const layout = opts.layout;
  const guestPath = (p: string): string =>
    p === layout.root
      ? guestRoot
      : p.startsWith(`${layout.root}/`)
        ? `${guestRoot}/${p.slice(layout.root.length + 1)}`
        : p;

  // in a container of the same engine (the Action): mount sources are host paths, staged under a bind mount
  const sibling = detectSibling(rt, opts.env);
  const stageDir = join(layout.base, "sibling-stage"); // beside the session, not in it: the agent never sees it
  const hostSide = (p: string, label: string): string => (sibling ? mountableHostPath(sibling, p, stageDir, label) : p);
  if (sibling) {
    if (!sibling.hostPath(layout.root))
      throw new HarnessError(
        `the session is staged at ${layout.root}, under no bind mount of this container: ${rt.kind} cannot mount it into the agent's container (stage under RUNNER_TEMP or the workspace)`,
      );
    if (!sibling.hostPath(binary))
      throw new HarnessError(
        `the agent binary ${binary} is under no bind mount of this container: install it under RUNNER_TEMP (or set COWORK_AGENT_BINARY to a bind-mounted path)`,
      );
    opts.log(
      `sibling containers: this process runs in container ${sibling.self.slice(0, 12)}; mounts translated to host paths (${layout.root} → ${sibling.hostPath(layout.root)})`,
    );
  }
  setSelfContainer(sibling?.self); // our objects name the container we run in: its pids mean nothing outside it
  if (opts.env.COWORK_SWEEP !== "off") sweepBeforeRun(rt, opts.log);
  armInterruptCleanup(rt);
  // the agent runs an execute-only copy: a non-dumpable process, whose stdout and environment its tools cannot open
  const uid = typeof process.getuid === "function" ? process.getuid() : "user";
  // (in a sibling container: in the run's stage dir, which the engine can mount from and which goes with the run)
  const agentBinary = executeOnlyCopy(
    binary,
    opts.env.COWORK_AGENT_CACHE?.trim() ||
      (sibling ? join(stageDir, "agent-exec-only") : join(tmpdir(), `cowork-harness-agent-${uid}`)),
  );
  const sidecar: EgressSidecar = await startEgressSidecar({
    runtime: rt,
    token,
    image,
    allow: opts.allow,
    socketDir: join(layout.base, "egress"),
    log: opts.log,
    ...(sibling ? { sibling: { sibling, stageDir } } : {}),
  });
  const container = `cowork-ct-${token}`;
  const mounts: Mount[] = [{ host: hostSide(layout.root, "session"), guest: guestRoot }];
  const ro = (host: string): void =>
    void mounts.push({ host: hostSide(host, "ro"), guest: guestPath(host), readOnly: true });
  ro(layout.uploadsDir);
  for (const f of layout.folders) if (f.mode === "r") ro(f.path);
  for (const d of layout.pluginDirs) ro(d);
  ro(join(layout.workRoot, ".projects"));
  const catalog = stagedCatalog(layout);
  const secrets = SECRET_NAMES.filter((k) => opts.env[k] !== undefined && !opts.scriptedModel);

  let limitHit: ResourceLimitError | undefined;
  let stopWatch: () => void = () => undefined;
  // The kernel's own counts against the container's memory and pids limits (a tool killed for memory
  // too), read every CGROUP_POLL_MS. They vanish with the container's cgroup: an agent that dies of
  // the limit itself (a fork flood starves it of threads) is gone some 350 ms after the first
  // refused fork, so a slower look can miss the cause and report a crash instead.
  // The same counters are read off this thread too (src/live/container/counter-watch.ts): what it
  // saw still counts after the cgroup is gone.
  let cgroup: CounterFiles | undefined;
  let cgroupTries = 0;
  let offThread: CounterWatch | undefined;
  const checkCgroup = (): void => {
    if (limitHit) return;
    if (!cgroup && cgroupTries++ < CGROUP_FIND_TRIES) {
      const r = execRuntime(rt, ["inspect", "--format", "{{.State.Pid}}", container], { timeoutMs: 10_000 });
      const pid = Number(r.stdout.trim());
      if (r.code === 0 && pid > 0) cgroup = counterFiles(pid);
      if (cgroup) offThread?.watch(cgroup);
    }
    if (!cgroup) return;
    const now = readCounters(cgroup);
    const seen = offThread?.counters() ?? {};
    const c = {
      oomKills: Math.max(now.oomKills ?? 0, seen.oomKills ?? 0),
      pidsMax: Math.max(now.pidsMax ?? 0, seen.pidsMax ?? 0),
    };
    const hit =
      (c.oomKills ?? 0) > 0
        ? `a process in the agent's container was killed for memory (${describeLimit("memory", limits.memory)}, memory)`
        : (c.pidsMax ?? 0) > 0
          ? `the agent's container hit its process limit (${limits.pids}, pids)`
          : undefined;
    if (hit) {
      limitHit = new ResourceLimitError(`${hit} — the agent's container was stopped`);
      execRuntime(rt, rmContainerArgs(rt, container), { timeoutMs: 30_000 });
    }
  };
  const launcher: AgentLauncher = {
    guest: { configDir: `${guestRoot}/mnt/.claude`, homeDir: "/tmp" },
    command: (argv, env) => {
      // credentials stay outside: the agent holds a placeholder, the proxy's relay adds the real one
      // for the model endpoint only; the agent's ANTHROPIC_BASE_URL is the relay
      const real = (k: string): string | undefined => {
        const v = env[k] ?? (secrets.includes(k) ? opts.env[k] : undefined);
        return v === undefined || v === SCRIPTED_MODEL_API_KEY ? undefined : v;
      };
      const credentials: RelayCredentials = {
        ...(real("ANTHROPIC_API_KEY") !== undefined ? { apiKey: real("ANTHROPIC_API_KEY")! } : {}),
        ...(real("CLAUDE_CODE_OAUTH_TOKEN") !== undefined ? { oauthToken: real("CLAUDE_CODE_OAUTH_TOKEN")! } : {}),
      };
      const passEnv: Record<string, string> = { ...env, ANTHROPIC_BASE_URL: sidecar.proxyUrl };
      for (const k of SECRET_NAMES) {
        if (env[k] !== undefined || secrets.includes(k))
          passEnv[k] = env[k] === SCRIPTED_MODEL_API_KEY ? SCRIPTED_MODEL_API_KEY : PLACEHOLDER_CREDENTIAL;
      }
      sidecar.setUpstream(env.ANTHROPIC_BASE_URL ?? "https://api.anthropic.com", credentials);
      const disk = sessionDiskBound(layout.root, limits.sessionDisk);
      const diskLimit = (usage: DiskUsage, ending: string) => {
        const why = overBoundReason(disk.start, disk.bound, usage);
        return why === undefined ? undefined : new ResourceLimitError(`${why} — ${ending}`);
      };
      const stopDisk = watchSessionDisk(layout.root, disk.bound, (usage) => {
        limitHit ??= diskLimit(usage, "the agent's container was stopped");
        execRuntime(rt, rmContainerArgs(rt, container), { timeoutMs: 30_000 });
      });
      offThread?.stop();
      offThread = startCounterWatch();
      const cgroupTimer = setInterval(checkCgroup, CGROUP_POLL_MS);
      cgroupTimer.unref();
      stopWatch = () => {
        stopDisk();
        clearInterval(cgroupTimer);
        // a last look before anything on this side reads the session dir: a write past the bound (a
        // sparse file costs no time) in the agent's last half second escapes the interval
        limitHit ??= diskLimit(diskUsage(layout.root, disk.bound), "found when the agent ended");
      };
      const args = agentRunArgs({
        name: container,
        network: sidecar.agentNetwork,
        image,
        binary: hostSide(agentBinary, "agent"),
        workdir: guestRoot,
        mounts,
        env: passEnv,
        secretNames: [],
        ...(invokingUser() ? { user: invokingUser()! } : {}),
        lockdown: opts.env.COWORK_LOCKDOWN !== "off",
        limits,
        argv,
        labels: ownerLabelArgs(),
      });
      return { command: rt.command, args: [...rt.globalArgs, ...args], env: { ...rt.env }, cwd: layout.root };
    },
    cleanup: () => {
      stopWatch();
      checkCgroup(); // a kill just before the agent ended
      offThread?.stop();
      execRuntime(rt, rmContainerArgs(rt, container), { timeoutMs: 30_000 });
    },
    failure: (run, stoppedByHarness) => {
      if (limitHit) return limitHit;
      // Ctrl-C: the interrupt handler removed the container; that is no memory kill
      const interrupted = interruptSignal();
      if (interrupted !== undefined) return new HarnessError(`interrupted (${interrupted}): the run was stopped`, 130);
      // the engine could not start the container at all (rlimits, cgroups): its words and the cure
      const tail = run.stderr.slice(-4096);
      const cure =
        run.result === undefined && /runc|crun|OCI runtime|container init/i.test(tail)
          ? knownCure(rt, tail)
          : undefined;
      if (cure !== undefined)
        return new HarnessError(
          `${rt.kind} could not start the agent's container: ${run.stderr.trim().split("\n").slice(-2).join(" | ")} — ${cure}`,
        );
      if (!stoppedByHarness && run.result === undefined && (run.exitCode === 137 || run.signal === "SIGKILL")) {
        return new ResourceLimitError(
          `the agent was killed (exit 137) with no result — the container's memory limit is ${describeLimit("memory", limits.memory)} (memory)`,
        );
      }
      const forged = unattestedEvent(run.events, sidecar.served);
      return forged ? new StreamIntegrityError(forged) : undefined;
    },
  };

  return {
    tier: "container",
    guestRoot,
    agent: {
      launch: launcher,
      envMode: "container",
      sessionId: uuid,
      pluginDirs: layout.pluginDirs.map(guestPath),
      tools: [...AGENT_TOOLS, ...COWORK_MCP_TOOLS, ...DISCOVERY_MCP_TOOLS],
      allowedTools: ["Read", "Glob", "Grep", ...COWORK_MCP_TOOLS, ...DISCOVERY_MCP_TOOLS],
      // present_files' promotion notice goes to the agent as a user turn (spec: record.md, in-process
      // SDK-MCP servers); the agent surfaces it within the running turn (run-agent.ts, injectTurn)
      mcpServers: (inject: (text: string) => void) =>
        coworkSdkMcpServers({
          guestRoot,
          hostRoot: layout.root,
          folderMounts: layout.folders.map((f) => f.mount),
          ...catalog,
          onNotify: inject,
        }),
      extraEnv: sidecar.proxyEnv(),
    },
    modelHost: sidecar.hostAddress,
    attempts: () => sidecar.attempts,
    environment: {
      ...base,
      tier: "container",
      agentHost: "container",
      containerRuntime: rt.version,
      agentImage: identity,
      network: `no network of its own (loopback only); the only way out is the egress proxy container, through a forwarder in another container${sibling ? "; sibling containers of this one (the engine's socket)" : ""}`,
    },
    guestPath,
    agentContainer: { runtime: rt, name: container },
    capabilityProbe: () => probeCapabilities(rt, image, identity.configId, opts.env),
    close: () => sidecar.close(),
  };
}
