/**
 * Keeps one live run's evidence on disk (the reference's live lane; docs/reference.md#the-live-lane), for `trace`, `inspect`, `status`
 * and the HTML report: opened (status `running`, refreshed while the run lasts) when the run
 * starts, finished with the scrubbed cassette the run produced and its verdict, or failed with
 * whatever the agent recorded before it stopped. Every text is scrubbed with the cassette's
 * redactor (secrets, local paths) before it is written. Writing evidence never fails the run:
 * a write error is logged as a warning.
 */
import { appendFile, mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Cassette } from "../../core/cassette/types.js";
import type { ReplayResult } from "../../gate/replay/result.js";
import type { Redactor } from "../../core/util/redact.js";
import { oneLine } from "../../core/util/errors.js";
import { writeFileAtomic } from "../../core/util/atomic-write.js";
import { RUN_FILES, TURN_FILES, newRunId, slug } from "../../gate/trace/run-layout.js";
import type { RunStatus } from "./status.js";
import { traceEvents } from "../../gate/trace/events.js";
import { traceRows } from "../../gate/trace/rows.js";
import { dispatchesView, questionsView } from "../../gate/trace/views.js";
import { failedIndexRow, indexRow, type LiveCommand } from "./index-row.js";

export const STATUS_INTERVAL_ENV = "COWORK_HARNESS_STATUS_INTERVAL_MS";

/** What a finished live run leaves, all already scrubbed except `stderr` and `egress`. */
export interface FinishedRunEvidence {
  cassette: Cassette;
  result: ReplayResult;
  stderr: string;
  egress: readonly unknown[];
  durationMs: number;
  /** the live run's decisions with who answered each gate (the replayed result says only "replay") */
  decisions?: readonly unknown[];
}

/** What a failed run recorded before it stopped (raw: scrubbed here). */
export interface FailedRunEvidence {
  error: string;
  events?: readonly string[];
  controlOut?: readonly string[];
  stderr?: string;
  egress?: readonly unknown[];
}

const jsonl = (rows: readonly unknown[]): string =>
  rows.map((r) => (typeof r === "string" ? r : JSON.stringify(r))).join("\n") + (rows.length ? "\n" : "");

/** A cost with its dollar figure rounded to a millionth (float sums print as 0.047979999999999995). */
function roundedCost(cost: unknown): unknown {
  if (typeof cost !== "object" || cost === null || Array.isArray(cost)) return cost;
  const c = cost as Record<string, unknown>;
  return typeof c.usd === "number" ? { ...c, usd: Math.round(c.usd * 1e6) / 1e6 } : cost;
}

/** The answers a person or a model gave (not the scenario's script): another run may answer otherwise. */
function nonReproducible(decisions: readonly unknown[]): unknown[] {
  return decisions.flatMap((d) => {
    const x = d as Record<string, unknown>;
    if (x.kind !== "question" || x.by === "scripted" || x.decision !== "answered") return [];
    return [{ question: x.name, chosen: Object.values((x.answers ?? {}) as object).join(", "), by: x.by }];
  });
}

export class RunKeeper {
  private timer: NodeJS.Timeout | undefined;
  private constructor(
    readonly root: string,
    readonly dir: string,
    private status: RunStatus,
    private readonly redact: Redactor,
    private readonly log: (line: string) => void,
    private readonly command: LiveCommand,
  ) {}

  static async open(opts: {
    root: string;
    scenario: string;
    fidelity: string;
    /** the live command the run is kept for (its result.json and index row say so) */
    command: LiveCommand;
    redact: Redactor;
    env: NodeJS.ProcessEnv;
    log: (line: string) => void;
  }): Promise<RunKeeper> {
    const id = newRunId();
    const dir = join(opts.root, slug(opts.scenario), id);
    const now = new Date().toISOString();
    const status: RunStatus = {
      schemaVersion: 1,
      state: "running",
      pid: process.pid,
      scenario: opts.scenario,
      fidelity: opts.fidelity,
      sessionId: id,
      startedAt: now,
      updatedAt: now,
      elapsedMs: 0,
      toolCounts: {},
      subagentCount: 0,
    };
    const keeper = new RunKeeper(opts.root, dir, status, opts.redact, opts.log, opts.command);
    await rm(dir, { recursive: true, force: true });
    await mkdir(join(dir, "turns", "1"), { recursive: true });
    await keeper.writeStatus();
    opts.log(`[status] ${dir}`);
    const interval = Number(opts.env[STATUS_INTERVAL_ENV]) > 0 ? Number(opts.env[STATUS_INTERVAL_ENV]) : 5000;
    keeper.timer = setInterval(() => void keeper.writeStatus().catch(() => undefined), interval);
    keeper.timer.unref();
    return keeper;
  }

  private async writeStatus(): Promise<void> {
    const now = Date.now();
    this.status.updatedAt = new Date(now).toISOString();
    this.status.elapsedMs = now - Date.parse(this.status.startedAt);
    await writeFileAtomic(join(this.dir, RUN_FILES.status), JSON.stringify(this.status, null, 2) + "\n");
  }

  private async write(rel: string, text: string): Promise<void> {
    const path = join(this.dir, rel);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
  }

  private async guarded(what: string, work: () => Promise<void>): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    try {
      await work();
    } catch (e) {
      this.log(`warning: could not keep the run's evidence in ${this.dir} (${what}): ${oneLine(e)}`);
    }
  }

  private async writeStream(
    events: readonly string[],
    controlOut: readonly string[],
    stderr: string,
    egress: readonly unknown[],
  ): Promise<{ toolCounts: Record<string, number>; subagents: number }> {
    await this.write(RUN_FILES.events, jsonl(events));
    await this.write(RUN_FILES.controlOut, jsonl(controlOut));
    await this.write(RUN_FILES.stderr, this.redact.text(stderr));
    await this.write(RUN_FILES.egress, jsonl(egress.map((e) => this.redact.value(e))));
    const { events: parsed } = traceEvents(events);
    const toolCounts: Record<string, number> = {};
    for (const ev of parsed)
      if (ev.type === "tool_use" && ev.parentToolUseId === undefined)
        toolCounts[ev.name] = (toolCounts[ev.name] ?? 0) + 1;
    return { toolCounts, subagents: parsed.filter((e) => e.type === "subagent_dispatch").length };
  }

  async finish(ev: FinishedRunEvidence): Promise<void> {
    await this.guarded("finish", async () => {
      const c = ev.cassette;
      const { toolCounts, subagents } = await this.writeStream(c.events, c.controlOut ?? [], ev.stderr, ev.egress);
      await this.write(RUN_FILES.timeline, jsonl(c.timeline ?? []));
      await this.write(
        RUN_FILES.preRun,
        JSON.stringify(
          { paths: c.preRunPaths ?? [], hashes: c.preRunHashes ?? {}, origin: c.preRunOrigin ?? "local" },
          null,
          2,
        ) + "\n",
      );
      const r = ev.result;
      const decisions = ev.decisions ? (this.redact.value([...ev.decisions]) as unknown[]) : undefined;
      const resultJson = {
        ...r,
        // a kept run is the live command's evidence, not a re-check: the reference's verify-run,
        // scaffold and stats refuse a `replay` result
        command: this.command,
        mode: "run",
        outDir: this.dir,
        // a live run ran at its tier: the `replay:` prefix is the judging's, not the run's
        ...(typeof r.fidelity === "string" ? { fidelity: r.fidelity.replace(/^replay:/, "") } : {}),
        ...(typeof r.effectiveFidelity === "string"
          ? { effectiveFidelity: r.effectiveFidelity.replace(/^replay:/, "") }
          : {}),
        durationMs: ev.durationMs,
        ...(r["cost"] !== undefined ? { cost: roundedCost(r["cost"]) } : {}),
        ...(decisions ? { decisions, nonReproducibleAnswers: nonReproducible(decisions) } : {}),
        artifacts: c.artifacts ?? [],
        egress: ev.egress.map((e) => this.redact.value(e)),
      };
      const turn = join("turns", "1");
      await this.write(join(turn, TURN_FILES.result), JSON.stringify(resultJson, null, 2) + "\n");
      // the scrubbed recording itself, so `verify-run` re-judges the run token-free with our replay
      await writeFileAtomic(join(this.dir, turn, TURN_FILES.cassette), JSON.stringify(c, null, 2) + "\n");
      const { events: parsed } = traceEvents(c.events);
      const rows = traceRows(parsed);
      const init = parsed.find((e) => e.type === "init");
      const source = {
        kind: "run-dir" as const,
        file: this.dir,
        lines: [...c.events],
        turns: 1,
        ...(c.controlOut ? { controlOut: c.controlOut } : {}),
      };
      const gates = questionsView(parsed, { ...source, result: { decisions: resultJson.decisions } }).gates;
      await this.write(
        join(turn, TURN_FILES.trace),
        JSON.stringify(
          {
            steps: rows,
            toolCounts,
            // the question texts, as the reference's trace.json has them; the gates in full under `gates`
            questions: gates.map((g) => g.question),
            gates,
            subagents: dispatchesView(parsed).dispatches,
            decisions: resultJson.decisions,
            egress: resultJson.egress,
            durationMs: ev.durationMs,
            cost: r["cost"] !== undefined ? roundedCost(r["cost"]) : null,
          },
          null,
          2,
        ) + "\n",
      );
      const transcript = rows
        .filter((x) => x.kind === "text")
        .map((x) => x.detail)
        .join("\n");
      await this.write(
        join(turn, TURN_FILES.run),
        jsonl([
          {
            t: "run",
            scenario: r.scenario,
            fidelity: resultJson.fidelity,
            runId: this.status.sessionId,
            result: r.result,
            ...(init?.type === "init" && init.cwd !== undefined ? { cwd: this.redact.text(init.cwd) } : {}),
            turn: 1,
          },
          { t: "init", tools: init?.type === "init" ? init.tools.length : 0 },
          ...(resultJson.decisions ?? []).map((d) => ({ t: "decision", ...(d as object) })),
          ...resultJson.egress.map((e) => ({ t: "egress", ...(e as object) })),
          { t: "transcript", text: transcript },
          { t: "tool_counts", counts: toolCounts },
          { t: "cost", usage: r["usage"] ?? null, metrics: r["modelUsage"] ?? null },
        ]),
      );
      Object.assign(this.status, {
        state: "done",
        toolCounts,
        subagentCount: subagents,
        result: r.result,
        durationMs: ev.durationMs,
        verdict: r.verdict.pass ? "pass" : "fail",
      });
      if (!r.verdict.pass)
        this.status.error = this.redact.text(
          r.verdict.failures
            .map((f) => f.message)
            .slice(0, 1)
            .join("") ||
            r.error ||
            "the verdict failed",
        );
      await this.writeStatus();
      const row = indexRow({
        command: this.command,
        outDir: this.dir,
        result: resultJson,
        durationMs: ev.durationMs,
        partial: false,
      });
      await appendFile(join(this.root, RUN_FILES.index), JSON.stringify(row) + "\n");
    });
  }

  async fail(ev: FailedRunEvidence): Promise<void> {
    await this.guarded("fail", async () => {
      const events = (ev.events ?? []).map((l) => this.redact.jsonLine(l));
      const controlOut = (ev.controlOut ?? []).map((l) => this.redact.jsonLine(l));
      const { toolCounts, subagents } = await this.writeStream(events, controlOut, ev.stderr ?? "", ev.egress ?? []);
      Object.assign(this.status, {
        state: "error",
        toolCounts,
        subagentCount: subagents,
        result: "error",
        errorSource: "harness",
        stderrLogPath: join(this.dir, RUN_FILES.stderr),
        error: this.redact.text(ev.error),
      });
      await this.writeStatus();
      const row = failedIndexRow({
        command: this.command,
        outDir: this.dir,
        scenario: this.status.scenario,
        fidelity: this.status.fidelity,
      });
      await appendFile(join(this.root, RUN_FILES.index), JSON.stringify(row) + "\n");
    });
  }
}
