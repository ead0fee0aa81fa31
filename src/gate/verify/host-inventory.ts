/**
 * The `host-inventory` privacy class (the reference's src/scan.ts; docs/reference.md#gate-extras): on a tier that runs the
 * agent with this machine's own configuration (protocol, hostloop, cowork, or an unknown tier), the
 * agent's catalogs can list what is installed here — MCP servers, connectors, account details,
 * agents and skills that are not Cowork's. Container and microvm recordings are sealed and exempt.
 */
import type { Cassette } from "../../core/cassette/types.js";
import type { PrivacyFinding } from "./privacy-scan.js";

const SERVERS = new Set(["cowork", "plugins", "skills", "workspace"]);
const AGENTS = new Set(["claude", "claude-code-guide", "Explore", "general-purpose", "Plan", "statusline-setup"]);
// the agent's own skills; plugin-authoring and workflow-authoring are the pinned agent's (2.1.332) built-in
// plugins' (measured at the protocol tier with an empty config dir), not this machine's
const SKILLS = new Set([
  "batch",
  "claude-api",
  "code-review",
  "dataviz",
  "debug",
  "deep-research",
  "design-sync",
  "doctor",
  "fewer-permission-prompts",
  "loop",
  "plugin-authoring",
  "run",
  "run-skill-generator",
  "simplify",
  "update-config",
  "verify",
  "workflow-authoring",
]);
const SCANNED_TIERS = new Set(["protocol", "hostloop", "cowork"]);

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);
const nameOf = (x: unknown): string | undefined =>
  typeof x === "string" ? x : isObj(x) && typeof x.name === "string" ? x.name : undefined;

export function hostInventoryApplies(cassette: Pick<Cassette, "effectiveFidelity" | "scenario">): boolean {
  const tier = cassette.effectiveFidelity ?? (cassette.scenario?.fidelity as string | undefined);
  return tier === undefined || SCANNED_TIERS.has(tier);
}

function parse(line: unknown): unknown {
  if (typeof line !== "string") return undefined;
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return undefined;
  }
}

export function scanHostInventory(
  cassette: Cassette,
  allowed: (sample: string, cls: string) => boolean,
): PrivacyFinding[] {
  if (!hostInventoryApplies(cassette)) return [];
  const out: PrivacyFinding[] = [];
  const declared = new Set<string>();
  const harvest = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(harvest);
    else if (isObj(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k === "plugins" && Array.isArray(x))
          for (const p of x) {
            const n = nameOf(p);
            if (n) declared.add(n);
          }
        harvest(x);
      }
    }
  };
  const events = Array.isArray(cassette.events) ? cassette.events.map(parse) : [];
  const control = Array.isArray(cassette.controlOut) ? cassette.controlOut.map(parse) : [];
  events.forEach(harvest);
  const push = (where: string, sample: string): void => {
    if (!allowed(sample, "host-inventory")) out.push({ where, cls: "host-inventory", sample });
  };
  const visit = (v: unknown, where: string): void => {
    if (Array.isArray(v)) return v.forEach((x) => visit(x, where));
    if (!isObj(v)) return;
    if (Array.isArray(v.mcp_servers))
      for (const s of v.mcp_servers) {
        const n = isObj(s) && typeof s.name === "string" ? s.name : undefined;
        if (n && !SERVERS.has(n)) push(`${where} mcp_servers[].name`, n);
      }
    if (Array.isArray(v.tools))
      for (const t of v.tools) {
        const m = typeof t === "string" ? /^mcp__(.+?)__/.exec(t) : null;
        if (m && !SERVERS.has(m[1]!)) push(`${where} tools[] (${t as string})`, m[1]!);
      }
    if (isObj(v.account))
      for (const k of ["email", "organization", "subscriptionType"])
        if (k in v.account) push(`${where} account.${k}`, k);
    if (Array.isArray(v.agents) || Array.isArray(v.skills)) {
      const local = new Set([
        ...declared,
        ...(Array.isArray(v.plugins) ? v.plugins.map(nameOf).filter((n): n is string => !!n) : []),
      ]);
      const isLocal = (n: string): boolean => {
        const i = n.indexOf(":");
        return i > 0 && local.has(n.slice(0, i));
      };
      if (Array.isArray(v.agents))
        for (const a of v.agents) {
          const n = nameOf(a);
          if (n && !AGENTS.has(n) && !isLocal(n)) push(`${where} agents[]`, n);
        }
      if (Array.isArray(v.skills))
        for (const s of v.skills) {
          const n = nameOf(s);
          if (n && !SKILLS.has(n) && !isLocal(n)) push(`${where} skills[]`, n);
        }
    }
    for (const x of Object.values(v)) visit(x, where);
  };
  events.forEach((e, i) => visit(e, `events[${i}]`));
  control.forEach((e, i) => visit(e, `controlOut[${i}]`));
  return out;
}
