/**
 * Where a scenario's session lives as the agent sees it: `/sessions/local_<12 hex>`, stable per
 * scenario name, so a model script's absolute paths (and the recorded cassette's) stay the same on
 * every recording. Record uses it; lint prints it beside a scenario's model script.
 */
import { createHash } from "node:crypto";

/** `local_<12 hex>`: the session dir name, stable per scenario name. */
export function stableSessionId(scenarioName: string): string {
  return `local_${createHash("sha256").update(`session:${scenarioName}`).digest("hex").slice(0, 12)}`;
}

/** `/sessions/local_<12 hex>`: the agent's working directory at the container tier. */
export function sessionRootOf(scenarioName: string): string {
  return `/sessions/${stableSessionId(scenarioName)}`;
}
