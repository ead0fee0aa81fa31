/**
 * A kept run's `status.json` (the reference's live lane; docs/reference.md#the-live-lane): its shape, and how `status` judges it
 * (running, done, error; a running status that stopped being refreshed is stale). Pure.
 */
export interface RunStatus {
  schemaVersion: 1;
  state: "running" | "done" | "error";
  pid: number;
  scenario: string;
  fidelity: string;
  sessionId: string;
  runLabel?: string;
  startedAt: string;
  updatedAt: string;
  elapsedMs: number;
  toolCounts: Record<string, number>;
  subagentCount: number;
  result?: "success" | "error";
  durationMs?: number;
  errorSource?: string;
  resultErrorKind?: string;
  resultSubtype?: string;
  stderrLogPath?: string;
  /** our addition: the run's verdict and why it failed, one line */
  verdict?: "pass" | "fail";
  error?: string;
}

export const STATUS_STALE_ENV = "COWORK_HARNESS_STATUS_STALE_MS";
const DEFAULT_STALE_MS = 15_000;

export function isStale(s: RunStatus, now: number, env: NodeJS.ProcessEnv): boolean {
  const updated = Date.parse(s.updatedAt);
  if (!Number.isFinite(updated)) return true;
  const limit = Number(env[STATUS_STALE_ENV]) > 0 ? Number(env[STATUS_STALE_ENV]) : DEFAULT_STALE_MS;
  return s.state === "running" && now - updated > limit;
}

/** The one text line `status` prints. */
export function statusLine(s: RunStatus, stale: boolean): string {
  // a run that finished with a failed verdict is done, and failed: it is never a ✓
  const failed = s.state === "done" && s.verdict === "fail";
  const mark = stale ? "?" : s.state === "running" ? "●" : s.state === "done" && !failed ? "✓" : "✗";
  const state = stale ? "probably-dead (stale)" : failed ? "done, verdict failed" : s.state;
  const tools = Object.values(s.toolCounts ?? {}).reduce((a, b) => a + b, 0);
  const secs = Math.round((s.durationMs ?? s.elapsedMs ?? 0) / 1000);
  const tail = s.error ? ` — ${s.error}` : s.verdict && !failed ? ` · verdict ${s.verdict}` : "";
  return `${mark} ${state} — ${s.scenario} [${s.fidelity}] · pid ${s.pid} · ${secs}s · ${tools} tools · ${s.subagentCount} sub-agents${tail}`;
}
