/**
 * The last resort's line and its order of work (src/core/util/last-resort.ts): one line per error,
 * cut and without a stack unless COWORK_HARNESS_DEBUG=1, the caller's report written before the exit,
 * and a second error ignored while the first is handled. The teardown with real containers is
 * test/container/last-resort.test.ts.
 */
import { describe, expect, it } from "vitest";
import { internalErrorLine, LAST_RESORT_EXIT, onFatal } from "../../src/core/util/last-resort.js";

describe("the last resort", () => {
  it("tells an error in one line: its first line, cut, its code, what was removed, what to do", () => {
    const e = Object.assign(new Error(`${"x".repeat(400)}\nsecond line`), { code: "ERR_STRING_TOO_LONG" });
    const line = internalErrorLine("cowork-harness check", e, 3);
    expect(line).toBe(
      `cowork-harness check: internal error: ${"x".repeat(300)}… (ERR_STRING_TOO_LONG); the run stopped and the 3 container(s), network(s) and staged dir(s) it had made were removed — a bug in cowork-harness: run again with COWORK_HARNESS_DEBUG=1 for the stack, and report it`,
    );
    expect(internalErrorLine("cowork-harness", "a\tthrown  string", 0)).toBe(
      "cowork-harness: internal error: a thrown string; the run stopped — a bug in cowork-harness: run again with COWORK_HARNESS_DEBUG=1 for the stack, and report it",
    );
  });

  it("writes the line (the stack only when asked), lets the caller report, then exits 2; a second error is ignored", async () => {
    const written: string[] = [];
    const reported: [string, number][] = [];
    const exited = new Promise<number>((resolve) => {
      const opts = {
        prefix: "cowork-harness record",
        write: (t: string) => void written.push(t),
        env: { COWORK_HARNESS_DEBUG: "1" },
        report: async (line: string, code: number) => void reported.push([line, code]),
        exit: (code: number) => resolve(code),
      };
      onFatal(new RangeError("boom"), opts);
      onFatal(new Error("a second one"), opts);
    });
    expect(await exited).toBe(LAST_RESORT_EXIT);
    expect(LAST_RESORT_EXIT).toBe(2);
    expect(written).toHaveLength(1);
    const [line, ...stack] = written[0]!.trimEnd().split("\n");
    expect(line).toMatch(/^cowork-harness record: internal error: boom; the run stopped — /);
    expect(stack[0]).toBe("RangeError: boom");
    expect(reported).toEqual([[line, 2]]);
  });
});
