/**
 * Task keys (the reference's src/assert.ts; docs/reference.md#replay-and-assertions "Tasks"): the task list the main agent kept with
 * TaskCreate / TaskUpdate. When some TaskCreate result could not be parsed the list is known
 * to be incomplete, so every task key refuses ("malformed") rather than judge a subset.
 */
import type { AssertContext, KeyEvaluator, KeyResult } from "./context.js";
import type { TaskRecord } from "../evidence/types.js";
import { badArg, clip, fail, isRecord, pass, regexArg } from "./describe.js";

function taskLine(t: TaskRecord): string {
  return `${clip(t.subject, 60)} (${t.status})`;
}

/** The "malformed" refusal when TaskCreate results went unparsed, else undefined. */
function malformed(key: string, ctx: AssertContext, consequence: string): KeyResult | undefined {
  const n = ctx.record.evidenceErrors?.taskTracking ?? 0;
  return n > 0
    ? fail(`${key}: ${n} TaskCreate result(s) were unparseable — ${consequence}, cannot verify (malformed)`)
    : undefined;
}

const allTasksCompleted: KeyEvaluator = (arg, ctx) => {
  if (arg !== true) return badArg("all_tasks_completed", arg, "true");
  const refused = malformed("all_tasks_completed", ctx, "task telemetry is incomplete");
  if (refused) return refused;
  const tasks = ctx.record.tasks;
  if (tasks.length === 0)
    return fail(
      "all_tasks_completed: no tasks were created — cannot verify completion (assert task_count_min for presence, or drop this)",
    );
  const open = tasks.filter((t) => t.status !== "completed");
  return open.length === 0
    ? pass(`all_tasks_completed: ${tasks.length} task(s), all completed`)
    : fail(`not all tasks are completed: ${open.map(taskLine).join(", ")}`);
};

const taskCountMin: KeyEvaluator = (arg, ctx) => {
  if (typeof arg !== "number" || !Number.isInteger(arg) || arg <= 0)
    return badArg("task_count_min", arg, "an integer > 0");
  const refused = malformed("task_count_min", ctx, "task count is under-reported");
  if (refused) return refused;
  const tasks = ctx.record.tasks;
  return tasks.length >= arg
    ? pass(`task_count_min: ${tasks.length} task(s) created ≥ ${arg}`)
    : fail(`task_count_min: ${tasks.length} task(s) created, need ≥ ${arg}`);
};

const taskStatus: KeyEvaluator = (arg, ctx) => {
  if (!isRecord(arg) || typeof arg.match !== "string" || typeof arg.status !== "string")
    return badArg("task_status", arg, "{match: regex, status: string}");
  const refused = malformed("task_status", ctx, "task telemetry is incomplete");
  if (refused) return refused;
  const r = regexArg("task_status", arg.match);
  if ("result" in r) return r.result;
  const tasks = ctx.record.tasks;
  const found = tasks.find((t) => r.re.test(t.subject) || r.re.test(t.id));
  if (found === undefined) return fail(`no task matched "${arg.match}"`);
  return found.status === arg.status
    ? pass(`task_status: task "${clip(found.subject, 60)}" is ${found.status}`)
    : fail(`task "${found.subject}" matched "${arg.match}" but has status "${found.status}", expected "${arg.status}"`);
};

export const taskKeys: Record<string, KeyEvaluator> = {
  all_tasks_completed: allTasksCompleted,
  task_count_min: taskCountMin,
  task_status: taskStatus,
};
