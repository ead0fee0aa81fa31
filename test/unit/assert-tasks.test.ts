import { describe, it, expect } from "vitest";
import { taskKeys } from "../../src/gate/assert/tasks.js";
import { makeContext } from "../helpers/context.js";

const k = taskKeys;
const tasks = [
  { id: "1", subject: "Extract action items", status: "completed" },
  { id: "2", subject: "Write summary", status: "in_progress" },
];
const ctx = makeContext({ tasks });
const done = makeContext({ tasks: [tasks[0]!] });
const malformed = makeContext({
  tasks,
  evidenceErrors: { taskTracking: 1, webSearchParse: 0, presentFilesMalformed: 0 },
});

describe("all_tasks_completed", () => {
  it("passes when every task is completed", () => {
    expect(k.all_tasks_completed!(true, done)).toEqual({
      pass: true,
      evidence: "all_tasks_completed: 1 task(s), all completed",
    });
  });
  it("fails naming the open tasks", () => {
    expect(k.all_tasks_completed!(true, ctx)).toEqual({
      pass: false,
      message: "not all tasks are completed: Write summary (in_progress)",
    });
  });
  it("fails with zero tasks", () => {
    expect(k.all_tasks_completed!(true, makeContext()).message).toMatch(
      /^all_tasks_completed: no tasks were created — cannot verify/,
    );
  });
  it("refuses malformed task telemetry", () => {
    expect(k.all_tasks_completed!(true, malformed).message).toMatch(
      /^all_tasks_completed: 1 TaskCreate result\(s\) were unparseable.*\(malformed\)$/,
    );
  });
});

describe("task_count_min", () => {
  it("passes at the minimum", () => {
    expect(k.task_count_min!(2, ctx).pass).toBe(true);
  });
  it("fails below it", () => {
    expect(k.task_count_min!(3, ctx)).toEqual({ pass: false, message: "task_count_min: 2 task(s) created, need ≥ 3" });
  });
  it("refuses malformed task telemetry", () => {
    expect(k.task_count_min!(1, malformed).message).toMatch(/cannot verify \(malformed\)$/);
  });
});

describe("task_status", () => {
  it("passes when the first matching task has the status", () => {
    expect(k.task_status!({ match: "summary", status: "in_progress" }, ctx)).toEqual({
      pass: true,
      evidence: 'task_status: task "Write summary" is in_progress',
    });
  });
  it("matches the task id too", () => {
    expect(k.task_status!({ match: "^1$", status: "completed" }, ctx).pass).toBe(true);
  });
  it("fails on a different status", () => {
    expect(k.task_status!({ match: "summary", status: "completed" }, ctx)).toEqual({
      pass: false,
      message: 'task "Write summary" matched "summary" but has status "in_progress", expected "completed"',
    });
  });
  it("fails when no task matches", () => {
    expect(k.task_status!({ match: "deploy", status: "completed" }, ctx)).toEqual({
      pass: false,
      message: 'no task matched "deploy"',
    });
  });
  it("refuses malformed telemetry and reports a bad regex", () => {
    expect(k.task_status!({ match: "x", status: "completed" }, malformed).message).toMatch(
      /^task_status: .*\(malformed\)$/,
    );
    expect(k.task_status!({ match: "(", status: "completed" }, ctx).message).toMatch(/^task_status: bad regex/);
  });
});
