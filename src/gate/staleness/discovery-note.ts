/**
 * The discovery-surface note (the reference's src/run/cassette.ts; docs/reference.md#fingerprints-and-staleness): a container/hostloop cassette
 * whose recorded init tool list has no skills/plugins discovery tools predates them. A note,
 * never a finding; silent when the cassette carries no tool inventory.
 */
import type { Cassette } from "../../core/cassette/types.js";

const DISCOVERY_TIERS = new Set(["container", "hostloop"]);
const DISCOVERY_TOOL = /^mcp__(?:skills|plugins)__/;

/** The first `"init"` or `\u` in a line: one pass over it instead of a search for each. */
const INIT_OR_ESCAPE = /"init"|\\u/;

/**
 * Whether `line` can be a system/init event: one holds the JSON strings "system" and "init"
 * (quotes included) unless it uses \u escapes. The JSON.parse of every other line (most of a
 * cassette's bytes, and the control traffic that mentions "initialize", "init-1" or a command
 * named init) is skipped, with the same answer.
 */
function mayBeInit(line: string): boolean {
  const hit = INIT_OR_ESCAPE.exec(line);
  if (hit === null) return false;
  return hit[0] !== '"init"' || line.includes('"system"') || line.includes("\\u", hit.index);
}

/** The tool names of the first `system/init` event, or undefined without one. */
function initTools(cassette: Cassette): string[] | undefined {
  if (!Array.isArray(cassette.events)) return undefined;
  for (const line of cassette.events) {
    if (typeof line === "string" && !mayBeInit(line)) continue;
    let msg: { type?: unknown; subtype?: unknown; tools?: unknown };
    try {
      msg = JSON.parse(line) as typeof msg;
    } catch {
      continue;
    }
    if (msg?.type !== "system" || msg?.subtype !== "init") continue;
    return Array.isArray(msg.tools) ? msg.tools.filter((t): t is string => typeof t === "string") : undefined;
  }
  return undefined;
}

export function discoverySurfaceNotes(cassette: Cassette): string[] {
  const tools = initTools(cassette);
  if (!tools || tools.length === 0) return [];
  if (tools.some((t) => DISCOVERY_TOOL.test(t))) return [];
  const authored = cassette.scenario.fidelity;
  const tier =
    cassette.environment?.tier ?? cassette.effectiveFidelity ?? (authored !== "cowork" ? authored : undefined);
  if (!tier || !DISCOVERY_TIERS.has(tier)) return [];
  return [
    `discovery-surface: recorded before the skills/plugins SDK-MCP discovery servers existed at this tier ` +
      `(${tier}, added in 1.10.0) — its ${tools.length}-tool init inventory declares no mcp__skills__*/mcp__plugins__*. ` +
      `Re-record if this scenario asserts on those tools; harmless otherwise.`,
  ];
}
