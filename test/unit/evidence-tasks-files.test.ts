import { describe, it, expect } from "vitest";
import { assistant, derive, init, result, toolResult, toolUse } from "../helpers/stream-lines.js";

describe("tasks", () => {
  it("creates tasks from confirmed TaskCreate results and applies TaskUpdate", () => {
    const rec = derive([
      assistant([
        toolUse("c1", "TaskCreate", { subject: "Write report", description: "all of it", activeForm: "Writing" }),
      ]),
      toolResult("c1", "Task #1 created successfully: Write report"),
      assistant([toolUse("c2", "TaskCreate", { subject: "Check" })]),
      toolResult("c2", "Task #2 created successfully"),
      assistant([toolUse("u1", "TaskUpdate", { taskId: "1", status: "completed" })]),
      assistant([toolUse("u2", "TaskUpdate", { taskId: "99", status: "completed" })]),
      result(),
    ]);
    expect(rec.tasks).toEqual([
      { id: "1", subject: "Write report", description: "all of it", activeForm: "Writing", status: "completed" },
      { id: "2", subject: "Check", status: "pending" },
    ]);
    expect(rec.evidenceErrors.taskTracking).toBe(0);
  });
  it("counts unparseable confirmations and unresolved creates as tracking errors; errored creates are not", () => {
    const rec = derive([
      assistant([
        toolUse("c1", "TaskCreate", { subject: "a" }),
        toolUse("c2", "TaskCreate", { subject: "b" }),
        toolUse("c3", "TaskCreate", { subject: "c" }),
      ]),
      toolResult("c1", "Something else happened"),
      toolResult("c2", "permission denied", true),
      assistant([toolUse("x", "Agent", {})]),
      assistant([toolUse("c4", "TaskCreate", { subject: "sub-agent task" })], "x"),
      result(),
    ]);
    expect(rec.tasks).toEqual([]);
    expect(rec.evidenceErrors.taskTracking).toBe(2);
  });
});

describe("presentedFiles", () => {
  const present = (id: string, files: unknown) => assistant([toolUse(id, "mcp__cowork__present_files", { files })]);
  const blocks = (...paths: string[]) => paths.map((p) => ({ type: "text", text: p }));
  it("pairs requested files with result blocks; scratchpad files are promoted or leaked", () => {
    const rec = derive([
      init({ cwd: "/sessions/s1" }),
      present("p1", [
        { file_path: "/sessions/s1/draft.md" },
        { file_path: "/sessions/s1/tmp/x.csv" },
        { file_path: "/sessions/s1/mnt/outputs/final.md" },
      ]),
      toolResult(
        "p1",
        blocks("/sessions/s1/mnt/outputs/draft.md", "/sessions/s1/tmp/x.csv", "/sessions/s1/mnt/outputs/final.md"),
      ),
      result(),
    ]);
    expect(rec.presentedFiles).toEqual([
      { from: "/sessions/s1/draft.md", to: "/sessions/s1/mnt/outputs/draft.md", promoted: true, leaked: false },
      { from: "/sessions/s1/tmp/x.csv", to: "/sessions/s1/tmp/x.csv", promoted: false, leaked: true },
      {
        from: "/sessions/s1/mnt/outputs/final.md",
        to: "/sessions/s1/mnt/outputs/final.md",
        promoted: false,
        leaked: false,
      },
    ]);
    expect(rec.evidenceErrors.presentFilesMalformed).toBe(0);
  });
  it("counts malformed entries, count mismatches, relative paths, a missing cwd and unresolved calls", () => {
    const rec = derive([
      init({ cwd: "/sessions/s1" }),
      present("p1", [{ file_path: "/sessions/s1/a" }, { nope: 1 }, { file_path: "rel/b" }]),
      toolResult("p1", blocks("/sessions/s1/mnt/outputs/a", "rel/b", "/extra")),
      present("p2", [{ file_path: "/sessions/s1/c" }]),
      result(),
    ]);
    // { nope } entry (1) + 2 paths vs 3 blocks (1) + relative path (1) + unresolved p2 (1)
    expect(rec.evidenceErrors.presentFilesMalformed).toBe(4);
    expect(rec.presentedFiles).toEqual([
      { from: "/sessions/s1/a", to: "/sessions/s1/mnt/outputs/a", promoted: true, leaked: false },
    ]);
    const noCwd = derive([
      init({ cwd: undefined }),
      present("p1", [{ file_path: "/a" }, { file_path: "/b" }]),
      toolResult("p1", blocks("/x", "/y")),
      result(),
    ]);
    expect(noCwd.evidenceErrors.presentFilesMalformed).toBe(2);
    expect(noCwd.presentedFiles).toEqual([]);
  });
  it("reads a path relative to the session root as our server does, when the server answered it absolute", () => {
    const rec = derive([
      init({ cwd: "/sessions/local_ab12" }),
      present("p1", [{ file_path: "mnt/outputs/release-notes.md" }, { file_path: "notes/draft.md" }]),
      toolResult(
        "p1",
        blocks("/sessions/local_ab12/mnt/outputs/release-notes.md", "/sessions/local_ab12/mnt/outputs/draft.md"),
      ),
      result(),
    ]);
    expect(rec.evidenceErrors.presentFilesMalformed).toBe(0);
    expect(rec.presentedFiles).toEqual([
      {
        from: "/sessions/local_ab12/mnt/outputs/release-notes.md",
        to: "/sessions/local_ab12/mnt/outputs/release-notes.md",
        promoted: false,
        leaked: false,
      },
      {
        from: "/sessions/local_ab12/notes/draft.md",
        to: "/sessions/local_ab12/mnt/outputs/draft.md",
        promoted: true,
        leaked: false,
      },
    ]);
  });
});

describe("fileToolAttempts", () => {
  it("records every file tool call with its origin", () => {
    const rec = derive([
      assistant([
        toolUse("r1", "Read", { file_path: "/sessions/s/mnt/in.txt" }),
        toolUse("b1", "Bash", { command: "cat" }),
      ]),
      assistant([toolUse("a1", "Agent", { subagent_type: "helper" })]),
      assistant([toolUse("w1", "Write", { file_path: "/sessions/s/out.md", content: "x" })], "a1"),
      assistant([toolUse("g1", "Glob", { path: "/sessions/s", pattern: "*" })], "ghost"),
      assistant([toolUse(undefined, "Edit", { file_path: 5 })]),
    ]);
    expect(rec.fileToolAttempts).toEqual([
      {
        tool: "Read",
        paths: { file_path: "/sessions/s/mnt/in.txt" },
        gatePath: "/sessions/s/mnt/in.txt",
        origin: "main",
        toolUseId: "r1",
      },
      {
        tool: "Write",
        paths: { file_path: "/sessions/s/out.md" },
        gatePath: "/sessions/s/out.md",
        origin: "subagent",
        parentToolUseId: "a1",
        toolUseId: "w1",
      },
      {
        tool: "Glob",
        paths: { path: "/sessions/s" },
        gatePath: "/sessions/s",
        origin: "unknown",
        parentToolUseId: "ghost",
        toolUseId: "g1",
      },
      { tool: "Edit", paths: {}, origin: "main" },
    ]);
  });
});

describe("web searches", () => {
  it("parses the Links array and counts unparseable results", () => {
    const rec = derive([
      assistant([toolUse("s1", "WebSearch", { query: "cats" }), toolUse("s2", "WebSearch", { query: "dogs" })]),
      toolResult(
        "s1",
        'Web search results for query: "cats"\n\nLinks: [{"title":"A [b]","url":"https://a"}]\n\nMore text',
      ),
      toolResult("s2", "no links here"),
      result(),
    ]);
    expect(rec.webSearches).toEqual([{ query: "cats", links: [{ title: "A [b]", url: "https://a" }] }]);
    expect(rec.evidenceErrors.webSearchParse).toBe(1);
  });
});
